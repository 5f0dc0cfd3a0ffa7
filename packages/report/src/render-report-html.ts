import type { SystemComparison } from '@execret/stats';
import { TIE_FLAG_THRESHOLD, headlineK } from './build-leaderboard.js';
import { breakableHtml } from './breakable-html.js';
import { domainColumns } from './domain-columns.js';
import { escapeHtml } from './escape-html.js';
import { formatNumber, formatPercent } from './format-number.js';
import { htmlSection as section } from './html-section.js';
import { plural } from './plural.js';
import { renderGapHistogram } from './render-gap-histogram.js';
import { renderIntervalRows } from './render-interval-rows.js';
import { renderLineChart } from './render-line-chart.js';
import { renderStackedBars, type StackedBarRow } from './render-stacked-bars.js';
import { renderPipelineGainsHtml } from './render-pipeline-gains.js';
import { renderQualityHtml } from './render-quality-metrics.js';
import { renderDatasetSectionHtml, renderDeceptionTableHtml, renderDerivedNoteHtml, renderRank1BugTypeTableHtml } from './render-study-html.js';
import { REPORT_STYLESHEET } from './report-stylesheet.js';
import { DECEPTION_SEGMENTS, RANK1_SEGMENTS, deceptionSegmentedBars, rank1SegmentedBars, type SegmentedBar } from './segmented-bars.js';
import type { FullLeaderboard, LeaderboardRow, LoadedResults, LoadedSystem, ReportDiagnostics } from './report-types.js';
import type { StudyViews } from './study-views.js';
import { systemStyle, type SystemStyle } from './system-palette.js';
import type { DrillDown } from './drill-down.js';
import { DRILL_DOWN_STYLESHEET } from './drill-down-stylesheet.js';
import { PAGE_SCRIPT, PAGE_SCRIPT_SOURCE } from './page-script.js';
import type { ReportBundle } from './report-bundle.js';
import { renderDrillDownHtml } from './render-drill-down-html.js';
import { renderDomainRowsHtml } from './render-domain-rows-html.js';

/** What {@link renderReportHtml} draws. */
export interface ReportHtmlInput {
  /** The results files. */
  results: LoadedResults;
  /** The leaderboard (row order is the display order of every section). */
  leaderboard: FullLeaderboard;
  /** Pairwise tests and intervals from `compareSystems`. */
  comparison: SystemComparison;
  /** The study's views (`buildStudyViews`): dataset tables, rank-1 misses by bug type, pooled deception. Without them those parts are left out. */
  views?: StudyViews;
  /** The per-query drill-down (`buildDrillDown`); without it the "Per query" section is left out. */
  drillDown?: DrillDown;
  /** The bundle, for the drill-down's query texts, tests and code. */
  bundle?: ReportBundle;
}

interface SystemView {
  row: LeaderboardRow;
  system: LoadedSystem;
  style: SystemStyle;
  diagnostics: ReportDiagnostics | undefined;
}

const h = escapeHtml;
const id = breakableHtml;

function legend(views: readonly SystemView[]): string {
  const items = views.map(({ row, style }) => {
    const dash = style.dash === undefined ? '' : ` stroke-dasharray="${style.dash}"`;
    return `<li><svg width="30" height="12" aria-hidden="true"><line x1="1" x2="29" y1="6" y2="6" stroke="${style.color}" stroke-width="3"${dash}/></svg><span>${id(row.system)}</span></li>`;
  });
  return `<ul class="legend">${items.join('')}</ul>`;
}

function missingNote(views: readonly SystemView[], what: string): string {
  const missing = views.filter((view) => view.diagnostics === undefined).map((view) => view.row.system);
  if (missing.length === 0) return '';
  return `<p class="note">No ${h(what)} in the results file of ${missing.map((name) => `<code>${h(name)}</code>`).join(', ')} (written by an older run or another tool, or the study’s released files): give the report the bundle the results were computed on (<code>execret report --bundle</code>) to derive them from the listed top results.</p>`;
}

// The notes under a diagnostics section: which systems have none, and which had theirs derived.
function diagnosticsNotes(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const derived = input.views === undefined ? '' : renderDerivedNoteHtml(input.views, views.map((view) => view.row.system));
  return derived + missingNote(views, 'diagnostics');
}

function headerBlock(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const { leaderboard, results } = input;
  const config = results.config ?? {};
  const versions = typeof config['versions'] === 'object' && config['versions'] !== null ? (config['versions'] as Record<string, unknown>) : {};
  const corpus = views[0]?.row.n_corpus ?? null;
  const bundle = input.views?.bundle ?? null;
  const facts: Array<[string, string]> = [
    ['systems', String(views.length)],
    ['queries', leaderboard.n_queries.toLocaleString('en-US')],
    ...(corpus === null ? [] : ([['snippets in the pool', corpus.toLocaleString('en-US')]] as Array<[string, string]>)),
    ['cutoffs k', leaderboard.ks.join(', ')],
    ...(bundle !== null
      ? ([['bundle', `${bundle.name} (sha256 ${bundle.sha256.slice(0, 12)}…)`]] as Array<[string, string]>)
      : typeof config['bundle'] === 'string'
        ? ([['bundle', config['bundle']]] as Array<[string, string]>)
        : []),
    ...(typeof versions['execret'] === 'string' ? ([['execret', versions['execret']]] as Array<[string, string]>) : []),
    [
      'intervals',
      `${Math.round(leaderboard.bootstrap.confidence_level * 100)}% ${leaderboard.bootstrap.method} bootstrap, ${leaderboard.bootstrap.resamples.toLocaleString('en-US')} resamples, seed ${leaderboard.bootstrap.seed}`,
    ],
  ];
  const nav = [
    ['leaderboard', 'Leaderboard'],
    ['exec-at-k', 'exec@k'],
    ...((input.views?.dataset ?? null) !== null ? [['dataset', 'Dataset']] : []),
    ...(domainColumns(views.map(({ row }) => row)).length > 0 ? [['exec-by-domain', 'By domain']] : []),
    ['deception', 'Deception by bug type'],
    ['gaps', 'Score gaps'],
    ['rank1', 'Rank-1 misses'],
    ['density', 'Density ablation'],
    ...(views.length > 1 ? [['pairwise', 'Pairwise tests']] : []),
    ...(input.drillDown === undefined ? [] : [['per-query', 'Per query']]),
  ];
  return (
    `<header><h1>execret report</h1><p class="lede">Can the retriever tell correct code from near-identical buggy code? ` +
    `Each query's pool holds one execution-verified canonical and its buggy near-clones; a result counts only if it passes the query's tests.</p>` +
    `<dl class="facts">${facts.map(([term, value]) => `<div><dt>${h(term)}</dt><dd>${h(value)}</dd></div>`).join('')}</dl>` +
    `<nav>${nav.map(([id, label]) => `<a href="#${id}">${h(label as string)}</a>`).join('')}</nav></header>`
  );
}

function leaderboardSection(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const { leaderboard } = input;
  const k = headlineK(leaderboard.ks);
  const head = [
    '<th class="num">#</th>',
    '<th>system</th>',
    ...leaderboard.ks.map((cutoff) => `<th class="num">exec@${cutoff}<span class="sub">95% CI</span></th>`),
    `<th class="num">precision@${k}</th>`,
    `<th class="num">ndcg@${k}</th>`,
    `<th class="num">exec−ndcg gap@${k}</th>`,
    '<th class="num">expected exec@1<sup>†</sup></th>',
    '<th>rank-1 ties<sup>†</sup></th>',
  ].join('');
  const body = views
    .map(({ row, style }) => {
      const cells = leaderboard.ks.map((cutoff) => {
        const key = `exec@${cutoff}`;
        const interval = row.intervals[key];
        const mean = row.metrics[key] ?? interval?.mean;
        const range = interval === undefined ? '' : `<span class="ci">[${formatNumber(interval.ci95_low)}, ${formatNumber(interval.ci95_high)}]</span>`;
        return `<td class="num"><span class="value">${formatNumber(mean)}</span>${range}</td>`;
      });
      const ties =
        row.rank1_tied_share === null
          ? '<td class="muted">n/a</td>'
          : row.rank1_ties_flagged
            ? `<td><span class="flag" title="more than ${formatPercent(TIE_FLAG_THRESHOLD, 0)} of queries have a tied rank-1 score">⚠ ${formatPercent(row.rank1_tied_share)}</span></td>`
            : `<td>${formatPercent(row.rank1_tied_share)}</td>`;
      return (
        `<tr${row.rank1_ties_flagged ? ' class="flagged"' : ''}><td class="num">${row.rank}</td>` +
        `<th scope="row"><span class="dot" style="background:${style.color}"></span>${id(row.system)}${row.per_query_derived ? '<sup>‡</sup>' : ''}</th>` +
        `${cells.join('')}<td class="num">${formatNumber(row.metrics[`precision@${k}`])}</td><td class="num">${formatNumber(row.metrics[`ndcg@${k}`])}</td>` +
        `<td class="num">${formatNumber(row.metrics[`exec_ndcg_gap@${k}`])}</td><td class="num">${formatNumber(row.expected_exec_at_1)}</td>${ties}</tr>`
      );
    })
    .join('');
  const flagged = views.filter((view) => view.row.rank1_ties_flagged).map((view) => `<code>${h(view.row.system)}</code>`);
  const notes = [
    `<p class="note"><sup>†</sup> <b>Rank-1 ties</b>: share of queries whose top score is shared by another result. Above ${formatPercent(TIE_FLAG_THRESHOLD, 0)} (⚠${
      flagged.length > 0 ? `: ${flagged.join(', ')}` : ', none here'
    }) exec@1 depends partly on the tie rule (corpus id ascending) rather than the model. ` +
      '<b>Expected exec@1</b> is tie-aware: exec@1 averaged over every order of the tied results, each equally likely (McSherry &amp; Najork, 2008). Compare flagged systems on it.</p>',
    '<p class="note">exec@k: share of queries with a passing result in the top k. precision@k: passing results in the top k ÷ k. ndcg@k: canonical-id nDCG. The gap exec − ndcg shows credit for passing code that is not the canonical.</p>',
  ];
  if (views.some((view) => view.row.per_query_derived)) notes.push('<p class="note"><sup>‡</sup> Per-query values recomputed from the top-10 results of the file (it has no per-query metrics).</p>');
  const headline = `exec@${k}`;
  const forestRows = views
    .filter((view) => view.row.intervals[headline] !== undefined)
    .map(({ row, style }) => {
      const interval = row.intervals[headline] as NonNullable<LeaderboardRow['intervals'][string]>;
      return { label: row.system, color: style.color, mean: row.metrics[headline] ?? interval.mean, low: interval.ci95_low, high: interval.ci95_high };
    });
  const forest = forestRows.length === 0 ? '' : renderIntervalRows(`${headline} with its 95% bootstrap interval`, headline, forestRows);
  return section(
    'leaderboard',
    'Leaderboard',
    `Sorted by ${headline}. Values are means over queries; brackets hold 95% bootstrap intervals over queries.`,
    `<div class="table-wrap"><table class="leaderboard"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>${notes.join('')}${forest}`,
  );
}

function execAtKSection(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const ks = input.leaderboard.ks;
  const chart = renderLineChart({
    title: 'exec@k by cutoff k, one line per system',
    xLabels: ks.map((k) => `k = ${k}`),
    xTitle: 'cutoff k',
    yTitle: 'exec@k',
    series: views.map(({ row, style }) => ({ label: row.system, color: style.color, dash: style.dash, values: ks.map((k) => row.metrics[`exec@${k}`] ?? null) })),
  });
  const hasExpected = views.some(({ row }) => ks.some((k) => row.metrics[`expected_exec@${k}`] !== undefined));
  const table =
    `<div class="table-wrap side"><table class="compact"><thead><tr><th>system</th>${ks.map((k) => `<th class="num">exec@${k}</th>`).join('')}</tr></thead><tbody>` +
    views
      .map(({ row }) => {
        const cells = ks.map((k) => {
          const expected = row.metrics[`expected_exec@${k}`];
          return `<td class="num">${formatNumber(row.metrics[`exec@${k}`])}${expected === undefined ? '' : `<span class="ci">${formatNumber(expected)}</span>`}</td>`;
        });
        return `<tr><th scope="row">${id(row.system)}</th>${cells.join('')}</tr>`;
      })
      .join('') +
    `</tbody></table>${hasExpected ? '<p class="note">Second line: tie-aware expected exec@k.</p>' : ''}</div>`;
  return section(
    'exec-at-k',
    'exec@k by cutoff',
    'How often a passing snippet is somewhere in the top k. A steep rise from k = 1 means the model finds the right neighbourhood but ranks a buggy near-clone first.',
    `${legend(views)}<div class="figure-row"><figure>${chart}</figure>${table}</div>`,
  );
}

// exec@k at the headline cutoff per domain; drawn only when the results files carry `metrics_by_domain`.
function domainSection(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const domains = domainColumns(views.map(({ row }) => row));
  if (domains.length === 0) return '';
  const k = headlineK(input.leaderboard.ks);
  // Fewer systems than domains (the usual case: one or a few systems, ten domains): domains down the side, so the table fits the page.
  const table = views.length < domains.length ? renderDomainRowsHtml(k, domains, views.map(({ row }) => row)) :
    `<div class="table-wrap"><table class="compact"><thead><tr><th>system</th>${domains.map((column) => `<th class="num">${h(column.domain)}<span class="ci">${plural(column.queries, 'query', 'queries')}</span></th>`).join('')}</tr></thead><tbody>` +
    views
      .map(({ row }) => {
        const cells = domains.map((column) => `<td class="num">${formatNumber(row.metrics_by_domain?.[column.domain]?.[`exec@${k}`])}</td>`);
        return `<tr><th scope="row">${id(row.system)}</th>${cells.join('')}</tr>`;
      })
      .join('') +
    '</tbody></table></div>';
  return section('exec-by-domain', `exec@${k} by domain`, `Mean exec@${k} over the queries of each domain (<code>metadata.domain</code>, or the study’s <code>entry_id</code> <code>exec_&lt;domain&gt;_&lt;n&gt;</code>); a domain with few queries gives a noisy mean.`, table);
}

function deceptionSection(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const withDiagnostics = views.filter((view) => view.diagnostics !== undefined);
  const intro =
    'For each (query, paired distractor) pair: does the buggy near-clone score above the canonical (deceived), exactly the same (tied), or below? The deception rate is the share above.';
  const systems = views.map((view) => view.row.system);
  const table = input.views === undefined ? '' : renderDeceptionTableHtml(input.views, systems);
  if (withDiagnostics.length === 0) return section('deception', 'Deception rate by bug type', intro, diagnosticsNotes(input, views));
  // With one system, a heading per bug type over a single row is noise: label the rows by bug type.
  const single = withDiagnostics.length === 1;
  const rows = deceptionSegmentedBars(withDiagnostics.map((view) => ({ system: view.row.system, diagnostics: view.diagnostics as ReportDiagnostics }))).map((bar) =>
    stackedBarRow(bar, single ? { label: bar.category } : { group: bar.category, label: bar.system }),
  );
  const bars = renderStackedBars({
    caption: 'Distractor versus canonical score, per bug type and system',
    segmentNames: DECEPTION_SEGMENTS.names,
    segmentClasses: DECEPTION_SEGMENTS.classes,
    rows,
    noteHeading: 'deceived',
  });
  return section('deception', 'Deception rate by bug type', intro, bars + table + diagnosticsNotes(input, views));
}

// A bar of the shared bar data as a row of the page's stacked bars: segments as shares of the total.
function stackedBarRow(bar: SegmentedBar, place: { label: string; group?: string }): StackedBarRow {
  return { ...(place.group === undefined ? {} : { group: place.group }), label: place.label, values: bar.counts.map((count) => count / bar.total), tooltips: bar.tooltips, note: bar.note };
}

function gapSection(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const intro =
    'Per query, the canonical’s score minus the best score among its paired distractors. Left of 0 (red) a buggy near-clone outranks the canonical; exact ties (grey) are left to the tie rule. Scales differ between systems (BM25 scores versus cosine similarities).';
  const cards = views
    .filter((view) => view.diagnostics !== undefined)
    .map(({ row, diagnostics }) => {
      const canonical = (diagnostics as ReportDiagnostics).canonicalVersusDistractors;
      const facts =
        `<p class="card-facts">canonical below ≥ 1 distractor: <b>${formatPercent(canonical.below?.share)}</b> · tied with best: ${formatPercent(canonical.tiedWithBest?.share)}` +
        ` · mean gap ${formatNumber(canonical.meanGap, 4)} · median ${formatNumber(canonical.medianGap, 4)} · ${plural(canonical.queries ?? 0, 'query', 'queries')} scored</p>`;
      const chart =
        canonical.gaps !== undefined && canonical.gaps.length > 0
          ? renderGapHistogram({ title: `${row.system}: canonical minus best distractor score`, gaps: canonical.gaps })
          : '<p class="note">Per-query gaps are not in this results file; only the mean and median are shown.</p>';
      return `<div class="card"><h3>${id(row.system)}</h3>${chart}${facts}</div>`;
    });
  return section('gaps', 'Canonical minus best distractor', intro, `<div class="cards">${cards.join('')}</div>${diagnosticsNotes(input, views)}`);
}

function rank1Section(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const intro =
    'What sits at rank 1, over all queries: a passing snippet, one of the query’s own buggy near-clones, a snippet of another query, or something else. Own near-clones dominating the misses means the model finds the task but not the correct variant.';
  const rows = rank1SegmentedBars(
    views.filter((view) => view.diagnostics !== undefined).map((view) => ({ system: view.row.system, diagnostics: view.diagnostics as ReportDiagnostics })),
  ).map((bar) => stackedBarRow(bar, { label: bar.system }));
  const byBugType = input.views === undefined ? '' : renderRank1BugTypeTableHtml(input.views, views.map((view) => view.row.system));
  if (rows.length === 0) return section('rank1', 'Rank-1 miss composition', intro, diagnosticsNotes(input, views) + byBugType);
  const bars = renderStackedBars({
    caption: 'Rank-1 result of every query, per system',
    segmentNames: RANK1_SEGMENTS.names,
    segmentClasses: RANK1_SEGMENTS.classes,
    rows,
    noteHeading: 'own distractor share of misses',
  });
  return section('rank1', 'Rank-1 miss composition', intro, bars + byBugType + diagnosticsNotes(input, views));
}

function densitySection(input: ReportHtmlInput, views: readonly SystemView[]): string {
  const intro =
    'Expected exec@1 when only j of each query’s paired distractors stay in the pool (averaged over every subset of size j; the rest of the ranking is unchanged). j = 0 is the task without near-clones.';
  const withDiagnostics = views.filter((view) => view.diagnostics !== undefined && view.diagnostics.densityAblation.length > 0);
  if (withDiagnostics.length === 0) return section('density', 'Density ablation', intro, diagnosticsNotes(input, views));
  const kept = [...new Set(withDiagnostics.flatMap((view) => (view.diagnostics as ReportDiagnostics).densityAblation.map((row) => row.keptDistractors)))].sort((left, right) => left - right);
  const valueAt = (view: SystemView, j: number): number | null => (view.diagnostics as ReportDiagnostics).densityAblation.find((row) => row.keptDistractors === j)?.expectedExec1 ?? null;
  const chart = renderLineChart({
    title: 'Expected exec@1 by number of paired distractors kept',
    xLabels: kept.map((j) => String(j)),
    xTitle: 'paired distractors kept per query (j)',
    yTitle: 'expected exec@1',
    series: withDiagnostics.map((view) => ({ label: view.row.system, color: view.style.color, dash: view.style.dash, values: kept.map((j) => valueAt(view, j)) })),
  });
  const table =
    `<div class="table-wrap side"><table class="compact"><thead><tr><th>system</th>${kept.map((j) => `<th class="num">j = ${j}</th>`).join('')}</tr></thead><tbody>` +
    withDiagnostics
      .map((view) => {
        const cells = kept.map((j) => {
          const row = (view.diagnostics as ReportDiagnostics).densityAblation.find((entry) => entry.keptDistractors === j);
          return row === undefined ? '<td class="num muted">—</td>' : `<td class="num" title="${row.queries} queries">${formatNumber(row.expectedExec1)}</td>`;
        });
        return `<tr><th scope="row">${id(view.row.system)}</th>${cells.join('')}</tr>`;
      })
      .join('') +
    '</tbody></table></div>';
  return section('density', 'Density ablation', intro, `${legend(withDiagnostics)}<div class="figure-row"><figure>${chart}</figure>${table}</div>${diagnosticsNotes(input, views)}`);
}

function pairwiseSection(input: ReportHtmlInput): string {
  const systems = input.results.systems.map((system) => system.system);
  if (systems.length < 2) return '';
  const rows: string[] = [];
  for (let left = 0; left < systems.length; left += 1) {
    for (let right = left + 1; right < systems.length; right += 1) {
      const a = systems[left] as string;
      const b = systems[right] as string;
      const entry = input.comparison.pairwiseTests[`${a} vs ${b}`]?.['exec@1'];
      if (entry === undefined) continue;
      const interval = (entry as unknown as Record<string, [number, number] | undefined>)['bootstrap_ci_95'];
      const significant = entry.mcnemar_exact_p_holm !== undefined && entry.mcnemar_exact_p_holm < 0.05;
      rows.push(
        `<tr${significant ? ' class="significant"' : ''}><th scope="row">${id(a)}</th><th scope="row">${id(b)}</th>` +
          `<td class="num">${formatNumber(entry.a_rate)}</td><td class="num">${formatNumber(entry.b_rate)}</td>` +
          `<td class="num">${formatNumber(entry.delta)}${interval === undefined ? '' : ` <span class="ci">[${formatNumber(interval[0])}, ${formatNumber(interval[1])}]</span>`}</td>` +
          `<td class="num">${entry.a_only ?? '—'}</td><td class="num">${entry.b_only ?? '—'}</td><td class="num">${entry.both ?? '—'}</td><td class="num">${entry.neither ?? '—'}</td>` +
          `<td class="num">${formatNumber(entry.mcnemar_exact_p, 4)}</td><td class="num">${formatNumber(entry.mcnemar_exact_p_holm, 4)}</td></tr>`,
      );
    }
  }
  const table =
    '<div class="table-wrap"><table class="compact"><thead><tr><th>A</th><th>B</th><th class="num">exec@1 A</th><th class="num">exec@1 B</th><th class="num">A − B<span class="sub">95% CI</span></th>' +
    '<th class="num">A only</th><th class="num">B only</th><th class="num">both</th><th class="num">neither</th><th class="num">McNemar p</th><th class="num">Holm p</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table></div>`;
  const body = rows.length <= 45 ? table : `<details><summary>${rows.length} pairs</summary>${table}</details>`;
  return section(
    'pairwise',
    'Pairwise tests (exec@1)',
    'Paired over the same queries: McNemar exact test on the queries only one system gets right, Holm-adjusted over all pairs (bold: adjusted p &lt; 0.05), and a paired bootstrap interval of the difference. Every metric and cutoff is in <code>tests/pairwise_tests.json</code>.',
    body,
  );
}

function footerBlock(input: ReportHtmlInput): string {
  const skipped = input.results.skippedFiles.length === 0 ? '' : ` Not per-system results, skipped: ${input.results.skippedFiles.map((file) => `<code>${h(file)}</code>`).join(', ')}.`;
  return (
    '<footer><p>Written by <code>execret report</code> beside <code>full_leaderboard.json</code>, <code>leaderboard.md</code>, <code>tests/pairwise_tests.json</code> and <code>tests/confidence_intervals.json</code>. ' +
    `This page is self-contained: it loads nothing from the network.${skipped}</p></footer>`
  );
}

/**
 * Renders `report.html`: one self-contained page (inline CSS and SVG, no script, no external
 * resource; a Content-Security-Policy forbids any load) with the leaderboard and its intervals,
 * exec@k curves, the dataset tables (with a bundle), exec@k per domain, deception rate per bug type
 * (with the rates pooled over dense systems), the canonical-minus-best-distractor gap histograms,
 * rank-1 miss composition (with misses by bug type), the density ablation and the exec@1 pairwise
 * tests. Every system id and label is HTML-escaped. The output depends only on the input (no
 * timestamps).
 */
export function renderReportHtml(input: ReportHtmlInput): string {
  const byId = new Map(input.results.systems.map((system) => [system.system, system]));
  const views: SystemView[] = input.leaderboard.rows.map((row, index) => {
    const system = byId.get(row.system) as LoadedSystem;
    return { row, system, style: systemStyle(index), diagnostics: system.diagnostics };
  });
  const title = `execret report · ${views.length === 1 ? (views[0] as SystemView).row.system : plural(views.length, 'system')}`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src ${PAGE_SCRIPT_SOURCE}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${h(title)}</title>`,
    `<style>${REPORT_STYLESHEET}${input.drillDown === undefined ? '' : DRILL_DOWN_STYLESHEET}</style></head><body><main>`,
    headerBlock(input, views),
    leaderboardSection(input, views),
    execAtKSection(input, views),
    input.views === undefined ? '' : renderDatasetSectionHtml(input.views),
    domainSection(input, views),
    deceptionSection(input, views),
    gapSection(input, views),
    rank1Section(input, views),
    densitySection(input, views),
    renderQualityHtml(input.leaderboard),
    input.views === undefined ? '' : renderPipelineGainsHtml(input.views.pipeline_gains ?? []),
    pairwiseSection(input),
    input.drillDown === undefined ? '' : renderDrillDownHtml(input.drillDown, { bundle: input.bundle }),
    footerBlock(input),
    input.drillDown === undefined ? '' : `<script>${PAGE_SCRIPT}</script>`,
    '</main></body></html>',
    '',
  ].join('\n');
}
