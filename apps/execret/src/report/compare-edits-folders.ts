import { readFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { InvalidArgumentError, IoError, SchemaError, sha256Hex, type Run } from '@execret/core';
import { readTrecRun } from '@execret/metrics';
import { applyBundle, compareEdits, loadResults, type EditsComparison, type EditsSide, type ReportBundle } from '@execret/report';
import type { IntervalMethod } from '@execret/stats';
import { EDITS_COMPARISON_FILE, OUTPUT_FILES } from '../output-folder.js';
import { loadReportBundle } from './load-report-bundle.js';

/** Settings of the comparison's bootstrap and randomization test. */
export interface CompareEditsSettings {
  resamples: number;
  seed: number;
  method: IntervalMethod;
}

/**
 * One run folder as a side of the comparison: its bundle (checked against the folder's results by
 * `applyBundle`) and each system's full ranking from `runs/<system>.trec`, which must be the run
 * file its results were computed from (`execret.run_sha256`).
 */
async function folderSide(directory: string, bundle: ReportBundle, name: string): Promise<EditsSide> {
  const results = applyBundle(await loadResults(directory), bundle).results;
  const runs = new Map<string, Run>();
  for (const system of results.systems) {
    // `run --run-gzip` writes `runs/<system>.trec.gz` instead of `.trec`.
    let runName = `${OUTPUT_FILES.runs}/${basename(system.file, '.json')}.trec`;
    let runPath = join(results.directory, runName);
    let bytes = await readFile(runPath).catch(() => undefined);
    if (bytes === undefined) {
      bytes = await readFile(`${runPath}.gz`).catch(() => undefined);
      if (bytes !== undefined) [runName, runPath] = [`${runName}.gz`, `${runPath}.gz`];
    }
    if (bytes === undefined) {
      throw new IoError(`${runPath} is missing: deception needs each system's ranking, which execret run writes beside ${system.file}`, { file: runPath });
    }
    const recorded = (JSON.parse(await readFile(join(results.directory, system.file), 'utf8')) as { execret?: { run_sha256?: unknown } }).execret?.run_sha256;
    if (typeof recorded === 'string' && recorded !== sha256Hex(bytes)) {
      throw new SchemaError({ file: join(results.directory, system.file), field: 'execret.run_sha256' }, `the SHA-256 of ${runName} (it is not the run these results were computed from; rerun execret run)`, `${recorded.slice(0, 12)}…`);
    }
    runs.set(system.system, (await readTrecRun(runPath, { displayName: runName })).run);
  }
  return { name, bundle: bundle.bundle, runs };
}

/**
 * `execret report <dir> --compare-edits <other>`: compares deception of single-edit against stacked
 * distractors (`compareEdits` of `@execret/report`) between two run folders of bundles built from
 * the same tasks (one with `build --edits 1`, one with `--edits n`), for the systems both ran.
 * `<dir>`'s bundle is the report's (`--bundle` or config.json); `<other>`'s is the one its
 * config.json names, which must still be there unchanged. The sides are named relative to `<dir>`
 * (`.` and e.g. `../stacked`).
 *
 * @throws InvalidArgumentError when a folder's bundle cannot be read, or the bundles cannot be compared.
 */
export async function compareEditsFolders(directory: string, bundle: ReportBundle | undefined, other: string, settings: CompareEditsSettings): Promise<EditsComparison> {
  if (bundle === undefined) {
    throw new InvalidArgumentError(`--compare-edits needs the bundle of ${directory}: its config.json names none that can be read; give --bundle <bundle>`);
  }
  if (resolve(other) === resolve(directory)) throw new InvalidArgumentError(`--compare-edits ${other}: give the run folder of the other bundle, not ${directory} itself`);
  const otherBundle = await loadReportBundle(other, undefined);
  if (otherBundle.bundle === undefined) {
    throw new InvalidArgumentError(`--compare-edits ${other}: its bundle cannot be read (${otherBundle.notes.join('; ') || `${OUTPUT_FILES.config} names no bundle`})`);
  }
  // Named relative to the report folder, so the file says nothing about where the command ran.
  return compareEdits(await folderSide(directory, bundle, '.'), await folderSide(other, otherBundle.bundle, relative(resolve(directory), resolve(other))), settings);
}

function percent(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

function points(value: number): string {
  return `${value >= 0 ? '+' : '−'}${Math.abs(100 * value).toFixed(1)}`;
}

/** The comparison as a table for people. */
export function formatEditsComparison(comparison: EditsComparison): string {
  const header = ['system', 'tasks', `1 edit`, `${comparison.stacked.edits} edits`, 'difference [95% CI]', 'p'];
  const rows = [...comparison.systems, ...(comparison.all_systems === null ? [] : [comparison.all_systems])].map((entry) => [
    entry.system,
    String(entry.tasks),
    percent(entry.single.mean_rate),
    percent(entry.stacked.mean_rate),
    entry.difference === null ? '-' : `${points(entry.difference.estimate)} pts [${points(entry.difference.ci95_low)}, ${points(entry.difference.ci95_high)}]`,
    entry.p_value === null ? '-' : entry.p_value.toFixed(3),
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] as string).length)));
  const table = [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ').trimEnd());
  const unmatched = [...comparison.unmatched_systems.single, ...comparison.unmatched_systems.stacked];
  return [
    `deception, single-edit (${comparison.single.name}) against ${comparison.stacked.edits}-edit stacked distractors (${comparison.stacked.name}), on ${comparison.matched_tasks} tasks of both bundles:`,
    ...table,
    ...(unmatched.length === 0 ? [] : [`systems ranked on one side only (left out): ${unmatched.join(', ')}`]),
  ].join('\n');
}
