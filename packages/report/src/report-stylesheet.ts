/** The inline stylesheet of `report.html` (system fonts only; nothing is fetched). */
export const REPORT_STYLESHEET = `
:root { color-scheme: light; --ink: #1d2430; --muted: #5f6b7a; --line: #dde2e8; --soft: #f5f7fa; --accent: #1f5fbf;
  --deceived: #d62728; --tied: #a7adb5; --safe: #4f86c6; --hit: #3a9d5d; --own: #d62728; --other-query: #f0a13c; --other: #9467bd; --none: #c9ced6; }
* { box-sizing: border-box; }
body { margin: 0; background: #fff; color: var(--ink); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; }
main { max-width: 1120px; margin: 0 auto; padding: 28px 28px 48px; }
h1 { font-size: 28px; margin: 0 0 6px; letter-spacing: -0.01em; }
h2 { font-size: 20px; margin: 0 0 6px; padding-top: 8px; }
h3 { font-size: 14px; margin: 0 0 6px; overflow-wrap: break-word; }
h3.subhead { margin-top: 20px; }
code { font: 13px ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; background: var(--soft); padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
header { border-bottom: 1px solid var(--line); padding-bottom: 16px; margin-bottom: 8px; }
.lede { color: var(--muted); margin: 0 0 14px; max-width: 820px; }
.facts { display: flex; flex-wrap: wrap; gap: 8px 28px; margin: 0 0 14px; }
.facts div { min-width: 0; }
.facts dt { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
.facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
nav { display: flex; flex-wrap: wrap; gap: 6px; }
nav a { color: var(--accent); text-decoration: none; font-size: 13px; padding: 3px 10px; border: 1px solid var(--line); border-radius: 999px; }
section { padding: 22px 0 8px; border-bottom: 1px solid var(--line); }
.intro { color: var(--muted); margin: 0 0 12px; max-width: 860px; }
.note { color: var(--muted); font-size: 13px; margin: 8px 0; max-width: 900px; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: 6px 8px; text-align: left; vertical-align: middle; }
thead th { font-size: 12px; font-weight: 600; color: var(--muted); border-bottom: 2px solid var(--line); vertical-align: bottom; }
thead th.num { white-space: normal; }
tbody tr { border-bottom: 1px solid var(--line); }
tbody th { font-weight: 600; overflow-wrap: break-word; }
.num { text-align: right; white-space: nowrap; }
.sub { display: block; font-weight: 400; font-size: 11px; }
.ci { display: block; color: var(--muted); font-size: 11.5px; }
.value { font-weight: 600; }
.muted { color: var(--muted); }
.leaderboard tbody th { min-width: 150px; max-width: 300px; }
.leaderboard thead th.num { min-width: 56px; }
.leaderboard tbody tr:nth-child(even) { background: #fafbfc; }
.dot { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 8px; vertical-align: baseline; }
.flag { display: inline-block; background: #fff4d6; color: #7a5200; border: 1px solid #f0d48a; border-radius: 4px; padding: 0 6px; white-space: nowrap; }
.compact th, .compact td { padding: 4px 8px; font-size: 13px; }
.significant th, .significant td { font-weight: 700; }
.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 18px; padding: 0; margin: 6px 0 10px; font-size: 13px; }
.legend li { display: flex; align-items: center; gap: 6px; overflow-wrap: break-word; min-width: 0; }
.legend svg { flex: none; }
.swatch { display: inline-block; width: 14px; height: 10px; border-radius: 2px; }
figure { margin: 0; flex: 0 1 560px; min-width: 0; }
.figure-row { display: flex; flex-wrap: wrap; gap: 12px 28px; align-items: flex-start; }
.side { flex: 1 1 320px; min-width: 0; }
svg.chart { max-width: 100%; height: auto; display: block; }
svg text { font-family: inherit; fill: var(--ink); }
.tick { font-size: 11px; fill: var(--muted); }
.axis-title { font-size: 12px; fill: var(--muted); }
.grid { stroke: #e9edf1; stroke-width: 1; }
.axis { stroke: #9aa3ad; stroke-width: 1; }
.zero { stroke: var(--ink); stroke-width: 1; stroke-dasharray: 3 3; }
.whisker { stroke-width: 2; }
.bars { table-layout: fixed; margin-top: 4px; }
.bars caption { text-align: left; font-size: 12px; color: var(--muted); padding-bottom: 4px; }
.bars th:first-child { width: 30%; font-size: 13px; }
.bars th.num, .bars td.num { width: 170px; font-size: 13px; }
.bars tbody td, .bars tbody th { padding-top: 2px; padding-bottom: 2px; }
.bars tr.group th { padding-top: 12px; font-size: 13px; color: var(--muted); border-bottom: 1px solid var(--line); }
.bar-cell { padding-left: 4px; padding-right: 4px; }
svg.bar { display: block; overflow: visible; }
.bar-axis { position: relative; height: 16px; }
.bar-axis span { position: absolute; transform: translateX(-50%); font-size: 11px; font-weight: 400; }
.bar-axis span:first-child { transform: none; }
.bar-axis span:last-child { transform: translateX(-100%); }
.seg-deceived, .swatch.seg-deceived, .bar-below { fill: var(--deceived); background: var(--deceived); }
.seg-tied, .swatch.seg-tied, .bar-tied { fill: var(--tied); background: var(--tied); }
.seg-safe, .swatch.seg-safe, .bar-above { fill: var(--safe); background: var(--safe); }
.seg-hit, .swatch.seg-hit { fill: var(--hit); background: var(--hit); }
.seg-own, .swatch.seg-own { fill: var(--own); background: var(--own); }
.seg-other-query, .swatch.seg-other-query { fill: var(--other-query); background: var(--other-query); }
.seg-other, .swatch.seg-other { fill: var(--other); background: var(--other); }
.seg-none, .swatch.seg-none { fill: var(--none); background: var(--none); }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 14px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 12px; min-width: 0; }
.card-facts { font-size: 12px; color: var(--muted); margin: 6px 0 0; }
details summary { cursor: pointer; color: var(--accent); margin: 6px 0; }
footer { color: var(--muted); font-size: 13px; padding-top: 16px; }
@media print { nav { display: none; } section { break-inside: avoid; } }
`;
