import { readFile, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import {
  AbortedError,
  bundleSha256,
  compareCodeUnits,
  SeededRandom,
  type QueryRow,
  DEFAULT_SEED,
  ExecretError,
  ExecretErrorCode,
  InvalidArgumentError,
  readBundle,
  resolveBundleDirectory,
  sha256File,
  sha256Hex,
  throwIfAborted,
  toExecretError,
  writeFileAtomic,
  writeJsonl,
  type ExecutionCacheRow,
  type Retriever,
  type Run,
  type SystemContext,
  type TestOutcome,
} from '@execret/core';
import { builtinBundleDirectory } from '@execret/datasets';
import { isEmbeddingMatrixSource } from '@execret/embeddings';
import { DEFAULT_KS, diagnoseRun, evaluateRun, judgementsFromQueries, pairsNeedingVerdicts, writeQrels, writeTrecRun, type EvaluateRunOptions } from '@execret/metrics';
import { VerdictBook, type Oracle } from '@execret/oracle';
import type { RepoVerdictBook } from '@execret/repo';
import { readRepoSnapshot, repoAwareVerdicts } from '../repo-verdicts.js';
import { buildResultsFile, parseResultsFile, RESULTS_FILE_TOP_RESULTS, serializeResultsFile, type ResultsFile } from '@execret/report';
import { Option, type Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import { acquireFolderLock } from '../folder-lock.js';
import { interruptible } from '../interruptible.js';
import type { CommandIo } from '../io.js';
import { collect, cutoffList } from '../option-parsers.js';
import {
  clearOutputFolder,
  configSystems,
  otherBundleProblem,
  OUTPUT_FILES,
  readOutputExecutionCache,
  readOutputFolder,
  recordedBundleName,
  removeTemporaryFiles,
  writeOutputConfig,
  type QuerySubsetRecord,
} from '../output-folder.js';
import { checkedRun } from '../checked-run.js';
import { withAbortSignal } from '../module-system.js';
import { DEFAULT_SYSTEM_TIMEOUT_MS, parseDuration, systemBudget } from '../system-budget.js';
import { checkComparisons, parseComparison, type Comparison } from '../paired-comparisons.js';
import { createProgress, type Progress } from '../progress.js';
import { writeReleaseFiles } from '../release-files.js';
import { readEmbeddingSummary, removeSystemEmbeddings, savedEmbeddingsProblem, saveSystemEmbeddings, writeEmbeddingSummary } from '../saved-embeddings.js';
import { clusterSystemSource, ENTRY_SYSTEM_SOURCE, fileSafeSystemId, type SystemSource } from '../systems.js';
import { openExecutionOracle } from '../execution-oracle.js';
import { queryTextsSha256, queryTextWithExamples } from '../query-examples.js';
import { addQualityMetrics, qualityMetrics, qualityPairs, runQrels, testShareOf } from '../quality-metrics.js';
import { addRunAxesOptions, resolveRunAxes, runAxesFolderProblem, runAxesFromOptions, runAxesRecord, runFileName, type RunAxes, type RunAxesCliOptions } from '../run-axes.js';
import { directedBundle, verdictsFor, withoutOwnSnippets } from '../search-direction.js';
import { pipelineStageSummaries, stageNotes } from '../pipeline-stage-summaries.js';
import { givenIdSource, publishedPath, publishedSystemIds, recordedComparisons } from '../published-paths.js';
import { displayNamesRecord, parseDisplayNames, readDisplayNames } from '../display-names.js';
import { rankingDependencyVersions, toolVersions } from '../versions.js';
import { reportAfterRun } from '../report/report-after-run.js';

/** Options of {@link runBenchmark}. */
export interface RunOptions {
  /** `builtin` (Python), `builtin:typescript`, `builtin:javascript`, or a bundle folder. */
  bundle: string;
  /** System id → the name every table of the report shows (`config.json` `display_names`; earlier names of the folder are kept). */
  displayNames?: Readonly<Record<string, string>>;
  /** System ids to run. */
  systems: readonly string[];
  /** Output folder. */
  out: string;
  /** Cutoffs (default 1, 3, 5, 10). */
  ks?: readonly number[];
  /** Seed recorded in config.json (default 20260510). */
  seed?: number;
  /** Runs cross-query (code, tests) pairs the bundle's cache lacks (through its own cache). */
  oracle: Oracle;
  /** Checks, creates and names the input files of systems (default: the entries of `execret systems`). */
  systemSource?: Partial<SystemSource>;
  /** Creates retrievers (overrides `systemSource.create`; kept for callers of earlier versions). */
  createRetriever?: (systemId: string, context: SystemContext) => Promise<Retriever>;
  /** Caches, model folders, environment (`cacheDirectory` defaults to `<out>/cache`). */
  context?: Partial<SystemContext>;
  /**
   * Start the output folder afresh: remove what run and report wrote first (also when it belongs
   * to another bundle; see `clearOutputFolder`). `cache/` stays.
   */
  force?: boolean;
  /** Only queries whose `metadata.domain` is one of these (an unknown domain is an error listing the bundle's). */
  domains?: readonly string[];
  /**
   * Append each query's examples (its bundle `metadata.examples`) to the query text every system
   * receives, so first stages get what an execution-aware reranker reads. The texts' hash is in
   * the reuse key, `config.json` and each results file; a folder holds results of one choice.
   */
  withExamples?: boolean;
  /**
   * A seeded sample of this many queries (after `domains`), or the path of a file of query ids,
   * one per line. See {@link selectQuerySubset}.
   */
  queries?: number | string;
  /**
   * Named comparisons A − B for `tests/paired_difference_intervals.json` (`--compare "A vs B"`);
   * each system must be run now or have results in the folder. None: every pair.
   */
  compare?: readonly Comparison[];
  /**
   * Query style, search direction, grades of `runs/qrels.txt`, depth and compression of the run
   * files (`run-axes.ts`; defaults docstring, text-to-code, binary, 1,000, plain). Style and
   * direction define the benchmark: one choice per output folder, in the reuse key and the results.
   */
  axes?: Partial<RunAxes>;
  /**
   * Milliseconds one system's own work (start-up, index, search) may take before it fails and the
   * next system runs (default {@link DEFAULT_SYSTEM_TIMEOUT_MS}, six hours).
   */
  systemTimeoutMs?: number;
  progress: Progress;
  abortSignal?: AbortSignal;
}

/** The queries a run covers and how `config.json` records them (no record: every query of the bundle). */
export interface QuerySubset {
  /** Selected queries, in bundle order. */
  queries: QueryRow[];
  /** The `subset` of `config.json`; undefined when every query is selected. */
  record?: QuerySubsetRecord;
}

function queryDomain(query: QueryRow): string | undefined {
  const domain = query.metadata['domain'];
  return typeof domain === 'string' && domain !== '' ? domain : undefined;
}

/**
 * Chooses the queries of a run. `domains` keeps the queries whose `metadata.domain` is listed. A
 * number `queries` then takes a seeded sample: the remaining query ids in code unit order,
 * `SeededRandom(seed).sample(ids, n)` (a partial Fisher–Yates pass), the drawn ids sorted again, so
 * the same bundle, filters and seed always give the same ids; `n` at least the number of remaining
 * queries takes them all. A string `queries` is a file of query ids, one per line (blank lines and
 * surrounding spaces ignored). The corpus is not filtered: every snippet of the pool still
 * competes, as in a full run.
 *
 * @throws InvalidArgumentError for an unknown domain (listing the bundle's), a sample size that is not a positive integer, an empty selection, or an id file naming an unknown or filtered-out query (file:line).
 */
export async function selectQuerySubset(bundleQueries: readonly QueryRow[], options: { domains?: readonly string[] | undefined; queries?: number | string | undefined; seed: number }): Promise<QuerySubset> {
  const { domains, queries: chosen, seed } = options;
  if ((domains === undefined || domains.length === 0) && chosen === undefined) return { queries: [...bundleQueries] };
  let selected = [...bundleQueries];
  const record: Partial<QuerySubsetRecord> = {};
  if (domains !== undefined && domains.length > 0) {
    const known = [...new Set(bundleQueries.map(queryDomain).filter((domain): domain is string => domain !== undefined))].sort(compareCodeUnits);
    const unknown = domains.filter((domain) => !known.includes(domain));
    if (unknown.length > 0) {
      throw new InvalidArgumentError(`--domains: unknown domain${unknown.length === 1 ? '' : 's'} ${unknown.map((domain) => JSON.stringify(domain)).join(', ')}; the bundle's domains are ${known.length === 0 ? '(none: its queries have no metadata.domain)' : known.join(', ')}`);
    }
    const wanted = new Set(domains);
    selected = selected.filter((query) => wanted.has(queryDomain(query) ?? ''));
    record.domains = [...wanted].sort(compareCodeUnits);
  }
  if (typeof chosen === 'number') {
    if (!Number.isSafeInteger(chosen) || chosen < 1) throw new InvalidArgumentError(`--queries must be a positive integer or a file of query ids, got ${chosen}`);
    const ids = selected.map((query) => query.query_id).sort(compareCodeUnits);
    const sampled = new Set(new SeededRandom(seed).sample(ids, chosen));
    selected = selected.filter((query) => sampled.has(query.query_id));
    record.queries = chosen;
  } else if (typeof chosen === 'string') {
    const text = await readFile(chosen, 'utf8').catch((error: unknown) => {
      throw new InvalidArgumentError(`--queries: cannot read ${chosen} (${(error as Error).message})`);
    });
    const inBundle = new Set(bundleQueries.map((query) => query.query_id));
    const eligible = new Set(selected.map((query) => query.query_id));
    const listed = new Set<string>();
    text.split(/\r?\n/).forEach((line, index) => {
      const queryId = line.trim();
      if (queryId === '') return;
      const at = `${basename(chosen)}:${index + 1}`;
      if (!inBundle.has(queryId)) throw new InvalidArgumentError(`${at}: query id ${JSON.stringify(queryId)} is not in the bundle`);
      if (!eligible.has(queryId)) throw new InvalidArgumentError(`${at}: query ${JSON.stringify(queryId)} is not in --domains ${(record.domains ?? []).join(',')}`);
      listed.add(queryId);
    });
    selected = selected.filter((query) => listed.has(query.query_id));
    record.queries = { file: basename(chosen), sha256: sha256Hex(text) };
  }
  if (selected.length === 0) throw new InvalidArgumentError('the query subset is empty (--domains, --queries select no query)');
  const ids = selected.map((query) => query.query_id).sort(compareCodeUnits);
  return { queries: selected, record: { ...record, n_queries: selected.length, query_ids_sha256: sha256Hex(ids.map((queryId) => `${queryId}\n`).join('')) } };
}

/** What one system produced. */
export interface SystemOutcome {
  system: string;
  resultsFile: string;
  runFile: string;
  /** `computed` now, `reused` from an earlier identical run, or `failed` (see `error`; no results written). */
  status: 'computed' | 'reused' | 'failed';
  /** Mean metrics (empty when the system failed). */
  metrics: Record<string, number>;
  executedPairs: number;
  /** Why the system failed (its first line), when `status` is `failed`. */
  error?: string;
  /** Query ids of the bundle the system's run lacked (scored as misses), when any. */
  missingQueries?: string[];
}

export type { ResultsFile } from '@execret/report';

/** Resolves `builtin`, `builtin:<language>` or a path to a bundle folder. */
export function resolveBundlePath(bundle: string): string {
  if (bundle === 'builtin' || bundle === 'builtin:python') return builtinBundleDirectory('python');
  if (bundle === 'builtin:typescript') return builtinBundleDirectory('typescript');
  if (bundle === 'builtin:javascript') return builtinBundleDirectory('javascript');
  return resolve(bundle);
}

const FULL_RANKING_LIMIT = 50_000;
/** The qrels file `run` writes beside the run files, so `trec_eval runs/qrels.txt runs/<system>.trec` works as it is. */
export const QRELS_FILE = 'qrels.txt';
// How many missing query ids a note names before it says "…".
const MISSING_SHOWN = 5;
const TIE_RULE = 'corpus_id ascending';
// Bumped when what the fingerprint covers changes, so results of an older scheme are recomputed.
const FINGERPRINT_SCHEME = 3;

// The pairs the results file shows with their verdicts: the top results of every query.
function topResultPairs(run: Run): Array<[string, string]> {
  return [...run].flatMap(([queryId, ranking]) => ranking.slice(0, RESULTS_FILE_TOP_RESULTS).map((item): [string, string] => [queryId, item.corpusId]));
}

function missingQueriesNote(systemId: string, missing: readonly string[], total: number): string {
  const shown = missing.slice(0, MISSING_SHOWN).join(', ');
  return `${systemId}: ${missing.length} of ${total} queries are missing from the run (${shown}${missing.length > MISSING_SHOWN ? ', …' : ''}); they count as misses (exec 0)`;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

// An abort surfaces as ABORTED (exit code 130) whatever the stage made of it: a retriever, a
// provider or the oracle may wrap the reason, or fail in its own way as the signal takes it down
// (a worker killed by the same Ctrl-C).
function interruption(error: unknown, signal: AbortSignal): ExecretError {
  const normalized = toExecretError(error);
  if (normalized.code === ExecretErrorCode.ABORTED) return normalized;
  const reason: unknown = signal.reason;
  return new AbortedError(reason instanceof Error ? reason.message : 'run interrupted; rerun the same command to resume', error);
}

/** Why the results of a system cannot be reused, or the results to reuse. */
type PreviousResults = { results: ResultsFile } | { missing: true } | { why: string };

async function previousResults(resultsFile: string, runFile: string, shownAs: { results: string; run: string }, fingerprint: string): Promise<PreviousResults> {
  let text: string;
  try {
    text = await readFile(resultsFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { why: `${shownAs.results} cannot be read (${(error as Error).message})` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
    parseResultsFile(value, shownAs.results);
  } catch (error) {
    const detail = error instanceof SyntaxError ? `invalid JSON (${error.message}); it was probably cut off while being written` : toExecretError(error).message;
    return { why: `${shownAs.results} is damaged: ${detail}` };
  }
  const results = value as ResultsFile;
  if (results.execret?.fingerprint !== fingerprint) return { why: `${shownAs.results} was computed from other inputs (system settings, input files, bundle, cutoffs or versions changed)` };
  const runSha256 = await sha256File(runFile).catch(() => undefined);
  if (runSha256 === undefined) return { why: `${shownAs.run} is missing` };
  if (results.execret.run_sha256 !== runSha256) return { why: `${shownAs.run} is not the run ${shownAs.results} was computed from` };
  return { results };
}

// Verdicts of the top results of an earlier run, so execution_cache.jsonl lists them again.
function rememberVerdicts(book: Pick<VerdictBook, 'remember'>, results: ResultsFile): void {
  for (const query of results.per_query) {
    for (const result of query.top_results) {
      if (!Array.isArray(result.test_results) || result.test_results.some((outcome) => typeof outcome !== 'string')) continue;
      book.remember(query.query_id, result.corpus_id, { testResults: result.test_results as TestOutcome[], passesAllTests: result.passes_all_tests });
    }
  }
}

async function hashInputFiles(paths: readonly string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  // Keyed by the path as a study publishes it (relative to the working folder, or the file name).
  for (const path of paths) hashes[publishedPath(path)] = await sha256File(path);
  return hashes;
}

/**
 * Checks every system without doing any work and throws one error listing every problem.
 *
 * @throws InvalidArgumentError (exit code 2) naming each system that cannot run and why.
 */
async function checkSystems(systems: readonly string[], source: SystemSource, context: SystemContext): Promise<void> {
  const problems: string[] = [];
  for (const systemId of systems) {
    try {
      await source.check(systemId, context);
    } catch (error) {
      problems.push(`${systemId}: ${firstLine(toExecretError(error).message)}`);
    }
  }
  if (problems.length > 0) {
    throw new InvalidArgumentError(`${problems.length} of ${systems.length} system${systems.length === 1 ? '' : 's'} cannot run (nothing was run): ${problems.join('; ')}`);
  }
}

/**
 * `execret run`: ranks every query of a bundle with each system, judges the results by execution
 * (cross-query hits run against the query's tests through the oracle), and writes per system
 * `results/<system>.json` (study schema + tie diagnostics) and `runs/<system>.trec` (and, for a
 * dense system, `embeddings/<system>.npz`: its query and corpus vectors, which `npz:<that file>`
 * ranks again bit for bit without the model), plus `config.json` (every system in `results/`) and
 * `execution_cache.jsonl` (the pairs executed in this folder); at the end, the study's files over
 * every system of the folder: `embedding_summary.json`, `invocation_table.json`,
 * `tests/paired_difference_intervals.json`, `environment.json`, and `SHA256SUMS`. In order:
 *
 * 1. every system is checked (ids, API keys, input files, model folders); any problem stops the
 *    run before any work, all problems in one error;
 * 2. the output folder is locked (a second run on it is refused at once, naming the holder's pid),
 *    temporary files of killed writers are removed, and the folder must hold results of this
 *    bundle only (its content hash; `force` starts the folder afresh);
 * 3. each system is reused when its results carry the same fingerprint (system id and
 *    description, bytes of its input files, bundle content hash, cutoffs, ranking depth, tie rule,
 *    tool versions, onnxruntime and transformers.js versions) and its run file (and saved
 *    matrices, for a dense system) are the ones they were computed with; otherwise it is
 *    recomputed. A damaged results file is named in a note and recomputed. A system that fails is
 *    reported with status `failed`; the others still run.
 *
 * An abort (SIGINT/SIGTERM through `abortSignal`) stops the current stage and rejects with
 * `ABORTED`; what finished stays, and a rerun resumes.
 */
export async function runBenchmark(options: RunOptions): Promise<SystemOutcome[]> {
  const signal = options.abortSignal;
  try {
    return await runChecked(options);
  } catch (error) {
    if (signal?.aborted) throw interruption(error, signal);
    throw error;
  }
}

async function runChecked(options: RunOptions): Promise<SystemOutcome[]> {
  const signal = options.abortSignal;
  const ks = [...(options.ks ?? DEFAULT_KS)].sort((left, right) => left - right);
  if (ks.length === 0 || ks.some((k) => !Number.isSafeInteger(k) || k < 1)) throw new InvalidArgumentError(`--k values must be positive integers, got ${ks.join(', ')}`);
  const seed = options.seed ?? DEFAULT_SEED;
  const out = resolve(options.out);
  const context: SystemContext = { ...options.context, cacheDirectory: options.context?.cacheDirectory ?? join(out, 'cache') };
  const source: SystemSource = { ...ENTRY_SYSTEM_SOURCE, ...options.systemSource, ...(options.createRetriever === undefined ? {} : { create: options.createRetriever }) };
  const progress = options.progress;
  const axes = resolveRunAxes(options.axes);

  await checkSystems(options.systems, source, withAbortSignal(context, signal));
  throwIfAborted(signal, () => 'run interrupted');

  const lock = await acquireFolderLock(out, 'execret run');
  // Repository bundles: the warm test processes that judge cross-query hits, stopped at the end.
  const repoBooks: RepoVerdictBook[] = [];
  try {
    for (const note of lock.notes) progress.note(note);
    const removed = await removeTemporaryFiles(out);
    if (removed.length > 0) progress.note(`removed ${removed.length} temporary file${removed.length === 1 ? '' : 's'} an interrupted run left: ${removed.join(', ')}`);

    const bundlePath = resolveBundlePath(options.bundle);
    const bundleName = recordedBundleName(options.bundle);
    const bundleHash = (await bundleSha256(await resolveBundleDirectory(bundlePath))).sha256;
    // An invalid bundle stops the run before the folder is cleared (--force) or claimed.
    const { bundle: wholeBundle } = await readBundle(bundlePath, { abortSignal: signal });
    const subset = await selectQuerySubset(wholeBundle.queries, { domains: options.domains, queries: options.queries, seed });
    const querySetSha256 = subset.record?.query_ids_sha256;
    // Only the queries change: the pool stays whole, so other queries' snippets still compete.
    const bundle = directedBundle(wholeBundle, subset.queries, axes);
    throwIfAborted(signal, () => 'run interrupted');
    if (subset.record !== undefined) progress.note(`query subset: ${subset.queries.length} of ${wholeBundle.queries.length} queries; the pool stays whole (${wholeBundle.corpus.length} snippets)`);
    // The texts the systems receive: the query, or with --with-examples the query and its examples.
    const queryTexts = new Map(bundle.queries.map((query) => [query.query_id, options.withExamples ? queryTextWithExamples(query) : query.query]));
    let queryTextsHash: string | undefined;
    if (options.withExamples) {
      const withExamples = bundle.queries.filter((query) => queryTexts.get(query.query_id) !== query.query).length;
      if (withExamples === 0) throw new InvalidArgumentError(`--with-examples: none of the ${bundle.queries.length} queries of ${bundleName} carries examples (metadata.examples); nothing would change`);
      queryTextsHash = queryTextsSha256(bundle.queries.map((query) => [query.query_id, queryTexts.get(query.query_id) as string]));
      progress.note(`--with-examples: the examples of ${withExamples} of ${bundle.queries.length} queries are appended to their text`);
    }

    let state = await readOutputFolder(out);
    if (options.force) {
      const cleared = await clearOutputFolder(out);
      if (cleared.length > 0) progress.note(`--force: removed ${cleared.join(', ')} from ${out}`);
      state = { config: undefined, results: new Map() };
    } else {
      const problem = otherBundleProblem(out, state, { name: bundleName, sha256: bundleHash, queryIdsSha256: querySetSha256, queryTextsSha256: queryTextsHash });
      if (problem !== undefined) throw new InvalidArgumentError(problem);
      const axesProblem = runAxesFolderProblem(out, state.config, axes);
      if (axesProblem !== undefined) throw new InvalidArgumentError(axesProblem);
      if (state.configProblem !== undefined) progress.note(`config.json is damaged (${state.configProblem}); it is rewritten`);
    }
    const running = new Set(options.systems.map((systemId) => `${fileSafeSystemId(systemId)}.json`));
    for (const [name, entry] of state.results) {
      if (entry.problem === undefined || running.has(name)) continue;
      progress.note(`${entry.file} cannot be read (${entry.problem}); it is left out of config.json: rerun its system or delete it`);
    }
    if (options.compare !== undefined && options.compare.length > 0) {
      const inFolder = [...state.results.values()].map((entry) => entry.model).filter((model): model is string => model !== undefined);
      checkComparisons(options.compare, [...options.systems, ...inFolder]);
    }
    const earlierVerdicts = await readOutputExecutionCache(out);
    if (earlierVerdicts.problem !== undefined) progress.note(earlierVerdicts.problem);
    const savedEmbeddings = await readEmbeddingSummary(out);
    if (savedEmbeddings.problem !== undefined) progress.note(savedEmbeddings.problem);
    const embeddingEntries = savedEmbeddings.entries;

    const versions = toolVersions();
    const dependencies = rankingDependencyVersions();
    const displayNames = { ...(await readDisplayNames(out)), ...options.displayNames };
    const writeConfig = (): Promise<void> =>
      writeOutputConfig(out, {
        ...displayNamesRecord(displayNames, configSystems(state.results)),
        bundle: bundleName,
        bundle_sha256: bundleHash,
        ...(subset.record === undefined ? {} : { subset: subset.record }),
        ...(queryTextsHash === undefined ? {} : { query_texts: { with_examples: true, sha256: queryTextsHash } }),
        systems: configSystems(state.results),
        axes: runAxesRecord(axes),
        ks,
        seed,
        versions,
      });
    // The folder is claimed for this bundle before any system runs.
    await writeConfig();
    const judgements = judgementsFromQueries(bundle.queries);
    // Paired distractors are judged non-relevant (0), so trec_eval and ranx count them as judged.
    await writeQrels(join(out, OUTPUT_FILES.runs, QRELS_FILE), runQrels(judgements, axes.qrels));
    const repoSnapshot = await readRepoSnapshot(await resolveBundleDirectory(bundlePath), bundle);
    const book = verdictsFor(axes.direction, bundle, () => repoAwareVerdicts(bundle, new VerdictBook(bundle, options.oracle), repoSnapshot, repoBooks));
    const writeExecutionCache = async (): Promise<void> => {
      const rows = new Map<string, ExecutionCacheRow>(earlierVerdicts.rows);
      for (const row of book.newRows()) rows.set(`${row.code_sha256}:${row.tests_sha256}`, row);
      await writeJsonl(join(out, OUTPUT_FILES.executionCache), [...rows].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)).map(([, row]) => row));
    };
    const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
    const depth = bundle.corpus.length <= FULL_RANKING_LIMIT ? bundle.corpus.length : 1000;
    const outcomes: SystemOutcome[] = [];

    for (const systemId of options.systems) {
      throwIfAborted(signal, () => 'run interrupted');
      const safe = fileSafeSystemId(systemId);
      const resultsName = `${safe}.json`;
      const shownAs = { results: `${OUTPUT_FILES.results}/${resultsName}`, run: `${OUTPUT_FILES.runs}/${runFileName(safe, axes.runGzip)}` };
      const resultsFile = join(out, shownAs.results);
      const runFile = join(out, shownAs.run);
      let retriever: Retriever | undefined;
      // The system's own work (start-up, index, search) has a time budget and never hangs the run.
      const budget = systemBudget(systemId, options.systemTimeoutMs ?? DEFAULT_SYSTEM_TIMEOUT_MS, signal);
      try {
        const inputs = await hashInputFiles(await source.inputFiles(systemId));
        retriever = await budget.run(source.create(systemId, withAbortSignal(context, budget.signal)));
        const fingerprint = sha256Hex(
          JSON.stringify({ scheme: FINGERPRINT_SCHEME, system_id: systemId, system: retriever.describe(), inputs, bundle_sha256: bundleHash, query_ids_sha256: querySetSha256, query_texts_sha256: queryTextsHash, ks, ranking_depth: depth, tie_rule: TIE_RULE, versions, dependencies, axes: runAxesRecord(axes) }),
        );
        // A dense system's saved matrices belong to its results: both are reused, or both recomputed.
        const dense = isEmbeddingMatrixSource(retriever);
        let previous = await previousResults(resultsFile, runFile, shownAs, fingerprint);
        if ('results' in previous && dense) {
          const why = await savedEmbeddingsProblem(out, embeddingEntries.get(systemId), safe, fingerprint);
          if (why !== undefined) previous = { why };
        }
        if ('results' in previous) {
          progress.note(`${systemId}: results exist (same system, input files, bundle, cutoffs and versions), reused`);
          rememberVerdicts(book, previous.results);
          await writeExecutionCache();
          const missingQueries = previous.results.execret.missing_queries;
          if (missingQueries !== undefined) progress.note(missingQueriesNote(systemId, missingQueries, bundle.queries.length));
          outcomes.push({ system: systemId, resultsFile, runFile, status: 'reused', metrics: previous.results.metrics, executedPairs: 0, ...(missingQueries === undefined ? {} : { missingQueries }) });
          continue;
        }
        if ('why' in previous) progress.note(`${systemId}: ${previous.why}: recomputing`);
        // Outdated or damaged outputs go first: if this system fails or is interrupted, none remain.
        await rm(resultsFile, { force: true });
        await rm(runFile, { force: true });
        await rm(join(out, OUTPUT_FILES.runs, runFileName(safe, !axes.runGzip)), { force: true });
        state.results.delete(resultsName);
        if (embeddingEntries.delete(systemId)) await writeEmbeddingSummary(out, embeddingEntries);
        await removeSystemEmbeddings(out, safe);

        const documents = bundle.corpus.map((row) => ({ id: row.corpus_id, text: row.code }));
        const indexTick = progress.stage(`${systemId}: index`, documents.length);
        await budget.run(retriever.index(documents, { abortSignal: budget.signal, onProgress: (done) => indexTick(done), onWarning: (message) => progress.note(`warning: ${message}`) }));
        progress.done();
        throwIfAborted(signal, () => 'run interrupted');
        const searchTick = progress.stage(`${systemId}: search`, bundle.queries.length);
        const returned: unknown = await budget.run(
          retriever.search(
            bundle.queries.map((query) => ({ id: query.query_id, text: queryTexts.get(query.query_id) as string, metadata: query.metadata })),
            { topK: depth, abortSignal: budget.signal, onProgress: (done) => searchTick(done), onWarning: (message) => progress.note(`warning: ${message}`) },
          ),
        );
        progress.done();
        // One checked ranking per query, in the documented order, feeds every output below.
        const searched = await checkedRun(systemId, returned, signal);
        const stages = pipelineStageSummaries(retriever)?.map((summary) => ({ ...summary }));
        for (const note of stageNotes(systemId, stages ?? [])) progress.note(note);
        // A query the run lacks (a run file from another tool, a retriever that skipped it) is a
        // miss: an empty ranking scores 0 everywhere and is listed, never silently averaged out.
        const missingQueries = bundle.queries.filter((query) => !searched.has(query.query_id)).map((query) => query.query_id);
        const run: Run = withoutOwnSnippets(new Map(bundle.queries.map((query) => [query.query_id, searched.get(query.query_id) ?? []])), bundle.queries);
        if (missingQueries.length > 0) progress.note(missingQueriesNote(systemId, missingQueries, bundle.queries.length));
        throwIfAborted(signal, () => 'run interrupted');
        // The metrics below read exactly the verdicts these options make them read (pairsNeedingVerdicts
        // runs the same calls), so what is executed and what is read agree by construction.
        const standard: Omit<EvaluateRunOptions, 'passes' | 'unexecuted'> = { ks };
        const tieAware: Omit<EvaluateRunOptions, 'passes' | 'unexecuted'> = { ks, ties: 'expected', metrics: ['exec', 'precision', 'ndcg'] };
        const pairs = [...pairsNeedingVerdicts(run, judgements, { evaluations: [standard, tieAware], diagnostics: [{}] }), ...topResultPairs(run), ...qualityPairs(judgements)];
        let executeTick: ((done: number) => void) | undefined;
        const executed = await book.ensure(pairs, {
          onProgress: (done, total) => {
            executeTick ??= progress.stage(`${systemId}: execute hits`, total);
            executeTick(done);
          },
          abortSignal: signal,
        });
        progress.done();
        throwIfAborted(signal, () => 'run interrupted');
        const passes = (queryId: string, corpusId: string): boolean | undefined => book.get(queryId, corpusId)?.passesAllTests;
        const bugTypeOf = (corpusId: string): string | undefined => corpusById.get(corpusId)?.bug_type;
        const evaluation = evaluateRun(run, judgements, { ...standard, passes, unexecuted: 'error' });
        const expected = evaluateRun(run, judgements, { ...tieAware, passes, unexecuted: 'error' });
        const diagnostics = diagnoseRun(run, judgements, { passes, bugTypeOf, unexecuted: 'error' });
        const results = buildResultsFile({ systemId, bundle, run, evaluation, expected, diagnostics, ks, verdictOf: (queryId, corpusId) => book.get(queryId, corpusId) });
        addQualityMetrics(results, await qualityMetrics(run, judgements, ks, (queryId, corpusId) => testShareOf(book.get(queryId, corpusId)?.testResults), seed, signal));
        // The results file is written last: it is what makes a rerun reuse this system, so
        // everything it relies on (the verdicts, the run) is on disk before it.
        await writeExecutionCache();
        const runWritten = await writeTrecRun(runFile, run, { tag: safe, depth: axes.runDepth, gzip: axes.runGzip });
        // The vectors the system ranked with, as the scorer read them (cosine normalises them again, identically).
        const matrices = isEmbeddingMatrixSource(retriever) ? retriever.embeddingMatrices() : undefined;
        if (matrices !== undefined) {
          embeddingEntries.set(systemId, await saveSystemEmbeddings(out, safe, fingerprint, matrices));
          await writeEmbeddingSummary(out, embeddingEntries);
        }
        results.execret = {
          fingerprint,
          bundle_sha256: bundleHash,
          system: retriever.describe(),
          ...(Object.keys(inputs).length === 0 ? {} : { inputs }),
          tie_rule: TIE_RULE,
          axes: runAxesRecord(axes),
          ranking_depth: depth,
          run_sha256: runWritten.sha256,
          ...(querySetSha256 === undefined ? {} : { query_ids_sha256: querySetSha256 }),
          ...(queryTextsHash === undefined ? {} : { query_texts_sha256: queryTextsHash }),
          ...(missingQueries.length === 0 ? {} : { missing_queries: missingQueries }),
          ...(stages === undefined ? {} : { stages }),
        };
        await writeFileAtomic(resultsFile, serializeResultsFile(results));
        state.results.set(resultsName, { file: shownAs.results, model: systemId, bundleSha256: bundleHash, system: results.execret.system, ...(querySetSha256 === undefined ? {} : { queryIdsSha256: querySetSha256 }), ...(queryTextsHash === undefined ? {} : { queryTextsSha256: queryTextsHash }) });
        outcomes.push({ system: systemId, resultsFile, runFile, status: 'computed', metrics: results.metrics, executedPairs: executed, ...(missingQueries.length === 0 ? {} : { missingQueries }) });
      } catch (error) {
        if (signal?.aborted || toExecretError(error).code === ExecretErrorCode.ABORTED) throw error;
        // One system failing (a revoked key, a provider down) does not stop the others; its
        // results, when an earlier run left any, no longer stand for it.
        const message = firstLine(toExecretError(error).message);
        progress.done();
        progress.note(`${systemId}: failed: ${message}`);
        await rm(resultsFile, { force: true });
        await rm(runFile, { force: true });
        await rm(join(out, OUTPUT_FILES.runs, runFileName(safe, !axes.runGzip)), { force: true });
        state.results.delete(resultsName);
        await removeSystemEmbeddings(out, safe);
        if (embeddingEntries.delete(systemId)) await writeEmbeddingSummary(out, embeddingEntries);
        outcomes.push({ system: systemId, resultsFile, runFile, status: 'failed', metrics: {}, executedPairs: 0, error: message });
      } finally {
        budget.end();
        await retriever?.dispose?.();
        if (!signal?.aborted) await writeConfig();
      }
    }
    await writeExecutionCache();
    await writeConfig();
    throwIfAborted(signal, () => 'run interrupted');
    await writeReleaseFiles(out, { systems: configSystems(state.results), embeddings: embeddingEntries, comparisons: options.compare, seed, note: (message) => progress.note(message) });
    return outcomes;
  } finally {
    for (const repoBook of repoBooks) await repoBook.dispose();
    await lock.release();
  }
}

/** Display names by the ids a run records (see `publishedSystemIds`), from names given by the ids as typed. */
function recordedNames(names: Readonly<Record<string, string>>, given: ReadonlyMap<string, string>): Record<string, string> {
  const recorded = new Map([...given].map(([recordedId, givenId]) => [givenId, recordedId]));
  return Object.fromEntries(Object.entries(names).map(([id, display]) => [recorded.get(id) ?? id, display]));
}

/** Options shared by `execret run` and `execret score`. */
export interface RunCommandOptions extends RunAxesCliOptions {
  /** `--name <id>=<display>` of run (repeatable). */
  displayNames?: string[];
  bundle: string;
  out: string;
  k: number[];
  models?: string;
  allowRemoteModels?: boolean;
  force?: boolean;
  json?: boolean;
  /** Folder of the execution and embedding caches (default `<out>/cache`); may be shared by several output folders. */
  cache?: string;
  /** `--domains a,b`: only the queries of these domains. */
  domains?: string;
  /** `--queries` of run (`--query-subset` of score): a sample size or a file of query ids. */
  querySubset?: string;
  /** `--compare "A vs B"` of run (repeatable): the pairs of `tests/paired_difference_intervals.json` (default: every pair). */
  compare?: string[];
  /** `--with-examples` of run: append each query's examples to its text. */
  withExamples?: boolean;
  /** `--redis <url>`: executions (and transformers: embeddings) on `execret worker` processes; default `$EXECRET_REDIS_URL`. */
  redis?: string;
  /** `--system-timeout <duration>`: one system's time budget (`90s`, `30m`, `6h`; a bare number is seconds). */
  systemTimeout?: string;
  /** `--report` of run: write the report into the folder after the run (as `execret report <out>`). */
  report?: boolean;
}

/** `--queries <n|file>`: digits are a sample size, anything else a file path. */
export function querySubsetOption(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function domainList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const domains = value.split(',').map((domain) => domain.trim()).filter((domain) => domain !== '');
  if (domains.length === 0) throw new InvalidArgumentError(`--domains needs at least one domain, got ${JSON.stringify(value)}`);
  return domains;
}

/** Adds the options shared by `run` and `score` to a command. */
export function addRunOptions(command: Command): Command {
  return addRunAxesOptions(command)
    .option('--bundle <bundle>', 'builtin, builtin:typescript, builtin:javascript, or a bundle folder', 'builtin')
    .option('--out <dir>', 'output folder (one folder holds the results of one bundle)', 'execret-out')
    .addOption(new Option('--k <list>', 'cutoffs').argParser(cutoffList).default([1, 3, 5, 10], '1,3,5,10'))
    .option('--models <dir>', 'folder of local ONNX models for transformers: systems')
    .option('--allow-remote-models', 'let transformers: systems download models')
    .option('--cache <dir>', 'folder of the execution and embedding caches, shareable across output folders (default <out>/cache)')
    .option('--domains <list>', 'only the queries whose metadata.domain is listed (comma-separated); the pool stays whole')
    .option('--force', 'start the output folder afresh: remove what run and report wrote (cache/ stays)')
    .option('--redis <url>', 'run the executions and transformers: embeddings on execret worker processes through this Redis (BullMQ); default $EXECRET_REDIS_URL, else this machine')
    .option('--system-timeout <duration>', "one system's time budget for start-up, indexing and search (90s, 30m, 6h; a bare number is seconds); past it the system fails and the others run", '6h')
    .option('--json', 'print machine-readable output');
}

function summarizeOutcomes(outcomes: readonly SystemOutcome[], ks: readonly number[]): string {
  const header = ['system', ...ks.map((k) => `exec@${k}`), `ndcg@${ks[0]}`, 'rank-1 ties', 'status'];
  const cell = (outcome: SystemOutcome, text: () => string): string => (outcome.status === 'failed' ? '-' : text());
  const rows = outcomes.map((outcome) => [
    outcome.system,
    ...ks.map((k) => cell(outcome, () => (outcome.metrics[`exec@${k}`] ?? 0).toFixed(3))),
    cell(outcome, () => (outcome.metrics[`ndcg@${ks[0]}`] ?? 0).toFixed(3)),
    cell(outcome, () => `${((outcome.metrics['rank1_tied_share'] ?? 0) * 100).toFixed(1)}%`),
    outcome.status,
  ]);
  const widths = header.map((text, column) => Math.max(text.length, ...rows.map((row) => (row[column] as string).length)));
  const table = [header, ...rows].map((row) => row.map((text, column) => text.padEnd(widths[column] as number)).join('  ').trimEnd()).join('\n');
  const failed = outcomes.filter((outcome) => outcome.status === 'failed');
  return failed.length === 0 ? table : `${table}\n\nfailed:\n${failed.map((outcome) => `  ${outcome.system}: ${outcome.error ?? 'unknown error'}`).join('\n')}`;
}

/**
 * Runs `systems` on the bundle with the oracle and progress of a command, prints the summary table,
 * and returns the exit code: 0, or 1 when a system failed (the others finished).
 */
export async function runAndPrint(io: CommandIo, options: RunCommandOptions, systems: string[], systemSource?: Partial<SystemSource>): Promise<number> {
  const out = resolve(options.out);
  const progress = createProgress(io, { quiet: options.json });
  const { signal, release } = interruptible();
  // A shared cache only saves work: no output file records where it is.
  const cacheDirectory = options.cache === undefined ? join(out, 'cache') : resolve(options.cache);
  const oracle = openExecutionOracle(cacheDirectory, { redis: options.redis, onWarning: (message) => progress.note(`warning: ${message}`) });
  try {
    // Absolute module:/npz: paths are recorded relative to the working folder, or by file name and hash.
    const published = await publishedSystemIds(systems);
    const baseSource = systemSource ?? (oracle.client !== undefined ? clusterSystemSource(oracle.client) : undefined);
    const source = published.given.size === 0 ? baseSource : givenIdSource({ ...ENTRY_SYSTEM_SOURCE, ...baseSource }, published.given);
    const outcomes = await runBenchmark({
      bundle: options.bundle,
      systems: published.systems,
      ...(options.displayNames === undefined ? {} : { displayNames: recordedNames(parseDisplayNames(options.displayNames, systems), published.given) }),
      out,
      ks: options.k,
      oracle: oracle.oracle,
      context: { cacheDirectory, modelsDirectory: options.models, allowRemoteModels: options.allowRemoteModels },
      ...(source === undefined ? {} : { systemSource: source }),
      force: options.force,
      ...(options.domains === undefined ? {} : { domains: domainList(options.domains) }),
      ...(options.querySubset === undefined ? {} : { queries: querySubsetOption(options.querySubset) }),
      ...(options.compare === undefined ? {} : { compare: recordedComparisons(options.compare.map(parseComparison), published.given) }),
      ...(options.withExamples ? { withExamples: true } : {}),
      axes: runAxesFromOptions(options),
      ...(options.systemTimeout === undefined ? {} : { systemTimeoutMs: parseDuration(options.systemTimeout) }),
      progress,
      abortSignal: signal,
    });
    if (options.json) io.stdout(`${JSON.stringify(outcomes, null, 2)}\n`);
    else io.stdout(`${summarizeOutcomes(outcomes, options.k)}\n\nresults in ${join(out, 'results')}${options.report === true ? '' : `; next: execret report ${options.out}`}\n`);
    if (options.report === true && outcomes.some((outcome) => outcome.status !== 'failed')) await reportAfterRun(out, io, options.json === true);
    return outcomes.some((outcome) => outcome.status === 'failed') ? EXIT_CODES.CHECK_FAILED : EXIT_CODES.OK;
  } finally {
    release();
    await oracle.dispose();
  }
}

/** Adds `execret run` to the program. */
export function registerRunCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  addRunOptions(program.command('run').description('rank every query with each system and judge results by execution'))
    .option('--system <id>', 'system id (repeatable; default bm25); see execret systems', collect)
    .option('--queries <n|file>', 'a seeded sample of n queries, or a file of query ids (one per line)')
    .option('--compare <pair>', 'a named comparison "A vs B" (system ids) for tests/paired_difference_intervals.json; repeatable (default: every pair of systems)', collect)
    .option('--with-examples', "append each query's examples (metadata.examples) to the text every system receives")
    .option('--report', 'write the report (execret report <out>) into the output folder after the run')
    .option('--name <id=display>', "the name the report shows for a system, e.g. --name 'bm25:lucene=BM25 (Lucene)' (repeatable; kept in config.json)", collect)
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (options: RunCommandOptions & { system?: string[]; queries?: string; name?: string[] }) => {
      setExitCode(await runAndPrint(io, { ...options, ...(options.queries === undefined ? {} : { querySubset: options.queries }), ...(options.name === undefined ? {} : { displayNames: options.name }) }, options.system ?? ['bm25']));
    });
}
