import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeBundle, type Task } from '@execret/core';
import { assembleBundle } from '@execret/datasets';
import { openLocalOracle, runValidationGates, writeDatasetValidation, type ExecutionVerdict, type LocalOracle, type OracleJob, type TaskCandidates } from '@execret/oracle';
import { startRedisServer, type RedisServer } from './__fixtures__/redis-server.js';
import { spawnWorker, type WorkerProcess } from './__fixtures__/worker-processes.js';
import { openClusterOracle as sut, type ClusterOracle } from './cluster-oracle.js';

/** A verdict without its wall-clock time (which no two runs share) and cache flag. */
function outcome(verdict: ExecutionVerdict | undefined): unknown {
  if (verdict === undefined) return undefined;
  const { durationMs: _duration, cached: _cached, ...rest } = verdict;
  return rest;
}

const jobs: OracleJob[] = [
  { language: 'python', code: 'def inc(x):\n    return x + 1\n', tests: ['assert inc(1) == 2', 'assert inc(0) == 2'] },
  { language: 'python', code: 'def f():\n    raise ValueError("bad input")\n', tests: ['f()', 'assert True'] },
  { language: 'python', code: 'import os\nos._exit(3)\n', tests: ['assert True'] },
  { language: 'python', code: 'def f(:\n    pass\n', tests: ['assert f()'] },
  { language: 'python', code: 'x = 1\n', tests: ['assert x + y == 3'], testSetup: 'y = 2' },
  { language: 'python', code: 'import time\n', tests: ['time.sleep(5)', 'assert True'] },
  ...Array.from({ length: 30 }, (_, index): OracleJob => ({
    language: 'python',
    code: `def times_${index}(x):\n    return x * ${index % 7 === 0 ? index + 1 : index}\n`,
    tests: [`assert times_${index}(2) == ${2 * index}`, `assert times_${index}(0) == 0`],
  })),
  { language: 'typescript', code: 'function add(a: number, b: number): number { return a + b; }\n', tests: ['assert.strictEqual(add(1, 2), 3)', 'assert.strictEqual(add(2, 2), 5)'] },
  { language: 'typescript', code: 'export const twice = (s: string) => s + s;\n', tests: ["assert.strictEqual(twice('a'), 'aa')"] },
];

const python = (taskId: string, canonical: string, tests: string[], mutants: Array<[string, string, string, number, string, string]>): TaskCandidates => ({
  task: { taskId, language: 'python', domain: 'math', query: `task ${taskId}`, entryPoint: /def (\w+)/.exec(canonical)?.[1] ?? 'f', canonical, tests } satisfies Task,
  mutants: mutants.map(([code, bugType, operator, line, before, after]) => ({ code, bugType, operator, line, before, after })),
});

const candidates: TaskCandidates[] = [
  python('add', 'def add(a, b):\n    return a + b\n', ['assert add(1, 2) == 3', 'assert add(0, 0) == 0'], [
    ['def add(a, b):\n    return a - b\n', 'wrong_operator', 'arithmetic-swap', 2, '    return a + b', '    return a - b'],
    ['def add(a, b):\n    return a * b\n', 'wrong_operator', 'arithmetic-swap', 2, '    return a + b', '    return a * b'],
    ['def add(a, b):\n    return b + a\n', 'swap_arguments', 'operand-swap', 2, '    return a + b', '    return b + a'],
  ]),
  python('positive', 'def positive(x):\n    return x > 0\n', ['assert positive(1)', 'assert not positive(0)', 'assert not positive(-1)'], [
    ['def positive(x):\n    return x >= 0\n', 'off_by_one_boundary', 'boundary', 2, '    return x > 0', '    return x >= 0'],
    ['def positive(x):\n    return x < 0\n', 'wrong_comparison', 'flip', 2, '    return x > 0', '    return x < 0'],
  ]),
  python('first', 'def first(items):\n    if not items:\n        return None\n    return items[0]\n', ['assert first([]) is None', 'assert first([3, 4]) == 3'], [
    ['def first(items):\n    return items[0]\n', 'remove_edge_case_check', 'guard', 2, '    if not items:', ''],
    ['def first(items):\n    if not items:\n        return None\n    return items[1]\n', 'off_by_one', 'index', 4, '    return items[0]', '    return items[1]'],
  ]),
  {
    task: { taskId: 'larger', language: 'typescript', domain: 'math', query: 'larger of two', entryPoint: 'larger', canonical: 'function larger(a: number, b: number): number {\n  return a > b ? a : b;\n}\n', tests: ['assert.strictEqual(larger(1, 2), 2)', 'assert.strictEqual(larger(3, 2), 3)'] },
    mutants: [{ code: 'function larger(a: number, b: number): number {\n  return a < b ? a : b;\n}\n', bugType: 'wrong_comparison', operator: 'flip', line: 2, before: '  return a > b ? a : b;', after: '  return a < b ? a : b;' }],
  },
];

/** Gates, bundle and audit into `folder`, as `execret build` writes them. */
async function build(oracle: LocalOracle, folder: string): Promise<void> {
  const { validation, accepted } = await runValidationGates(candidates, { oracle: oracle.oracle, seed: 7 });
  await writeBundle(folder, assembleBundle(accepted, { seed: 7 }), { seed: 7 });
  await writeDatasetValidation(join(folder, 'dataset_validation.json'), validation);
}

async function filesOf(folder: string): Promise<Record<string, string>> {
  const names = (await readdir(folder)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')] as const)));
}

describe(sut.name, () => {
  let redis: RedisServer;
  let workers: WorkerProcess[] = [];
  let folder: string;
  let local: LocalOracle;
  let cluster: ClusterOracle;

  beforeAll(async () => {
    redis = await startRedisServer();
    workers = await Promise.all([0, 1].map(() => spawnWorker({ redisUrl: redis.url, concurrency: 2, embedConcurrency: 0 })));
    folder = await mkdtemp(join(tmpdir(), 'execret-cluster-oracle-'));
    local = openLocalOracle(join(folder, 'local-cache'));
    cluster = sut(join(folder, 'cluster-cache'), { redisUrl: redis.url });
  });

  afterAll(async () => {
    await cluster?.dispose();
    await local?.dispose();
    await Promise.all(workers.map((worker) => worker.stop()));
    await redis?.dispose();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  it('gives the verdicts, syntax checks and cache rows of a local run, executing every job on the workers', async () => {
    const [here, there] = await Promise.all([local.oracle.run(jobs), cluster.oracle.run(jobs)]);
    expect(there.map(outcome)).toEqual(here.map(outcome));
    // The mix covers passes, failures, errors, a test timeout and a crash.
    expect(new Set(there.map((verdict) => verdict.status))).toEqual(new Set(['completed', 'crashed']));
    expect(new Set(there.flatMap((verdict) => verdict.testResults.map((result) => result.split(':')[0])))).toEqual(new Set(['pass', 'FAIL', 'ERROR', 'TIMEOUT']));
    // Every job ran on a worker; the time counted is the workers' own, and the job with a test
    // timeout is counted as a job that hit a limit.
    const stats = cluster.oracle.stats;
    expect({ ...stats, executedMs: undefined, limitMs: undefined }).toEqual({ executed: jobs.length, cacheHits: 0, deduplicated: 0, executedMs: undefined, limitMs: undefined });
    expect(stats.limitMs).toBeGreaterThan(0);
    expect(stats.executedMs).toBeGreaterThanOrEqual(stats.limitMs);

    for (const language of ['python', 'typescript'] as const) {
      const runtime = (await cluster.oracle.describeRuntime(language)).fingerprint;
      expect(runtime).toBe((await local.oracle.describeRuntime(language)).fingerprint);
      await local.cache.exportJsonl(join(folder, `local-${language}.jsonl`), { runtime });
      await cluster.cache.exportJsonl(join(folder, `cluster-${language}.jsonl`), { runtime });
      const rows = await readFile(join(folder, `cluster-${language}.jsonl`), 'utf8');
      expect(rows.split('\n').filter((line) => line !== '')).toHaveLength(jobs.filter((job) => job.language === language).length);
      expect(rows).toBe(await readFile(join(folder, `local-${language}.jsonl`), 'utf8'));
    }

    const checks = [
      { language: 'python' as const, code: 'def inc(x):\n    return x + 1\n', tests: ['assert inc(1) == 2'], entryPoint: 'inc' },
      { language: 'python' as const, code: 'def inc(x):\n    return x +\n', tests: ['assert inc(1) == 2'], entryPoint: 'inc' },
      { language: 'typescript' as const, code: 'const g = 1;\n', tests: ['assert.ok(g)'], entryPoint: 'missing' },
    ];
    const localChecks = await Promise.all(checks.map((check) => local.oracle.checkSyntax(check)));
    expect(await Promise.all(checks.map((check) => cluster.oracle.checkSyntax(check)))).toEqual(localChecks);
    expect(localChecks.map((check) => check.status)).toEqual(['ok', 'invalid', 'invalid']);

    // A rerun is answered by the submitter's cache: nothing reaches the queue.
    const again = await cluster.oracle.run(jobs);
    expect(again.map(outcome)).toEqual(here.map(outcome));
    expect(cluster.oracle.stats.cacheHits).toBe(jobs.length);
    expect(cluster.client.pendingJobs).toBe(0);
  });

  it('builds a bundle and audit byte for byte identical to a local build', async () => {
    await build(local, join(folder, 'local-bundle'));
    await build(cluster, join(folder, 'cluster-bundle'));
    const built = await filesOf(join(folder, 'cluster-bundle'));
    expect(Object.keys(built)).toEqual(['corpus.jsonl', 'dataset_validation.json', 'distractor_metadata.jsonl', 'execution_cache.jsonl', 'manifest.json', 'queries.jsonl']);
    expect(built).toEqual(await filesOf(join(folder, 'local-bundle')));
    // Every task made it, so the comparison covers real gate work on both languages.
    expect(built['queries.jsonl']?.trim().split('\n')).toHaveLength(4);
  });
});
