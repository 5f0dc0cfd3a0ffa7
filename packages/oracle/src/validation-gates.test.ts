import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { codeSha256, writeBundle, type Mutant, type Task } from '@execret/core';
import { ExecutionCache } from './execution-cache.js';
import { Oracle } from './oracle.js';
import { PythonExecutor } from './python-executor.js';
import { TypeScriptExecutor } from './typescript-executor.js';
import {
  auditBundle,
  mutantSchemaProblems,
  runValidationGates as sut,
  bugTypePriority,
  selectionOrder,
  taskSchemaProblems,
  writeDatasetValidation,
  type TaskCandidates,
} from './validation-gates.js';

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
    expect(result.accepted[0]?.distractors).toEqual(kept.map((index) => clampMutants[index as number]));
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

  it('writes dataset_validation.json and audits a written bundle (G5 on files)', async () => {
    const path = join(folder, 'dataset_validation.json');
    await writeDatasetValidation(path, result.validation);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(result.validation);

    const bundleFolder = join(folder, 'bundle');
    await writeBundle(bundleFolder, {
      queries: [{ query_id: 'q_0001', query: 'Clamp', test_suite: clampTests, correct_corpus_ids: ['c_0002'], paired_distractor_corpus_ids: ['c_0001'], entry_id: 'numbers/clamp', metadata: {} }],
      corpus: [
        { corpus_id: 'c_0001', code: clampMutants[0]?.code as string, label: 'incorrect', bug_type: 'wrong_comparison', source_entry_id: 'numbers/clamp' },
        { corpus_id: 'c_0002', code: clampCanonical, label: 'correct', source_entry_id: 'numbers/clamp' },
      ],
    });
    const audit = await auditBundle(bundleFolder);
    expect(audit).toMatchObject({ valid: true, problems: [] });
    expect(audit.counts.corpus).toBe(2);
  });
});

describe(selectionOrder.name, () => {
  const items = ['a1', 'a2', 'a3', 'b1', 'c1', 'c2'].map((name) => ({ name, bugType: { a: 'wrong_operator', b: 'off_by_one', c: 'custom_type' }[name[0] as 'a' | 'b' | 'c'] }));

  it('puts one item of every bug type first (known types in BUG_TYPES order, then others)', () => {
    const order = selectionOrder(items, 1, 'task');
    expect(order.slice(0, 3).map((item) => item.bugType)).toEqual(['off_by_one', 'wrong_operator', 'custom_type']);
    expect(order.map((item) => item.name).sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'c2']);
  });

  it('is deterministic for a seed and task id', () => {
    expect(selectionOrder(items, 3, 'task')).toEqual(selectionOrder(items, 3, 'task'));
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => selectionOrder(items, seed, 'task').map((item) => item.name).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe(taskSchemaProblems.name, () => {
  it('names every bad field of a task', () => {
    expect(taskSchemaProblems({ taskId: '', language: 'rust', domain: 3, query: 'q', entryPoint: '1abc', canonical: 'x', tests: ['ok', 4], testSetup: 5 })).toEqual([
      'field "taskId" must be a non-empty string, got string ""',
      'field "language" must be one of python, typescript, got string "rust"',
      'field "domain" must be a string, got number 3',
      'field "entryPoint" must be an identifier, got string "1abc"',
      'field "tests[1]" must be a non-empty string, got number 4',
      'field "testSetup" must be a string when present, got number 5',
    ]);
    expect(taskSchemaProblems(clampTask())).toEqual([]);
  });

  it('names every bad field of a mutant', () => {
    expect(mutantSchemaProblems({ code: '', bugType: 'x', operator: 'y', line: 1.5, before: 'b' })).toEqual([
      'field "code" must be a non-empty string, got string ""',
      'field "line" must be an integer ≥ 1, got number 1.5',
      'field "after" must be a string, got missing',
    ]);
  });
});

describe(bugTypePriority.name, () => {
  it('puts the bug types that the fewest tasks can offer first, ties in BUG_TYPES order', () => {
    const perTask = [
      ['wrong_operator', 'off_by_one', 'wrong_operator'],
      ['wrong_operator', 'swap_arguments', 'off_by_one'],
      ['wrong_operator', 'remove_edge_case_check'],
      ['off_by_one', 'wrong_comparison'],
    ];
    // Tasks offering: wrong_operator 3, off_by_one 3, swap_arguments 1, remove_edge_case_check 1, wrong_comparison 1.
    expect(bugTypePriority(perTask)).toEqual(['wrong_comparison', 'swap_arguments', 'remove_edge_case_check', 'off_by_one', 'wrong_operator']);
  });

  it('makes selectionOrder take a rare type before the common ones', () => {
    const items = [
      { name: 'a', bugType: 'off_by_one' },
      { name: 'b', bugType: 'wrong_operator' },
      { name: 'c', bugType: 'swap_arguments' },
    ];
    expect(selectionOrder(items, 1, 'task', ['swap_arguments', 'off_by_one', 'wrong_operator'])[0]?.name).toBe('c');
  });
});
