import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE_FILES, type Bundle, type BundleCounts, type BundleManifest } from './bundle-format.js';
import { BundleProblemList } from './bundle-problem-list.js';
import { checkIdOrderLeak } from './check-id-order-leak.js';
import { checkManifest } from './check-manifest.js';
import { countBundle } from './count-bundle.js';
import { IoError, type BundleProblem } from './errors.js';
import { fileKind, notAFileMessage } from './file-kind.js';
import { readBundleRows, type BundleRow } from './read-bundle-rows.js';
import { resolveBundleDirectory } from './resolve-bundle-directory.js';
import { parseCorpusRow, parseDistractorMetadataRow, parseExecutionCacheRow, parseQueryRow } from './schema.js';
import { isBugType, type CorpusRow, type DistractorMetadataRow, type ExecutionCacheRow, type QueryRow } from './types.js';

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

/** Options of {@link validateBundle} and `readBundle`. */
export interface ReadBundleOptions {
  /** Stop collecting problems after this many (default 1000). */
  maxProblems?: number;
  /** Aborts reading. */
  abortSignal?: AbortSignal;
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
  const problems = new BundleProblemList(options.maxProblems ?? 1000);
  const path = (name: string): string => join(folder, name);

  // Every file is stat-ed before it is opened: a FIFO or a device is a problem, never read.
  const present = async (name: string, isRequired: boolean): Promise<boolean> => {
    const kind = await fileKind(path(name));
    if (kind === 'file') return true;
    if (kind !== 'missing') problems.add('not-a-file', { file: path(name) }, notAFileMessage(name, kind));
    else if (isRequired) problems.add('missing-file', { file: path(name) }, `required file ${name} is missing`);
    return false;
  };
  const required = (name: string): Promise<boolean> => present(name, true);
  // A required file with no rows at all (not even bad ones) is an empty bundle: named, not "valid".
  const nonEmpty = async <T>(name: string, rows: () => Promise<Array<BundleRow<T>>>, what: string): Promise<Array<BundleRow<T>>> => {
    if (!(await required(name))) return [];
    const before = problems.problems.length;
    const records = await rows();
    if (records.length === 0 && problems.problems.length === before) problems.add('empty', { file: path(name) }, `${name} holds no ${what}: a bundle needs at least one`);
    return records;
  };
  const queryRecords = await nonEmpty(BUNDLE_FILES.queries, () => readBundleRows(path(BUNDLE_FILES.queries), parseQueryRow, problems, options.abortSignal), 'queries');
  const corpusRecords = await nonEmpty(BUNDLE_FILES.corpus, () => readBundleRows(path(BUNDLE_FILES.corpus), parseCorpusRow, problems, options.abortSignal), 'snippets');
  const metadataRecords = (await present(BUNDLE_FILES.distractorMetadata, false))
    ? await readBundleRows(path(BUNDLE_FILES.distractorMetadata), parseDistractorMetadataRow, problems, options.abortSignal)
    : undefined;
  const cacheRecords = (await present(BUNDLE_FILES.executionCache, false))
    ? await readBundleRows(path(BUNDLE_FILES.executionCache), parseExecutionCacheRow, problems, options.abortSignal)
    : undefined;

  const queriesFile = path(BUNDLE_FILES.queries);
  const corpusFile = path(BUNDLE_FILES.corpus);
  // The rules run in this order so that problems are listed file by file.
  const queryById = uniqueIds(queryRecords, 'query_id', (row) => row.query_id, queriesFile, problems);
  const corpusById = uniqueIds(corpusRecords, 'corpus_id', (row) => row.corpus_id, corpusFile, problems);
  warnAboutCorpusRows(corpusById, corpusFile, problems);
  const pairedWith = checkReferencedIds(queryById, corpusById, queriesFile, problems);
  if (metadataRecords !== undefined) checkDistractorMetadata(metadataRecords, path(BUNDLE_FILES.distractorMetadata), { queryById, corpusById, pairedWith }, problems);
  if (cacheRecords !== undefined) checkExecutionCache(cacheRecords, path(BUNDLE_FILES.executionCache), problems);

  let manifest: BundleManifest | undefined;
  const manifestPath = join(directory, BUNDLE_FILES.manifest);
  const manifestCandidates = manifestPath === path(BUNDLE_FILES.manifest) ? [manifestPath] : [manifestPath, path(BUNDLE_FILES.manifest)];
  let manifestFile: string | undefined;
  let manifestUnreadable = false;
  for (const candidate of manifestCandidates) {
    const kind = await fileKind(candidate);
    if (kind === 'missing') continue;
    if (kind === 'file') manifestFile = candidate;
    else {
      problems.add('not-a-file', { file: candidate }, notAFileMessage(BUNDLE_FILES.manifest, kind));
      manifestUnreadable = true;
    }
    break;
  }
  if (manifestUnreadable) {
    // Named above; there is nothing to check the files against.
  } else if (manifestFile === undefined) {
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

/**
 * Rule: ids are unique within a file. A repeated id is a `duplicate-id` problem pointing at its
 * first line. Returns the rows by id (first occurrence kept, in file order).
 */
export function uniqueIds<T>(
  records: ReadonlyArray<BundleRow<T>>,
  field: 'query_id' | 'corpus_id',
  idOf: (row: T) => string,
  file: string,
  problems: BundleProblemList,
): Map<string, BundleRow<T>> {
  const byId = new Map<string, BundleRow<T>>();
  for (const record of records) {
    const id = idOf(record.row);
    const previous = byId.get(id);
    if (previous !== undefined) {
      problems.add('duplicate-id', { file, line: record.line, field }, `field "${field}": duplicate id "${id}" (first on line ${previous.line})`);
    } else {
      byId.set(id, record);
    }
  }
  return byId;
}

/** Warns, row by row in file order, about code that repeats an earlier row and about unknown bug types. */
export function warnAboutCorpusRows(corpusById: ReadonlyMap<string, BundleRow<CorpusRow>>, file: string, problems: BundleProblemList): void {
  const codeSeen = new Map<string, number>();
  for (const record of corpusById.values()) {
    const firstLine = codeSeen.get(record.row.code);
    if (firstLine !== undefined) {
      problems.warn('duplicate-code', { file, line: record.line, field: 'code' }, `field "code": same code as line ${firstLine}; duplicate snippets make rankings ambiguous`);
    } else {
      codeSeen.set(record.row.code, record.line);
    }
    if (record.row.label === 'incorrect' && !isBugType(record.row.bug_type)) {
      problems.warn('unknown-bug-type', { file, line: record.line, field: 'bug_type' }, `field "bug_type": "${String(record.row.bug_type)}" is not one of the six bug types (kept as is)`);
    }
  }
}

/**
 * Rule: every id in a query's `correct_corpus_ids` and `paired_distractor_corpus_ids` exists in the
 * corpus (else a dangling id) with the label its list implies (else a label mismatch).
 *
 * @returns paired distractor corpus id → the id of the query that pairs it.
 */
export function checkReferencedIds(
  queryById: ReadonlyMap<string, BundleRow<QueryRow>>,
  corpusById: ReadonlyMap<string, BundleRow<CorpusRow>>,
  file: string,
  problems: BundleProblemList,
): Map<string, string> {
  const pairedWith = new Map<string, string>();
  for (const record of queryById.values()) {
    const checkList = (field: 'correct_corpus_ids' | 'paired_distractor_corpus_ids', label: 'correct' | 'incorrect'): void => {
      record.row[field].forEach((id, index) => {
        const location = { file, line: record.line, field: `${field}[${index}]` };
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
  return pairedWith;
}

/** What {@link checkDistractorMetadata} checks the metadata rows against. */
export interface DistractorMetadataContext {
  queryById: ReadonlyMap<string, BundleRow<QueryRow>>;
  corpusById: ReadonlyMap<string, BundleRow<CorpusRow>>;
  /** Paired distractor corpus id → the id of the query that pairs it. */
  pairedWith: ReadonlyMap<string, string>;
}

/**
 * Rule: distractor metadata agrees with the corpus and the pairing: one row per corpus id, the
 * corpus and query ids exist, the query pairs that distractor, and the bug types match.
 */
export function checkDistractorMetadata(
  records: ReadonlyArray<BundleRow<DistractorMetadataRow>>,
  file: string,
  context: DistractorMetadataContext,
  problems: BundleProblemList,
): void {
  const seen = new Map<string, number>();
  for (const { row, line } of records) {
    const previous = seen.get(row.corpus_id);
    if (previous !== undefined) {
      problems.add('duplicate-id', { file, line, field: 'corpus_id' }, `field "corpus_id": duplicate row for "${row.corpus_id}" (first on line ${previous})`);
      continue;
    }
    seen.set(row.corpus_id, line);
    const target = context.corpusById.get(row.corpus_id);
    if (target === undefined) {
      problems.add('dangling-id', { file, line, field: 'corpus_id' }, `field "corpus_id": corpus id "${row.corpus_id}" does not exist in ${BUNDLE_FILES.corpus}`);
      continue;
    }
    if (!context.queryById.has(row.query_id)) {
      problems.add('dangling-id', { file, line, field: 'query_id' }, `field "query_id": query id "${row.query_id}" does not exist in ${BUNDLE_FILES.queries}`);
      continue;
    }
    if (context.pairedWith.get(row.corpus_id) !== row.query_id) {
      problems.add('metadata-mismatch', { file, line, field: 'query_id' }, `field "query_id": "${row.corpus_id}" is not a paired distractor of "${row.query_id}" in ${BUNDLE_FILES.queries}`);
    }
    if (target.row.bug_type !== row.bug_type) {
      problems.add('metadata-mismatch', { file, line, field: 'bug_type' }, `field "bug_type": "${row.bug_type}" differs from "${String(target.row.bug_type)}" in ${BUNDLE_FILES.corpus}:${target.line}`);
    }
  }
}

/** Rule: each cache row's verdict agrees with its outcomes, and one (code, tests) pair has one outcome list. */
export function checkExecutionCache(records: ReadonlyArray<BundleRow<ExecutionCacheRow>>, file: string, problems: BundleProblemList): void {
  const seen = new Map<string, { line: number; results: string }>();
  for (const { row, line } of records) {
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

function describeOutcomes(outcomes: readonly string[]): string {
  const shown = outcomes.slice(0, 3).map((outcome) => JSON.stringify(outcome.length > 20 ? `${outcome.slice(0, 20)}…` : outcome));
  return `[${shown.join(', ')}${outcomes.length > 3 ? ', …' : ''}]`;
}
