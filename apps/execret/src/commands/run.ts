import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InvalidArgumentError, readBundle, sha256Hex, writeFileAtomic, writeJsonl, type Bundle, type Retriever, type Run } from '@execret/core';
import { builtinBundleDirectory } from '@execret/datasets';
import { DEFAULT_KS, diagnoseRun, evaluateRun, judgementsFromQueries, writeTrecRun, type RunDiagnostics } from '@execret/metrics';
import type { Progress } from '../progress.js';
import { createRetriever, fileSafeSystemId, type SystemContext } from '../systems.js';
import { VerdictBook, type ExecuteJobs } from '../verdicts.js';
import { toolVersions } from '../versions.js';

/** Options of {@link runBenchmark}. */
export interface RunOptions {
  /** `builtin` (Python), `builtin:typescript`, or a bundle folder. */
  bundle: string;
  /** System ids to run. */
  systems: readonly string[];
  /** Output folder. */
  out: string;
  /** Cutoffs (default 1, 3, 5, 10). */
  ks?: readonly number[];
  /** Seed recorded in config.json (default 20260510). */
  seed?: number;
  /** Runs cross-query (code, tests) pairs the bundle's cache lacks. */
  execute: ExecuteJobs;
  /** Creates retrievers (default: {@link createRetriever}). */
  createRetriever?: (systemId: string, context: SystemContext) => Promise<Retriever>;
  /** Caches, model folders, environment. */
  context?: Partial<SystemContext>;
  /** Rerun systems whose results exist. */
  force?: boolean;
  progress: Progress;
  abortSignal?: AbortSignal;
}

/** What one system produced. */
export interface SystemOutcome {
  system: string;
  resultsFile: string;
  runFile: string;
  /** `computed` now or `reused` from an earlier, identical run. */
  status: 'computed' | 'reused';
  metrics: Record<string, number>;
  executedPairs: number;
}

/** Per-system results file (the study's schema plus execret's extensions). */
export interface ResultsFile {
  model: string;
  n_queries: number;
  n_corpus: number;
  ks: number[];
  metrics: Record<string, number>;
  diagnostics: RunDiagnostics;
  per_query: Array<{
    query_id: string;
    query: string;
    correct_corpus_ids: string[];
    metrics: Record<string, number>;
    top_results: Array<{
      rank: number;
      corpus_id: string;
      label: string;
      bug_type: string;
      similarity: number;
      passes_all_tests: boolean;
      test_results: string[];
    }>;
  }>;
  execret: { fingerprint: string; system: Record<string, unknown>; tie_rule: string; ranking_depth: number };
}

/** Resolves `builtin`, `builtin:<language>` or a path to a bundle folder. */
export function resolveBundlePath(bundle: string): string {
  if (bundle === 'builtin' || bundle === 'builtin:python') return builtinBundleDirectory('python');
  if (bundle === 'builtin:typescript') return builtinBundleDirectory('typescript');
  return resolve(bundle);
}

const TOP_RESULTS = 10;
const FULL_RANKING_LIMIT = 50_000;

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

// The pairs metrics will read: the top max(k) results, plus any result tied with the last of them.
function pairsToJudge(run: Run, depth: number): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [queryId, ranking] of run) {
    const cutoff = Math.min(depth, ranking.length);
    const boundary = cutoff > 0 ? (ranking[cutoff - 1]?.score as number) : undefined;
    ranking.forEach((item, index) => {
      if (index < cutoff || (boundary !== undefined && item.score === boundary)) pairs.push([queryId, item.corpusId]);
    });
  }
  return pairs;
}

async function fileExists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * `execret run`: ranks every query of a bundle with each system, judges the results by execution
 * (cross-query hits run against the query's tests through the oracle), and writes per system
 * `results/<system>.json` (study schema + tie diagnostics), `runs/<system>.trec`, plus `config.json`
 * and `execution_cache.jsonl` (the pairs executed here). A system whose results exist with the same
 * fingerprint (system, bundle, cutoffs, versions) is reused, so an interrupted run resumes.
 */
export async function runBenchmark(options: RunOptions): Promise<SystemOutcome[]> {
  const bundlePath = resolveBundlePath(options.bundle);
  const { bundle } = await readBundle(bundlePath);
  const ks = [...(options.ks ?? DEFAULT_KS)].sort((left, right) => left - right);
  if (ks.length === 0 || ks.some((k) => !Number.isSafeInteger(k) || k < 1)) throw new InvalidArgumentError(`--k values must be positive integers, got ${ks.join(', ')}`);
  const seed = options.seed ?? 20260510;
  const out = resolve(options.out);
  const context: SystemContext = { cacheDirectory: join(out, 'cache'), ...options.context };
  const versions = toolVersions();
  const bundleFingerprint = sha256Hex(JSON.stringify(bundle.manifest?.files ?? { queries: bundle.queries.length, corpus: bundle.corpus.length }));
  const book = new VerdictBook(bundle);
  const judgements = judgementsFromQueries(bundle.queries);
  const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const outcomes: SystemOutcome[] = [];
  const configSystems: Record<string, unknown> = {};

  for (const systemId of options.systems) {
    options.abortSignal?.throwIfAborted();
    const safe = fileSafeSystemId(systemId);
    const resultsFile = join(out, 'results', `${safe}.json`);
    const runFile = join(out, 'runs', `${safe}.trec`);
    const fingerprint = sha256Hex(JSON.stringify({ systemId, bundleFingerprint, ks, versions }));
    if (!options.force && (await fileExists(resultsFile)) && (await fileExists(runFile))) {
      const previous = JSON.parse(await readFile(resultsFile, 'utf8')) as ResultsFile;
      if (previous.execret?.fingerprint === fingerprint) {
        options.progress.note(`${systemId}: results exist (same system, bundle and versions), reused`);
        for (const query of previous.per_query) {
          for (const result of query.top_results) book.remember(query.query_id, result.corpus_id, { testResults: result.test_results, passesAllTests: result.passes_all_tests });
        }
        configSystems[systemId] = previous.execret.system;
        outcomes.push({ system: systemId, resultsFile, runFile, status: 'reused', metrics: previous.metrics, executedPairs: 0 });
        continue;
      }
    }
    const retriever = await (options.createRetriever ?? createRetriever)(systemId, context);
    try {
      options.abortSignal?.throwIfAborted();
      const documents = bundle.corpus.map((row) => ({ id: row.corpus_id, text: row.code }));
      const indexTick = options.progress.stage(`${systemId}: index`, documents.length);
      await retriever.index(documents, { abortSignal: options.abortSignal, onProgress: (done) => indexTick(done) });
      options.progress.done();
      options.abortSignal?.throwIfAborted();
      const depth = bundle.corpus.length <= FULL_RANKING_LIMIT ? bundle.corpus.length : 1000;
      const searchTick = options.progress.stage(`${systemId}: search`, bundle.queries.length);
      const run = await retriever.search(
        bundle.queries.map((query) => ({ id: query.query_id, text: query.query })),
        { topK: depth, abortSignal: options.abortSignal, onProgress: (done) => searchTick(done) },
      );
      options.progress.done();
      options.abortSignal?.throwIfAborted();
      const maxK = Math.max(TOP_RESULTS, ...ks);
      const executeTick = (done: number, total: number): void => {
        if (done === 0) tick = options.progress.stage(`${systemId}: execute hits`, total);
        tick(done);
      };
      let tick: (done: number) => void = () => undefined;
      const executed = await book.ensure(pairsToJudge(run, maxK), options.execute, executeTick);
      options.progress.done();
      const passes = (queryId: string, corpusId: string): boolean | undefined => book.get(queryId, corpusId)?.passesAllTests;
      const bugTypeOf = (corpusId: string): string | undefined => corpusById.get(corpusId)?.bug_type;
      const evaluation = evaluateRun(run, judgements, { ks, passes, unexecuted: 'error' });
      const expected = evaluateRun(run, judgements, { ks, passes, ties: 'expected', metrics: ['exec', 'precision', 'ndcg'], unexecuted: 'error' });
      const diagnostics = diagnoseRun(run, judgements, { passes, bugTypeOf, unexecuted: 'error' });
      const results = buildResults(systemId, bundle, run, evaluation.means, evaluation.perQuery, evaluation.queryIds, expected.means, diagnostics, ks, book);
      results.execret = { fingerprint, system: retriever.describe(), tie_rule: 'corpus_id ascending', ranking_depth: depth };
      configSystems[systemId] = results.execret.system;
      await writeTrecRun(runFile, run, { tag: safe });
      await writeFileAtomic(resultsFile, `${JSON.stringify(results, null, 1)}\n`);
      outcomes.push({ system: systemId, resultsFile, runFile, status: 'computed', metrics: results.metrics, executedPairs: executed });
    } finally {
      await retriever.dispose?.();
    }
  }
  await writeJsonl(join(out, 'execution_cache.jsonl'), book.newRows());
  const config = {
    bundle: bundlePath,
    bundle_manifest_sha256: bundleFingerprint,
    systems: configSystems,
    ks,
    seed,
    versions,
  };
  await writeFileAtomic(join(out, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return outcomes;
}

function buildResults(
  systemId: string,
  bundle: Bundle,
  run: Run,
  means: Readonly<Record<string, number>>,
  perQuery: Readonly<Record<string, Float64Array>>,
  queryIds: readonly string[],
  expectedMeans: Readonly<Record<string, number>>,
  diagnostics: RunDiagnostics,
  ks: readonly number[],
  book: VerdictBook,
): ResultsFile {
  const metrics: Record<string, number> = {};
  for (const [key, value] of Object.entries(means)) metrics[key] = round(value);
  for (const [key, value] of Object.entries(expectedMeans)) metrics[`expected_${key}`] = round(value);
  metrics['rank1_tied_share'] = round(diagnostics.ties.rank1Tied.share);
  metrics['rank1_tied_with_paired_distractor_share'] = round(diagnostics.ties.rank1TiedWithPairedDistractor.share);
  const position = new Map(queryIds.map((id, index) => [id, index]));
  const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  return {
    model: systemId,
    n_queries: bundle.queries.length,
    n_corpus: bundle.corpus.length,
    ks: [...ks],
    metrics,
    diagnostics,
    per_query: bundle.queries.map((query) => {
      const index = position.get(query.query_id);
      const queryMetrics: Record<string, number> = {};
      if (index !== undefined) for (const [key, values] of Object.entries(perQuery)) queryMetrics[key] = round(values[index] as number);
      return {
        query_id: query.query_id,
        query: query.query,
        correct_corpus_ids: query.correct_corpus_ids,
        metrics: queryMetrics,
        top_results: (run.get(query.query_id) ?? []).slice(0, TOP_RESULTS).map((item, rank) => {
          const row = corpusById.get(item.corpusId);
          const verdict = book.get(query.query_id, item.corpusId);
          return {
            rank: rank + 1,
            corpus_id: item.corpusId,
            label: row?.label ?? '',
            bug_type: row?.bug_type ?? '',
            similarity: round(item.score),
            passes_all_tests: verdict?.passesAllTests ?? false,
            test_results: verdict?.testResults ?? [],
          };
        }),
      };
    }),
    execret: { fingerprint: '', system: {}, tie_rule: 'corpus_id ascending', ranking_depth: 0 },
  };
}
