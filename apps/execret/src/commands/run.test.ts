import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AbortedError, bundleSha256, ExecretError, ExecretErrorCode } from '@execret/core';
import { openLocalOracle, type LocalOracle, type Oracle } from '@execret/oracle';
import { exitCodeFor } from '../main.js';
import { createProgress } from '../progress.js';
import { createRetriever } from '../systems.js';
import { runReport } from './report.js';
import { runBenchmark, type ResultsFile, type RunOptions } from './run.js';

const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

// Precomputed vectors chosen by hand. The corpus vectors are one-hot (c_000i = e_i), so a query's
// cosine with c_000i is its i-th weight divided by the query's norm: the ranking follows the weights.
// q_0001 (canonical c_0010, distractor c_0007): c_0007 0.9 > c_0010 0.8 → rank 1 is its own distractor.
// q_0002 (canonical c_0003): c_0003 first.
// q_0003 (canonical c_0005, distractors c_0004 c_0008 c_0009): c_0010 (another query's canonical)
// 1.0 > c_0008 0.9 > c_0005 0.8 → rank 1 is another query's snippet, run against q_0003's tests.
async function writeMatrices(directory: string, q1: Record<string, number> = { c_0007: 0.9, c_0010: 0.8 }, name = 'hand.npz'): Promise<string> {
  const path = join(directory, name);
  execFileSync('python3', [
    '-c',
    `
import numpy as np
ids = ['c_%04d' % i for i in range(1, 11)]
small = lambda i: 0.01 * i
def query(weights):
    row = [small(i) for i in range(1, 11)]
    for corpus_id, weight in weights.items():
        row[ids.index(corpus_id)] = weight
    return row
queries = np.array([query(${JSON.stringify(q1)}), query({'c_0003': 1.0}), query({'c_0010': 1.0, 'c_0008': 0.9, 'c_0005': 0.8})], dtype='float32')
np.savez(${JSON.stringify(path)}, query_embeddings=queries, query_ids=np.array(['q_0001', 'q_0002', 'q_0003']),
         corpus_embeddings=np.eye(10, dtype='float32'), corpus_ids=np.array(ids))
`,
  ]);
  return path;
}

let work: string;
let matrices: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-run-'));
  matrices = await writeMatrices(work);
});

async function runInto(out: string, systems: string[], oracle: LocalOracle, abortBefore?: string) {
  const controller = new AbortController();
  return runBenchmark({
    bundle,
    systems,
    out,
    oracle: oracle.oracle,
    progress: quiet,
    abortSignal: controller.signal,
    createRetriever: async (systemId, context) => {
      // Simulates Ctrl-C / a kill just as this system is about to start.
      if (systemId === abortBefore) controller.abort(new Error('interrupted'));
      return createRetriever(systemId, context);
    },
  });
}

describe('execret run on a small bundle', () => {
  let out: string;
  let oracle: LocalOracle;
  let npz: ResultsFile;
  let bm25: ResultsFile;
  beforeAll(async () => {
    out = join(work, 'full');
    oracle = openLocalOracle(join(out, 'cache'));
    await runInto(out, ['bm25', `npz:${matrices}`], oracle);
    const files = await readdir(join(out, 'results'));
    const npzFile = files.find((name) => name.startsWith('npz')) as string;
    npz = JSON.parse(await readFile(join(out, 'results', npzFile), 'utf8')) as ResultsFile;
    bm25 = JSON.parse(await readFile(join(out, 'results', 'bm25.json'), 'utf8')) as ResultsFile;
  }, 120_000);
  afterAll(async () => {
    await oracle.dispose();
  });

  it('gives the hand-computed metrics for the precomputed system', () => {
    expect(npz.n_queries).toBe(3);
    expect(npz.n_corpus).toBe(10);
    expect(npz.metrics['exec@1']).toBeCloseTo(1 / 3, 6);
    expect(npz.metrics['exec@3']).toBe(1);
    expect(npz.metrics['ndcg@1']).toBeCloseTo(1 / 3, 6);
    // ndcg@3: q1 canonical at rank 2 → 1/log2(3); q2 at rank 1 → 1; q3 at rank 3 → 1/log2(4).
    expect(npz.metrics['ndcg@3']).toBeCloseTo((1 / Math.log2(3) + 1 + 0.5) / 3, 6);
    expect(npz.metrics['precision@3']).toBeCloseTo(1 / 3, 6);
    expect(npz.metrics['exec_ndcg_gap@3']).toBeCloseTo(1 - (1 / Math.log2(3) + 1.5) / 3, 6);
  });

  it('judges a cross-query hit by running it against the query tests', () => {
    const q3 = npz.per_query.find((query) => query.query_id === 'q_0003');
    const top = q3?.top_results[0];
    expect(top?.corpus_id).toBe('c_0010');
    expect(top?.label).toBe('correct');
    expect(top?.passes_all_tests).toBe(false);
    expect(top?.test_results).toHaveLength(9);
    expect(top?.test_results.every((outcome) => outcome.startsWith('ERROR: NameError'))).toBe(true);
  });

  it('reports the diagnostics by hand: rank-1 misses, deception per bug type, density ablation', () => {
    const diagnostics = npz.diagnostics;
    expect(diagnostics.rank1Misses.misses).toBe(2);
    expect(diagnostics.rank1Misses.ownPairedDistractor.count).toBe(1); // q1: c_0007
    expect(diagnostics.rank1Misses.otherQuery.count).toBe(1); // q3: c_0010
    expect(diagnostics.deception.overall).toMatchObject({ pairs: 7, above: 2, tied: 0, below: 5 });
    expect(diagnostics.deception.byBugType['swap_arguments']).toMatchObject({ pairs: 1, above: 1 });
    expect(diagnostics.deception.byBugType['remove_edge_case_check']).toMatchObject({ pairs: 1, above: 1 });
    expect(diagnostics.canonicalVersusDistractors.below.count).toBe(2);
    // With no paired distractor left, q1 and q2 find their canonical first; q3 still meets
    // another query's snippet (c_0010) first, so expected exec@1 is 2/3.
    expect(diagnostics.densityAblation[0]?.expectedExec1).toBeCloseTo(2 / 3, 12);
  });

  it('writes the study schema, a TREC run and config for every system', async () => {
    for (const results of [npz, bm25]) {
      expect(Object.keys(results).slice(0, 6)).toEqual(['model', 'n_queries', 'n_corpus', 'ks', 'metrics', 'diagnostics']);
      expect(results.ks).toEqual([1, 3, 5, 10]);
      for (const query of results.per_query) {
        expect(query.top_results.map((result) => result.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        for (const result of query.top_results) expect(result.test_results.length).toBeGreaterThan(0);
      }
    }
    // Every snippet of the 10-snippet pool is in every top 10, so every query finds its canonical.
    expect(bm25.metrics['exec@10']).toBe(1);
    const trec = (await readFile(join(out, 'runs', 'bm25.trec'), 'utf8')).trim().split('\n');
    expect(trec).toHaveLength(30);
    expect(trec[0]).toMatch(/^q_0001 Q0 c_\d{4} 1 \S+ bm25$/);
    // The qrels beside the runs, as trec_eval reads them: q_0001's canonical c_0010 relevant, its
    // paired distractor c_0007 judged non-relevant.
    const qrels = (await readFile(join(out, 'runs', 'qrels.txt'), 'utf8')).trim().split('\n');
    expect(qrels).toEqual(expect.arrayContaining(['q_0001 0 c_0010 1', 'q_0001 0 c_0007 0', 'q_0002 0 c_0003 1', 'q_0003 0 c_0005 1']));
    const config = JSON.parse(await readFile(join(out, 'config.json'), 'utf8'));
    expect(Object.keys(config.systems)).toEqual(['bm25', `npz:${matrices}`]);
    expect(config.systems.bm25.tokenizer.name).toBe('execret-code-v1');
    expect(config.versions['@execret/bm25']).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('feeds the report: intervals and the leaderboard come from the per-query values', async () => {
    const summary = await runReport(out, { resamples: 500 }, { stdout: () => undefined, stderr: () => undefined });
    expect(summary.leaderboard.map((row) => row.system).sort()).toEqual(['bm25', `npz:${matrices}`].sort());
    const intervals = JSON.parse(await readFile(join(out, 'tests', 'confidence_intervals.json'), 'utf8'));
    expect(intervals[`npz:${matrices}`]['exec@1'].mean).toBeCloseTo(1 / 3, 6);
    expect(intervals[`npz:${matrices}`]['exec@3']).toMatchObject({ mean: 1, ci95_low: 1, ci95_high: 1, n: 3 });
    const pairwise = JSON.parse(await readFile(join(out, 'tests', 'pairwise_tests.json'), 'utf8'));
    const exec1 = pairwise[`bm25 vs npz:${matrices}`]['exec@1'];
    expect(exec1.a_only + exec1.b_only + exec1.both + exec1.neither).toBe(3);
    expect(exec1.b_only + exec1.both).toBe(1); // the npz system gets exactly q_0002 right
  }, 60_000);

  it('resumes an interrupted run with identical results and no repeated execution', async () => {
    const resumedOut = join(work, 'resumed');
    const first = openLocalOracle(join(resumedOut, 'cache'));
    await expect(runInto(resumedOut, ['bm25', `npz:${matrices}`], first, `npz:${matrices}`)).rejects.toThrow('interrupted');
    const executedBefore = first.oracle.stats.executed;
    await first.dispose();
    expect(await readdir(join(resumedOut, 'results'))).toEqual(['bm25.json']);

    const second = openLocalOracle(join(resumedOut, 'cache'));
    const outcomes = await runInto(resumedOut, ['bm25', `npz:${matrices}`], second);
    const executedAfter = second.oracle.stats.executed;
    await second.dispose();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['reused', 'computed']);
    // Together the two halves executed exactly what one uninterrupted run executes.
    expect(executedBefore + executedAfter).toBe(oracle.oracle.stats.executed);
    for (const name of await readdir(join(out, 'results'))) {
      expect(await readFile(join(resumedOut, 'results', name), 'utf8')).toBe(await readFile(join(out, 'results', name), 'utf8'));
    }
    expect(await readFile(join(resumedOut, 'execution_cache.jsonl'), 'utf8')).toBe(await readFile(join(out, 'execution_cache.jsonl'), 'utf8'));
  }, 120_000);
});

// A copy of the example bundle without manifest.json (as the study's release ships), to edit.
async function bundleWithoutManifest(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-bundle-'));
  await cp(bundle, directory, { recursive: true });
  await rm(join(directory, 'manifest.json'));
  return directory;
}

async function editFirstQuery(directory: string, text: string): Promise<void> {
  const path = join(directory, 'queries.jsonl');
  const lines = (await readFile(path, 'utf8')).split('\n');
  const first = JSON.parse(lines[0] as string) as { query: string };
  first.query = text;
  lines[0] = JSON.stringify(first);
  await writeFile(path, lines.join('\n'));
}

async function runWith(options: Partial<RunOptions> & { out: string; systems: string[] }) {
  const oracle = openLocalOracle(join(options.out, 'cache'));
  const notes: string[] = [];
  try {
    const outcomes = await runBenchmark({ bundle, oracle: oracle.oracle, progress: { ...quiet, note: (message) => notes.push(message) }, ...options });
    return { outcomes, notes };
  } finally {
    await oracle.dispose();
  }
}

async function errorOf(promise: Promise<unknown>): Promise<ExecretError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(ExecretError.isInstance(error)).toBe(true);
  return error as ExecretError;
}

async function readJson<T = Record<string, any>>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

describe('reuse is keyed by content', () => {
  it('recomputes an npz system whose file was replaced in place, with the new numbers', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-npz-'));
    const path = await writeMatrices(directory);
    const out = join(directory, 'out');
    const first = await runWith({ out, systems: [`npz:${path}`] });
    expect(first.outcomes[0]).toMatchObject({ status: 'computed' });
    expect(first.outcomes[0]?.metrics['exec@1']).toBeCloseTo(1 / 3, 6);
    // q_0001 now ranks its canonical c_0010 above its distractor c_0007: exec@1 2/3.
    await writeMatrices(directory, { c_0010: 0.9, c_0007: 0.8 });
    const second = await runWith({ out, systems: [`npz:${path}`] });
    expect(second.outcomes[0]).toMatchObject({ status: 'computed' });
    expect(second.outcomes[0]?.metrics['exec@1']).toBeCloseTo(2 / 3, 6);
    const third = await runWith({ out, systems: [`npz:${path}`] });
    expect(third.outcomes[0]).toMatchObject({ status: 'reused' });
  }, 60_000);

  it('recomputes after an edit of a bundle that has no manifest.json', async () => {
    const edited = await bundleWithoutManifest();
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    expect((await runWith({ bundle: edited, out, systems: ['bm25'] })).outcomes[0]?.status).toBe('computed');
    expect((await runWith({ bundle: edited, out, systems: ['bm25'] })).outcomes[0]?.status).toBe('reused');
    await editFirstQuery(edited, 'Return the index of the first item at least the target in sorted items');
    // The folder's bundle changed: a plain rerun is refused, --force recomputes on the new bytes.
    await errorOf(runWith({ bundle: edited, out, systems: ['bm25'] }));
    const forced = await runWith({ bundle: edited, out, systems: ['bm25'], force: true });
    expect(forced.outcomes[0]?.status).toBe('computed');
    const results = await readJson<ResultsFile>(join(out, 'results', 'bm25.json'));
    expect(results.per_query[0]?.query).toBe('Return the index of the first item at least the target in sorted items');
  }, 60_000);

  it('treats a bundle whose execution_cache.jsonl changed as another bundle', async () => {
    const edited = await bundleWithoutManifest();
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    await runWith({ bundle: edited, out, systems: ['bm25'] });
    const cachePath = join(edited, 'execution_cache.jsonl');
    const rows = (await readFile(cachePath, 'utf8')).trim().split('\n');
    await writeFile(cachePath, `${rows.slice(1).join('\n')}\n`);
    const error = await errorOf(runWith({ bundle: edited, out, systems: ['bm25'] }));
    expect(error.message).toContain('--force');
    const forced = await runWith({ bundle: edited, out, systems: ['bm25'], force: true });
    expect(forced.outcomes[0]?.status).toBe('computed');
  }, 60_000);
});

describe('one output folder holds one benchmark', () => {
  it('refuses a folder holding results of another bundle, naming both, and starts afresh with force', async () => {
    const other = await bundleWithoutManifest();
    await editFirstQuery(other, 'Squeeze the whitespace of a string');
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    await runWith({ out, systems: ['bm25', 'bm25:bm25l'] });
    const error = await errorOf(runWith({ bundle: other, out, systems: ['bm25'] }));
    expect([ExecretErrorCode.INVALID_ARGUMENT, ExecretErrorCode.BUNDLE_INVALID]).toContain(error.code);
    expect(error.message).toContain(relative(process.cwd(), bundle));
    expect(error.message).toContain(relative(process.cwd(), other));
    expect(error.message).toContain('--force');
    expect(await readdir(join(out, 'results'))).toEqual(['bm25.json', 'bm25_bm25l.json']);

    const forced = await runWith({ bundle: other, out, systems: ['bm25'], force: true });
    expect(forced.outcomes.map((outcome) => outcome.status)).toEqual(['computed']);
    expect(await readdir(join(out, 'results'))).toEqual(['bm25.json']);
    expect(await readdir(join(out, 'runs'))).toEqual(['bm25.trec', 'qrels.txt']);
    const config = await readJson(join(out, 'config.json'));
    expect(config['bundle_sha256']).toBe((await bundleSha256(other)).sha256);
    expect(Object.keys(config['systems'])).toEqual(['bm25']);
  }, 60_000);

  it('records the bundle hash in every results file and config.json, and no absolute path in config.json', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    await runWith({ out, systems: ['bm25'] });
    const hash = (await bundleSha256(bundle)).sha256;
    const results = await readJson<ResultsFile>(join(out, 'results', 'bm25.json'));
    expect(results.execret.bundle_sha256).toBe(hash);
    const configText = await readFile(join(out, 'config.json'), 'utf8');
    const config = JSON.parse(configText) as Record<string, unknown>;
    expect(config['bundle']).toBe(relative(process.cwd(), bundle));
    expect(config['bundle_sha256']).toBe(hash);
    expect(configText).not.toContain(process.cwd());
    expect(configText).not.toContain(out);
  }, 60_000);

  it('lists in config.json every system whose results are in results/, not only this run\'s', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    await runWith({ out, systems: ['bm25:bm25l'] });
    await runWith({ out, systems: ['bm25'] });
    const config = await readJson(join(out, 'config.json'));
    expect(Object.keys(config['systems'])).toEqual(['bm25', 'bm25:bm25l']);
    expect(config['systems']['bm25:bm25l'].variant).toBe('bm25l');
  }, 60_000);

  it('refuses at once a folder locked by a running process, naming its pid, and takes over a dead one\'s lock', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    await mkdir(out, { recursive: true });
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeFile(join(out, '.execret.lock'), `${JSON.stringify({ pid: holder.pid, hostname: hostname(), command: 'execret run', since: new Date().toISOString() })}\n`);
      const started = performance.now();
      const error = await errorOf(runWith({ out, systems: ['bm25'] }));
      expect(performance.now() - started).toBeLessThan(5000);
      expect(error.message).toContain(`pid ${holder.pid}`);
      // Nothing of the folder was touched (cache/ is the test's own oracle).
      expect((await readdir(out)).filter((name) => name !== 'cache')).toEqual(['.execret.lock']);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // The holder is gone: its lock is stale, taken over with a note, and released at the end.
    const { outcomes, notes } = await runWith({ out, systems: ['bm25'] });
    expect(outcomes[0]?.status).toBe('computed');
    expect(notes.join('\n')).toContain(`pid ${holder.pid}`);
    expect((await readdir(out)).includes('.execret.lock')).toBe(false);
  }, 60_000);
});

describe('stops are clean', () => {
  it('names a corrupt earlier results file and recomputes it instead of failing', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    await runWith({ out, systems: ['bm25'] });
    const path = join(out, 'results', 'bm25.json');
    const good = await readFile(path, 'utf8');
    await writeFile(path, good.slice(0, 500));
    const { outcomes, notes } = await runWith({ out, systems: ['bm25'] });
    expect(outcomes[0]?.status).toBe('computed');
    expect(notes.join('\n')).toMatch(/results\/bm25\.json/);
    expect(await readFile(path, 'utf8')).toBe(good);
  }, 60_000);

  it('removes the temporary files a killed writer left behind', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    await runWith({ out, systems: ['bm25'] });
    const leftovers = [join(out, 'results', '.bm25.json.tmp-4194000-0a1b2c3d'), join(out, 'runs', '.bm25.trec.tmp-4194000-0a1b2c3d'), join(out, '.config.json.tmp-4194000-0a1b2c3d'), join(out, '.execution_cache.jsonl.tmp-4194000-0a1b2c3d')];
    for (const path of leftovers) await writeFile(path, 'half');
    await runWith({ out, systems: ['bm25'] });
    for (const directory of [out, join(out, 'results'), join(out, 'runs')]) {
      expect((await readdir(directory)).filter((name) => name.includes('.tmp-'))).toEqual([]);
    }
  }, 60_000);

  it('surfaces an abort as ABORTED even when the stage fails with its own error', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    const controller = new AbortController();
    // An oracle whose worker dies of the same Ctrl-C (the whole process group gets SIGINT).
    const dying = {
      stats: { executed: 0 },
      run: async () => {
        controller.abort(new AbortedError('interrupted by a signal'));
        throw new ExecretError(ExecretErrorCode.EXECUTION, 'worker exited before it answered (SIGINT)');
      },
    } as unknown as Oracle;
    const error = await errorOf(runBenchmark({ bundle, systems: ['bm25'], out, oracle: dying, progress: quiet, abortSignal: controller.signal }));
    expect(error.code).toBe(ExecretErrorCode.ABORTED);
    expect(exitCodeFor(error)).toBe(130);
  }, 60_000);
});

describe('failures stay local', () => {
  it('checks every system before any work and reports every problem together', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-out-')), 'out');
    const error = await errorOf(
      runWith({ out, systems: ['bm25', 'openai:text-embedding-3-small', `npz:${join(out, 'missing.npz')}`, 'bm25:nope'], context: { env: {} } }),
    );
    expect(error.message).toContain('openai:text-embedding-3-small: no API key: set OPENAI_API_KEY');
    expect(error.message).toContain('missing.npz: no such file');
    expect(error.message).toContain('bm25:nope');
    expect(error.message).toContain('nothing was run');
    expect(await readdir(join(out, 'results')).catch(() => [])).toEqual([]);
  });
});
