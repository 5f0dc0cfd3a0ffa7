import { TIE_FLAG_THRESHOLD, headlineK } from './build-leaderboard.js';
import { domainColumns } from './domain-columns.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatNumber, formatPercent } from './format-number.js';
import { plural } from './plural.js';
import { renderPipelineGainsMarkdown } from './render-pipeline-gains.js';
import { renderQualityMarkdown } from './render-quality-metrics.js';
import { renderStudyMarkdown } from './render-study-markdown.js';
import type { FullLeaderboard, LeaderboardRow } from './report-types.js';
import type { StudyViews } from './study-views.js';

/** `0.833 [0.500, 1.000]`, or the bare mean when no interval exists. */
export function formatWithInterval(row: LeaderboardRow, key: string): string {
  const mean = row.metrics[key] ?? row.intervals[key]?.mean;
  const interval = row.intervals[key];
  if (interval === undefined) return formatNumber(mean);
  return `${formatNumber(mean)} [${formatNumber(interval.ci95_low)}, ${formatNumber(interval.ci95_high)}]`;
}

/** The rank-1 tie cell: the tied share, and when flagged a warning sign with the expected exec@1. */
export function formatTieCell(row: LeaderboardRow): string {
  if (row.rank1_tied_share === null) return 'n/a';
  if (!row.rank1_ties_flagged) return formatPercent(row.rank1_tied_share);
  return `⚠ ${formatPercent(row.rank1_tied_share)} (expected exec@1 ${formatNumber(row.expected_exec_at_1)})`;
}

/**
 * Renders `leaderboard.md`: one table row per system (in leaderboard order) with exec@k and its
 * bootstrap interval for every cutoff, precision, nDCG and the exec−nDCG gap at the headline
 * cutoff, and the rank-1 tie share, flagged (⚠) above 5% of queries; footnotes explain the flag,
 * tie-aware expected exec@1 and the intervals. When results files carry `metrics_by_domain`, a
 * second table gives exec@k at the headline cutoff per domain (systems × domains, `—` where a
 * system has no value). With `views` (see `buildStudyViews`) the study's tables follow: the dataset
 * (when a bundle was read), rank-1 misses by bug type, and deception per bug type pooled over the
 * dense systems beside each system's. System ids, domains and bug types are escaped for markdown.
 */
export function renderLeaderboardMarkdown(leaderboard: FullLeaderboard, views?: StudyViews): string {
  const k = headlineK(leaderboard.ks);
  const percentLevel = `${Math.round(leaderboard.bootstrap.confidence_level * 100)}%`;
  const header = [
    '#',
    'system',
    ...leaderboard.ks.map((cutoff) => `exec@${cutoff} [${percentLevel} CI]`),
    `precision@${k}`,
    `ndcg@${k}`,
    `exec−ndcg gap@${k}`,
    'rank-1 ties¹',
  ];
  const align = ['--:', ':--', ...leaderboard.ks.map(() => '--:'), '--:', '--:', '--:', ':--'];
  const rows = leaderboard.rows.map((row) => [
    String(row.rank),
    escapeMarkdown(row.system) + (row.per_query_derived ? '²' : ''),
    ...leaderboard.ks.map((cutoff) => formatWithInterval(row, `exec@${cutoff}`)),
    formatNumber(row.metrics[`precision@${k}`]),
    formatNumber(row.metrics[`ndcg@${k}`]),
    formatNumber(row.metrics[`exec_ndcg_gap@${k}`]),
    formatTieCell(row),
  ]);
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const first = leaderboard.rows[0];
  const corpus = first?.n_corpus ?? null;
  const threshold = formatPercent(TIE_FLAG_THRESHOLD, 0);
  const flagged = leaderboard.rows.filter((row) => row.rank1_ties_flagged);
  const { resamples, seed, method } = leaderboard.bootstrap;
  const lines = [
    '# execret leaderboard',
    '',
    `${plural(leaderboard.rows.length, 'system')} · ${plural(leaderboard.n_queries, 'query', 'queries')}${corpus === null ? '' : ` · ${plural(corpus, 'snippet')} in the pool`} · sorted by exec@${k}`,
    '',
    line(header),
    line(align),
    ...rows.map(line),
    '',
    `¹ Share of queries whose rank-1 score is tied with another result. ⚠ marks a system above ${threshold} of queries${
      flagged.length > 0 ? ` (here: ${flagged.map((row) => escapeMarkdown(row.system)).join(', ')})` : ''
    }: its exec@1 then depends partly on the tie rule (corpus id ascending), not on the model. ` +
      'The tie-aware *expected exec@1* averages exec@1 over every order of the tied results, each order equally likely (McSherry & Najork, 2008); compare flagged systems on it.',
    '',
    `Intervals: ${percentLevel} ${method} bootstrap over queries (${resamples.toLocaleString('en-US')} resamples, seed ${seed}). ` +
      'Pairwise McNemar exact tests and paired intervals for every metric: `tests/pairwise_tests.json`; every interval: `tests/confidence_intervals.json`; all means: `full_leaderboard.json`.',
  ];
  const domains = domainColumns(leaderboard.rows);
  if (domains.length > 0) {
    lines.push(
      '',
      `## exec@${k} by domain`,
      '',
      line(['system', ...domains.map((column) => `${escapeMarkdown(column.domain)} (${plural(column.queries, 'query', 'queries')})`)]),
      line([':--', ...domains.map(() => '--:')]),
      ...leaderboard.rows.map((row) =>
        line([escapeMarkdown(row.system), ...domains.map((column) => formatNumber(row.metrics_by_domain?.[column.domain]?.[`exec@${k}`]))]),
      ),
    );
  }
  if (leaderboard.rows.some((row) => row.per_query_derived)) {
    lines.push('', '² Per-query values recomputed from the top-10 results of the file (it has no per-query metrics).');
  }
  lines.push(...renderQualityMarkdown(leaderboard));
  if (views !== undefined) lines.push(...renderStudyMarkdown(leaderboard, views), ...renderPipelineGainsMarkdown(views.pipeline_gains ?? []));
  return `${lines.join('\n')}\n`;
}
