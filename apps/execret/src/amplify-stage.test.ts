import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mutant, Task } from '@execret/core';
import { NOT_AMPLIFIED_REASONS } from '@execret/datasets';
import { openLocalOracle, Oracle, PythonExecutor, type LocalOracle, type TaskCandidates } from '@execret/oracle';
import { amplifyStage, checkAmplify } from './amplify-stage.js';
import { createProgress } from './progress.js';

let work: string;
let local: LocalOracle;
const stages: string[] = [];
const progress = { ...createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true }), stage: (label: string) => (stages.push(label), () => undefined) };

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-amplify-'));
  local = openLocalOracle(join(work, 'cache'));
});

afterAll(async () => {
  await local?.dispose();
  await rm(work, { recursive: true, force: true });
});

/** `amplifyTests` through the build's stage, every job in the real sandbox. */
const sut = (candidates: readonly TaskCandidates[], options: { maxTests: number; seed?: number }) => amplifyStage(candidates, { maxTests: options.maxTests, seed: options.seed ?? 20260510, oracle: local.oracle, progress });

const canonical = 'def count_above(values, threshold):\n    count = 0\n    for value in values:\n        if value > threshold:\n            count += 1\n    return count\n';

function mutant(before: string, after: string, bugType = 'wrong_comparison'): Mutant {
  return { code: canonical.replace(before, after), bugType, operator: 'hand-written', line: 4, before, after };
}

// Three weak tests: no value equals the threshold, so the boundary edit survives them.
const task: Task = {
  taskId: 'demo/count_above',
  language: 'python',
  domain: 'lists',
  query: 'Count the values greater than a threshold.',
  entryPoint: 'count_above',
  canonical,
  tests: ['assert count_above([1, 5, 10], 4) == 2', 'assert count_above([], 3) == 0', 'assert count_above([7, 8], 0) == 2'],
};
const boundary = mutant('value > threshold', 'value >= threshold', 'off_by_one_boundary');
const killed = mutant('value > threshold', 'value < threshold');
const equivalent = mutant('value > threshold', 'threshold < value');
const weak: TaskCandidates = { task, mutants: [boundary, killed, equivalent, killed] };

describe(amplifyStage.name, () => {
  it('adds generated tests that kill a candidate the tests let survive, marked in metadata, and leaves the task as it was otherwise', async () => {
    const { candidates, report } = await sut([weak], { maxTests: 3, seed: 1 });
    const amplified = candidates[0]?.task as Task;
    const generated = amplified.tests.slice(task.tests.length);
    expect(amplified.tests.slice(0, task.tests.length)).toEqual(task.tests);
    expect(generated.length).toBeGreaterThanOrEqual(1);
    expect(generated.length).toBeLessThanOrEqual(3);
    for (const test of generated) expect(test).toMatch(/^assert count_above\(\[[-\d, ]*\], -?\d+\) == \d+$/);
    expect(amplified.metadata).toEqual({ generated_tests: generated.map((_, index) => task.tests.length + index) });
    expect({ ...amplified, tests: task.tests, metadata: undefined }).toEqual({ ...task, metadata: undefined });
    expect(candidates[0]?.mutants).toBe(weak.mutants);

    // The canonical passes the new suite, the boundary edit fails it, the equivalent edit cannot.
    const [canonicalRun, boundaryRun, equivalentRun] = await local.oracle.run([canonical, boundary.code, equivalent.code].map((code) => ({ language: 'python' as const, code, tests: amplified.tests })));
    expect(canonicalRun?.passesAllTests).toBe(true);
    expect(boundaryRun?.passesAllTests).toBe(false);
    expect(equivalentRun?.passesAllTests).toBe(true);

    expect(report).toMatchObject({ max_tests_per_task: 3, inputs_per_test: 10, tasks_amplified: 1, generated_tests: generated.length, survivors: 2, survivors_killed: 1, not_amplified: {} });
    expect(report.tasks).toEqual([{ task_id: 'demo/count_above', survivors: 2, inputs: 30, usable_inputs: expect.any(Number), generated: generated.length, killed: 1 }]);
    // One test suffices to kill the one killable survivor: the greedy choice stops there.
    expect(generated).toHaveLength(1);
  });

  it('gives the same tests for the same seed, with a progress stage per step', async () => {
    stages.length = 0;
    const once = await sut([weak], { maxTests: 3, seed: 5 });
    expect(stages).toEqual(['amplify: candidates vs tests', 'amplify: canonical on new inputs', 'amplify: survivors vs new tests', 'amplify: canonical vs new suite']);
    const again = await sut([weak], { maxTests: 3, seed: 5 });
    expect(again).toEqual(once);
  });

  it('counts why other tasks gain nothing and returns them unchanged', async () => {
    const typescript: TaskCandidates = { task: { ...task, taskId: 'demo/ts', language: 'typescript', tests: ['assert.strictEqual(countAbove([1], 0), 1);'] }, mutants: [] };
    const noLiteral: TaskCandidates = { task: { ...task, taskId: 'demo/no-literal', tests: ['values = [1, 5]\nassert count_above(values, 4) == 1'] }, mutants: [boundary] };
    const strong: TaskCandidates = { task: { ...task, taskId: 'demo/strong', tests: [...task.tests, 'assert count_above([4, 4], 4) == 0'] }, mutants: [boundary, killed] };
    const failing: TaskCandidates = { task: { ...task, taskId: 'demo/failing', tests: ['assert count_above([1], 0) == 2'] }, mutants: [boundary] };
    const given = [typescript, noLiteral, strong, failing];
    const { candidates, report } = await sut(given, { maxTests: 2 });
    expect(candidates).toEqual(given);
    expect(report).toEqual({
      max_tests_per_task: 2,
      inputs_per_test: 10,
      tasks_amplified: 0,
      generated_tests: 0,
      survivors: 0,
      survivors_killed: 0,
      not_amplified: {
        [NOT_AMPLIFIED_REASONS.noLiteralCall]: 1,
        [NOT_AMPLIFIED_REASONS.notPython]: 1,
        [NOT_AMPLIFIED_REASONS.noSurvivor]: 1,
        [NOT_AMPLIFIED_REASONS.canonicalFails]: 1,
      },
      tasks: [],
    });
  });

  it('compares a float output with a tolerance and adds the comparison helper to the setup', async () => {
    const average = 'def average(nums):\n    if not nums:\n        return 0.0\n    return sum(nums) / len(nums)\n';
    const floatTask: Task = { ...task, taskId: 'demo/average', entryPoint: 'average', canonical: average, tests: ['assert average([1, 2, 3]) == 2.0', 'assert average([4, 8]) == 6.0', 'assert average([10, 20]) == 15.0'] };
    const noGuard: Mutant = { code: average.replace('    if not nums:\n        return 0.0\n', ''), bugType: 'remove_edge_case_check', operator: 'hand-written', line: 2, before: '    if not nums:', after: '' };
    const { candidates } = await sut([{ task: floatTask, mutants: [noGuard] }], { maxTests: 2 });
    const amplified = candidates[0]?.task as Task;
    expect(amplified.tests.slice(3)).toEqual(['assert _execret_allclose(average([]), 0.0, 0.000001)']);
    expect(amplified.testSetup).toContain('def _execret_allclose(actual, expected, atol):');
    const [canonicalRun, mutantRun] = await local.oracle.run([average, noGuard.code].map((code) => ({ language: 'python' as const, code, tests: amplified.tests, testSetup: amplified.testSetup })));
    expect(canonicalRun?.passesAllTests).toBe(true);
    expect(mutantRun?.testResults[3]).toMatch(/^ERROR: ZeroDivisionError/);
  });

  it('does not count a timeout as a kill, since another run might not repeat it', async () => {
    const double = 'def double(n):\n    return n * 2\n';
    const doubleTask: Task = { ...task, taskId: 'demo/double', entryPoint: 'double', canonical: double, tests: ['assert double(1) == 2', 'assert double(2) == 4', 'assert double(3) == 6'] };
    // Passes the tests and never finishes from 6 on: only timeouts tell it apart.
    const looping: Mutant = { code: 'def double(n):\n    while n > 5:\n        pass\n    return n * 2\n', bugType: 'off_by_one', operator: 'hand-written', line: 2, before: '', after: '    while n > 5:' };
    // A short per-test limit keeps the test fast; the timeouts are the same.
    const quick = new Oracle({ executors: { python: new PythonExecutor({ limits: { testTimeoutMs: 200 } }) } });
    const { candidates, report } = await amplifyStage([{ task: doubleTask, mutants: [looping] }], { maxTests: 1, seed: 20260510, oracle: quick, progress }).finally(() => quick.dispose());
    expect(candidates[0]?.task).toBe(doubleTask);
    expect(report.tasks).toEqual([{ task_id: 'demo/double', survivors: 1, inputs: 10, usable_inputs: 10, generated: 0, killed: 0, reason: NOT_AMPLIFIED_REASONS.noKill }]);
  }, 30_000);

  it('reports a task whose only survivor is equivalent to the canonical, with no test added', async () => {
    const { candidates, report } = await sut([{ task, mutants: [equivalent, killed] }], { maxTests: 2 });
    expect(candidates[0]?.task).toBe(task);
    expect(report.tasks).toEqual([{ task_id: 'demo/count_above', survivors: 1, inputs: 20, usable_inputs: expect.any(Number), generated: 0, killed: 0, reason: NOT_AMPLIFIED_REASONS.noKill }]);
    expect(report.tasks[0]?.usable_inputs).toBeGreaterThan(0);
  });

  it('refuses a number of tests that is not a positive integer', async () => {
    await expect(sut([weak], { maxTests: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(() => checkAmplify(1.5)).toThrow('--amplify must be a positive integer (the most generated tests per task), got 1.5');
    expect(() => checkAmplify(undefined)).not.toThrow();
  });
});
