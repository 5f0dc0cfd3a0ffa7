import { readdir, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import {
  bundleSha256,
  compareCodeUnits,
  describeFileKind,
  fileKind,
  parseExecutionCacheRow,
  readBundle,
  resolveBundleDirectory,
  sha256File,
  sha256Hex,
  toExecretError,
  type Bundle,
  type CorpusRow,
  type ExecutionCacheRow,
  type QueryRow,
  type Ranking,
  type Run,
} from '@execret/core';
import { evaluateRun, judgementsFromQueries, METRIC_NAMES, type MetricName, type QueryJudgement } from '@execret/metrics';
import { NON_SYSTEM_RESULT_FILES } from './load-results.js';
import { releasedVerdicts, type ReleasedVerdicts } from './released-verdicts.js';
import { isTemporaryFileName, RELEASE_FOLDER_FILES as OUTPUT_FILES } from './release-folder-files.js';
import { parseResultsFile, RESULTS_FILE_TOP_RESULTS, type ParsedResultsFile } from './results-file.js';
import { verifySha256Sums } from './sha256-sums.js';

/** The outcome of one check: `skip` when the folder lacks what it checks (it never fails the command). */
export type ReleaseCheckStatus = 'pass' | 'fail' | 'skip';

/** One check of {@link checkReleaseFolder}. */
export interface ReleaseCheckResult {
  /** Short stable name (`sha256sums`, `per-query`, …). */
  id: string;
  /** What holds when it passes. */
  title: string;
  status: ReleaseCheckStatus;
  /** What was checked (counts), or why it was skipped. */
  detail: string;
  /** One line per problem found (empty unless `fail`). */
  problems: string[];
}

/** The checks in the order {@link checkReleaseFolder} runs them: id and title. */
export const RELEASE_CHECKS = [
  ['sha256sums', 'SHA256SUMS match the files'],
  ['results', 'results files are valid'],
  ['run-files', 'every run file is the one its results were computed from'],
  ['bundle', 'the bundle is the one the results were computed on'],
  ['queries', 'results cover the same queries'],
  ['corpus-ids', 'every corpus id exists in the bundle'],
  ['labels', 'labels agree with the bundle'],
  ['verdicts', 'verdicts agree with the execution caches'],
  ['per-query', 'every per-query value recomputes from the listed results'],
  ['means', 'every mean equals the mean of its per-query values'],
  ['intervals', 'intervals contain their means'],
  ['pairwise-counts', 'pairwise counts add up to the number of queries'],
  ['embeddings', 'the embedding summary matches the saved matrices'],
] as const;

type CheckId = (typeof RELEASE_CHECKS)[number][0];

/** Options of {@link checkReleaseFolder}. */
export interface ReleaseCheckOptions {
  /** The bundle the results were computed on, as {@link ReleaseCheckOptions.resolveBundle} takes it; default: the bundle `config.json` names. */
  bundle?: string;
  /**
   * Turns a bundle name (the option, or the one `config.json` records) into a bundle folder or
   * file; default: resolved against the working folder. `execret check` also knows `builtin`.
   */
  resolveBundle?: (name: string) => string;
  /**
   * Verdicts of (query, snippet) pairs for the `verdicts` and `per-query` checks, from the bundle
   * given with its execution cache and the folder's `execution_cache.jsonl` rows appended; default:
   * {@link releasedVerdicts}. Nothing is executed: a pair without a verdict is not checked.
   */
  verdicts?: (bundle: Bundle) => ReleasedVerdicts;
  /**
   * Reads a saved `embeddings/<system>.npz` for the `embeddings` check (its summary and ids);
   * without it that check compares only the files' SHA-256 with the summary's. `execret check`
   * passes one built on `@execret/embeddings`.
   */
  readEmbeddings?: (path: string) => Promise<SavedEmbeddings>;
  /**
   * The benchmark the results were computed on, from the bundle as read and `config.json`:
   * `execret check` passes the query style and search direction the folder records (`run
   * --direction code-to-code` has its own query ids, code-to-text its own corpus); default: the
   * bundle itself. The bundle's hash is checked on its files either way.
   */
  benchmarkOf?: (bundle: Bundle, config: Record<string, unknown> | undefined) => Bundle;
}

/** What {@link ReleaseCheckOptions.readEmbeddings} returns for one saved matrix file. */
export interface SavedEmbeddings {
  /** As `embedding_summary.json` records it: `similarity`, `queries` and `corpus` (shape, norms, finiteness). */
  summary: { similarity: unknown; queries: unknown; corpus: unknown };
  /** Query ids, one per query vector, in row order. */
  queryIds: readonly string[];
  /** Corpus ids, one per corpus vector, in row order. */
  corpusIds: readonly string[];
}

/** What {@link checkReleaseFolder} found. */
export interface ReleaseCheckReport {
  /** The folder checked. */
  directory: string;
  /** The bundle checked against, as given or as `config.json` names it; undefined when none was found. */
  bundle: string | undefined;
  checks: ReleaseCheckResult[];
  /** True when no check failed. */
  passed: boolean;
}

// A per-query value is rounded to 1e-6 in the file: one rounding step of slack.
const VALUE_TOLERANCE = 1e-6;
// A mean is rounded to 1e-6 and averages values rounded to 1e-6.
const MEAN_TOLERANCE = 2e-6;
// The study's released files round means to 4 decimals; their per-query values are derived here.
const DERIVED_MEAN_TOLERANCE = 5.1e-5;
// An interval end and the mean it should contain come from one bootstrap of the same values.
const INTERVAL_TOLERANCE = 1e-9;
// Problems listed per check before "… and N more".
const SHOWN_PROBLEMS = 20;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function shownIds(ids: readonly string[]): string {
  return `${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', …' : ''}`;
}

function kOf(key: string): { family: string; k: number } | undefined {
  const at = key.lastIndexOf('@');
  if (at === -1) return undefined;
  const k = Number(key.slice(at + 1));
  return Number.isSafeInteger(k) && k > 0 ? { family: key.slice(0, at), k } : undefined;
}

/** One results file as read: the raw JSON (for fields the parser does not keep) and the parsed view. */
interface ResultsRecord {
  file: string;
  raw: Record<string, unknown>;
  parsed: ParsedResultsFile;
}

interface TopResult {
  rank: unknown;
  corpusId: string;
  label: unknown;
  bugType: unknown;
  passes: boolean;
  testResults: unknown;
}

interface QueryRecord {
  index: number;
  queryId: string;
  correctCorpusIds: unknown;
  metrics: Record<string, number> | undefined;
  top: TopResult[];
}

// The per_query entries of a file that parseResultsFile accepted, with their top results.
function queriesOf(record: ResultsRecord): QueryRecord[] {
  const list = record.raw['per_query'] as unknown[];
  return list.map((entry, index) => {
    const query = entry as Record<string, unknown>;
    const top = (Array.isArray(query['top_results']) ? query['top_results'] : []) as Array<Record<string, unknown>>;
    return {
      index,
      queryId: query['query_id'] as string,
      correctCorpusIds: query['correct_corpus_ids'],
      metrics: isObject(query['metrics']) ? (query['metrics'] as Record<string, number>) : undefined,
      top: top.map((result) => ({
        rank: result['rank'],
        corpusId: result['corpus_id'] as string,
        label: result['label'],
        bugType: result['bug_type'],
        passes: result['passes_all_tests'] as boolean,
        testResults: result['test_results'],
      })),
    };
  });
}

/** Everything the checks share. */
interface FolderState {
  directory: string;
  config: Record<string, unknown> | undefined;
  results: ResultsRecord[];
  bundle: Bundle | undefined;
  bundleHash: string | undefined;
  /** Why the bundle could not be read, when it could not. */
  bundleProblem: string | undefined;
  queriesById: Map<string, QueryRow>;
  corpusById: Map<string, CorpusRow>;
  book: ReleasedVerdicts | undefined;
  options: ReleaseCheckOptions;
}

// The verdicts `run` executed beyond the bundle's cache; a damaged file adds none (the verdicts
// check then reports the pairs it cannot check as without a cached verdict).
async function readFolderExecutionCache(directory: string): Promise<ExecutionCacheRow[]> {
  const path = join(directory, OUTPUT_FILES.executionCache);
  if ((await fileKind(path).catch(() => 'missing' as const)) !== 'file') return [];
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  try {
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line, index) => parseExecutionCacheRow(JSON.parse(line), { file: OUTPUT_FILES.executionCache, line: index + 1 }));
  } catch {
    return [];
  }
}

async function readJson(path: string): Promise<{ value?: unknown; problem?: string; missing?: true }> {
  // A FIFO or device in the folder is named, never opened (reading it could wait for ever).
  const kind = await fileKind(path).catch(() => 'file' as const);
  if (kind === 'missing') return { missing: true };
  if (kind !== 'file') return { problem: `not a regular file (${describeFileKind(kind)}); not read` };
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { problem: (error as Error).message };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `invalid JSON (${(error as Error).message})` };
  }
}

class CheckList {
  readonly checks: ReleaseCheckResult[] = [];

  add(id: CheckId, status: ReleaseCheckStatus, detail: string, problems: string[] = []): void {
    const title = (RELEASE_CHECKS.find(([name]) => name === id) as readonly [string, string])[1];
    this.checks.push({ id, title, status, detail, problems });
  }

  /** Fails when there are problems, else passes with `detail`. */
  verdict(id: CheckId, problems: string[], detail: string): void {
    const shown = problems.length > SHOWN_PROBLEMS ? [...problems.slice(0, SHOWN_PROBLEMS), `… and ${problems.length - SHOWN_PROBLEMS} more`] : problems;
    this.add(id, problems.length === 0 ? 'pass' : 'fail', problems.length === 0 ? detail : `${problems.length} problem${problems.length === 1 ? '' : 's'}`, shown);
  }
}

async function checkSums(directory: string, list: CheckList): Promise<void> {
  const report = await verifySha256Sums(directory);
  if (!report.present) {
    list.add('sha256sums', 'fail', 'no SHA256SUMS in the folder', ['SHA256SUMS: missing (execret run writes it)']);
    return;
  }
  list.verdict(
    'sha256sums',
    [
      ...report.malformed.map((line) => `SHA256SUMS:${line.line}: not a "<sha256>  <file>" line: ${JSON.stringify(line.text.slice(0, 80))}`),
      ...report.mismatched.map((path) => `${path}: its SHA-256 differs from the one SHA256SUMS lists`),
      ...report.missing.map((path) => `${path}: listed in SHA256SUMS but missing`),
      ...report.unlisted.map((path) => `${path}: not listed in SHA256SUMS (added after the run wrote it?)`),
    ],
    `${report.listed} files`,
  );
}

async function readResults(directory: string, list: CheckList): Promise<ResultsRecord[]> {
  const names = await readdir(join(directory, OUTPUT_FILES.results)).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.') && !isTemporaryFileName(name) && !NON_SYSTEM_RESULT_FILES.includes(name)).sort(compareCodeUnits);
  const records: ResultsRecord[] = [];
  const problems: string[] = [];
  const fileOfSystem = new Map<string, string>();
  for (const name of files) {
    const file = `${OUTPUT_FILES.results}/${name}`;
    const read = await readJson(join(directory, file));
    if (read.problem !== undefined) {
      problems.push(`${file}: ${read.problem}`);
      continue;
    }
    try {
      const parsed = parseResultsFile(read.value, file);
      const other = fileOfSystem.get(parsed.system);
      if (other !== undefined) problems.push(`${file}: system ${JSON.stringify(parsed.system)} is also the system of ${other}`);
      fileOfSystem.set(parsed.system, file);
      records.push({ file, raw: read.value as Record<string, unknown>, parsed });
    } catch (error) {
      problems.push(toExecretError(error).message);
    }
  }
  if (files.length === 0) problems.push(`${OUTPUT_FILES.results}/: no results/<system>.json file`);
  list.verdict('results', problems, `${records.length} file${records.length === 1 ? '' : 's'}`);
  return records;
}

// `runs/<name>.trec` beside `results/<name>.json`, hashed as `execret.run_sha256` records: a run
// file edited after the results were computed (and SHA256SUMS written again) fails here.
async function checkRunFiles(state: FolderState, list: CheckList): Promise<void> {
  const problems: string[] = [];
  let checked = 0;
  let unrecorded = 0;
  for (const record of state.results) {
    const execret = record.raw['execret'];
    const recorded = isObject(execret) ? execret['run_sha256'] : undefined;
    if (recorded === undefined) {
      unrecorded += 1;
      continue;
    }
    // `run --run-gzip` writes `runs/<system>.trec.gz` instead (and removes the other).
    const candidates = ['.trec', '.trec.gz'].map((extension) => `${OUTPUT_FILES.runs}/${basename(record.file, '.json')}${extension}`);
    const runFile = candidates[0] as string;
    checked += 1;
    if (typeof recorded !== 'string') {
      problems.push(`${record.file}: execret.run_sha256 must be a SHA-256 string, got ${JSON.stringify(recorded)}`);
      continue;
    }
    const found: Array<[string, string]> = [];
    for (const candidate of candidates) {
      const actual = await sha256File(join(state.directory, candidate)).catch(() => undefined);
      if (actual !== undefined) found.push([candidate, actual]);
    }
    if (found.some(([, actual]) => actual === recorded)) continue;
    if (found.length === 0) problems.push(`${runFile}: missing, though ${record.file} was computed from it (execret.run_sha256 ${recorded.slice(0, 12)}…)`);
    for (const [candidate, actual] of found) problems.push(`${candidate}: its SHA-256 ${actual.slice(0, 12)}… is not the execret.run_sha256 ${recorded.slice(0, 12)}… of ${record.file}: the run file was changed after its results were computed`);
  }
  if (checked === 0) list.add('run-files', 'skip', state.results.length === 0 ? 'no results files' : 'no results file records execret.run_sha256 (not written by execret run)');
  else list.verdict('run-files', problems, `${checked} run file${checked === 1 ? '' : 's'}${unrecorded === 0 ? '' : `; ${unrecorded} results file${unrecorded === 1 ? '' : 's'} without execret.run_sha256, not checked`}`);
}

async function loadBundle(state: FolderState, bundleOption: string | undefined, list: CheckList): Promise<string | undefined> {
  const named = bundleOption ?? (typeof state.config?.['bundle'] === 'string' ? (state.config['bundle'] as string) : undefined);
  if (named === undefined) {
    state.bundleProblem = 'no bundle: config.json names none; pass --bundle';
    list.add('bundle', 'fail', state.bundleProblem, [state.bundleProblem]);
    return undefined;
  }
  const path = (state.options.resolveBundle ?? resolve)(named);
  try {
    state.bundleHash = (await bundleSha256(await resolveBundleDirectory(path))).sha256;
    const read = (await readBundle(path)).bundle;
    state.bundle = state.options.benchmarkOf === undefined ? read : state.options.benchmarkOf(read, state.config);
  } catch (error) {
    state.bundleProblem = `the bundle ${named} cannot be read: ${toExecretError(error).message.split('\n')[0] ?? ''}${bundleOption === undefined ? ' (config.json names it relative to the folder run was started in; pass --bundle)' : ''}`;
    list.add('bundle', 'fail', 'the bundle cannot be read', [state.bundleProblem]);
    return named;
  }
  const bundle = state.bundle;
  state.queriesById = new Map(bundle.queries.map((query) => [query.query_id, query]));
  state.corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const problems: string[] = [];
  const recorded = state.config?.['bundle_sha256'];
  if (typeof recorded === 'string' && recorded !== state.bundleHash) problems.push(`config.json: bundle_sha256 ${recorded.slice(0, 12)}… but ${named} hashes to ${state.bundleHash.slice(0, 12)}…`);
  for (const record of state.results) {
    const hash = record.parsed.bundleSha256;
    if (hash !== undefined && hash !== state.bundleHash) problems.push(`${record.file}: execret.bundle_sha256 ${hash.slice(0, 12)}… but ${named} hashes to ${state.bundleHash.slice(0, 12)}…`);
    const nCorpus = record.parsed.nCorpus;
    if (nCorpus !== undefined && nCorpus !== bundle.corpus.length) problems.push(`${record.file}: n_corpus is ${nCorpus}, the bundle has ${bundle.corpus.length} snippets`);
  }
  list.verdict('bundle', problems, `${named} (sha256 ${state.bundleHash.slice(0, 12)}…)`);
  // Verdicts: the bundle's execution cache and the folder's (cross-query pairs executed by run).
  const rows = [...(bundle.executionCache ?? []), ...(await readFolderExecutionCache(state.directory))];
  state.book = (state.options.verdicts ?? releasedVerdicts)({ ...bundle, executionCache: rows });
  return named;
}

function checkQueries(state: FolderState, list: CheckList): void {
  if (state.results.length === 0) {
    list.add('queries', 'skip', 'no results files');
    return;
  }
  const problems: string[] = [];
  const subset = isObject(state.config?.['subset']) ? (state.config['subset'] as Record<string, unknown>) : undefined;
  let expected: string[];
  let against: string;
  if (state.bundle !== undefined && subset === undefined) {
    expected = state.bundle.queries.map((query) => query.query_id);
    against = 'the bundle';
  } else {
    const first = state.results[0] as ResultsRecord;
    expected = first.parsed.queryIds;
    against = first.file;
    const recorded = subset?.['query_ids_sha256'];
    const hash = sha256Hex([...expected].sort(compareCodeUnits).map((queryId) => `${queryId}\n`).join(''));
    if (typeof recorded === 'string' && recorded !== hash) problems.push(`${first.file}: its query ids do not hash to the subset config.json records (query_ids_sha256 ${recorded.slice(0, 12)}…)`);
  }
  const wanted = new Set(expected);
  for (const record of state.results) {
    const present = new Set(record.parsed.queryIds);
    const missing = expected.filter((queryId) => !present.has(queryId));
    const extra = record.parsed.queryIds.filter((queryId) => !wanted.has(queryId));
    if (missing.length > 0) problems.push(`${record.file}: ${missing.length} quer${missing.length === 1 ? 'y' : 'ies'} of ${against} missing (${shownIds(missing)})`);
    if (extra.length > 0) problems.push(`${record.file}: ${extra.length} quer${extra.length === 1 ? 'y' : 'ies'} not in ${against} (${shownIds(extra)})`);
    if (record.parsed.nQueries !== record.parsed.queryIds.length) problems.push(`${record.file}: n_queries is ${record.parsed.nQueries} but per_query lists ${record.parsed.queryIds.length}`);
  }
  list.verdict('queries', problems, `${state.results.length} file${state.results.length === 1 ? '' : 's'} × ${expected.length} queries`);
}

function checkCorpusIds(state: FolderState, list: CheckList): void {
  if (state.bundle === undefined) {
    list.add('corpus-ids', 'skip', state.bundleProblem ?? 'no bundle');
    return;
  }
  const problems: string[] = [];
  let checked = 0;
  for (const record of state.results) {
    for (const query of queriesOf(record)) {
      const at = `${record.file}: per_query[${query.index}] (${query.queryId})`;
      const correct = Array.isArray(query.correctCorpusIds) ? (query.correctCorpusIds as string[]) : [];
      for (const corpusId of correct) {
        checked += 1;
        if (!state.corpusById.has(corpusId)) problems.push(`${at}: correct_corpus_ids names ${JSON.stringify(corpusId)}, which is not in the bundle`);
      }
      query.top.forEach((result, position) => {
        checked += 1;
        if (!state.corpusById.has(result.corpusId)) problems.push(`${at}: top_results[${position}].corpus_id ${JSON.stringify(result.corpusId)} is not in the bundle`);
      });
    }
  }
  list.verdict('corpus-ids', problems, `${checked} ids`);
}

function checkLabels(state: FolderState, list: CheckList): void {
  if (state.bundle === undefined) {
    list.add('labels', 'skip', state.bundleProblem ?? 'no bundle');
    return;
  }
  const problems: string[] = [];
  let checked = 0;
  for (const record of state.results) {
    for (const query of queriesOf(record)) {
      const at = `${record.file}: per_query[${query.index}] (${query.queryId})`;
      const bundleQuery = state.queriesById.get(query.queryId);
      if (bundleQuery !== undefined && query.correctCorpusIds !== undefined) {
        const given = JSON.stringify(query.correctCorpusIds);
        if (given !== JSON.stringify(bundleQuery.correct_corpus_ids)) problems.push(`${at}: correct_corpus_ids ${given}, the bundle says ${JSON.stringify(bundleQuery.correct_corpus_ids)}`);
      }
      query.top.forEach((result, position) => {
        const row = state.corpusById.get(result.corpusId);
        if (row === undefined) return;
        checked += 1;
        const field = `${at}: top_results[${position}] (${result.corpusId})`;
        if (result.rank !== position + 1) problems.push(`${field}: rank ${JSON.stringify(result.rank)}, expected ${position + 1}`);
        if (result.label !== row.label) problems.push(`${field}: label ${JSON.stringify(result.label)}, the bundle says ${JSON.stringify(row.label)}`);
        const bugType = row.bug_type ?? '';
        // The study writes "" for canonicals; a null (as a previewer shows an absent key) means the same.
        if ((result.bugType ?? '') !== bugType) problems.push(`${field}: bug_type ${JSON.stringify(result.bugType)}, the bundle says ${JSON.stringify(bugType)}`);
      });
    }
  }
  list.verdict('labels', problems, `${checked} listed results`);
}

function checkVerdicts(state: FolderState, list: CheckList): void {
  const book = state.book;
  if (book === undefined) {
    list.add('verdicts', 'skip', state.bundleProblem ?? 'no bundle');
    return;
  }
  const problems: string[] = [];
  let checked = 0;
  let unknown = 0;
  for (const record of state.results) {
    for (const query of queriesOf(record)) {
      query.top.forEach((result, position) => {
        const verdict = book.get(query.queryId, result.corpusId);
        if (verdict === undefined) {
          unknown += 1;
          return;
        }
        checked += 1;
        const field = `${record.file}: per_query[${query.index}] (${query.queryId}) top_results[${position}] (${result.corpusId})`;
        if (result.passes !== verdict.passesAllTests) problems.push(`${field}: passes_all_tests ${String(result.passes)}, the execution cache says ${String(verdict.passesAllTests)}`);
        else if (Array.isArray(result.testResults) && result.testResults.length > 0 && JSON.stringify(result.testResults) !== JSON.stringify(verdict.testResults)) {
          problems.push(`${field}: test_results differ from the execution cache's`);
        }
      });
    }
  }
  list.verdict('verdicts', problems, `${checked} listed results${unknown === 0 ? '' : `; ${unknown} without a cached verdict, not checked`}`);
}

// The per-query values of a file recomputed from its top results: the rankings as listed, correct
// ids from the bundle (the file's own without one), passes from the execution caches (the file's
// own where no verdict is cached).
function recomputePerQuery(state: FolderState, record: ResultsRecord, keys: readonly string[]): Map<string, Record<string, number>> {
  const queries = queriesOf(record);
  const families = [...new Set(keys.map((key) => (kOf(key) as { family: string }).family))] as MetricName[];
  const ks = [...new Set(keys.map((key) => (kOf(key) as { k: number }).k))].sort((left, right) => left - right);
  const run: Run = new Map(queries.map((query): [string, Ranking] => [query.queryId, query.top.map((result, position) => ({ corpusId: result.corpusId, score: -position }))]));
  const bundleQueries = queries.map((query) => state.queriesById.get(query.queryId));
  const judgements: Map<string, QueryJudgement> =
    state.bundle !== undefined && bundleQueries.every((query) => query !== undefined)
      ? judgementsFromQueries(bundleQueries as QueryRow[])
      : new Map(queries.map((query) => [query.queryId, { correctCorpusIds: Array.isArray(query.correctCorpusIds) ? (query.correctCorpusIds as string[]) : [] }]));
  const listed = new Map(queries.flatMap((query) => query.top.map((result): [string, boolean] => [`${query.queryId}\u0000${result.corpusId}`, result.passes])));
  const passes = (queryId: string, corpusId: string): boolean => state.book?.get(queryId, corpusId)?.passesAllTests ?? listed.get(`${queryId}\u0000${corpusId}`) ?? false;
  const evaluation = evaluateRun(run, judgements, { ks, metrics: families, passes });
  const byQuery = new Map<string, Record<string, number>>();
  evaluation.queryIds.forEach((queryId, index) => {
    const values: Record<string, number> = {};
    for (const key of keys) {
      const vector = evaluation.perQuery[key];
      if (vector !== undefined) values[key] = vector[index] as number;
    }
    byQuery.set(queryId, values);
  });
  return byQuery;
}

function checkPerQuery(state: FolderState, list: CheckList): void {
  const problems: string[] = [];
  let checked = 0;
  const notes: string[] = [];
  for (const record of state.results) {
    if (record.parsed.perQueryDerived) {
      notes.push(`${record.file} lists no per-query values (they are derived from its top results)`);
      continue;
    }
    const allKeys = Object.keys(record.parsed.perQuery);
    const keys = allKeys.filter((key) => {
      const parts = kOf(key);
      return parts !== undefined && (METRIC_NAMES as readonly string[]).includes(parts.family) && parts.k <= RESULTS_FILE_TOP_RESULTS;
    });
    const beyond = allKeys.filter((key) => !keys.includes(key));
    if (beyond.length > 0) notes.push(`${record.file}: ${beyond.join(', ')} need more than the top ${RESULTS_FILE_TOP_RESULTS} results, not recomputed`);
    if (keys.length === 0) continue;
    const recomputed = recomputePerQuery(state, record, keys);
    for (const query of queriesOf(record)) {
      const values = recomputed.get(query.queryId);
      for (const key of keys) {
        const stored = query.metrics?.[key];
        const value = values?.[key];
        if (stored === undefined || value === undefined) continue;
        checked += 1;
        if (Math.abs(round(value) - stored) > VALUE_TOLERANCE) problems.push(`${record.file}: per_query[${query.index}] (${query.queryId}) ${key} is ${stored}, recomputed ${round(value)}`);
      }
    }
  }
  const detail = `${checked} values${notes.length === 0 ? '' : `; ${notes.join('; ')}`}`;
  if (checked === 0 && problems.length === 0) list.add('per-query', 'skip', notes.length === 0 ? 'no per-query values' : notes.join('; '));
  else list.verdict('per-query', problems, detail);
}

function checkMeans(state: FolderState, list: CheckList): void {
  const problems: string[] = [];
  let checked = 0;
  for (const record of state.results) {
    const tolerance = record.parsed.perQueryDerived ? DERIVED_MEAN_TOLERANCE : MEAN_TOLERANCE;
    const rawMetrics = isObject(record.raw['metrics']) ? (record.raw['metrics'] as Record<string, unknown>) : {};
    for (const [key, values] of Object.entries(record.parsed.perQuery)) {
      const stored = rawMetrics[key];
      if (typeof stored !== 'number') continue;
      checked += 1;
      const expected = mean(values);
      if (Math.abs(stored - expected) > tolerance) problems.push(`${record.file}: metrics.${key} is ${stored}, the mean of its ${values.length} per-query values is ${round(expected)}`);
    }
    const byDomain = record.parsed.metricsByDomain;
    if (byDomain === undefined || state.bundle === undefined) continue;
    const domainOf = (queryId: string): string | undefined => {
      const domain = state.queriesById.get(queryId)?.metadata['domain'];
      return typeof domain === 'string' && domain !== '' ? domain : undefined;
    };
    for (const [domain, entry] of Object.entries(byDomain)) {
      const positions = record.parsed.queryIds.map((queryId, index) => [queryId, index] as const).filter(([queryId]) => domainOf(queryId) === domain);
      if (entry['n_queries'] !== undefined && entry['n_queries'] !== positions.length) problems.push(`${record.file}: metrics_by_domain.${domain}.n_queries is ${entry['n_queries']}, the bundle has ${positions.length} of its queries in the file`);
      for (const [key, stored] of Object.entries(entry)) {
        const values = record.parsed.perQuery[key];
        if (key === 'n_queries' || values === undefined) continue;
        checked += 1;
        const expected = mean(positions.map(([, index]) => values[index] as number));
        if (Math.abs(stored - expected) > tolerance) problems.push(`${record.file}: metrics_by_domain.${domain}.${key} is ${stored}, the mean of the domain's per-query values is ${round(expected)}`);
      }
    }
  }
  list.verdict('means', problems, `${checked} means`);
}

// `ci95_low` / `ci95_high` (any level) of an interval entry.
function intervalEnds(entry: Record<string, unknown>): Array<[string, number, number]> {
  const ends: Array<[string, number, number]> = [];
  for (const key of Object.keys(entry)) {
    const match = /^ci(\d+)_low$/.exec(key);
    if (match === null) continue;
    const low = entry[key];
    const high = entry[`ci${match[1]}_high`];
    if (typeof low === 'number' && typeof high === 'number') ends.push([`ci${match[1]}`, low, high]);
  }
  return ends;
}

async function checkIntervals(state: FolderState, list: CheckList): Promise<void> {
  const problems: string[] = [];
  let checked = 0;
  const present: string[] = [];
  const bySystem = new Map(state.results.map((record) => [record.parsed.system, record]));
  const systemMean = (systemId: string, key: string): number | undefined => {
    const values = bySystem.get(systemId)?.parsed.perQuery[key];
    return values === undefined ? undefined : mean(values);
  };
  const contains = (where: string, value: unknown, ends: Array<[string, number, number]>): void => {
    if (typeof value !== 'number') {
      problems.push(`${where}: no mean to check`);
      return;
    }
    for (const [name, low, high] of ends) {
      checked += 1;
      if (!(low - INTERVAL_TOLERANCE <= value && value <= high + INTERVAL_TOLERANCE)) problems.push(`${where}: ${value} is outside its ${name} interval [${low}, ${high}]`);
    }
  };

  const paired = await readJson(join(state.directory, OUTPUT_FILES.pairedDifferenceIntervals));
  if (paired.problem !== undefined) problems.push(`${OUTPUT_FILES.pairedDifferenceIntervals}: ${paired.problem}`);
  else if (!paired.missing) {
    present.push(OUTPUT_FILES.pairedDifferenceIntervals);
    for (const [name, metrics] of Object.entries(isObject(paired.value) ? paired.value : {})) {
      const [a, b] = name.split(' minus ');
      for (const [key, entry] of Object.entries(isObject(metrics) ? metrics : {})) {
        if (!isObject(entry)) continue;
        const where = `${OUTPUT_FILES.pairedDifferenceIntervals}: "${name}" ${key}`;
        contains(where, entry['mean_difference'], intervalEnds(entry));
        const meanA = a === undefined ? undefined : systemMean(a, key);
        const meanB = b === undefined ? undefined : systemMean(b, key);
        if (meanA === undefined || meanB === undefined) problems.push(`${where}: names a system or metric without per-query values in results/`);
        else if (typeof entry['mean_difference'] === 'number' && Math.abs(entry['mean_difference'] - (meanA - meanB)) > MEAN_TOLERANCE) {
          problems.push(`${where}: mean_difference ${entry['mean_difference']}, the results' means differ by ${round(meanA - meanB)}`);
        }
      }
    }
  }

  const confidence = await readJson(join(state.directory, OUTPUT_FILES.confidenceIntervals));
  if (confidence.problem !== undefined) problems.push(`tests/confidence_intervals.json: ${confidence.problem}`);
  else if (!confidence.missing) {
    present.push(OUTPUT_FILES.confidenceIntervals);
    for (const [systemId, metrics] of Object.entries(isObject(confidence.value) ? confidence.value : {})) {
      for (const [key, entry] of Object.entries(isObject(metrics) ? metrics : {})) {
        if (!isObject(entry)) continue;
        const where = `tests/confidence_intervals.json: "${systemId}" ${key}`;
        contains(where, entry['mean'], intervalEnds(entry));
        const expected = systemMean(systemId, key);
        if (expected !== undefined && typeof entry['mean'] === 'number' && Math.abs(entry['mean'] - expected) > MEAN_TOLERANCE) problems.push(`${where}: mean ${entry['mean']}, its per-query values average ${round(expected)}`);
      }
    }
  }

  const pairwise = await readJson(join(state.directory, OUTPUT_FILES.pairwiseTests));
  if (pairwise.problem !== undefined) problems.push(`tests/pairwise_tests.json: ${pairwise.problem}`);
  else if (!pairwise.missing) {
    present.push(OUTPUT_FILES.pairwiseTests);
    for (const [name, metrics] of Object.entries(isObject(pairwise.value) ? pairwise.value : {})) {
      for (const [key, entry] of Object.entries(isObject(metrics) ? metrics : {})) {
        if (!isObject(entry)) continue;
        const ends: Array<[string, number, number]> = [];
        for (const [field, value] of Object.entries(entry)) {
          const match = /^bootstrap_ci_(\d+)$/.exec(field);
          if (match !== null && Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number') ends.push([`bootstrap_ci_${match[1]}`, value[0], value[1]]);
        }
        contains(`tests/pairwise_tests.json: "${name}" ${key} delta`, entry['delta'], ends);
      }
    }
  }
  if (present.length === 0 && problems.length === 0) list.add('intervals', 'skip', `no interval file: run writes ${OUTPUT_FILES.pairedDifferenceIntervals}, report tests/confidence_intervals.json`);
  else list.verdict('intervals', problems, `${checked} intervals in ${present.join(', ')}`);
}

// `pairwise_tests.json` names precision@k `execution_precision@k`, as the study's file does.
function metricKeyOf(name: string): string {
  return name.startsWith('execution_precision@') ? name.slice('execution_'.length) : name;
}

async function checkPairwiseCounts(state: FolderState, list: CheckList): Promise<void> {
  const pairwise = await readJson(join(state.directory, OUTPUT_FILES.pairwiseTests));
  if (pairwise.missing) {
    list.add('pairwise-counts', 'skip', 'no tests/pairwise_tests.json; execret report writes it');
    return;
  }
  const problems: string[] = [];
  if (pairwise.problem !== undefined) problems.push(`tests/pairwise_tests.json: ${pairwise.problem}`);
  const bySystem = new Map(state.results.map((record) => [record.parsed.system, record]));
  let checked = 0;
  for (const [name, metrics] of Object.entries(isObject(pairwise.value) ? pairwise.value : {})) {
    const [a, b] = name.split(' vs ');
    const recordA = a === undefined ? undefined : bySystem.get(a);
    const recordB = b === undefined ? undefined : bySystem.get(b);
    for (const [metric, entry] of Object.entries(isObject(metrics) ? metrics : {})) {
      if (!isObject(entry) || typeof entry['a_only'] !== 'number') continue;
      checked += 1;
      const where = `tests/pairwise_tests.json: "${name}" ${metric}`;
      const counts = ['a_only', 'b_only', 'both', 'neither'].map((field) => entry[field]);
      if (counts.some((count) => typeof count !== 'number')) {
        problems.push(`${where}: a_only, b_only, both and neither must all be numbers`);
        continue;
      }
      const [aOnly, bOnly, both, neither] = counts as [number, number, number, number];
      const total = aOnly + bOnly + both + neither;
      const queries = (recordA ?? recordB ?? state.results[0])?.parsed.queryIds.length;
      if (queries !== undefined && total !== queries) problems.push(`${where}: a_only + b_only + both + neither = ${total}, not the ${queries} queries`);
      if (recordA === undefined || recordB === undefined) {
        problems.push(`${where}: names a system without a results file`);
        continue;
      }
      const key = metricKeyOf(metric);
      const valuesA = recordA.parsed.perQuery[key];
      const valuesB = recordB.parsed.perQuery[key];
      if (valuesA === undefined || valuesB === undefined) continue;
      const positionB = new Map(recordB.parsed.queryIds.map((queryId, index) => [queryId, index]));
      const tally = { a_only: 0, b_only: 0, both: 0, neither: 0 };
      recordA.parsed.queryIds.forEach((queryId, index) => {
        const hitA = (valuesA[index] as number) > 0;
        const indexB = positionB.get(queryId);
        const hitB = indexB !== undefined && (valuesB[indexB] as number) > 0;
        tally[hitA && hitB ? 'both' : hitA ? 'a_only' : hitB ? 'b_only' : 'neither'] += 1;
      });
      if (tally.a_only !== aOnly || tally.b_only !== bOnly || tally.both !== both || tally.neither !== neither) {
        problems.push(`${where}: counts ${JSON.stringify({ a_only: aOnly, b_only: bOnly, both, neither })}, the per-query values give ${JSON.stringify(tally)}`);
      }
    }
  }
  list.verdict('pairwise-counts', problems, `${checked} counts`);
}

/** One system of `embedding_summary.json` (what the check reads of it). */
interface EmbeddingSummaryEntry {
  file: string;
  sha256: string;
  similarity: unknown;
  queries: unknown;
  corpus: unknown;
}

// The well-formed entries of `embedding_summary.json` by system id, as `run` writes them.
function embeddingSummaryEntries(value: unknown): Map<string, EmbeddingSummaryEntry> {
  const entries = new Map<string, EmbeddingSummaryEntry>();
  for (const [systemId, entry] of Object.entries(isObject(value) ? value : {})) {
    if (!isObject(entry) || typeof entry['file'] !== 'string' || typeof entry['sha256'] !== 'string' || typeof entry['results_fingerprint'] !== 'string') continue;
    if ((entry['similarity'] !== 'cosine' && entry['similarity'] !== 'dot') || !isObject(entry['queries']) || !isObject(entry['corpus'])) continue;
    entries.set(systemId, entry as unknown as EmbeddingSummaryEntry);
  }
  return entries;
}

async function checkEmbeddings(state: FolderState, list: CheckList): Promise<void> {
  const summary = await readJson(join(state.directory, OUTPUT_FILES.embeddingSummary));
  const savedFiles = (await readdir(join(state.directory, OUTPUT_FILES.embeddings)).catch(() => [] as string[])).filter((name) => name.endsWith('.npz') && !isTemporaryFileName(name));
  // run writes the summary whenever it saves matrices; without one (no dense system, or a folder
  // in the study's layout, whose summary is tests/embedding_summary.json) there is nothing to match.
  if (summary.missing) {
    list.add('embeddings', 'skip', `no ${OUTPUT_FILES.embeddingSummary}${savedFiles.length === 0 ? '' : ` beside the ${savedFiles.length} file${savedFiles.length === 1 ? '' : 's'} of ${OUTPUT_FILES.embeddings}/`}`);
    return;
  }
  const problems: string[] = [];
  if (summary.problem !== undefined) problems.push(`${OUTPUT_FILES.embeddingSummary}: ${summary.problem}`);
  const entries = embeddingSummaryEntries(summary.value);
  const readEmbeddings = state.options.readEmbeddings;
  const bySystem = new Map(state.results.map((record) => [record.parsed.system, record]));
  const listed = new Set<string>();
  for (const [systemId, entry] of entries) {
    listed.add(entry.file);
    const where = `${OUTPUT_FILES.embeddingSummary}: "${systemId}"`;
    const path = join(state.directory, entry.file);
    const sha256 = await sha256File(path).catch(() => undefined);
    if (sha256 === undefined) {
      problems.push(`${where}: ${entry.file} is missing`);
      continue;
    }
    if (sha256 !== entry.sha256) problems.push(`${where}: ${entry.file} has SHA-256 ${sha256.slice(0, 12)}…, the summary records ${entry.sha256.slice(0, 12)}…`);
    if (readEmbeddings === undefined) continue;
    let saved: SavedEmbeddings;
    try {
      saved = await readEmbeddings(path);
    } catch (error) {
      problems.push(`${where}: ${entry.file} cannot be read: ${toExecretError(error).message.split('\n')[0] ?? ''}`);
      continue;
    }
    const actual = saved.summary;
    for (const field of ['similarity', 'queries', 'corpus'] as const) {
      if (JSON.stringify(actual[field]) !== JSON.stringify(entry[field])) problems.push(`${where}: ${field} is ${JSON.stringify(entry[field])}, ${entry.file} gives ${JSON.stringify(actual[field])}`);
    }
    const record = bySystem.get(systemId);
    if (record === undefined) problems.push(`${where}: no results file for this system`);
    else {
      const queryIds = new Set(saved.queryIds);
      const missing = record.parsed.queryIds.filter((queryId) => !queryIds.has(queryId));
      if (missing.length > 0 || queryIds.size !== record.parsed.queryIds.length) problems.push(`${where}: ${entry.file} holds ${queryIds.size} query vectors; ${record.file} lists ${record.parsed.queryIds.length} queries${missing.length === 0 ? '' : ` (no vector for ${shownIds(missing)})`}`);
      if (record.parsed.nCorpus !== undefined && saved.corpusIds.length !== record.parsed.nCorpus) problems.push(`${where}: ${entry.file} holds ${saved.corpusIds.length} corpus vectors, ${record.file} ranks ${record.parsed.nCorpus} snippets`);
    }
    if (state.bundle !== undefined) {
      const absent = saved.corpusIds.filter((corpusId) => !state.corpusById.has(corpusId));
      if (absent.length > 0) problems.push(`${where}: ${entry.file} has vectors for ${absent.length} corpus ids not in the bundle (${shownIds(absent)})`);
    }
  }
  for (const name of savedFiles) if (!listed.has(`${OUTPUT_FILES.embeddings}/${name}`)) problems.push(`${OUTPUT_FILES.embeddings}/${name}: not in ${OUTPUT_FILES.embeddingSummary}`);
  list.verdict('embeddings', problems, `${entries.size} system${entries.size === 1 ? '' : 's'}${readEmbeddings === undefined ? '; matrices compared by SHA-256 only (no readEmbeddings given)' : ''}`);
}

/**
 * The release checks of an output folder (the study's sanity checks), in the order of
 * {@link RELEASE_CHECKS}: `SHA256SUMS` matches every file and lists them all; the results files are
 * valid; every `runs/<system>.trec` (or `.trec.gz`) hashes to the `execret.run_sha256` its results file records; the bundle (`options.bundle`, else the one `config.json` names) hashes to what
 * `config.json` and every results file record; every results file covers the same queries (the
 * bundle's, or the recorded subset); every corpus id exists in the bundle; labels, bug types and
 * correct ids agree with the bundle; `passes_all_tests` and `test_results` agree with the bundle's
 * and the folder's execution caches; every per-query value recomputes from the listed top results
 * (for k ≤ 10); every mean (and every per-domain mean) equals the mean of its per-query values; every
 * interval (`tests/paired_difference_intervals.json`, and the report's `confidence_intervals.json`
 * and `pairwise_tests.json` when present) contains its mean, and those means are the results';
 * McNemar counts add up to the number of queries and equal the per-query values'; the embedding
 * summary matches the saved matrices. Reads only; a check whose files are absent is skipped.
 */
export async function checkReleaseFolder(directory: string, options: ReleaseCheckOptions = {}): Promise<ReleaseCheckReport> {
  const list = new CheckList();
  await checkSums(directory, list);
  const config = await readJson(join(directory, OUTPUT_FILES.config));
  const state: FolderState = {
    directory,
    config: isObject(config.value) ? config.value : undefined,
    results: [],
    bundle: undefined,
    bundleHash: undefined,
    bundleProblem: undefined,
    queriesById: new Map(),
    corpusById: new Map(),
    book: undefined,
    options,
  };
  state.results = await readResults(directory, list);
  await checkRunFiles(state, list);
  const bundle = await loadBundle(state, options.bundle, list);
  checkQueries(state, list);
  checkCorpusIds(state, list);
  checkLabels(state, list);
  checkVerdicts(state, list);
  checkPerQuery(state, list);
  checkMeans(state, list);
  await checkIntervals(state, list);
  await checkPairwiseCounts(state, list);
  await checkEmbeddings(state, list);
  return { directory, bundle, checks: list.checks, passed: list.checks.every((check) => check.status !== 'fail') };
}
