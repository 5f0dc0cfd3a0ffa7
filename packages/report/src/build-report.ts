import { join } from 'node:path';
import { InvalidArgumentError, DEFAULT_SEED } from '@execret/core';
import { compareSystems, type IntervalMethod, type SystemComparison } from '@execret/stats';
import { applyBundle } from './apply-bundle.js';
import { buildLeaderboard, comparedMetricKeys } from './build-leaderboard.js';
import { loadResults } from './load-results.js';
import { renderLeaderboardMarkdown } from './render-leaderboard-markdown.js';
import { renderReportHtml } from './render-report-html.js';
import type { ReportBundle } from './report-bundle.js';
import type { FullLeaderboard } from './report-types.js';
import { pipelineGains } from './pipeline-gains.js';
import { buildStudyViews, type StudyViews } from './study-views.js';
import { buildDrillDown } from './drill-down.js';

/** Options of {@link buildReport}. */
export interface ReportOptions {
  /** Bootstrap resamples over queries (default {@link DEFAULT_REPORT_RESAMPLES}, 5,000). */
  resamples?: number;
  /** Seed of the resamples (default {@link DEFAULT_REPORT_SEED}, 20260510). */
  seed?: number;
  /** Interval method: `percentile` (default) or `bca`. */
  method?: IntervalMethod;
  /**
   * The bundle the results were computed on. With it the report adds the dataset tables, exec@k per
   * domain for files without `metrics_by_domain`, and derives the diagnostics of files that have
   * none (the study's released files) from their `top_results` (see `applyBundle`).
   */
  bundle?: ReportBundle;
}

/** The files of a report, relative to the run folder, in writing order. */
export const REPORT_FILES = ['tests/pairwise_tests.json', 'tests/confidence_intervals.json', 'full_leaderboard.json', 'report_data.json', 'leaderboard.md', 'report.html'] as const;

/** What {@link buildReport} produces, before anything is written. */
export interface BuiltReport {
  /** File contents by path relative to the run folder (the entries of {@link REPORT_FILES}). */
  files: Record<(typeof REPORT_FILES)[number], string>;
  /** The leaderboard (also in `full_leaderboard.json`). */
  leaderboard: FullLeaderboard;
  /** The output of `compareSystems` from `@execret/stats` (also in the two `tests/` files). */
  comparison: SystemComparison;
  /** The study's views (also in `report_data.json`): dataset tables, diagnostics per system and their source, rank-1 misses by bug type, pooled deception. */
  views: StudyViews;
  /** Remarks for people about how the results were read (e.g. files listing tied scores in another order). */
  notes: string[];
  /** The run folder (absolute). */
  directory: string;
  /** Files of `results/` that were skipped as not per-system results, relative to the run folder. */
  skippedFiles: string[];
}

/** A summary of a written report (what `execret report --json` prints). */
export interface ReportSummary {
  /** The run folder (absolute). */
  directory: string;
  /** Systems in leaderboard order. */
  systems: string[];
  /** Queries every system was compared on. */
  n_queries: number;
  /** Files written (absolute paths), in writing order. */
  files: string[];
  /** Files of `results/` skipped as not per-system results. */
  skipped_files: string[];
  /** The bundle the report read (null without one). */
  bundle: { name: string; sha256: string } | null;
  /** Systems whose diagnostics were derived from their `top_results` and the bundle. */
  derived_diagnostics: string[];
  /** Remarks for people (see {@link BuiltReport.notes}). */
  notes: string[];
  /** The leaderboard rows. */
  leaderboard: FullLeaderboard['rows'];
}

/** Bootstrap resamples when {@link ReportOptions.resamples} is not given. */
export const DEFAULT_REPORT_RESAMPLES = 5000;
/** Bootstrap seed when {@link ReportOptions.seed} is not given (the study's). */
export const DEFAULT_REPORT_SEED = DEFAULT_SEED;

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Reads `<directory>/results/*.json` (and `config.json`) and produces every report file in memory:
 * the study's `tests/pairwise_tests.json` and `tests/confidence_intervals.json` (from
 * `compareSystems` over the per-query values), `full_leaderboard.json`, `report_data.json` (the
 * study's views, see {@link StudyViews}), `leaderboard.md` and the self-contained `report.html`.
 * With `options.bundle`, files without diagnostics get them derived from their `top_results`.
 * Writes nothing; output depends only on the inputs and options.
 *
 * @throws InvalidArgumentError when an option is out of range, or the systems share no exec@k, precision@k or ndcg@k values.
 * @throws IoError when `<directory>/results` is missing or holds no results file.
 * @throws SchemaError when a results file is malformed, systems cover different queries, or a file
 *   disagrees with `options.bundle` (another bundle hash, unknown ids, other labels or verdicts).
 */
export async function buildReport(directory: string, options: ReportOptions = {}): Promise<BuiltReport> {
  const resamples = options.resamples ?? DEFAULT_REPORT_RESAMPLES;
  const seed = options.seed ?? DEFAULT_REPORT_SEED;
  const method = options.method ?? 'percentile';
  if (!Number.isSafeInteger(resamples) || resamples < 1) throw new InvalidArgumentError(`resamples must be a positive integer, got ${String(resamples)}`);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new InvalidArgumentError(`seed must be a non-negative integer, got ${String(seed)}`);
  if (method !== 'percentile' && method !== 'bca') throw new InvalidArgumentError(`method must be percentile or bca, got ${JSON.stringify(method)}`);
  const loaded = await loadResults(directory);
  const applied = options.bundle === undefined ? { results: loaded, notes: [] } : applyBundle(loaded, options.bundle);
  const results = applied.results;
  const views = buildStudyViews(results, options.bundle);
  const metrics = comparedMetricKeys(results);
  if (metrics.length === 0) {
    throw new InvalidArgumentError(`the results files in ${join(results.directory, 'results')} share no per-query exec@k, precision@k or ndcg@k values to compare`);
  }
  const comparison = compareSystems(new Map(results.systems.map((system) => [system.system, { queryIds: results.queryIds, perQuery: system.perQuery }])), {
    metrics,
    resamples,
    seed,
    method,
    confidenceLevel: 0.95,
  });
  const leaderboard = buildLeaderboard(results, comparison, { resamples, seed, method, confidenceLevel: 0.95 });
  views.pipeline_gains = pipelineGains(results, comparison);
  return {
    files: {
      'tests/pairwise_tests.json': json(comparison.pairwiseTests),
      'tests/confidence_intervals.json': json(comparison.confidenceIntervals),
      'full_leaderboard.json': json(leaderboard),
      'report_data.json': json(views),
      'leaderboard.md': renderLeaderboardMarkdown(leaderboard, views),
      'report.html': renderReportHtml({ results, leaderboard, comparison, views, drillDown: buildDrillDown(results, leaderboard, options.bundle), ...(options.bundle === undefined ? {} : { bundle: options.bundle }) }),
    },
    leaderboard,
    comparison,
    views,
    notes: applied.notes,
    directory: results.directory,
    skippedFiles: results.skippedFiles,
  };
}
