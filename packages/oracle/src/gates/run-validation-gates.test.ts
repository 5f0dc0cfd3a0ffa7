import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { codeSha256, type Mutant, type Task } from '@execret/core';
import { ExecutionCache } from '../execution-cache.js';
import { Oracle } from '../oracle.js';
import { PythonExecutor } from '../python-executor.js';
import { TypeScriptExecutor } from '../typescript-executor.js';
import { GATE_NAMES, writeDatasetValidation } from './dataset-validation.js';
import { runValidationGates as sut, VALIDATION_GATES } from './run-validation-gates.js';
import type { TaskCandidates } from './validation-gate.js';

const clampCanonical = 'def clamp(x, low, high):\n    if x < low:\n        return low\n    if x > high:\n        return high\n    return x\n';
const clampTests = ['assert clamp(5, 0, 10) == 5', 'assert clamp(-3, 0, 10) == 0', 'assert clamp(12, 0, 10) == 10', 'assert clamp(0, 0, 10) == 0'];

function clampTask(overrides: Partial<Task> = {}): Task {
  return { taskId: 'numbers/clamp', language: 'python', domain: 'numbers', query: 'Clamp x into [low, high].', entryPoint: 'clamp', canonical: clampCanonical, tests: clampTests, ...overrides };
}

function mutant(code: string, bugType: string, line: number, operator = `${bugType}-op`): Mutant {
  return { code, bugType, operator, line, before: 'before', after: 'after' };
}

const clampMutants: Mutant[] = [
  /* 0 */ mutant(clampCanonical.replace('x < low', 'x > low'), 'wrong_comparison', 2),
  /* 1 */ mutant(clampCanonical.replace('x < low', 'x <= low'), 'off_by_one_boundary', 2), // equivalent: still passes
  /* 2 */ mutant(clampCanonical.replace('def clamp(x, low, high):', 'def clamp(x, low, high)'), 'wrong_operator', 1), // syntax error
  /* 3 */ mutant(clampCanonical.replace('def clamp', 'def clamp_values'), 'swap_arguments', 1), // entry point gone
  /* 4 */ mutant(clampCanonical.replace('x < low', 'x > low'), 'wrong_comparison', 2), // same code as 0
  /* 5 */ { ...mutant('x', 'off_by_one', 1), line: 0 }, // G1: line must be ≥ 1
  /* 6 */ mutant(clampCanonical.replace('        return high\n', '        return high + 1\n'), 'off_by_one', 5),
  /* 7 */ mutant(clampCanonical.replace('    if x > high:\n        return high\n', ''), 'remove_edge_case_check', 4),
  /* 8 */ mutant(clampCanonical.replace('x > high', 'x < high'), 'wrong_comparison', 4),
  /* 9 */ mutant(clampCanonical.replace('        return low\n', '        return low - 1\n'), 'off_by_one', 3),
  /* 10 */ mutant(clampCanonical.replace('    if x < low:\n        return low\n', ''), 'remove_edge_case_check', 2),
];

const sumTask: Task = {
  taskId: 'numbers/total',
  language: 'typescript',
  domain: 'numbers',
  query: 'Sum an array of numbers.',
  entryPoint: 'total',
  canonical: 'export function total(values: number[]): number {\n  let sum = 0;\n  for (let i = 0; i < values.length; i++) sum += values[i];\n  return sum;\n}\n',
  tests: ['assert.strictEqual(total([1, 2, 3]), 6)', 'assert.strictEqual(total([]), 0)'],
};

const candidates: TaskCandidates[] = [
  { task: clampTask(), mutants: clampMutants },
  // G3: the canonical fails one of its tests.
  { task: clampTask({ taskId: 'numbers/clamp-wrong', canonical: clampCanonical.replace('return x', 'return x + 0.5') }), mutants: [clampMutants[0] as Mutant] },
  // G1: no tests.
  { task: clampTask({ taskId: 'numbers/clamp-untested', tests: [] }), mutants: [] },
  // G2: the canonical does not compile.
  { task: clampTask({ taskId: 'numbers/clamp-broken', canonical: 'def clamp(x, low, high)\n    return x\n' }), mutants: [clampMutants[0] as Mutant] },
  // G5: the same canonical code as the first task.
  { task: clampTask({ taskId: 'numbers/clamp-copy' }), mutants: [clampMutants[6] as Mutant] },
  // G4: its only candidate passes every test.
  { task: clampTask({ taskId: 'numbers/clamp-equivalent', canonical: `${clampCanonical}\n# variant\n` }), mutants: [mutant(`${clampCanonical}\n# variant 2\n`, 'off_by_one', 6)] },
  {
    task: sumTask,
    mutants: [
      mutant(sumTask.canonical.replace('i < values.length', 'i <= values.length'), 'off_by_one_boundary', 3),
      mutant(sumTask.canonical.replace('sum += values[i]', 'sum -= values[i]'), 'wrong_operator', 3),
    ],
  },
];

let folder: string;
let cache: ExecutionCache;
let python: PythonExecutor;
let oracle: Oracle;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'execret-gates-test-'));
  cache = new ExecutionCache(join(folder, 'cache.sqlite'));
  python = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 2000 } });
  oracle = new Oracle({ executors: { python, typescript: new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 500, jobTimeoutMs: 4000 } }) }, cache });
});

afterAll(async () => {
  await oracle?.dispose();
  cache?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe(sut.name, () => {
  let result: Awaited<ReturnType<typeof sut>>;

  beforeAll(async () => {
    result = await sut(candidates, { oracle, maxDistractors: 4, seed: 7 });
  }, 60_000);

  it('accepts only the tasks that pass all five gates', () => {
    expect(result.validation.tasks.map((task) => [task.task_id, task.accepted])).toEqual([
      ['numbers/clamp', true],
      ['numbers/clamp-wrong', false],
      ['numbers/clamp-untested', false],
      ['numbers/clamp-broken', false],
      ['numbers/clamp-copy', false],
      ['numbers/clamp-equivalent', false],
      ['numbers/total', true],
    ]);
    expect(result.accepted.map((entry) => entry.task.taskId)).toEqual(['numbers/clamp', 'numbers/total']);
    expect(result.validation.summary.tasks_rejected_by_gate).toEqual({ G1: 1, G2: 1, G3: 1, G4: 1, G5: 1 });
  });

  it('records why each candidate distractor was rejected, kept or not selected', () => {
    const clamp = result.validation.tasks[0];
    const decisions = clamp?.distractors.map((distractor) => [distractor.index, distractor.decision, distractor.gate]);
    // Eligible (fail ≥ 1 test): 0, 6, 7, 8, 9, 10 — six candidates for four places.
    expect(decisions?.filter(([, decision]) => decision === 'rejected')).toEqual([
      [1, 'rejected', 'G4'],
      [2, 'rejected', 'G2'],
      [3, 'rejected', 'G2'],
      [4, 'rejected', 'G5'],
      [5, 'rejected', 'G1'],
    ]);
    const kept = decisions?.filter(([, decision]) => decision === 'kept').map(([index]) => index) ?? [];
    const notSelected = decisions?.filter(([, decision]) => decision === 'not-selected').map(([index]) => index) ?? [];
    expect(kept.length).toBe(4);
    expect([...kept, ...notSelected].sort((left, right) => Number(left) - Number(right))).toEqual([0, 6, 7, 8, 9, 10]);
    // The eligible ones have three bug types (two each); the four kept cover all three.
    expect(new Set(kept.map((index) => clampMutants[index as number]?.bugType))).toEqual(new Set(['wrong_comparison', 'off_by_one', 'remove_edge_case_check']));
    expect(clamp?.distractors[4]?.reason).toBe('same code as candidate 0');
    expect(clamp?.distractors[1]?.reason).toBe('passes every test (an equivalent mutant)');
    // `if x > low: return low` returns 0 for 5 and 12 and falls through (returns x) for -3 and 0.
    expect(clamp?.distractors[0]?.test_results).toEqual(['FAIL: assert clamp(5, 0, 10) == 5', 'FAIL: assert clamp(-3, 0, 10) == 0', 'FAIL: assert clamp(12, 0, 10) == 10', 'pass']);
  });

  it('hands over each accepted task with its canonical outcomes and its kept distractors with their verdicts', () => {
    const [clamp, total] = result.accepted;
    const audit = result.validation.tasks[0];
    const kept = audit?.distractors.filter((distractor) => distractor.decision === 'kept') ?? [];
    expect(clamp?.canonicalResults).toEqual(audit?.canonical.runs[0]?.test_results);
    // Candidate order, each with the outcomes G4 recorded for it.
    expect(clamp?.distractors).toEqual(kept.map((distractor) => ({ ...clampMutants[distractor.index], testResults: distractor.test_results, passesAllTests: false })));
    expect(clamp?.distractors[0]?.testResults).toEqual(['FAIL: assert clamp(5, 0, 10) == 5', 'FAIL: assert clamp(-3, 0, 10) == 0', 'FAIL: assert clamp(12, 0, 10) == 10', 'pass']);
    expect(total?.canonicalResults).toEqual(['pass', 'pass']);
    expect(total?.distractors.map((distractor) => [distractor.bugType, distractor.passesAllTests])).toEqual([
      ['off_by_one_boundary', false],
      ['wrong_operator', false],
    ]);
  });

  it('runs the canonical twice and records both runs', () => {
    const clamp = result.validation.tasks[0];
    expect(clamp?.canonical.runs).toEqual([
      { status: 'completed', test_results: ['pass', 'pass', 'pass', 'pass'], passes_all_tests: true },
      { status: 'completed', test_results: ['pass', 'pass', 'pass', 'pass'], passes_all_tests: true },
    ]);
    expect(clamp?.canonical.code_sha256).toBe(codeSha256(clampCanonical));
    const wrong = result.validation.tasks[1];
    expect(wrong?.gates.G3.status).toBe('fail');
    // x + 0.5 is returned only when x is inside [low, high]: tests 0 and 3.
    expect(wrong?.gates.G3.problems).toEqual([
      'run 1: the canonical fails 2 of 4 tests (test 0: FAIL: assert clamp(5, 0, 10) == 5; test 3: FAIL: assert clamp(0, 0, 10) == 0)',
      'run 2: the canonical fails 2 of 4 tests (test 0: FAIL: assert clamp(5, 0, 10) == 5; test 3: FAIL: assert clamp(0, 0, 10) == 0)',
    ]);
    expect(wrong?.gates.G4.status).toBe('skipped');
    expect(wrong?.distractors[0]?.decision).toBe('not-evaluated');
  });

  it('explains G1, G2 and G5 failures', () => {
    expect(result.validation.tasks[2]?.gates.G1.problems).toEqual(['field "tests" must be a non-empty array of strings, got an array of 0']);
    expect(result.validation.tasks[3]?.gates.G2.problems[0]).toMatch(/^code: ERROR: SyntaxError: /);
    expect(result.validation.tasks[4]?.gates.G5.problems).toEqual(['the canonical\'s code is already in the pool (canonical of task "numbers/clamp")']);
    expect(result.validation.tasks[5]?.gates.G4.problems).toEqual(['0 candidate distractor(s) fail at least one test; at least 1 needed']);
  });

  it('summarises and records the runtimes', async () => {
    const summary = result.validation.summary;
    expect(summary.tasks).toBe(7);
    expect(summary.tasks_accepted).toBe(2);
    expect(summary.kept_distractors).toBe(6);
    expect(summary.distractors_not_selected).toBe(2);
    expect(Object.values(summary.kept_by_bug_type).reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(result.validation.runtimes).toEqual({
      python: (await python.describeRuntime()).fingerprint,
      typescript: (await oracle.describeRuntime('typescript')).fingerprint,
    });
  });

  it('is reproducible: a second validation gives the same audit, with every distractor answered from the cache', async () => {
    const executedBefore = python.executedJobs;
    const again = await sut(candidates, { oracle, maxDistractors: 4, seed: 7 });
    expect(again.validation).toEqual(result.validation);
    // Only the G3 runs execute again (2 per Python task that reached G3): 3 tasks × 2.
    expect(python.executedJobs - executedBefore).toBe(6);
  }, 60_000);

  it('writes dataset_validation.json', async () => {
    const path = join(folder, 'dataset_validation.json');
    await writeDatasetValidation(path, result.validation);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(result.validation);
    expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify(result.validation, null, 2)}\n`);
  });

  it('runs the five gates from one list, in audit order', () => {
    expect(VALIDATION_GATES.map((gate) => gate.name)).toEqual([...GATE_NAMES]);
  });
});
