import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';
import { createProgress } from '../progress.js';
import { createRetriever } from '../systems.js';
import { runReport } from './report.js';
import { runBenchmark, type ResultsFile } from './run.js';

const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

// Precomputed vectors chosen by hand. The corpus vectors are one-hot (c_000i = e_i), so a query's
// cosine with c_000i is its i-th weight divided by the query's norm: the ranking follows the weights.
// q_0001 (canonical c_0010, distractor c_0007): c_0007 0.9 > c_0010 0.8 → rank 1 is its own distractor.
// q_0002 (canonical c_0003): c_0003 first.
// q_0003 (canonical c_0005, distractors c_0004 c_0008 c_0009): c_0010 (another query's canonical)
// 1.0 > c_0008 0.9 > c_0005 0.8 → rank 1 is another query's snippet, run against q_0003's tests.
async function writeMatrices(directory: string): Promise<string> {
  const path = join(directory, 'hand.npz');
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
queries = np.array([query({'c_0007': 0.9, 'c_0010': 0.8}), query({'c_0003': 1.0}), query({'c_0010': 1.0, 'c_0008': 0.9, 'c_0005': 0.8})], dtype='float32')
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
