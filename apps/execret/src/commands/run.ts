import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_SEED, InvalidArgumentError, readBundle, throwIfAborted, type SystemContext, sha256Hex, writeFileAtomic, writeJsonl, type Retriever, type Run, type TestOutcome } from '@execret/core';
import { builtinBundleDirectory } from '@execret/datasets';
import { DEFAULT_KS, diagnoseRun, evaluateRun, judgementsFromQueries, pairsNeedingVerdicts, writeTrecRun, type EvaluateRunOptions } from '@execret/metrics';
import { openLocalOracle, VerdictBook, type Oracle } from '@execret/oracle';
import { buildResultsFile, RESULTS_FILE_TOP_RESULTS, type ResultsFile } from '@execret/report';
import { Option, type Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import { interruptible } from '../interruptible.js';
import type { CommandIo } from '../io.js';
import { collect, cutoffList } from '../option-parsers.js';
import { createProgress, type Progress } from '../progress.js';
import { createRetriever, fileSafeSystemId } from '../systems.js';
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
  /** Runs cross-query (code, tests) pairs the bundle's cache lacks (through its own cache). */
  oracle: Oracle;
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

export type { ResultsFile } from '@execret/report';

/** Resolves `builtin`, `builtin:<language>` or a path to a bundle folder. */
export function resolveBundlePath(bundle: string): string {
  if (bundle === 'builtin' || bundle === 'builtin:python') return builtinBundleDirectory('python');
  if (bundle === 'builtin:typescript') return builtinBundleDirectory('typescript');
  return resolve(bundle);
}

const FULL_RANKING_LIMIT = 50_000;

// The pairs the results file shows with their verdicts: the top results of every query.
function topResultPairs(run: Run): Array<[string, string]> {
  return [...run].flatMap(([queryId, ranking]) => ranking.slice(0, RESULTS_FILE_TOP_RESULTS).map((item): [string, string] => [queryId, item.corpusId]));
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
  const seed = options.seed ?? DEFAULT_SEED;
  const out = resolve(options.out);
  const context: SystemContext = { cacheDirectory: join(out, 'cache'), ...options.context };
  const versions = toolVersions();
  const bundleFingerprint = sha256Hex(JSON.stringify(bundle.manifest?.files ?? { queries: bundle.queries.length, corpus: bundle.corpus.length }));
  const book = new VerdictBook(bundle, options.oracle);
  const judgements = judgementsFromQueries(bundle.queries);
  const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const outcomes: SystemOutcome[] = [];
  const configSystems: Record<string, unknown> = {};

  for (const systemId of options.systems) {
    throwIfAborted(options.abortSignal, () => 'run interrupted');
    const safe = fileSafeSystemId(systemId);
    const resultsFile = join(out, 'results', `${safe}.json`);
    const runFile = join(out, 'runs', `${safe}.trec`);
    const fingerprint = sha256Hex(JSON.stringify({ systemId, bundleFingerprint, ks, versions }));
    if (!options.force && (await fileExists(resultsFile)) && (await fileExists(runFile))) {
      const previous = JSON.parse(await readFile(resultsFile, 'utf8')) as ResultsFile;
      if (previous.execret?.fingerprint === fingerprint) {
        options.progress.note(`${systemId}: results exist (same system, bundle and versions), reused`);
        for (const query of previous.per_query) {
          for (const result of query.top_results) book.remember(query.query_id, result.corpus_id, { testResults: result.test_results as TestOutcome[], passesAllTests: result.passes_all_tests });
        }
        configSystems[systemId] = previous.execret.system;
        outcomes.push({ system: systemId, resultsFile, runFile, status: 'reused', metrics: previous.metrics, executedPairs: 0 });
        continue;
      }
    }
    const retriever = await (options.createRetriever ?? createRetriever)(systemId, context);
    try {
      throwIfAborted(options.abortSignal, () => 'run interrupted');
      const documents = bundle.corpus.map((row) => ({ id: row.corpus_id, text: row.code }));
      const indexTick = options.progress.stage(`${systemId}: index`, documents.length);
      await retriever.index(documents, { abortSignal: options.abortSignal, onProgress: (done) => indexTick(done) });
      options.progress.done();
      throwIfAborted(options.abortSignal, () => 'run interrupted');
      const depth = bundle.corpus.length <= FULL_RANKING_LIMIT ? bundle.corpus.length : 1000;
      const searchTick = options.progress.stage(`${systemId}: search`, bundle.queries.length);
      const run = await retriever.search(
        bundle.queries.map((query) => ({ id: query.query_id, text: query.query })),
        { topK: depth, abortSignal: options.abortSignal, onProgress: (done) => searchTick(done) },
      );
      options.progress.done();
      throwIfAborted(options.abortSignal, () => 'run interrupted');
      // The metrics below read exactly the verdicts these options make them read (pairsNeedingVerdicts
      // runs the same calls), so what is executed and what is read agree by construction.
      const standard: Omit<EvaluateRunOptions, 'passes' | 'unexecuted'> = { ks };
      const tieAware: Omit<EvaluateRunOptions, 'passes' | 'unexecuted'> = { ks, ties: 'expected', metrics: ['exec', 'precision', 'ndcg'] };
      const pairs = [...pairsNeedingVerdicts(run, judgements, { evaluations: [standard, tieAware], diagnostics: [{}] }), ...topResultPairs(run)];
      let tick: (done: number) => void = () => undefined;
      const executeTick = (done: number, total: number): void => {
        if (done === 0) tick = options.progress.stage(`${systemId}: execute hits`, total);
        tick(done);
      };
      const executed = await book.ensure(pairs, { onProgress: executeTick, abortSignal: options.abortSignal });
      options.progress.done();
      const passes = (queryId: string, corpusId: string): boolean | undefined => book.get(queryId, corpusId)?.passesAllTests;
      const bugTypeOf = (corpusId: string): string | undefined => corpusById.get(corpusId)?.bug_type;
      const evaluation = evaluateRun(run, judgements, { ...standard, passes, unexecuted: 'error' });
      const expected = evaluateRun(run, judgements, { ...tieAware, passes, unexecuted: 'error' });
      const diagnostics = diagnoseRun(run, judgements, { passes, bugTypeOf, unexecuted: 'error' });
      const results = buildResultsFile({ systemId, bundle, run, evaluation, expected, diagnostics, ks, verdictOf: (queryId, corpusId) => book.get(queryId, corpusId) });
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

/** Options shared by `execret run` and `execret score`. */
export interface RunCommandOptions {
  bundle: string;
  out: string;
  k: number[];
  models?: string;
  allowRemoteModels?: boolean;
  force?: boolean;
  json?: boolean;
}

/** Adds the options shared by `run` and `score` to a command. */
export function addRunOptions(command: Command): Command {
  return command
    .option('--bundle <bundle>', 'builtin, builtin:typescript, or a bundle folder', 'builtin')
    .option('--out <dir>', 'output folder', 'execret-out')
    .addOption(new Option('--k <list>', 'cutoffs').argParser(cutoffList).default([1, 3, 5, 10], '1,3,5,10'))
    .option('--models <dir>', 'folder of local ONNX models for transformers: systems')
    .option('--allow-remote-models', 'let transformers: systems download models')
    .option('--force', 'recompute systems whose results exist')
    .option('--json', 'print machine-readable output');
}

function summarizeOutcomes(outcomes: readonly SystemOutcome[], ks: readonly number[]): string {
  const header = ['system', ...ks.map((k) => `exec@${k}`), `ndcg@${ks[0]}`, 'rank-1 ties', 'status'];
  const rows = outcomes.map((outcome) => [
    outcome.system,
    ...ks.map((k) => (outcome.metrics[`exec@${k}`] ?? 0).toFixed(3)),
    (outcome.metrics[`ndcg@${ks[0]}`] ?? 0).toFixed(3),
    `${((outcome.metrics['rank1_tied_share'] ?? 0) * 100).toFixed(1)}%`,
    outcome.status,
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] as string).length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ')).join('\n');
}

/** Runs `systems` on the bundle with the oracle and progress of a command, then prints the summary table. */
export async function runAndPrint(io: CommandIo, options: RunCommandOptions, systems: string[], createSystem?: RunOptions['createRetriever']): Promise<void> {
  const out = resolve(options.out);
  const progress = createProgress(io, { quiet: options.json });
  const oracle = openLocalOracle(join(out, 'cache'), { onWarning: (message) => progress.note(`warning: ${message}`) });
  const { signal, release } = interruptible();
  try {
    const outcomes = await runBenchmark({
      bundle: options.bundle,
      systems,
      out,
      ks: options.k,
      oracle: oracle.oracle,
      context: { modelsDirectory: options.models, allowRemoteModels: options.allowRemoteModels },
      ...(createSystem === undefined ? {} : { createRetriever: createSystem }),
      force: options.force,
      progress,
      abortSignal: signal,
    });
    if (options.json) io.stdout(`${JSON.stringify(outcomes, null, 2)}\n`);
    else io.stdout(`${summarizeOutcomes(outcomes, options.k)}\n\nresults in ${join(out, 'results')}; next: execret report ${options.out}\n`);
  } finally {
    release();
    await oracle.dispose();
  }
}

/** Adds `execret run` to the program. */
export function registerRunCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  addRunOptions(program.command('run').description('rank every query with each system and judge results by execution'))
    .option('--system <id>', 'system id (repeatable; default bm25); see execret systems', collect)
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (options: RunCommandOptions & { system?: string[] }) => {
      await runAndPrint(io, options, options.system ?? ['bm25']);
      setExitCode(EXIT_CODES.OK);
    });
}
