/** The inline styles of the per-query drill-down, the bundle view and their diffs (appended to the report's stylesheet). */
export const DRILL_DOWN_STYLESHEET = `
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0 10px; font-size: 13px; }
.controls select, .controls input { font: inherit; padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; max-width: 100%; }
.controls input[type=search] { min-width: 260px; }
.entries { border-top: 1px solid var(--line); }
details.dq { border-bottom: 1px solid var(--line); padding: 2px 4px; }
details.dq > summary { color: var(--ink); font-size: 13px; overflow-wrap: anywhere; }
details.dq[open] { background: #fbfcfd; }
.badge { display: inline-block; min-width: 34px; text-align: center; font-size: 11px; font-weight: 700; border-radius: 3px; padding: 0 4px; color: #fff; }
.miss .badge { background: var(--deceived); }
.hit .badge { background: var(--hit); }
.bug { font-weight: 600; color: #8a2b06; }
.query { margin: 6px 0; max-width: 900px; white-space: pre-wrap; }
.fails { font-size: 13px; margin: 4px 0; overflow-wrap: anywhere; }
.outcome { color: #8a2b06; }
pre.diff { font: 12.5px/1.45 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; background: var(--soft); border: 1px solid var(--line); border-radius: 4px; padding: 6px 0; margin: 6px 0; overflow-x: auto; max-width: 100%; }
pre.diff > span { display: block; padding: 0 10px 0 4px; white-space: pre; }
pre.diff > span::before { display: inline-block; width: 14px; color: var(--muted); content: ' '; }
pre.diff > .r { background: #fde8e8; }
pre.diff > .r::before { content: '-'; }
pre.diff > .a { background: #e6f4ea; }
pre.diff > .a::before { content: '+'; }
pre.diff > .g { color: var(--muted); font-style: italic; }
pre.diff del { background: #f5b5b5; text-decoration: none; border-radius: 2px; }
pre.diff ins { background: #a8dab5; text-decoration: none; border-radius: 2px; }
.side-by-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 12px; margin: 6px 0; }
.side-col { min-width: 0; }
.side-col h4 { margin: 4px 0; font-size: 13px; overflow-wrap: anywhere; }
.side-col h4.hit { color: var(--hit); }
.side-col h4.miss { color: var(--deceived); }
.tests { font-size: 12.5px; margin: 4px 0; padding-left: 20px; }
.tests li { overflow-wrap: anywhere; }
.kills { color: #8a2b06; }
`;
