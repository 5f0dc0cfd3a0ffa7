import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BundleError,
  ExecretError,
  ExecretErrorCode,
  IoError,
  type BundleProblem,
  type BundleProblemKind,
  type SourceLocation,
} from './errors.js';
import { readJsonl, writeFileAtomic, writeJsonl, type RowLocation, type WrittenFile } from './jsonl.js';
import { parseCorpusRow, parseDistractorMetadataRow, parseExecutionCacheRow, parseQueryRow } from './schema.js';
import { isBugType, type CorpusRow, type DistractorMetadataRow, type ExecutionCacheRow, type QueryRow } from './types.js';

/** File names of the release format. */
export const BUNDLE_FILES = {
  queries: 'queries.jsonl',
  corpus: 'corpus.jsonl',
  distractorMetadata: 'distractor_metadata.jsonl',
  executionCache: 'execution_cache.jsonl',
  manifest: 'manifest.json',
} as const;

/** The format name written to `manifest.json`. */
export const BUNDLE_FORMAT = 'execret-bundle';
/** The format version written to `manifest.json`. */
export const BUNDLE_FORMAT_VERSION = 1;

/** One file's entry in `manifest.json`. */
export interface ManifestFileEntry {
  /** SHA-256 of the file's bytes, lowercase hex. */
  sha256: string;
  /** Size in bytes. */
  bytes: number;
  /** Number of rows, for JSONL files. */
  rows?: number;
}

/** `manifest.json`: counts, tool versions, seed and the hash of every file. Unknown fields are kept. */
export interface BundleManifest {
  /** Always `execret-bundle`. */
  format: string;
  /** Format version (1). */
  format_version: number;
  /** Row counts and distractors per bug type. */
  counts: BundleCounts;
  /** The seed the bundle was built with, when built by execret. */
  seed?: number;
  /** Versions of the tools that built the bundle (package name → version). */
  tools?: Record<string, string>;
  /** File name → hash, size and row count. */
  files: Record<string, ManifestFileEntry>;
  [extra: string]: unknown;
}

/** Counts of a bundle, as in `manifest.json` and the validate summary. */
export interface BundleCounts {
  /** Rows of `queries.jsonl`. */
  queries: number;
  /** Rows of `corpus.jsonl`. */
  corpus: number;
  /** Corpus rows labelled `correct`. */
  canonicals: number;
  /** Corpus rows labelled `incorrect`. */
  distractors: number;
  /** Distractors per bug type, keys in ascending order. */
  bug_types: Record<string, number>;
  /** Rows of `distractor_metadata.jsonl` (0 when absent). */
  distractor_metadata: number;
  /** Rows of `execution_cache.jsonl` (0 when absent). */
  execution_cache: number;
}

/** A bundle in memory. Rows keep their unknown fields. */
export interface Bundle {
  queries: QueryRow[];
  corpus: CorpusRow[];
  /** Absent when the bundle has no `distractor_metadata.jsonl`. */
  distractorMetadata?: DistractorMetadataRow[];
  /** Absent when the bundle has no `execution_cache.jsonl`. */
  executionCache?: ExecutionCacheRow[];
  /** Absent when the bundle has no `manifest.json`. */
  manifest?: BundleManifest;
}

/** What {@link validateBundle} found. */
export interface BundleValidationReport {
  /** The folder that holds the JSONL files (the bundle folder or its `data/` subfolder). */
  directory: string;
  /** True when there are no problems (warnings allowed). */
  valid: boolean;
  /** Rule violations, in file order. */
  problems: BundleProblem[];
  /** Things that are allowed but likely wrong (e.g. id order predicts labels). */
  warnings: BundleProblem[];
  /** Counts of what was read (rows that failed their schema are not counted). */
  counts: BundleCounts;
  /** The rows read (rows that failed their schema are left out). */
  bundle: Bundle;
}

/** Options of {@link validateBundle} and {@link readBundle}. */
export interface ReadBundleOptions {
  /** Stop collecting problems after this many (default 1000). */
  maxProblems?: number;
  /** Aborts reading. */
  abortSignal?: AbortSignal;
}

class ProblemList {
  readonly problems: BundleProblem[] = [];
  readonly warnings: BundleProblem[] = [];

  constructor(private readonly limit: number) {}

  add(kind: BundleProblemKind, location: SourceLocation, message: string): void {
    if (this.problems.length < this.limit) this.problems.push({ kind, location, message });
  }

  warn(kind: BundleProblemKind, location: SourceLocation, message: string): void {
    this.warnings.push({ kind, location, message });
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the folder holding the JSONL files: the folder itself, or its `data/` subfolder (the
 * study's release keeps them in `data/`).
 */
export async function resolveBundleDirectory(directory: string): Promise<string> {
  if (await exists(join(directory, BUNDLE_FILES.queries))) return directory;
  const nested = join(directory, 'data');
  if (await exists(join(nested, BUNDLE_FILES.queries))) return nested;
  return directory;
}

async function readRows<T>(
  path: string,
  parse: (value: unknown, location: RowLocation) => T,
  problems: ProblemList,
  options: ReadBundleOptions,
): Promise<Array<{ row: T; line: number }>> {
  const rows: Array<{ row: T; line: number }> = [];
  const detail = (message: string): string => message.slice(message.indexOf(': ') + 2);
  // Rows are checked leniently (a bad row is reported and dropped) so one run reports every bad row.
  const lenient = (value: unknown, location: RowLocation): T | undefined => {
    try {
      return parse(value, location);
    } catch (error) {
      if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.SCHEMA) {
        problems.add('schema', location, detail(error.message));
        return undefined;
      }
      throw error;
    }
  };
  const records = readJsonl<T | undefined>(path, {
    parse: lenient,
    displayName: path,
    abortSignal: options.abortSignal,
    onInvalidLine: (error) => {
      problems.add(error.code === ExecretErrorCode.JSONL_TRUNCATED ? 'truncated' : 'json', error.location as SourceLocation, detail(error.message));
    },
  });
  for await (const record of records) {
    if (record.value !== undefined) rows.push({ row: record.value, line: record.line });
  }
  return rows;
}

function countBugTypes(corpus: readonly CorpusRow[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const row of corpus) {
    if (row.label !== 'incorrect' || typeof row.bug_type !== 'string') continue;
    counts.set(row.bug_type, (counts.get(row.bug_type) ?? 0) + 1);
  }
  return Object.fromEntries([...counts.entries()].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)));
}

/** Counts the rows of a bundle. */
export function countBundle(bundle: Bundle): BundleCounts {
  const canonicals = bundle.corpus.filter((row) => row.label === 'correct').length;
  return {
    queries: bundle.queries.length,
    corpus: bundle.corpus.length,
    canonicals,
    distractors: bundle.corpus.length - canonicals,
    bug_types: countBugTypes(bundle.corpus),
    distractor_metadata: bundle.distractorMetadata?.length ?? 0,
    execution_cache: bundle.executionCache?.length ?? 0,
  };
}

async function fileSha256(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Upper tail of the binomial distribution with success probabilities `probabilities` (one per
 * trial, a Poisson-binomial): P(X ≥ observed). Exact by dynamic programming.
 */
function poissonBinomialUpperTail(probabilities: readonly number[], observed: number): number {
  let distribution = new Float64Array(probabilities.length + 1);
  distribution[0] = 1;
  probabilities.forEach((probability, trial) => {
    const next = new Float64Array(probabilities.length + 1);
    for (let successes = 0; successes <= trial; successes += 1) {
      const mass = distribution[successes] as number;
      next[successes] = (next[successes] as number) + mass * (1 - probability);
      next[successes + 1] = (next[successes + 1] as number) + mass * probability;
    }
    distribution = next;
  });
  let tail = 0;
  for (let successes = observed; successes <= probabilities.length; successes += 1) tail += distribution[successes] as number;
  return Math.min(1, tail);
}

/**
 * Checks whether corpus id order predicts labels: if the canonical holds the lowest (or highest)
 * id of its group (canonical + paired distractors) far more often than chance (1 / group size),
 * an id-based tie rule favours (or penalises) canonicals. Returns a warning message or undefined.
 */
export function checkIdOrderLeak(queries: readonly QueryRow[]): string | undefined {
  const chances: number[] = [];
  let lowest = 0;
  let highest = 0;
  for (const query of queries) {
    const distractors = query.paired_distractor_corpus_ids;
    if (distractors.length === 0) continue;
    for (const canonical of query.correct_corpus_ids) {
      chances.push(1 / (distractors.length + 1));
      if (distractors.every((id) => canonical < id)) lowest += 1;
      if (distractors.every((id) => canonical > id)) highest += 1;
    }
  }
  if (chances.length === 0) return undefined;
  const threshold = 0.01;
  const expected = chances.reduce((sum, chance) => sum + chance, 0);
  const describe = (count: number, position: string): string =>
    `corpus id order predicts labels: the canonical has the ${position} id of its group in ${count} of ${chances.length} groups ` +
    `(${((100 * count) / chances.length).toFixed(1)}%; about ${((100 * expected) / chances.length).toFixed(1)}% expected from random ids), ` +
    `so a tie rule by corpus id ${position === 'lowest' ? 'favours' : 'penalises'} canonicals; rebuild with ids assigned in a seeded random order`;
  if (lowest > expected && poissonBinomialUpperTail(chances, lowest) < threshold) return describe(lowest, 'lowest');
  if (highest > expected && poissonBinomialUpperTail(chances, highest) < threshold) return describe(highest, 'highest');
  return undefined;
}

/**
 * Reads and checks a bundle folder (or its `data/` subfolder) without throwing on rule violations.
 * Checks every row's schema; unique query and corpus ids; that every id in `correct_corpus_ids` and
 * `paired_distractor_corpus_ids` exists with the matching label; that distractor metadata points
 * at a paired distractor with the same bug type; that cache rows are consistent; and that the
 * hashes in `manifest.json` match. Warns (without failing) when id order predicts labels, when code
 * is duplicated in the pool, on unknown bug types, and when there is no manifest.
 */
export async function validateBundle(directory: string, options: ReadBundleOptions = {}): Promise<BundleValidationReport> {
  const found = await stat(directory).catch(() => undefined);
  if (found === undefined || !found.isDirectory()) {
    throw new IoError(`${directory}: ${found === undefined ? 'no such folder' : 'not a folder'}; a bundle is a folder holding queries.jsonl and corpus.jsonl`, { file: directory });
  }
  const folder = await resolveBundleDirectory(directory);
  const problems = new ProblemList(options.maxProblems ?? 1000);
  const path = (name: string): string => join(folder, name);

  const required = async (name: string): Promise<boolean> => {
    if (await exists(path(name))) return true;
    problems.add('missing-file', { file: path(name) }, `required file ${name} is missing`);
    return false;
  };
  const queryRecords = (await required(BUNDLE_FILES.queries)) ? await readRows(path(BUNDLE_FILES.queries), parseQueryRow, problems, options) : [];
  const corpusRecords = (await required(BUNDLE_FILES.corpus)) ? await readRows(path(BUNDLE_FILES.corpus), parseCorpusRow, problems, options) : [];
  const metadataRecords = (await exists(path(BUNDLE_FILES.distractorMetadata)))
    ? await readRows(path(BUNDLE_FILES.distractorMetadata), parseDistractorMetadataRow, problems, options)
    : undefined;
  const cacheRecords = (await exists(path(BUNDLE_FILES.executionCache)))
    ? await readRows(path(BUNDLE_FILES.executionCache), parseExecutionCacheRow, problems, options)
    : undefined;

  const queriesFile = path(BUNDLE_FILES.queries);
  const corpusFile = path(BUNDLE_FILES.corpus);

  // Unique ids.
  const queryById = new Map<string, { row: QueryRow; line: number }>();
  for (const record of queryRecords) {
    const previous = queryById.get(record.row.query_id);
    if (previous !== undefined) {
      problems.add('duplicate-id', { file: queriesFile, line: record.line, field: 'query_id' }, `field "query_id": duplicate id "${record.row.query_id}" (first on line ${previous.line})`);
    } else {
      queryById.set(record.row.query_id, record);
    }
  }
  const corpusById = new Map<string, { row: CorpusRow; line: number }>();
  const codeSeen = new Map<string, number>();
  for (const record of corpusRecords) {
    const previous = corpusById.get(record.row.corpus_id);
    if (previous !== undefined) {
      problems.add('duplicate-id', { file: corpusFile, line: record.line, field: 'corpus_id' }, `field "corpus_id": duplicate id "${record.row.corpus_id}" (first on line ${previous.line})`);
      continue;
    }
    corpusById.set(record.row.corpus_id, record);
    const firstLine = codeSeen.get(record.row.code);
    if (firstLine !== undefined) {
      problems.warn('duplicate-code', { file: corpusFile, line: record.line, field: 'code' }, `field "code": same code as line ${firstLine}; duplicate snippets make rankings ambiguous`);
    } else {
      codeSeen.set(record.row.code, record.line);
    }
    if (record.row.label === 'incorrect' && !isBugType(record.row.bug_type)) {
      problems.warn('unknown-bug-type', { file: corpusFile, line: record.line, field: 'bug_type' }, `field "bug_type": "${String(record.row.bug_type)}" is not one of the six bug types (kept as is)`);
    }
  }

  // Every referenced id exists with the label its list implies.
  const pairedWith = new Map<string, string>();
  for (const record of queryById.values()) {
    const checkList = (field: 'correct_corpus_ids' | 'paired_distractor_corpus_ids', label: 'correct' | 'incorrect'): void => {
      record.row[field].forEach((id, index) => {
        const location = { file: queriesFile, line: record.line, field: `${field}[${index}]` };
        const target = corpusById.get(id);
        if (target === undefined) {
          problems.add('dangling-id', location, `field "${field}[${index}]": corpus id "${id}" does not exist in ${BUNDLE_FILES.corpus}`);
        } else if (target.row.label !== label) {
          problems.add('label-mismatch', location, `field "${field}[${index}]": corpus id "${id}" must be labelled "${label}", but ${BUNDLE_FILES.corpus}:${target.line} labels it "${target.row.label}"`);
        }
        if (field === 'paired_distractor_corpus_ids') pairedWith.set(id, record.row.query_id);
      });
    };
    checkList('correct_corpus_ids', 'correct');
    checkList('paired_distractor_corpus_ids', 'incorrect');
  }

  // Distractor metadata agrees with the corpus and the pairing.
  if (metadataRecords !== undefined) {
    const file = path(BUNDLE_FILES.distractorMetadata);
    const seen = new Map<string, number>();
    for (const { row, line } of metadataRecords) {
      const previous = seen.get(row.corpus_id);
      if (previous !== undefined) {
        problems.add('duplicate-id', { file, line, field: 'corpus_id' }, `field "corpus_id": duplicate row for "${row.corpus_id}" (first on line ${previous})`);
        continue;
      }
      seen.set(row.corpus_id, line);
      const target = corpusById.get(row.corpus_id);
      if (target === undefined) {
        problems.add('dangling-id', { file, line, field: 'corpus_id' }, `field "corpus_id": corpus id "${row.corpus_id}" does not exist in ${BUNDLE_FILES.corpus}`);
        continue;
      }
      if (!queryById.has(row.query_id)) {
        problems.add('dangling-id', { file, line, field: 'query_id' }, `field "query_id": query id "${row.query_id}" does not exist in ${BUNDLE_FILES.queries}`);
        continue;
      }
      if (pairedWith.get(row.corpus_id) !== row.query_id) {
        problems.add('metadata-mismatch', { file, line, field: 'query_id' }, `field "query_id": "${row.corpus_id}" is not a paired distractor of "${row.query_id}" in ${BUNDLE_FILES.queries}`);
      }
      if (target.row.bug_type !== row.bug_type) {
        problems.add('metadata-mismatch', { file, line, field: 'bug_type' }, `field "bug_type": "${row.bug_type}" differs from "${String(target.row.bug_type)}" in ${BUNDLE_FILES.corpus}:${target.line}`);
      }
    }
  }

  // Cache rows: the verdict agrees with the outcomes; one verdict per (code, tests) pair.
  if (cacheRecords !== undefined) {
    const file = path(BUNDLE_FILES.executionCache);
    const seen = new Map<string, { line: number; results: string }>();
    for (const { row, line } of cacheRecords) {
      const passes = row.test_results.length > 0 && row.test_results.every((outcome) => outcome === 'pass');
      if (passes !== row.passes_all_tests) {
        problems.add('cache-inconsistent', { file, line, field: 'passes_all_tests' }, `field "passes_all_tests": must be ${String(passes)} for test_results ${describeOutcomes(row.test_results)}, got ${String(row.passes_all_tests)}`);
      }
      const key = `${row.code_sha256}:${row.tests_sha256}`;
      const results = JSON.stringify(row.test_results);
      const previous = seen.get(key);
      if (previous === undefined) {
        seen.set(key, { line, results });
      } else if (previous.results !== results) {
        problems.add('cache-inconsistent', { file, line, field: 'test_results' }, `field "test_results": differs from line ${previous.line} for the same code_sha256 and tests_sha256`);
      }
    }
  }

  // Manifest hashes.
  let manifest: BundleManifest | undefined;
  const manifestPath = join(directory, BUNDLE_FILES.manifest);
  const manifestFile = (await exists(manifestPath)) ? manifestPath : (await exists(path(BUNDLE_FILES.manifest))) ? path(BUNDLE_FILES.manifest) : undefined;
  if (manifestFile === undefined) {
    problems.warn('manifest', { file: manifestPath }, `no ${BUNDLE_FILES.manifest}: file hashes not checked`);
  } else {
    manifest = await checkManifest(manifestFile, folder, problems);
  }

  const bundle: Bundle = {
    queries: [...queryById.values()].map((record) => record.row),
    corpus: [...corpusById.values()].map((record) => record.row),
    ...(metadataRecords === undefined ? {} : { distractorMetadata: metadataRecords.map((record) => record.row) }),
    ...(cacheRecords === undefined ? {} : { executionCache: cacheRecords.map((record) => record.row) }),
    ...(manifest === undefined ? {} : { manifest }),
  };
  const leak = checkIdOrderLeak(bundle.queries);
  if (leak !== undefined) problems.warn('id-order-predicts-label', { file: queriesFile }, leak);

  return {
    directory: folder,
    valid: problems.problems.length === 0,
    problems: problems.problems,
    warnings: problems.warnings,
    counts: countBundle(bundle),
    bundle,
  };
}

function describeOutcomes(outcomes: readonly string[]): string {
  const shown = outcomes.slice(0, 3).map((outcome) => JSON.stringify(outcome.length > 20 ? `${outcome.slice(0, 20)}…` : outcome));
  return `[${shown.join(', ')}${outcomes.length > 3 ? ', …' : ''}]`;
}

async function checkManifest(manifestFile: string, folder: string, problems: ProblemList): Promise<BundleManifest | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch (error) {
    problems.add('json', { file: manifestFile }, `invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const files = (parsed as { files?: unknown } | null)?.files;
  if (typeof parsed !== 'object' || parsed === null || typeof files !== 'object' || files === null || Array.isArray(files)) {
    problems.add('manifest', { file: manifestFile, field: 'files' }, `field "files" must be an object of file name → { sha256, bytes }, got ${files === undefined ? 'missing' : typeof files}`);
    return undefined;
  }
  for (const [name, entry] of Object.entries(files as Record<string, unknown>)) {
    const expected = (entry as { sha256?: unknown } | null)?.sha256;
    if (typeof expected !== 'string') {
      problems.add('manifest', { file: manifestFile, field: `files.${name}.sha256` }, `field "files.${name}.sha256" must be a string, got ${typeof expected}`);
      continue;
    }
    const target = join(folder, name);
    if (!(await exists(target))) {
      problems.add('missing-file', { file: target }, `${name} is listed in ${BUNDLE_FILES.manifest} but missing`);
      continue;
    }
    const actual = await fileSha256(target);
    if (actual.sha256 !== expected) {
      problems.add('hash-mismatch', { file: target }, `SHA-256 ${actual.sha256} does not match ${BUNDLE_FILES.manifest} (expected ${expected}); the file changed after the bundle was built`);
    }
  }
  for (const name of [BUNDLE_FILES.queries, BUNDLE_FILES.corpus, BUNDLE_FILES.distractorMetadata, BUNDLE_FILES.executionCache]) {
    if (!(name in (files as Record<string, unknown>)) && (await exists(join(folder, name)))) {
      problems.add('manifest', { file: manifestFile, field: `files.${name}` }, `${name} is in the bundle but not listed in field "files"`);
    }
  }
  return parsed as BundleManifest;
}

/**
 * Reads a bundle and throws a {@link BundleError} listing every problem when it is invalid.
 * Warnings are returned beside the bundle.
 */
export async function readBundle(directory: string, options: ReadBundleOptions = {}): Promise<{ bundle: Bundle; warnings: BundleProblem[]; directory: string }> {
  const report = await validateBundle(directory, options);
  if (!report.valid) throw new BundleError(report.problems);
  return { bundle: report.bundle, warnings: report.warnings, directory: report.directory };
}

/** Options of {@link writeBundle}. */
export interface WriteBundleOptions {
  /** The build seed, recorded in the manifest. */
  seed?: number;
  /** Tool versions, recorded in the manifest (keys sorted). */
  tools?: Record<string, string>;
  /** More files to write beside the JSONL files and list in the manifest (name → content). */
  extraFiles?: Record<string, string>;
  /** More manifest fields (kept after the standard ones). */
  manifestFields?: Record<string, unknown>;
}

function sortedObject<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)));
}

/**
 * Writes a bundle into `directory`: each JSONL file atomically, then `manifest.json` with counts,
 * seed, tool versions and the SHA-256 of every file. The output depends only on the input (no
 * timestamps), so the same bundle is written byte for byte the same.
 */
export async function writeBundle(directory: string, bundle: Bundle, options: WriteBundleOptions = {}): Promise<BundleManifest> {
  const written: WrittenFile[] = [];
  const names: string[] = [];
  const add = async (name: string, rows: readonly unknown[] | undefined): Promise<void> => {
    if (rows === undefined) return;
    written.push(await writeJsonl(join(directory, name), rows));
    names.push(name);
  };
  await add(BUNDLE_FILES.queries, bundle.queries);
  await add(BUNDLE_FILES.corpus, bundle.corpus);
  await add(BUNDLE_FILES.distractorMetadata, bundle.distractorMetadata);
  await add(BUNDLE_FILES.executionCache, bundle.executionCache);
  for (const [name, content] of Object.entries(options.extraFiles ?? {})) {
    if (name === BUNDLE_FILES.manifest || name.includes('/') || name.includes('\\')) {
      throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, `extra file name "${name}" must be a plain file name other than ${BUNDLE_FILES.manifest}`);
    }
    written.push(await writeFileAtomic(join(directory, name), content));
    names.push(name);
  }
  const files: Record<string, ManifestFileEntry> = {};
  written.forEach((file, index) => {
    const name = names[index] as string;
    files[name] = name.endsWith('.jsonl') ? { sha256: file.sha256, bytes: file.bytes, rows: file.rows } : { sha256: file.sha256, bytes: file.bytes };
  });
  const manifest: BundleManifest = {
    format: BUNDLE_FORMAT,
    format_version: BUNDLE_FORMAT_VERSION,
    counts: countBundle(bundle),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.tools === undefined ? {} : { tools: sortedObject(options.tools) }),
    files: sortedObject(files),
    ...(options.manifestFields ?? {}),
  };
  await writeFileAtomic(join(directory, BUNDLE_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
