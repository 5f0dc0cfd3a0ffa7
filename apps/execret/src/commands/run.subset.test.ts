import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretErrorCode, toExecretError } from '@execret/core';
import { openLocalOracle } from '@execret/oracle';
import { createProgress } from '../progress.js';
import { runReport } from './report.js';
import { runBenchmark, type ResultsFile, type RunOptions } from './run.js';

// examples/tiny-bundle: q_0001 string_processing, q_0002 sorting_searching, q_0003 validation.
const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

// One-hot corpus vectors, so each query ranks by its weights (as in run.test.ts):
// q_0001: c_0007 (its own distractor) > c_0010 (canonical) → exec@1 0, exec@3 1.
// q_0002: c_0003 (canonical) first → exec@1 1, exec@3 1.
// q_0003: c_0010 (q_0001's canonical, fails q_0003's tests) > c_0008 (distractor) > c_0005 (canonical) → exec@1 0, exec@3 1.
function writeMatrices(path: string): void {
  execFileSync('python3', [
    '-c',
    `
import numpy as np
ids = ['c_%04d' % i for i in range(1, 11)]
def query(weights):
    row = [0.01 * i for i in range(1, 11)]
    for corpus_id, weight in weights.items():
        row[ids.index(corpus_id)] = weight
    return row
queries = np.array([query({'c_0007': 0.9, 'c_0010': 0.8}), query({'c_0003': 1.0}), query({'c_0010': 1.0, 'c_0008': 0.9, 'c_0005': 0.8})], dtype='float32')
np.savez(${JSON.stringify(path)}, query_embeddings=queries, query_ids=np.array(['q_0001', 'q_0002', 'q_0003']),
         corpus_embeddings=np.eye(10, dtype='float32'), corpus_ids=np.array(ids))
`,
  ]);
}

let work: string;
let system: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-subset-'));
  writeMatrices(join(work, 'hand.npz'));
  system = `npz:${join(work, 'hand.npz')}`;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function runInto(out: string, options: Partial<RunOptions> = {}) {
  const oracle = openLocalOracle(join(work, 'cache'));
  try {
    return await runBenchmark({ bundle, systems: [system], out, ks: [1, 3], oracle: oracle.oracle, progress: quiet, ...options });
  } finally {
    await oracle.dispose();
  }
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return toExecretError(error);
  }
  throw new Error('expected the run to fail');
}

describe('execret run --domains / --queries', () => {
  it('runs only the listed domains, records the subset, and gives exec@k per domain in results and report', async () => {
    const out = join(work, 'domains');
    const [outcome] = await runInto(out, { domains: ['validation', 'string_processing'] });
    const results = await readJson<ResultsFile>(outcome!.resultsFile);
    expect(results.per_query.map((query) => query.query_id)).toEqual(['q_0001', 'q_0003']);
    expect(results.n_queries).toBe(2);
    expect(results.n_corpus).toBe(10); // the pool stays whole
    expect(results.metrics['exec@1']).toBe(0);
    expect(results.metrics_by_domain).toEqual({
      string_processing: expect.objectContaining({ n_queries: 1, 'exec@1': 0, 'exec@3': 1 }),
      validation: expect.objectContaining({ n_queries: 1, 'exec@1': 0, 'exec@3': 1 }),
    });
    const config = await readJson<{ subset: Record<string, unknown> }>(join(out, 'config.json'));
    expect(config.subset).toEqual({ domains: ['string_processing', 'validation'], n_queries: 2, query_ids_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(results.execret.query_ids_sha256).toBe(config.subset['query_ids_sha256']);

    await runReport(out, { resamples: 200 }, { stdout: () => undefined, stderr: () => undefined });
    const markdown = await readFile(join(out, 'leaderboard.md'), 'utf8');
    expect(markdown).toContain('## exec@1 by domain');
    expect(markdown).toContain('| system | string\\_processing (1 query) | validation (1 query) |');
    expect(markdown).toMatch(/\| npz:.*hand\.npz \| 0\.000 \| 0\.000 \|/);
    const html = await readFile(join(out, 'report.html'), 'utf8');
    expect(html).toContain('id="exec-by-domain"');
  });

  it('gives every domain of a full run its mean, and refuses a subset run into its folder', async () => {
    const out = join(work, 'full');
    const [outcome] = await runInto(out);
    const results = await readJson<ResultsFile>(outcome!.resultsFile);
    expect(results.metrics['exec@1']).toBeCloseTo(1 / 3, 6);
    expect(Object.fromEntries(Object.entries(results.metrics_by_domain ?? {}).map(([domain, entry]) => [domain, [entry['n_queries'], entry['exec@1']]]))).toEqual({
      sorting_searching: [1, 1],
      string_processing: [1, 0],
      validation: [1, 0],
    });
    expect(results.execret.query_ids_sha256).toBeUndefined();
    const refused = await failure(runInto(out, { queries: 2 }));
    expect(refused.code).toBe(ExecretErrorCode.INVALID_ARGUMENT);
    expect(refused.message).toContain('all queries');
  });

  it('samples the same ids twice with the same seed and records the sample size', async () => {
    const first = join(work, 'sample-1');
    const second = join(work, 'sample-2');
    const [a] = await runInto(first, { queries: 2 });
    const [b] = await runInto(second, { queries: 2 });
    const ids = async (file: string) => (await readJson<ResultsFile>(file)).per_query.map((query) => query.query_id);
    expect(await ids(a!.resultsFile)).toHaveLength(2);
    expect(await ids(a!.resultsFile)).toEqual(await ids(b!.resultsFile));
    const config = await readJson<{ seed: number; subset: Record<string, unknown> }>(join(first, 'config.json'));
    expect(config.subset['queries']).toBe(2);
    expect(config.subset['n_queries']).toBe(2);
    expect(config.subset).toEqual((await readJson<{ subset: unknown }>(join(second, 'config.json'))).subset);
  });

  it('takes a file of query ids and names file:line for an unknown id', async () => {
    const list = join(work, 'ids.txt');
    await writeFile(list, 'q_0002\nq_0003\n');
    const [outcome] = await runInto(join(work, 'file'), { queries: list });
    expect((await readJson<ResultsFile>(outcome!.resultsFile)).per_query.map((query) => query.query_id)).toEqual(['q_0002', 'q_0003']);
    const config = await readJson<{ subset: Record<string, unknown> }>(join(work, 'file', 'config.json'));
    expect(config.subset['queries']).toEqual({ file: 'ids.txt', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    await writeFile(list, 'q_0002\nq_9999\n');
    const error = await failure(runInto(join(work, 'file-bad'), { queries: list }));
    expect(error.message).toContain('ids.txt:2');
    expect(error.message).toContain('q_9999');
  });

  it('refuses an unknown domain, listing the bundle\'s domains', async () => {
    const error = await failure(runInto(join(work, 'unknown'), { domains: ['graphs'] }));
    expect(error.code).toBe(ExecretErrorCode.INVALID_ARGUMENT);
    expect(error.message).toContain('sorting_searching, string_processing, validation');
  });
});
