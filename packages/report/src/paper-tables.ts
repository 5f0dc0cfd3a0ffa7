import { headlineK } from './build-leaderboard.js';
import { bugTypeOrder } from './bug-type-order.js';
import { domainColumns } from './domain-columns.js';
import type { FullLeaderboard } from './report-types.js';
import type { StudyViews } from './study-views.js';

/** One cell of a {@link PaperTable}: a number as `full_leaderboard.json` / `report_data.json` hold it, a label, or null (no value). */
export type PaperCell = number | string | null;

/** A table for a paper, as data: CSV writes the numbers as they are, LaTeX rounds them. */
export interface PaperTable {
  /** File stem (`leaderboard` → `paper/leaderboard.csv`, `paper/leaderboard.tex`). */
  name: string;
  /** Caption of the LaTeX table. */
  caption: string;
  /** Column headers (the first names the row labels). */
  columns: string[];
  /**
   * Which columns belong together in LaTeX (a mean and its interval bounds print as one cell, the
   * interval under the mean): for each LaTeX column, the indexes of its CSV columns.
   */
  latexColumns: Array<{ header: string; columns: number[]; integer?: boolean }>;
  /** Rows of cells, one per column. */
  rows: PaperCell[][];
}

/**
 * The paper's tables of a report, every number taken as it is from the leaderboard (the file
 * `full_leaderboard.json`) or the study's views (`report_data.json`):
 * - `leaderboard`: per system (leaderboard order) exec@k with its 95% interval for every cutoff (LaTeX: the first and last cutoff), precision@k and ndcg@k at the headline cutoff, tie-aware expected exec@1 and the rank-1 tied share;
 * - `exec_at_k`: exec@k per system and cutoff;
 * - `exec_by_domain`: exec@k at the headline cutoff, one row per domain and one column per system (transposed, so many domains fit a page), with the domain's query count (when the results carry `metrics_by_domain`);
 * - `deception_by_bug_type`: per bug type and system, the share of (query, paired distractor) pairs whose distractor scores above the canonical (when systems have diagnostics).
 */
export function paperTables(leaderboard: FullLeaderboard, views: StudyViews, displayName: (system: string) => string = (system) => system): PaperTable[] {
  const rows = leaderboard.rows;
  const k = headlineK(leaderboard.ks);
  const tables: PaperTable[] = [];
  const metricColumns = leaderboard.ks.flatMap((cutoff) => [`exec@${cutoff}`, `exec@${cutoff} ci95_low`, `exec@${cutoff} ci95_high`]);
  const extra = [`precision@${k}`, `ndcg@${k}`, 'expected_exec@1', 'rank1_tied_share'];
  tables.push({
    name: 'leaderboard',
    caption: `exec@k with 95\\% bootstrap intervals (${leaderboard.bootstrap.resamples.toLocaleString('en-US')} resamples over ${leaderboard.n_queries.toLocaleString('en-US')} queries), execution precision@${k} (P@${k}), ndcg@${k}, tie-aware expected exec@1 (E[exec@1]) and the share of queries with a tied rank-1 score (ties@1).`,
    columns: ['system', ...metricColumns, ...extra],
    latexColumns: [
      { header: 'System', columns: [0] },
      // In LaTeX the headline and the deepest cutoff with their intervals, so the table fits a page; every cutoff is in exec_at_k.
      ...leaderboard.ks
        .map((cutoff, index) => ({ header: `exec@${cutoff}`, columns: [1 + index * 3, 2 + index * 3, 3 + index * 3] }))
        .filter((_column, index, all) => index === 0 || index === all.length - 1),
      ...extra.map((name, index) => ({ header: name === 'expected_exec@1' ? 'E[exec@1]' : name === 'rank1_tied_share' ? 'ties@1' : name.startsWith('precision@') ? `P@${k}` : name, columns: [1 + metricColumns.length + index] })),
    ],
    rows: rows.map((row) => [
      displayName(row.system),
      ...leaderboard.ks.flatMap((cutoff) => {
        const interval = row.intervals[`exec@${cutoff}`];
        return [row.metrics[`exec@${cutoff}`] ?? interval?.mean ?? null, interval?.ci95_low ?? null, interval?.ci95_high ?? null];
      }),
      row.metrics[`precision@${k}`] ?? null,
      row.metrics[`ndcg@${k}`] ?? null,
      row.expected_exec_at_1,
      row.rank1_tied_share,
    ]),
  });
  tables.push({
    name: 'exec_at_k',
    caption: 'exec@k by cutoff k: the share of queries with a passing snippet in the top k.',
    columns: ['system', ...leaderboard.ks.map((cutoff) => `exec@${cutoff}`)],
    latexColumns: [{ header: 'System', columns: [0] }, ...leaderboard.ks.map((cutoff, index) => ({ header: `k = ${cutoff}`, columns: [index + 1] }))],
    rows: rows.map((row) => [displayName(row.system), ...leaderboard.ks.map((cutoff) => row.metrics[`exec@${cutoff}`] ?? null)]),
  });
  const domains = domainColumns(rows);
  if (domains.length > 0) {
    tables.push({
      name: 'exec_by_domain',
      caption: `exec@${k} per domain (rows) and system (columns).`,
      columns: ['domain', 'n_queries', ...rows.map((row) => displayName(row.system))],
      latexColumns: [{ header: 'Domain', columns: [0] }, { header: 'n', columns: [1], integer: true }, ...rows.map((row, index) => ({ header: displayName(row.system), columns: [index + 2] }))],
      rows: domains.map((column) => [column.domain, column.queries, ...rows.map((row) => row.metrics_by_domain?.[column.domain]?.[`exec@${k}`] ?? null)]),
    });
  }
  const withDiagnostics = rows.filter((row) => views.systems[row.system]?.diagnostics != null);
  if (withDiagnostics.length > 0) {
    const deception = (system: string) => views.systems[system]?.diagnostics?.deception;
    const types = bugTypeOrder(withDiagnostics.flatMap((row) => Object.keys(deception(row.system)?.byBugType ?? {})));
    const rate = (counts: { pairs: number; above: number } | undefined): number | null => (counts === undefined || counts.pairs === 0 ? null : counts.above / counts.pairs);
    tables.push({
      name: 'deception_by_bug_type',
      caption: 'Deception rate per bug type: the share of (query, paired distractor) pairs whose buggy near-clone scores above the canonical.',
      columns: ['bug_type', ...withDiagnostics.map((row) => displayName(row.system))],
      latexColumns: [{ header: 'Bug type', columns: [0] }, ...withDiagnostics.map((row, index) => ({ header: displayName(row.system), columns: [index + 1] }))],
      rows: [
        ...types.map((type): PaperCell[] => [type, ...withDiagnostics.map((row) => rate(deception(row.system)?.byBugType[type]))]),
        ['all', ...withDiagnostics.map((row) => rate(deception(row.system)?.overall))],
      ],
    });
  }
  return tables;
}
