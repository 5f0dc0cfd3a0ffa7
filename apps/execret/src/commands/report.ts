import { join } from 'node:path';
import { InvalidArgumentError as CoreInvalidArgumentError, writeFileAtomic } from '@execret/core';
import { compareSystems, type IntervalMethod, type SystemComparison } from '@execret/stats';
import { Command, InvalidArgumentError, Option } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { buildLeaderboard, comparedMetricKeys, headlineK } from '../report/build-leaderboard.js';
import { loadResults } from '../report/load-results.js';
import { formatTieCell, formatWithInterval, renderLeaderboardMarkdown } from '../report/render-leaderboard-markdown.js';
import { renderReportHtml } from '../report/render-report-html.js';
import type { FullLeaderboard } from '../report/report-types.js';

/** Options of {@link runReport}. */
export interface ReportOptions {
  /** Bootstrap resamples (default 5,000). */
  resamples?: number;
  /** Seed of the resamples (default 20260510). */
  seed?: number;
  /** Interval method: `percentile` (default) or `bca`. */
  method?: IntervalMethod;
  /** Print a JSON summary instead of the table. */
  json?: boolean;
}

/** The files `execret report` writes, relative to the run folder, in writing order. */
export const REPORT_FILES = ['tests/pairwise_tests.json', 'tests/confidence_intervals.json', 'full_leaderboard.json', 'leaderboard.md', 'report.html'] as const;

/** What {@link buildReport} produces, before anything is written. */
export interface BuiltReport {
  /** File contents by path relative to the run folder (the keys of {@link REPORT_FILES}). */
  files: Record<(typeof REPORT_FILES)[number], string>;
  /** The leaderboard (also in `full_leaderboard.json`). */
  leaderboard: FullLeaderboard;
  /** The output of `compareSystems`. */
  comparison: SystemComparison;
  /** The run folder (absolute). */
  directory: string;
  /** Files of `results/` that were skipped as not per-system results. */
  skippedFiles: string[];
}

/** What {@link runReport} did (printed with `--json`). */
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
  /** The leaderboard rows. */
  leaderboard: FullLeaderboard['rows'];
}

/** Bootstrap resamples when `--resamples` is not given. */
export const DEFAULT_REPORT_RESAMPLES = 5000;
/** Bootstrap seed when `--seed` is not given (the study's). */
export const DEFAULT_REPORT_SEED = 20260510;

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Reads `<directory>/results/*.json` (and `config.json`) and produces every report file in memory:
 * the study's `tests/pairwise_tests.json` and `tests/confidence_intervals.json` (from
 * `compareSystems` over the per-query values), `full_leaderboard.json`, `leaderboard.md` and the
 * self-contained `report.html`. Output depends only on the inputs and options.
 */
export async function buildReport(directory: string, options: ReportOptions = {}): Promise<BuiltReport> {
  const resamples = options.resamples ?? DEFAULT_REPORT_RESAMPLES;
  const seed = options.seed ?? DEFAULT_REPORT_SEED;
  const method = options.method ?? 'percentile';
  if (!Number.isSafeInteger(resamples) || resamples < 1) throw new CoreInvalidArgumentError(`--resamples must be a positive integer, got ${String(resamples)}`);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new CoreInvalidArgumentError(`--seed must be a non-negative integer, got ${String(seed)}`);
  if (method !== 'percentile' && method !== 'bca') throw new CoreInvalidArgumentError(`--method must be percentile or bca, got ${JSON.stringify(method)}`);
  const results = await loadResults(directory);
  const metrics = comparedMetricKeys(results);
  if (metrics.length === 0) {
    throw new CoreInvalidArgumentError(`the results files in ${join(results.directory, 'results')} share no per-query exec@k, precision@k or ndcg@k values to compare`);
  }
  const comparison = compareSystems(new Map(results.systems.map((system) => [system.system, { queryIds: results.queryIds, perQuery: system.perQuery }])), {
    metrics,
    resamples,
    seed,
    method,
    confidenceLevel: 0.95,
  });
  const leaderboard = buildLeaderboard(results, comparison, { resamples, seed, method, confidenceLevel: 0.95 });
  return {
    files: {
      'tests/pairwise_tests.json': json(comparison.pairwiseTests),
      'tests/confidence_intervals.json': json(comparison.confidenceIntervals),
      'full_leaderboard.json': json(leaderboard),
      'leaderboard.md': renderLeaderboardMarkdown(leaderboard),
      'report.html': renderReportHtml({ results, leaderboard, comparison }),
    },
    leaderboard,
    comparison,
    directory: results.directory,
    skippedFiles: results.skippedFiles,
  };
}

function terminalTable(leaderboard: FullLeaderboard): string {
  const first = headlineK(leaderboard.ks);
  const top = leaderboard.ks[leaderboard.ks.length - 1] as number;
  const cutoffs = top === first ? [first] : [first, top];
  const header = ['#', 'system', ...cutoffs.map((k) => `exec@${k} [95% CI]`), 'rank-1 ties'];
  const rows = leaderboard.rows.map((row) => [String(row.rank), row.system, ...cutoffs.map((k) => formatWithInterval(row, `exec@${k}`)), formatTieCell(row)]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] as string).length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ').trimEnd()).join('\n');
}

/**
 * `execret report <dir>`: builds the report of a run folder (see {@link buildReport}), writes each
 * file atomically into the folder, and prints the leaderboard and the files written to `io`
 * (or a JSON {@link ReportSummary} with `json`).
 *
 * @throws IoError when `<dir>/results` is missing or empty (exit code 3).
 * @throws SchemaError when a results file is malformed or systems cover different queries (exit code 1).
 */
export async function runReport(directory: string, options: ReportOptions, io: CommandIo): Promise<ReportSummary> {
  const report = await buildReport(directory, options);
  const written: string[] = [];
  for (const file of REPORT_FILES) {
    const path = join(report.directory, file);
    await writeFileAtomic(path, report.files[file]);
    written.push(path);
  }
  const summary: ReportSummary = {
    directory: report.directory,
    systems: report.leaderboard.rows.map((row) => row.system),
    n_queries: report.leaderboard.n_queries,
    files: written,
    skipped_files: report.skippedFiles,
    leaderboard: report.leaderboard.rows,
  };
  if (options.json) {
    io.stdout(json(summary));
  } else {
    const skipped = report.skippedFiles.length === 0 ? '' : `skipped (not per-system results): ${report.skippedFiles.join(', ')}\n`;
    io.stdout(`${terminalTable(report.leaderboard)}\n\n${skipped}wrote ${written.length} files:\n${written.map((path) => `  ${path}`).join('\n')}\nopen ${join(report.directory, 'report.html')} in a browser\n`);
  }
  return summary;
}

function positiveInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new InvalidArgumentError(`expected a positive integer, got "${value}"`);
  return parsed;
}

function nonNegativeInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new InvalidArgumentError(`expected a non-negative integer, got "${value}"`);
  return parsed;
}

/** Adds `execret report <dir>` to the program; `setExitCode` receives 0 on success. */
export function registerReportCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('report')
    .description('leaderboard, paired tests, intervals and an offline HTML report of a run folder (written into it)')
    .argument('<dir>', 'the output folder of execret run (holds results/<system>.json)')
    .option('--json', 'print a machine-readable summary')
    .addOption(new Option('--resamples <n>', 'bootstrap resamples over queries').argParser(positiveInteger).default(DEFAULT_REPORT_RESAMPLES))
    .addOption(new Option('--seed <n>', 'seed of the bootstrap resamples').argParser(nonNegativeInteger).default(DEFAULT_REPORT_SEED))
    .addOption(new Option('--method <method>', 'bootstrap interval method').choices(['percentile', 'bca']).default('percentile'))
    .addHelpText(
      'after',
      `\nWrites into <dir>: full_leaderboard.json, leaderboard.md, report.html, tests/pairwise_tests.json, tests/confidence_intervals.json.\n${EXIT_CODES_HELP}`,
    )
    .action(async (directory: string, options: { json?: boolean; resamples: number; seed: number; method: IntervalMethod }) => {
      await runReport(directory, options, io);
      setExitCode(EXIT_CODES.OK);
    });
}
