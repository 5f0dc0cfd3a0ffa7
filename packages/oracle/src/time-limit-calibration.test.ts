import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Mutant, Task } from '@execret/core';
import { ExecutionCache, scaledRuntimeFingerprint, stoppedRuntimeFingerprint } from './execution-cache.js';
import { NOT_RUN_OUTCOME } from './executor.js';
import { Oracle } from './oracle.js';
import { PythonExecutor } from './python-executor.js';
import { TypeScriptExecutor } from './typescript-executor.js';
import { runValidationGates } from './gates/run-validation-gates.js';
import { calibrateTimeLimits as sut, calibrationRungs, CALIBRATION_MARGIN, failsOnlyByTimeout } from './time-limit-calibration.js';

// The tests use a 100 ms floor (`testTimeoutMs`), so "slow" is a sleep of 130 ms per call.
const FLOOR = 100;

// Legitimately slow: each call sleeps 130 ms (1.3× the floor), then doubles its argument.
const slowCanonical = 'import time\n\ndef slow_double(x):\n    time.sleep(0.13)\n    return 2 * x\n';
const slowTask: Task = {
  taskId: 'numbers/slow_double',
  language: 'python',
  domain: 'numbers',
  query: 'Double x, slowly.',
  entryPoint: 'slow_double',
  canonical: slowCanonical,
  tests: ['assert slow_double(2) == 4', 'assert slow_double(0) == 0', 'assert slow_double(-3) == -6'],
};
const mutant = (code: string, bugType: string, line: number): Mutant => ({ code, bugType, operator: `${bugType}-op`, line, before: 'before', after: 'after' });
const slowMutants: Mutant[] = [
  // As slow as the canonical, and wrong: at the floor it would only ever time out.
  mutant(slowCanonical.replace('2 * x', '2 - x'), 'wrong_operator', 5),
  // Never returns for x == 0: a genuine TIMEOUT, whatever the limit.
  mutant(slowCanonical.replace('    return 2 * x', '    while x == 0:\n        pass\n    return 2 * x'), 'remove_edge_case_check', 5),
];

const fastCanonical = 'def clamp(x, low, high):\n    if x < low:\n        return low\n    if x > high:\n        return high\n    return x\n';
const fastTask: Task = {
  taskId: 'numbers/clamp',
  language: 'python',
  domain: 'numbers',
  query: 'Clamp x into [low, high].',
  entryPoint: 'clamp',
  canonical: fastCanonical,
  tests: ['assert clamp(5, 0, 10) == 5', 'assert clamp(-3, 0, 10) == 0', 'assert clamp(12, 0, 10) == 10'],
};
const fastMutants = [mutant(fastCanonical.replace('x < low', 'x > low'), 'wrong_comparison', 2)];

// Never finishes: no rung can calibrate it.
const hangingTask: Task = { ...slowTask, taskId: 'numbers/hanging', canonical: 'def slow_double(x):\n    while True:\n        pass\n', tests: ['assert slow_double(1) == 2'] };

let folder: string;
const closers: Array<() => Promise<void> | void> = [];

function openOracle(name: string): { oracle: Oracle; cache: ExecutionCache; python: PythonExecutor } {
  const cache = new ExecutionCache(join(folder, `${name}.sqlite`));
  const python = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2 });
  const oracle = new Oracle({ executors: { python }, cache });
  closers.push(() => oracle.dispose(), () => cache.close());
  return { oracle, cache, python };
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'execret-calibration-test-'));
});

afterAll(async () => {
  for (const close of closers) await close();
  rmSync(folder, { recursive: true, force: true });
});

describe(failsOnlyByTimeout.name, () => {
  it('is true only when every test not passed timed out', () => {
    expect(failsOnlyByTimeout({ testResults: ['pass', 'TIMEOUT'] })).toBe(true);
    expect(failsOnlyByTimeout({ testResults: ['TIMEOUT', 'FAIL: assert f() == 1'] })).toBe(false);
    expect(failsOnlyByTimeout({ testResults: ['pass'] })).toBe(false);
  });

  it('has rungs of two, four and eight times the floor', () => {
    expect(calibrationRungs(100)).toEqual([200, 400, 800]);
    expect(CALIBRATION_MARGIN).toBe(4);
  });
});

describe(sut.name, () => {
  it('gives a slow canonical four times the first rung it passes at, and none to one that never finishes', async () => {
    const { oracle } = openOracle('ladder');
    const job = (task: Task) => ({ language: task.language, code: task.canonical, tests: task.tests, testTimeoutMs: FLOOR });
    const [slow, hanging] = await sut([job(slowTask), job(hangingTask)], { oracle });
    // 130 ms per call passes at 200 ms (or, on a very busy machine, a rung above).
    const passing = slow?.rungs.find((rung) => rung.passesAllTests);
    expect(slow?.testTimeoutMs).toBe((passing?.testTimeoutMs as number) * CALIBRATION_MARGIN);
    expect(slow?.rungs.slice(0, -1).every((rung) => failsOnlyByTimeout(rung))).toBe(true);
    expect(hanging).toEqual({
      floorMs: FLOOR,
      rungs: [200, 400, 800].map((testTimeoutMs) => ({ testTimeoutMs, testResults: ['TIMEOUT'], passesAllTests: false })),
      testTimeoutMs: null,
    });
  }, 30_000);
});

describe('G3 with calibrated time limits', () => {
  let first: Awaited<ReturnType<typeof runValidationGates>>;
  let runtime: string;
  let built: ReturnType<typeof openOracle>;
  const candidates = [
    { task: slowTask, mutants: slowMutants },
    { task: fastTask, mutants: fastMutants },
    { task: hangingTask, mutants: [] },
  ];

  beforeAll(async () => {
    built = openOracle('build');
    runtime = (await built.oracle.describeRuntime('python')).fingerprint;
    first = await runValidationGates(candidates, { oracle: built.oracle, seed: 3, testTimeoutMs: FLOOR });
  }, 60_000);

  it('calibrates the slow task, so its wrong distractor gets a real verdict and its endless one still times out', () => {
    const [slow] = first.accepted;
    const audit = first.validation.tasks[0];
    const limit = audit?.canonical.time_limit?.test_timeout_ms as number;
    expect(audit?.canonical.time_limit?.floor_ms).toBe(FLOOR);
    expect([800, 1600, 3200]).toContain(limit);
    expect(slow?.task.metadata).toEqual({ test_timeout_ms: limit });
    expect(audit?.canonical.runs.map((run) => run.test_results)).toEqual([
      ['pass', 'pass', 'pass'],
      ['pass', 'pass', 'pass'],
    ]);
    expect(slow?.distractors.map((distractor) => distractor.testResults)).toEqual([
      ['FAIL: assert slow_double(2) == 4', 'FAIL: assert slow_double(0) == 0', 'FAIL: assert slow_double(-3) == -6'],
      // Recorded up to its first outcome that met a limit (the test after the hang is not run).
      ['pass', 'TIMEOUT', NOT_RUN_OUTCOME],
    ]);
  });

  it('keeps the floor for a fast task (no calibration recorded) and rejects a canonical that times out at every rung', () => {
    const fast = first.validation.tasks[1];
    expect(fast?.accepted).toBe(true);
    expect(fast?.canonical.time_limit).toBeUndefined();
    // The floor differs from the runtime's 1000 ms, so the bundle records it.
    expect(first.accepted[1]?.task.metadata).toEqual({ test_timeout_ms: FLOOR });
    expect(first.validation.test_timeout_floor_ms).toBe(FLOOR);
    const hanging = first.validation.tasks[2];
    expect(hanging?.gates.G3.status).toBe('fail');
    expect(hanging?.gates.G3.problems).toEqual([
      'run 1: the canonical fails 1 of 1 tests (test 0: TIMEOUT)',
      'run 2: the canonical fails 1 of 1 tests (test 0: TIMEOUT)',
      'the canonical is too slow: it times out even with a per-test limit of 800 ms (8× the 100 ms floor): 1 of 1 tests (test 0: TIMEOUT)',
    ]);
    expect(hanging?.canonical.time_limit?.test_timeout_ms).toBeNull();
  });

  it('files every run under the key of its limit: the floor, the rungs, the calibrated limit and its confirmation (3×)', () => {
    const limit = first.validation.tasks[0]?.canonical.time_limit?.test_timeout_ms as number;
    const scale = (ms: number): string => scaledRuntimeFingerprint(runtime, Number((ms / 1000).toPrecision(12)));
    const stored = built.cache.runtimes();
    for (const ms of [FLOOR, 200, limit]) expect(stored).toContain(scale(ms));
    // The confirmation, like G4's first run, stops at the hang: a stopped verdict has a key of its own.
    expect(stored).toContain(stoppedRuntimeFingerprint(scale(3 * limit)));
    // Nothing ran at the runtime's own limits.
    expect(stored).not.toContain(runtime);
  });

  it('chooses the same limits when rebuilt from the exported cache, executing only the two runs of each canonical', async () => {
    const exported = join(folder, 'build-cache.jsonl');
    const jobs = candidates.flatMap(({ task, mutants }) => [task.canonical, ...mutants.map((entry) => entry.code)].map((code) => ({ code, tests: task.tests })));
    await built.cache.exportJsonl(exported, { runtime, jobs, includeTimeScaled: true });
    const rebuilt = openOracle('rebuild');
    await rebuilt.cache.importJsonl(exported, { runtime });
    const again = await runValidationGates(candidates, { oracle: rebuilt.oracle, seed: 3, testTimeoutMs: FLOOR });
    expect(again.accepted).toEqual(first.accepted);
    expect(again.validation.tasks.map((task) => [task.canonical.time_limit, task.distractors])).toEqual(first.validation.tasks.map((task) => [task.canonical.time_limit, task.distractors]));
    // Two fresh runs per canonical (three tasks); the probes, rungs, candidates and confirmations come from the file.
    expect(rebuilt.python.executedJobs).toBe(6);
  }, 60_000);
});

describe('G3 calibration on TypeScript', () => {
  it('calibrates a slow TypeScript canonical through the same job limits, so its wrong distractor fails rather than times out', async () => {
    const cache = new ExecutionCache(':memory:');
    const typescript = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 2 });
    const oracle = new Oracle({ executors: { typescript }, cache });
    closers.push(() => oracle.dispose(), () => cache.close());
    // Each call waits 130 ms (1.3× the 100 ms floor).
    const canonical = 'export function slowTriple(x: number): number {\n  const end = Date.now() + 130;\n  while (Date.now() < end) {}\n  return 3 * x;\n}\n';
    const task: Task = {
      taskId: 'numbers/slow_triple',
      language: 'typescript',
      domain: 'numbers',
      query: 'Triple x, slowly.',
      entryPoint: 'slowTriple',
      canonical,
      tests: ['assert.strictEqual(slowTriple(2), 6)', 'assert.strictEqual(slowTriple(1), 3)'],
    };
    const result = await runValidationGates([{ task, mutants: [mutant(canonical.replace('3 * x', '3 + x'), 'wrong_operator', 4)] }], { oracle, seed: 3, testTimeoutMs: FLOOR });
    const limit = result.validation.tasks[0]?.canonical.time_limit?.test_timeout_ms;
    expect([800, 1600, 3200]).toContain(limit);
    expect(result.accepted[0]?.task.metadata).toEqual({ test_timeout_ms: limit });
    // 3 + 2 = 5 ≠ 6; 3 + 1 = 4 ≠ 3.
    expect(result.accepted[0]?.distractors[0]?.testResults.map((outcome) => outcome.split(':')[0])).toEqual(['FAIL', 'FAIL']);
  }, 60_000);
});
