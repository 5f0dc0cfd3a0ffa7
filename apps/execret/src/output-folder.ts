import { readdir, readFile, rm } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { compareCodeUnits, parseExecutionCacheRow, writeFileAtomic, type ExecutionCacheRow } from '@execret/core';
import { REPORT_FILES } from '@execret/report';
import { processIsAlive } from './folder-lock.js';
import type { RunAxesRecord } from './run-axes.js';

/** What `execret report --compare-edits` writes (the comparison of single-edit and stacked distractors). */
export const EDITS_COMPARISON_FILE = 'tests/edits_comparison.json';

/** What `execret run` writes into an output folder (`cache` is the default cache folder, `--cache` moves it). */
export const OUTPUT_FILES = {
  results: 'results',
  runs: 'runs',
  config: 'config.json',
  executionCache: 'execution_cache.jsonl',
  cache: 'cache',
  /** `embeddings/<system>.npz`: the matrices of every dense system. */
  embeddings: 'embeddings',
  embeddingSummary: 'embedding_summary.json',
  invocationTable: 'invocation_table.json',
  environment: 'environment.json',
  pairedDifferenceIntervals: 'tests/paired_difference_intervals.json',
  sha256sums: 'SHA256SUMS',
} as const;

/** Everything `--force` removes besides the report files: what `run` writes, `cache/` aside. */
const RUN_OUTPUTS = [
  OUTPUT_FILES.results,
  OUTPUT_FILES.runs,
  OUTPUT_FILES.embeddings,
  OUTPUT_FILES.config,
  OUTPUT_FILES.executionCache,
  OUTPUT_FILES.embeddingSummary,
  OUTPUT_FILES.invocationTable,
  OUTPUT_FILES.environment,
  OUTPUT_FILES.pairedDifferenceIntervals,
  OUTPUT_FILES.sha256sums,
] as const;

// The temporary files of writeChunksAtomic (`.<name>.tmp-<pid>-<hex>`), left behind when the
// writer is killed between creating and renaming them.
const TEMPORARY_FILE = /^\..+\.tmp-(\d+)-[0-9a-f]+$/;
// Root files only `execret run` writes (under the folder lock).
const RUN_ROOT_FILES = [
  OUTPUT_FILES.config,
  OUTPUT_FILES.executionCache,
  OUTPUT_FILES.embeddingSummary,
  OUTPUT_FILES.invocationTable,
  OUTPUT_FILES.environment,
  OUTPUT_FILES.sha256sums,
  '.execret.lock',
];

/** True for the name of a temporary file a writer creates before renaming it into place (`.<name>.tmp-<pid>-<hex>`). */
export function isTemporaryFileName(name: string): boolean {
  return TEMPORARY_FILE.test(name);
}

async function namesIn(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => [] as string[]);
}

/**
 * Removes the temporary files killed writers left in an output folder, and returns them (relative
 * to the folder). Call it holding the folder lock: every temporary file in `results/`, `runs/` and
 * `embeddings/` and of run's own root files goes; the others (the root, `tests/`, written by
 * `report`, which does not lock) go only when the process named in them no longer runs.
 */
export async function removeTemporaryFiles(directory: string): Promise<string[]> {
  const removed: string[] = [];
  const sweep = async (folder: string, all: (name: string) => boolean): Promise<void> => {
    for (const name of await namesIn(join(directory, folder))) {
      const match = TEMPORARY_FILE.exec(name);
      if (match === null) continue;
      if (!all(name) && processIsAlive(Number(match[1]))) continue;
      await rm(join(directory, folder, name), { force: true });
      removed.push(folder === '' ? name : `${folder}/${name}`);
    }
  };
  await sweep(OUTPUT_FILES.results, () => true);
  await sweep(OUTPUT_FILES.runs, () => true);
  await sweep(OUTPUT_FILES.embeddings, () => true);
  await sweep('', (name) => RUN_ROOT_FILES.some((file) => name.startsWith(`.${file}.tmp-`)));
  await sweep('tests', () => false);
  return removed;
}

/**
 * Removes what a run and a report wrote (`results/`, `runs/`, `embeddings/`, `config.json`,
 * `execution_cache.jsonl`, `embedding_summary.json`, `invocation_table.json`, `environment.json`,
 * `tests/paired_difference_intervals.json`, `SHA256SUMS` and the report files) so the folder starts
 * afresh (`--force`); the content-keyed caches in `cache/` stay. Returns what existed and was removed.
 */
export async function clearOutputFolder(directory: string): Promise<string[]> {
  const present = new Set(await namesIn(directory));
  const testsPresent = new Set(await namesIn(join(directory, 'tests')));
  const removed: string[] = [];
  for (const name of [...RUN_OUTPUTS, ...REPORT_FILES, EDITS_COMPARISON_FILE]) {
    const [head, tail] = name.split('/') as [string, string | undefined];
    if (tail === undefined ? !present.has(head) : !testsPresent.has(tail)) continue;
    await rm(join(directory, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** How `config.json` names a bundle: `builtin:<language>`, or its path relative to the working folder. */
export function recordedBundleName(bundle: string, cwd: string = process.cwd()): string {
  if (bundle === 'builtin' || bundle === 'builtin:python') return 'builtin:python';
  if (bundle.startsWith('builtin:')) return bundle;
  const path = relative(cwd, resolve(cwd, bundle));
  // A bundle on another drive (Windows) has no relative path: keep what was given.
  return path === '' ? '.' : isAbsolute(path) ? bundle : path;
}

/** One `results/*.json` of an output folder, as far as it could be read. */
export interface ResultsEntry {
  /** `results/<name>.json`. */
  file: string;
  /** The system id (`model`), when the file could be read. */
  model?: string;
  /** `execret.bundle_sha256`, when recorded. */
  bundleSha256?: string;
  /** `execret.system`, the retriever's description. */
  system?: Record<string, unknown>;
  /** `execret.query_ids_sha256`: the query subset the file was computed on (absent for the whole bundle). */
  queryIdsSha256?: string;
  /** `execret.query_texts_sha256`: the query texts with examples the file was computed on (absent for the bundle's own texts). */
  queryTextsSha256?: string;
  /** Why the file cannot be used (invalid JSON, not a results file). */
  problem?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the identity of one results file (system id, bundle hash, system description). */
export async function readResultsEntry(directory: string, name: string): Promise<ResultsEntry> {
  const file = `${OUTPUT_FILES.results}/${name}`;
  let value: unknown;
  try {
    value = JSON.parse(await readFile(join(directory, OUTPUT_FILES.results, name), 'utf8'));
  } catch (error) {
    return { file, problem: error instanceof SyntaxError ? `invalid JSON (${error.message}); it was probably cut off while being written` : (error as Error).message };
  }
  if (!isObject(value) || typeof value['model'] !== 'string') return { file, problem: 'not a results file (no "model")' };
  const execret = isObject(value['execret']) ? value['execret'] : {};
  return {
    file,
    model: value['model'],
    ...(typeof execret['bundle_sha256'] === 'string' ? { bundleSha256: execret['bundle_sha256'] } : {}),
    ...(isObject(execret['system']) ? { system: execret['system'] } : {}),
    ...(typeof execret['query_ids_sha256'] === 'string' ? { queryIdsSha256: execret['query_ids_sha256'] } : {}),
    ...(typeof execret['query_texts_sha256'] === 'string' ? { queryTextsSha256: execret['query_texts_sha256'] } : {}),
  };
}

/** What an output folder holds before a run. */
export interface OutputFolderState {
  /** `config.json`, when present and a JSON object. */
  config: Record<string, unknown> | undefined;
  /** Why `config.json` could not be read, when it exists but is damaged. */
  configProblem?: string;
  /** Every `results/*.json` by file name. */
  results: Map<string, ResultsEntry>;
}

/** Reads `config.json` and the identity of every `results/*.json` of an output folder. */
export async function readOutputFolder(directory: string): Promise<OutputFolderState> {
  let config: Record<string, unknown> | undefined;
  let configProblem: string | undefined;
  const text = await readFile(join(directory, OUTPUT_FILES.config), 'utf8').catch(() => undefined);
  if (text !== undefined) {
    try {
      const value: unknown = JSON.parse(text);
      if (isObject(value)) config = value;
      else configProblem = 'not a JSON object';
    } catch (error) {
      configProblem = `invalid JSON (${(error as Error).message})`;
    }
  }
  const results = new Map<string, ResultsEntry>();
  const names = (await namesIn(join(directory, OUTPUT_FILES.results))).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort(compareCodeUnits);
  for (const name of names) results.set(name, await readResultsEntry(directory, name));
  return { config, ...(configProblem === undefined ? {} : { configProblem }), results };
}

function short(hash: string): string {
  return hash.slice(0, 12);
}

/**
 * Says why a folder belongs to another benchmark than `bundle`, or returns undefined when it holds
 * nothing of another bundle: `config.json` records another bundle hash, or a results file records
 * another one or none (written by another tool or an execret before 0.2, so its bundle is unknown).
 */
export function otherBundleProblem(directory: string, state: OutputFolderState, bundle: { name: string; sha256: string; queryIdsSha256?: string | undefined; queryTextsSha256?: string | undefined }): string | undefined {
  const recorded = state.config?.['bundle_sha256'];
  const recordedName = typeof state.config?.['bundle'] === 'string' ? (state.config['bundle'] as string) : 'a bundle';
  const recordedSubset = isObject(state.config?.['subset']) ? (state.config['subset'] as Record<string, unknown>)['query_ids_sha256'] : undefined;
  const subsetName = (hash: unknown): string => (typeof hash === 'string' ? `the query subset ${short(hash)}…` : 'all queries');
  const found: string[] = [];
  if (typeof recorded === 'string' && recorded !== bundle.sha256) found.push(`config.json records bundle "${recordedName}" (sha256 ${short(recorded)}…)`);
  // A subset is another benchmark: its means are not comparable with the whole bundle's.
  else if (typeof recorded === 'string' && recordedSubset !== bundle.queryIdsSha256) found.push(`config.json records ${subsetName(recordedSubset)} of the bundle`);
  // Query texts with examples are another benchmark too: every system must receive the same texts.
  const recordedTexts = isObject(state.config?.['query_texts']) ? (state.config['query_texts'] as Record<string, unknown>)['sha256'] : undefined;
  const textsName = (hash: unknown): string => (typeof hash === 'string' ? `query texts with examples (sha256 ${short(hash)}…)` : "the bundle's query texts");
  if (typeof recorded === 'string' && recorded === bundle.sha256 && recordedTexts !== bundle.queryTextsSha256) found.push(`config.json records ${textsName(recordedTexts)}`);
  for (const entry of state.results.values()) {
    if (entry.model === undefined) continue;
    if (entry.bundleSha256 === undefined) found.push(`${entry.file} records no bundle hash (written by another tool or an older execret)`);
    else if (entry.bundleSha256 !== bundle.sha256 && entry.bundleSha256 !== recorded) found.push(`${entry.file} was computed on bundle sha256 ${short(entry.bundleSha256)}…`);
    else if (entry.bundleSha256 === bundle.sha256 && entry.queryIdsSha256 !== bundle.queryIdsSha256) found.push(`${entry.file} was computed on ${subsetName(entry.queryIdsSha256)}`);
    else if (entry.bundleSha256 === bundle.sha256 && entry.queryTextsSha256 !== bundle.queryTextsSha256) found.push(`${entry.file} was computed on ${textsName(entry.queryTextsSha256)}`);
  }
  if (found.length === 0) return undefined;
  const shown = found.slice(0, 3).join('; ') + (found.length > 3 ? `; and ${found.length - 3} more` : '');
  return `${directory} holds results of another benchmark: ${shown}; this run's bundle is "${bundle.name}" (sha256 ${short(bundle.sha256)}…), ${subsetName(bundle.queryIdsSha256)}${bundle.queryTextsSha256 === undefined ? '' : `, ${textsName(bundle.queryTextsSha256)}`}. One output folder holds one benchmark: use another --out, or add --force to start this folder afresh (removes what run and report wrote; cache/ stays)`;
}

/** What `config.json` records. Paths are relative (the bundle as named by {@link recordedBundleName}). */
export interface OutputConfig {
  /** `builtin:<language>` or the bundle folder relative to the working folder. */
  bundle: string;
  /** The bundle's content hash. */
  bundle_sha256: string;
  /** Every system whose results are in `results/`, by id (code unit order): its `execret.system`. */
  systems: Record<string, unknown>;
  /** Cutoffs of the last run. */
  ks: number[];
  /** Seed of the last run. */
  seed: number;
  /** Tool versions of the last run. */
  versions: Record<string, string>;
  /** The query subset (`--domains`, `--queries`) every result of the folder was computed on; absent for all queries. */
  subset?: QuerySubsetRecord;
  /** `--with-examples`: every system received the query texts with their examples, whose SHA-256 (see `queryTextsSha256`) this is; absent for the bundle's own texts. */
  query_texts?: { with_examples: true; sha256: string };
  /** Query style, direction, qrels grades, run file depth and compression of the last run (`run-axes.ts`); absent in folders written before them (the defaults). */
  axes?: RunAxesRecord;
  /** `run --name`: system id → the name the report shows (only systems with results; absent when none has one). */
  display_names?: Record<string, string>;
}

/** How `config.json` records a query subset. */
export interface QuerySubsetRecord {
  /** `--domains`, sorted (absent when not given). */
  domains?: string[];
  /** `--queries`: the sample size, or the id file's base name and the SHA-256 of its bytes (absent when not given). */
  queries?: number | { file: string; sha256: string };
  /** Queries selected. */
  n_queries: number;
  /** SHA-256 of the selected query ids, sorted in code unit order, each followed by a newline. */
  query_ids_sha256: string;
}

/** The `systems` of `config.json`: every readable results file of the bundle, by system id in code unit order. */
export function configSystems(results: ReadonlyMap<string, ResultsEntry>): Record<string, unknown> {
  const systems = new Map<string, unknown>();
  for (const entry of results.values()) {
    if (entry.model !== undefined && !systems.has(entry.model)) systems.set(entry.model, entry.system ?? {});
  }
  return Object.fromEntries([...systems].sort(([left], [right]) => compareCodeUnits(left, right)));
}

/** Writes `config.json` atomically (two-space JSON and a newline). */
export async function writeOutputConfig(directory: string, config: OutputConfig): Promise<void> {
  await writeFileAtomic(join(directory, OUTPUT_FILES.config), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Reads the `execution_cache.jsonl` an earlier run left in the folder (the verdicts it executed),
 * keyed by `code_sha256:tests_sha256`; a damaged file gives its problem and no rows (it is rewritten).
 */
export async function readOutputExecutionCache(directory: string): Promise<{ rows: Map<string, ExecutionCacheRow>; problem?: string }> {
  const rows = new Map<string, ExecutionCacheRow>();
  const path = join(directory, OUTPUT_FILES.executionCache);
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return { rows };
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  try {
    lines.forEach((line, index) => {
      const row = parseExecutionCacheRow(JSON.parse(line), { file: OUTPUT_FILES.executionCache, line: index + 1 });
      rows.set(`${row.code_sha256}:${row.tests_sha256}`, row);
    });
  } catch (error) {
    return { rows: new Map(), problem: `${OUTPUT_FILES.executionCache} is damaged (${(error as Error).message}); it is rewritten from this run's verdicts` };
  }
  return { rows };
}
