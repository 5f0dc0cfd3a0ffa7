import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Task } from '@execret/core';
import { ExecutionCache, NOT_RUN_OUTCOME, openLocalOracle, stoppedRuntimeFingerprint, type DatasetValidation } from '@execret/oracle';
import { createProgress } from '../progress.js';
import { buildBenchmark, timeoutSeconds, type BuildReport } from './build.js';
import { runCli } from '../__fixtures__/run-cli.js';

const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

// Legitimately slow: every call sleeps 130 ms, 1.3 times the 100 ms floor these tests build with
// (`--timeout 0.1`), then counts to n. Edits of the loop make wrong distractors that are just as
// slow (`i < n` → `i <= n`), and endless ones (`i += 1` → `i -= 1`).
const slowTask: Task = {
  taskId: 'demo/slow_count',
  language: 'python',
  domain: 'numbers',
  query: 'Count from zero up to n, slowly.',
  entryPoint: 'slow_count',
  canonical: 'import time\n\ndef slow_count(n):\n    time.sleep(0.13)\n    i = 0\n    while i < n:\n        i += 1\n    return i\n',
  tests: ['assert slow_count(3) == 3', 'assert slow_count(0) == 0', 'assert slow_count(5) == 5'],
};
const fastTask: Task = {
  taskId: 'demo/clamp',
  language: 'python',
  domain: 'numbers',
  query: 'Clamp x into the range [low, high].',
  entryPoint: 'clamp',
  canonical: 'def clamp(x, low, high):\n    if x < low:\n        return low\n    if x > high:\n        return high\n    return x\n',
  tests: ['assert clamp(5, 0, 10) == 5', 'assert clamp(-3, 0, 10) == 0', 'assert clamp(12, 0, 10) == 10', 'assert clamp(0, 0, 10) == 0'],
};

let work: string;
let tasksFile: string;

async function readJsonl<T>(path: string): Promise<T[]> {
  return (await readFile(path, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as T);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-timeout-'));
  tasksFile = join(work, 'tasks.jsonl');
  await writeFile(tasksFile, `${[slowTask, fastTask].map((task) => JSON.stringify(task)).join('\n')}\n`);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe(timeoutSeconds.name, () => {
  it('takes a positive number of seconds to the millisecond and refuses anything else', async () => {
    expect(timeoutSeconds('2.5')).toBe(2500);
    expect(timeoutSeconds('0.1')).toBe(100);
    expect(timeoutSeconds('3')).toBe(3000);
    for (const bad of ['0', '-1', 'abc', '0.0001', '1.2345', '']) expect(() => timeoutSeconds(bad)).toThrow(/expected a positive number of seconds with at most millisecond precision/);
    const result = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', join(work, 'never'), '--timeout', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--timeout <seconds>');
    expect(result.stderr).toContain('expected a positive number of seconds with at most millisecond precision (e.g. 2.5), got "0"');
  });
});

describe('execret build --timeout with a slow canonical', () => {
  let bundle: string;
  let cacheFolder: string;
  let exported: string;
  let report: BuildReport;
  let validation: DatasetValidation;

  beforeAll(async () => {
    bundle = join(work, 'out', 'bundle');
    cacheFolder = join(work, 'cache');
    exported = join(work, 'build-cache.jsonl');
    const result = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', bundle, '--timeout', '0.1', '--cache', cacheFolder, '--export-cache', exported, '--seed', '5', '--json']);
    expect(result.stderr).not.toMatch(/error/);
    expect(result.code).toBe(0);
    report = JSON.parse(result.stdout) as BuildReport;
    validation = JSON.parse(await readFile(join(bundle, 'dataset_validation.json'), 'utf8')) as DatasetValidation;
  }, 180_000);

  it('gives the slow task a calibrated limit, recorded in the query, the audit and the report, and the fast one the floor', async () => {
    expect(report.tasks.accepted).toBe(2);
    const slow = validation.tasks.find((task) => task.task_id === slowTask.taskId);
    const limit = slow?.canonical.time_limit?.test_timeout_ms as number;
    // 130 ms passes at the 200 ms rung (a rung above on a very busy machine): 4 × 200 ms.
    expect([800, 1600, 3200]).toContain(limit);
    expect(report.time_limits).toEqual({ floor_ms: 100, calibrated: [{ task_id: slowTask.taskId, test_timeout_ms: limit }] });
    expect(validation.test_timeout_floor_ms).toBe(100);
    const queries = await readJsonl<{ entry_id: string; metadata: Record<string, unknown> }>(join(bundle, 'queries.jsonl'));
    expect(Object.fromEntries(queries.map((query) => [query.entry_id, query.metadata['test_timeout_ms']]))).toEqual({ [slowTask.taskId]: limit, [fastTask.taskId]: 100 });
  });

  it("runs the slow task's candidates at its limit: wrong ones fail with real outcomes, endless ones still time out", () => {
    const slow = validation.tasks.find((task) => task.task_id === slowTask.taskId);
    const ran = slow?.distractors.filter((distractor) => distractor.test_results !== null) ?? [];
    const endless = ran.filter((distractor) => distractor.test_results?.includes('TIMEOUT'));
    const wrong = ran.filter((distractor) => !distractor.test_results?.includes('TIMEOUT') && distractor.test_results?.some((outcome) => outcome !== 'pass'));
    // `i <= n` returns n + 1: a real FAIL on every test, where the 100 ms floor would give only TIMEOUTs.
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.some((distractor) => distractor.test_results?.every((outcome) => outcome.startsWith('FAIL: ')))).toBe(true);
    // `i -= 1` never ends for n > 0: it times out at the calibrated limit as at any, and its run
    // stops there (the tests after a hang are not run).
    expect(endless.map((distractor) => distractor.test_results)).toContainEqual(['TIMEOUT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME]);
    const kept = slow?.distractors.filter((distractor) => distractor.decision === 'kept') ?? [];
    expect(kept.length).toBeGreaterThan(0);
    // Every timing-sensitive pick was confirmed by its run at three times the task's limit.
    expect(slow?.distractors.filter((distractor) => distractor.decision === 'flaky')).toEqual([]);
  });

  it('is rebuilt byte for byte from the exported cache, with the same limits and only the canonicals executed', async () => {
    const oracle = openLocalOracle(join(work, 'rebuild-cache'));
    const execute = jest.spyOn(oracle.oracle.executor('python'), 'execute');
    try {
      const rebuilt = join(work, 'rebuilt', 'bundle');
      await buildBenchmark({ from: { kind: 'jsonl', path: tasksFile }, out: rebuilt, testTimeoutMs: 100, seed: 5, importCache: exported, oracle, progress: quiet });
      const names = (await readdir(bundle)).sort();
      expect((await readdir(rebuilt)).sort()).toEqual(names);
      for (const name of names) expect([name, (await readFile(join(rebuilt, name))).toString('utf8')]).toEqual([name, (await readFile(join(bundle, name))).toString('utf8')]);
      // Two fresh runs of each canonical; the probes, the calibration rungs, every candidate and
      // every confirming run come from the exported cache.
      expect(execute).toHaveBeenCalledTimes(4);
    } finally {
      await oracle.dispose();
    }
  }, 120_000);

  it("is verified with each query's recorded limit, filed under that limit's cache key", async () => {
    const verifyCache = join(work, 'verify-cache');
    const result = await runCli(['verify', bundle, '--cache', verifyCache, '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ disagreements: [], byKind: { 'cache-verdict': 0, 'cache-outcomes': 0, 'correct-fails': 0, 'incorrect-passes': 0 } });
    const cache = new ExecutionCache(join(verifyCache, 'executions.sqlite'));
    try {
      const limit = validation.tasks.find((task) => task.task_id === slowTask.taskId)?.canonical.time_limit?.test_timeout_ms as number;
      const runtime = validation.runtimes['python'] as string;
      // The slow task at its limit, the fast one at the 100 ms floor (runs that stopped at a first
      // failing test are filed apart under the same limit: whether a task has one depends on
      // whether a distractor hangs); nothing at the runtime's own 1 s.
      const limits = [`${runtime}|timescale-0.1`, `${runtime}|timescale-${limit / 1000}`];
      const stopped = new Set(limits.map(stoppedRuntimeFingerprint));
      const runtimes = cache.runtimes();
      expect(runtimes.filter((key) => !stopped.has(key))).toEqual([...limits].sort());
      expect(runtimes.filter((key) => stopped.has(key)).length).toBeGreaterThan(0);
    } finally {
      cache.close();
    }
  }, 120_000);
});

describe('the --timeout floor in cache keys', () => {
  it('serves no verdict cached under another floor, and every verdict cached under the same one', async () => {
    const oracle = openLocalOracle(join(work, 'floor-cache'));
    const execute = jest.spyOn(oracle.oracle.executor('python'), 'execute');
    const fastOnly = join(work, 'fast.jsonl');
    await writeFile(fastOnly, `${JSON.stringify(fastTask)}\n`);
    const build = (testTimeoutMs: number | undefined, out: string) =>
      buildBenchmark({ from: { kind: 'jsonl', path: fastOnly }, out: join(work, out), ...(testTimeoutMs === undefined ? {} : { testTimeoutMs }), oracle, progress: quiet });
    try {
      await build(300, 'floor-300');
      const executedFirst = execute.mock.calls.length;
      // The canonical's two runs and at least four candidates.
      expect(executedFirst).toBeGreaterThan(6);
      // Same floor: the canonical's two runs only.
      execute.mockClear();
      await build(300, 'floor-300-again');
      expect(execute).toHaveBeenCalledTimes(2);
      // Another floor: every candidate runs again (its verdict at 300 ms is no answer at 200 ms).
      execute.mockClear();
      await build(200, 'floor-200');
      expect(execute).toHaveBeenCalledTimes(executedFirst);
      // The runtime's own limit (no --timeout, or --timeout 1): keys of their own again, shared by both.
      execute.mockClear();
      await build(undefined, 'floor-default');
      expect(execute).toHaveBeenCalledTimes(executedFirst);
      execute.mockClear();
      await build(1000, 'floor-1000');
      expect(execute).toHaveBeenCalledTimes(2);
      expect(await readFile(join(work, 'floor-1000', 'queries.jsonl'), 'utf8')).toBe(await readFile(join(work, 'floor-default', 'queries.jsonl'), 'utf8'));
      expect(await readFile(join(work, 'floor-1000', 'queries.jsonl'), 'utf8')).not.toContain('test_timeout_ms');
    } finally {
      await oracle.dispose();
    }
  }, 120_000);
});
