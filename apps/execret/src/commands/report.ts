import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidArgumentError, writeFileAtomic } from '@execret/core';
import {
  buildReport,
  DEFAULT_REPORT_RESAMPLES,
  DEFAULT_REPORT_SEED,
  formatTieCell,
  formatWithInterval,
  headlineK,
  PAPER_FORMATS,
  paperExports,
  REPORT_FILES,
  type PaperFormat,
  type FullLeaderboard,
  type ReportOptions as BuildReportOptions,
  type ReportSummary,
} from '@execret/report';
import type { IntervalMethod } from '@execret/stats';
import { Option, type Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { collect, list, nonNegativeInteger, positiveInteger } from '../option-parsers.js';
import { compareEditsFolders, formatEditsComparison } from '../report/compare-edits-folders.js';
import { AXES_COMPARISON_FILE, compareAxesFolders, formatAxesComparison } from '../report/compare-axes-folders.js';
import { EDITS_COMPARISON_FILE } from '../output-folder.js';
import { loadReportBundle } from '../report/load-report-bundle.js';
import { SHA256SUMS_FILE, writeSha256Sums } from '../sha256-sums.js';


/** Options of {@link runReport}: those of `buildReport` (but the bundle) plus how to print. */
export interface ReportOptions extends Omit<BuildReportOptions, 'bundle'> {
  /**
   * `--bundle`: the bundle the results were computed on (builtin, builtin:typescript or a folder);
   * default: the one `config.json` names, when it can be read and is unchanged.
   */
  bundle?: string;
  /** Print a JSON summary instead of the table. */
  json?: boolean;
  /**
   * `--compare-edits <dir>`: the run folder of a bundle built from the same tasks with another
   * `build --edits`; deception of single-edit against stacked distractors is compared and written
   * to `tests/edits_comparison.json`.
   */
  compareEdits?: string;
  /** `--compare-axes <dir>` (repeatable): run folders of the same bundle with another query style or direction, compared in `tests/axes_comparison.json`. */
  compareAxes?: string[];
  /** `--format latex,csv,svg`: also write the paper's tables and figures into `paper/` (see `paperExports`). */
  format?: string[];
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
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
 * `execret report <dir>`: builds the report of a run folder (see {@link buildReport}) with the
 * bundle `--bundle` names or `config.json` records (see {@link loadReportBundle}), writes each file
 * atomically into the folder, and prints the leaderboard and the files written to `io` (or a JSON
 * {@link ReportSummary} with `json`); notes (a bundle not used, results read with care) go to stderr.
 *
 * @throws IoError when `<dir>/results` is missing or empty, or `--bundle` names no bundle (exit code 3).
 * @throws SchemaError when a results file is malformed, systems cover different queries, or the
 *   results disagree with the bundle (exit code 1).
 */
export async function runReport(directory: string, options: ReportOptions, io: CommandIo): Promise<ReportSummary> {
  const { bundle: bundleName, json: printJson, compareEdits, compareAxes, format = [], ...settings } = options;
  const unknownFormat = format.find((name) => !(PAPER_FORMATS as readonly string[]).includes(name));
  if (unknownFormat !== undefined) throw new InvalidArgumentError(`--format: unknown format "${unknownFormat}"; expected ${PAPER_FORMATS.join(', ')} (comma-separated)`);
  const chosen = await loadReportBundle(directory, bundleName);
  const report = await buildReport(directory, { ...settings, ...(chosen.bundle === undefined ? {} : { bundle: chosen.bundle }) });
  // Computed before anything is written, so a folder that cannot be compared leaves the report as it was.
  const comparison =
    compareEdits === undefined
      ? undefined
      : await compareEditsFolders(directory, chosen.bundle, compareEdits, { resamples: settings.resamples ?? DEFAULT_REPORT_RESAMPLES, seed: settings.seed ?? DEFAULT_REPORT_SEED, method: settings.method ?? 'percentile' });
  const axesComparison = compareAxes === undefined || compareAxes.length === 0 ? undefined : await compareAxesFolders(directory, compareAxes, { resamples: settings.resamples ?? DEFAULT_REPORT_RESAMPLES, seed: settings.seed ?? DEFAULT_REPORT_SEED });
  const written: string[] = [];
  for (const file of REPORT_FILES) {
    const path = join(report.directory, file);
    await writeFileAtomic(path, report.files[file]);
    written.push(path);
  }
  for (const [file, text] of Object.entries(paperExports(report, format as PaperFormat[]))) {
    const path = join(report.directory, file);
    await writeFileAtomic(path, text);
    written.push(path);
  }
  if (comparison !== undefined) {
    const path = join(report.directory, EDITS_COMPARISON_FILE);
    await writeFileAtomic(path, json(comparison));
    written.push(path);
  }
  if (axesComparison !== undefined) {
    const path = join(report.directory, AXES_COMPARISON_FILE);
    await writeFileAtomic(path, json(axesComparison));
    written.push(path);
  }
  // A folder that `run` sealed with SHA256SUMS stays checkable: the sums now cover the report too.
  if ((await stat(join(report.directory, SHA256SUMS_FILE)).catch(() => undefined)) !== undefined) await writeSha256Sums(report.directory);
  const summary: ReportSummary & { edits_comparison?: typeof comparison; axes_comparison?: typeof axesComparison } = {
    directory: report.directory,
    systems: report.leaderboard.rows.map((row) => row.system),
    n_queries: report.leaderboard.n_queries,
    files: written,
    skipped_files: report.skippedFiles,
    bundle: report.views.bundle,
    derived_diagnostics: Object.entries(report.views.systems)
      .filter(([, view]) => view.diagnostics_source === 'derived')
      .map(([system]) => system),
    notes: [...chosen.notes, ...report.notes],
    leaderboard: report.leaderboard.rows,
    ...(comparison === undefined ? {} : { edits_comparison: comparison }),
    ...(axesComparison === undefined ? {} : { axes_comparison: axesComparison }),
  };
  for (const note of summary.notes) io.stderr(`note: ${note}\n`);
  if (printJson) {
    io.stdout(json(summary));
  } else {
    const skipped = report.skippedFiles.length === 0 ? '' : `skipped (not per-system results): ${report.skippedFiles.join(', ')}\n`;
    const derived = summary.derived_diagnostics.length === 0 ? '' : `diagnostics derived from the listed top results and bundle ${report.views.bundle?.name ?? ''}: ${summary.derived_diagnostics.join(', ')}\n`;
    const edits = comparison === undefined ? '' : `${formatEditsComparison(comparison)}\n\n`;
    const axes = axesComparison === undefined ? '' : `${formatAxesComparison(axesComparison)}\n\n`;
    io.stdout(`${terminalTable(report.leaderboard)}\n\n${edits}${axes}${skipped}${derived}wrote ${written.length} files:\n${written.map((path) => `  ${path}`).join('\n')}\nopen ${join(report.directory, 'report.html')} in a browser\n`);
  }
  return summary;
}

/** Adds `execret report <dir>` to the program; `setExitCode` receives 0 on success. */
export function registerReportCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('report')
    .description('leaderboard, paired tests, intervals and an offline HTML report of a run folder (written into it)')
    .argument('<dir>', 'the output folder of execret run (holds results/<system>.json)')
    .option('--bundle <bundle>', 'the bundle the results were computed on (builtin, builtin:typescript or a folder; default: the one config.json names): dataset tables, and diagnostics derived for results files without them')
    .option('--json', 'print a machine-readable summary')
    .option('--format <formats>', 'also write the tables and figures for a paper into <dir>/paper/: latex (booktabs), csv, svg (comma-separated, repeatable)', list)
    .option('--compare-edits <dir>', 'the run folder of a bundle built from the same tasks with another build --edits: compare deception of single-edit and stacked distractors (tests/edits_comparison.json)')
    .option('--compare-axes <dir>', 'a run folder of the same bundle with another --query-style or --direction (repeatable): means with intervals and paired differences (tests/axes_comparison.json)', collect)
    .addOption(new Option('--resamples <n>', 'bootstrap resamples over queries').argParser(positiveInteger).default(DEFAULT_REPORT_RESAMPLES))
    .addOption(new Option('--seed <n>', 'seed of the bootstrap resamples').argParser(nonNegativeInteger).default(DEFAULT_REPORT_SEED))
    .addOption(new Option('--method <method>', 'bootstrap interval method').choices(['percentile', 'bca']).default('percentile'))
    .addHelpText(
      'after',
      `\nWrites into <dir>: full_leaderboard.json, report_data.json, leaderboard.md, report.html, tests/pairwise_tests.json, tests/confidence_intervals.json (and tests/edits_comparison.json with --compare-edits).\n${EXIT_CODES_HELP}`,
    )
    .action(async (directory: string, options: { bundle?: string; json?: boolean; compareEdits?: string; compareAxes?: string[]; format?: string[]; resamples: number; seed: number; method: IntervalMethod }) => {
      await runReport(directory, options, io);
      setExitCode(EXIT_CODES.OK);
    });
}
