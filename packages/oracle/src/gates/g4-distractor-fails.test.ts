import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readJsonlFile, type Mutant, type Task, type TestOutcome } from '@execret/core';
import { completed, CountingExecutor } from '../__fixtures__/counting-executor.js';
import { ExecutionCache } from '../execution-cache.js';
import { NOT_RUN_OUTCOME, type ExecuteOptions, type ExecutionJob, type ExecutionVerdict } from '../executor.js';
import { Oracle } from '../oracle.js';
import { PythonExecutor } from '../python-executor.js';
import { CONFIRMATION_TIME_SCALE, confirmsOutcomes, isTimingSensitive as sut } from './g4-distractor-fails.js';
import { runValidationGates } from './run-validation-gates.js';

const canonical = 'def depth(n):\n    return n\n';
const tests = ['assert depth(1) == 1', 'assert depth(2) == 2', 'assert depth(3) == 3', 'assert depth(4) == 4'];
const task: Task = { taskId: 'demo/depth', language: 'python', domain: 'demo', query: 'Depth.', entryPoint: 'depth', canonical, tests };

function mutant(code: string, bugType: string): Mutant {
  return { code, bugType, operator: `${bugType}-op`, line: 2, before: 'n', after: code };
}

// Bug types in BUG_TYPES order, so with two places the selection picks `flaky` and `loops` first.
const flaky = mutant('def depth(n):\n    return n + 1 if n == 1 else depth(n)\n', 'off_by_one');
const loops = mutant('def depth(n):\n    while True: pass\n', 'wrong_comparison');
const fails = mutant('def depth(n):\n    return -n\n', 'wrong_operator');

function timedOut(testResults: TestOutcome[]): ExecutionVerdict {
  return { status: 'timeout', testResults, passesAllTests: false, durationMs: 5000 };
}

/**
 * A busy machine as the issue tells it: `flaky` fails test 0 every time, and its test 2 recurses
 * until the time limit stops it (the machine is slow) or, given more time, the recursion limit
 * does; `loops` never finishes a test, however long it is given; `fails` fails every test.
 */
function machine(): CountingExecutor {
  return new CountingExecutor((job: ExecutionJob, options: ExecuteOptions) => {
    if (job.code === canonical) return completed(['pass', 'pass', 'pass', 'pass']);
    if (job.code === loops.code) return timedOut(['TIMEOUT', 'TIMEOUT', 'TIMEOUT', 'TIMEOUT']);
    if (job.code === fails.code) return completed(job.tests.map((test) => `FAIL: ${test}` as TestOutcome));
    const third: TestOutcome = (options.timeScale ?? 1) === 1 ? 'TIMEOUT' : 'ERROR: RecursionError: maximum recursion depth exceeded';
    return completed(['FAIL: assert depth(1) == 1', 'pass', third, 'pass']);
  });
}

describe(sut.name, () => {
  it('flags verdicts ended by a limit and outcomes that depend on the machine', () => {
    expect(sut(completed(['pass', 'FAIL: assert f(1) == 2', 'ERROR: RecursionError: maximum recursion depth exceeded']))).toBe(false);
    expect(sut(completed(['pass', 'TIMEOUT']))).toBe(true);
    expect(sut(timedOut(['pass', 'TIMEOUT']))).toBe(true);
    expect(sut({ status: 'crashed', reason: 'the job process was killed by SIGABRT', testResults: ['ERROR: ProcessKilled: SIGABRT'], passesAllTests: false, durationMs: 9 })).toBe(true);
    expect(sut({ status: 'imported', testResults: ['pass', 'ERROR: ProcessKilled: SIGSEGV'], passesAllTests: false, durationMs: 0, cached: true })).toBe(true);
    expect(sut(completed(['ERROR: MemoryError']))).toBe(true);
  });
});

describe(confirmsOutcomes.name, () => {
  it('accepts identical outcomes, and a timeout that ends in memory exhaustion given more time', () => {
    expect(confirmsOutcomes(['FAIL: a', 'TIMEOUT', 'pass'], ['FAIL: a', 'TIMEOUT', 'pass'])).toBe(true);
    // The process ran out of memory in test 1; tests 1 and 2 carry the kill.
    expect(confirmsOutcomes(['FAIL: a', 'TIMEOUT', 'pass'], ['FAIL: a', 'ERROR: ProcessKilled: SIGABRT', 'ERROR: ProcessKilled: SIGABRT'])).toBe(true);
    expect(confirmsOutcomes(['TIMEOUT', 'pass'], ['ERROR: MemoryError', 'pass'])).toBe(true);
    // Out of memory in the same test, once aborted and once segfaulted (seen on two Node.js runs).
    expect(confirmsOutcomes(['FAIL: a', 'ERROR: ProcessKilled: SIGABRT', 'ERROR: ProcessKilled: SIGABRT'], ['FAIL: a', 'ERROR: ProcessKilled: SIGSEGV', 'ERROR: ProcessKilled: SIGSEGV'])).toBe(true);
  });

  it('rejects a test that completes given more time, and any other difference', () => {
    expect(confirmsOutcomes(['FAIL: a', 'TIMEOUT'], ['FAIL: a', 'ERROR: OverflowError: date value out of range'])).toBe(false);
    expect(confirmsOutcomes(['TIMEOUT', 'TIMEOUT'], ['TIMEOUT', 'pass'])).toBe(false);
    // Killed, but in different tests.
    expect(confirmsOutcomes(['pass', 'ERROR: ProcessKilled: SIGABRT'], ['ERROR: ProcessKilled: SIGSEGV', 'ERROR: ProcessKilled: SIGSEGV'])).toBe(false);
    expect(confirmsOutcomes(['TIMEOUT', 'FAIL: b'], ['ERROR: ProcessKilled: SIGABRT', 'FAIL: b'])).toBe(false);
    expect(confirmsOutcomes(['pass'], ['pass', 'pass'])).toBe(false);
  });
});

describe('G4 with timing-sensitive verdicts', () => {
  it('keeps a distractor with a TIMEOUT only when a fresh run with generous time limits repeats it; one whose runs disagree is flaky and never kept', async () => {
    const executor = machine();
    const oracle = new Oracle({ executors: { python: executor }, cache: new ExecutionCache(':memory:') });
    const { validation, accepted } = await runValidationGates([{ task, mutants: [flaky, loops, fails] }], { oracle, maxDistractors: 2, seed: 1 });

    const audit = validation.tasks[0];
    expect(audit?.distractors.map((entry) => [entry.index, entry.decision, entry.gate])).toEqual([
      [0, 'flaky', 'G4'],
      [1, 'kept', null],
      [2, 'kept', null],
    ]);
    expect(audit?.distractors[0]?.reason).toBe(`flaky: a second run with ${CONFIRMATION_TIME_SCALE}× the time limits disagrees (test 2: TIMEOUT / ERROR: RecursionError: maximum recursion depth exceeded)`);
    // Recorded up to the first outcome that met a limit; the test after it is not run (see truncateAfterLimit).
    expect(audit?.distractors[0]?.test_results).toEqual(['FAIL: assert depth(1) == 1', 'pass', 'TIMEOUT', NOT_RUN_OUTCOME]);
    expect(audit?.distractors[0]?.rerun_test_results).toEqual(['FAIL: assert depth(1) == 1', 'pass', 'ERROR: RecursionError: maximum recursion depth exceeded', 'pass']);
    // The flaky one's place goes to the next candidate; the kept outcomes are ones two runs agreed on.
    expect(accepted[0]?.distractors.map((entry) => [entry.code, entry.testResults])).toEqual([
      [loops.code, ['TIMEOUT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME, NOT_RUN_OUTCOME]],
      [fails.code, tests.map((test) => `FAIL: ${test}`)],
    ]);
    expect(validation.summary.distractors_rejected_by_gate.G4).toBe(1);
    // Canonical twice (G3), every candidate once (G4), the two timing-sensitive picks again; `fails` not again.
    expect(executor.calls.filter((job) => job.code === canonical)).toHaveLength(2);
    expect(executor.calls.filter((job) => job.code === fails.code)).toHaveLength(1);
    expect(executor.calls.filter((job) => job.code === loops.code)).toHaveLength(2);
    expect(executor.calls.filter((job) => job.code === flaky.code)).toHaveLength(2);
    // The second runs are generous (and fresh: nothing ran at those limits before); the first ones ran at the runtime's limits.
    expect(executor.calls.map((job, call) => [job.code, executor.timeScales[call]]).filter(([, scale]) => scale !== 1)).toEqual([
      [flaky.code, CONFIRMATION_TIME_SCALE],
      [loops.code, CONFIRMATION_TIME_SCALE],
    ]);
  });

  it('re-runs a timing-sensitive verdict answered from the cache (an imported build cache) before keeping it', async () => {
    const executor = machine();
    const cache = new ExecutionCache(':memory:');
    const oracle = new Oracle({ executors: { python: executor }, cache });
    // Warm the cache with each candidate's first verdict, as an imported cache would.
    await oracle.run([flaky, loops, fails].map((entry) => ({ language: 'python' as const, code: entry.code, tests })));
    executor.calls = [];
    const { validation } = await runValidationGates([{ task, mutants: [flaky, loops, fails] }], { oracle, maxDistractors: 4, seed: 1 });
    expect(validation.tasks[0]?.distractors.map((entry) => entry.decision)).toEqual(['flaky', 'kept', 'kept']);
    expect(executor.calls.map((job) => job.code).filter((code) => code !== canonical)).toEqual([flaky.code, loops.code]);
  });

  it('answers the generous second runs from the cache: a rebuild from an exported build cache executes only the canonicals and decides the same', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'execret-g4-test-'));
    try {
      const candidates = [{ task, mutants: [flaky, loops, fails] }];
      const cache = new ExecutionCache(':memory:');
      const first = await runValidationGates(candidates, { oracle: new Oracle({ executors: { python: machine() }, cache }), maxDistractors: 2, seed: 1 });
      const runtime = 'stub-runtime-python';
      const exported = join(folder, 'build-cache.jsonl');
      const jobs = [canonical, flaky.code, loops.code, fails.code].map((code) => ({ code, tests }));
      await cache.exportJsonl(exported, { runtime, jobs, includeTimeScaled: true });
      const rows = await readJsonlFile<{ time_scale?: number }>(exported);
      expect(rows.map((row) => row.time_scale)).toEqual([undefined, undefined, undefined, undefined, CONFIRMATION_TIME_SCALE, CONFIRMATION_TIME_SCALE]);

      // The rebuild: another machine, whose slow runs would now give other outcomes, seeded with the export.
      const rebuildCache = new ExecutionCache(':memory:');
      await rebuildCache.importJsonl(exported, { runtime });
      const executor = new CountingExecutor((job) => (job.code === canonical ? completed(['pass', 'pass', 'pass', 'pass']) : completed(job.tests.map(() => 'pass'))));
      const again = await runValidationGates(candidates, { oracle: new Oracle({ executors: { python: executor }, cache: rebuildCache }), maxDistractors: 2, seed: 1 });
      expect(executor.calls.map((job) => job.code)).toEqual([canonical, canonical]);
      expect(again.validation).toEqual(first.validation);
      expect(again.accepted).toEqual(first.accepted);
      expect(again.validation.tasks[0]?.distractors.map((entry) => entry.decision)).toEqual(['flaky', 'kept', 'kept']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('rejects a task whose only failing candidate is flaky, saying so', async () => {
    const oracle = new Oracle({ executors: { python: machine() }, cache: new ExecutionCache(':memory:') });
    const { validation, accepted } = await runValidationGates([{ task, mutants: [flaky] }], { oracle, seed: 1 });
    expect(accepted).toEqual([]);
    expect(validation.tasks[0]?.gates.G5.problems).toEqual(['0 distractor(s) left after removing code already in the pool and 1 flaky candidate(s); at least 1 needed']);
    expect(validation.tasks[0]?.distractors[0]?.decision).toBe('flaky');
  });
});

describe('G4 early stop (real Python executor, 200 ms per test)', () => {
  const early = (code: string, bugType: string): Mutant => mutant(code, bugType);
  const doubleTask: Task = { taskId: 'demo/double', language: 'python', domain: 'demo', query: 'Double x.', entryPoint: 'double', canonical: 'def double(x):\n    return x * 2\n', tests: ['assert double(1) == 2', 'assert double(2) == 4', 'assert double(3) == 6'] };
  const hangsFirst = early('def double(x):\n    while True:\n        pass\n', 'off_by_one');
  const failsLast = early('def double(x):\n    return x * 2 if x < 3 else 0\n', 'wrong_comparison');
  const failsThenHangs = early('def double(x):\n    if x == 1:\n        return 0\n    while x == 2:\n        pass\n    return x * 2\n', 'wrong_operator');
  const failsEvery = early('def double(x):\n    return x\n', 'remove_edge_case_check');

  it('keeps a candidate whose first test hangs after one limit per run, runs the tests before a last failing one, and records what the docs say', async () => {
    const python = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2 });
    const oracle = new Oracle({ executors: { python }, cache: new ExecutionCache(':memory:') });
    const returned: Array<{ code: string; timeScale: number; verdict: ExecutionVerdict }> = [];
    const execute = python.execute.bind(python);
    python.execute = async (job, options) => {
      const verdict = await execute(job, options);
      returned.push({ code: job.code, timeScale: options?.timeScale ?? 1, verdict });
      return verdict;
    };
    try {
      const { validation, accepted } = await runValidationGates([{ task: doubleTask, mutants: [hangsFirst, failsLast, failsThenHangs, failsEvery] }], { oracle, maxDistractors: 4, seed: 1, testTimeoutMs: 200 });
      expect(validation.tasks[0]?.distractors.map((entry) => entry.decision)).toEqual(['kept', 'kept', 'kept', 'kept']);
      const recorded = new Map(accepted[0]?.distractors.map((entry) => [entry.code, entry.testResults]));
      // Up to and including the first outcome that met a limit; NOT_RUN after it (docs/bundle-format.md).
      expect(recorded.get(hangsFirst.code)).toEqual(['TIMEOUT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME]);
      expect(recorded.get(failsThenHangs.code)).toEqual(['FAIL: assert double(1) == 2', 'TIMEOUT', NOT_RUN_OUTCOME]);
      // A plain failure records the full run: the tests before the failing last one ran and passed.
      expect(recorded.get(failsLast.code)).toEqual(['pass', 'pass', 'FAIL: assert double(3) == 6']);
      expect(recorded.get(failsEvery.code)).toEqual(doubleTask.tests.map((test) => `FAIL: ${test}`));
      // The audit of a kept candidate holds the outcomes the bundle records.
      expect(validation.tasks[0]?.distractors.map((entry) => entry.test_results)).toEqual([hangsFirst, failsLast, failsThenHangs, failsEvery].map((entry) => recorded.get(entry.code)));

      // The hanging candidate ran twice (G4, then G4's confirmation at 3×), and each run stopped at
      // its first test: tests 1 and 2 never ran, so each run waited out one limit, not three.
      const hangRuns = returned.filter((entry) => entry.code === hangsFirst.code);
      expect(hangRuns.map((entry) => [entry.timeScale, entry.verdict.testResults])).toEqual([
        [0.2, ['TIMEOUT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME]],
        [0.6, ['TIMEOUT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME]],
      ]);
      // The last-failing candidate ran once, to its end (its first failure is its last test).
      expect(returned.filter((entry) => entry.code === failsLast.code).map((entry) => entry.verdict.testResults)).toEqual([['pass', 'pass', 'FAIL: assert double(3) == 6']]);
      // Failing then hanging: G4 stopped at the failure; the full run (and its confirmation) waited out the hang once each.
      expect(returned.filter((entry) => entry.code === failsThenHangs.code).map((entry) => [entry.timeScale, entry.verdict.testResults.filter((outcome) => outcome === 'TIMEOUT').length])).toEqual([
        [0.2, 0],
        [0.2, 1],
        [0.6, 0],
        [0.6, 1],
      ]);
    } finally {
      await oracle.dispose();
    }
  }, 60_000);
});
