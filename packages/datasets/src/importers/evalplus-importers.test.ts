import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { Task } from '@execret/core';
import {
  DEFAULT_MAX_PLUS_INPUTS,
  expectedOutputProbe,
  expectedOutputTest,
  importHumanEvalPlus,
  importMbppPlus,
  importTasks,
  pendingTestPlan,
  readProbeOutcome,
  splitMbppPlusPrompt,
  type EvalPlusTestPlan,
} from '../index.js';

// Fixtures are written for execret (see __fixtures__/make-evalplus-fixtures.py, their readable
// source); only their field layouts follow EvalPlus's HumanEval+ and MBPP+ files.
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const fixture = (name: string): string => join(fixtures, name);

function planOf(task: Task | undefined): EvalPlusTestPlan {
  const plan = task === undefined ? undefined : pendingTestPlan(task);
  if (plan === undefined) throw new Error(`no plan on ${task?.taskId ?? 'a missing task'}`);
  return plan;
}

describe(importHumanEvalPlus.name, () => {
  it('reads query, examples and canonical as --from humaneval does, and plans the inputs instead of tests', async () => {
    const { tasks, report } = await importTasks('humanevalplus', fixture('humanevalplus.jsonl'));
    expect(report.skipped).toEqual([]);
    expect(tasks.map((task) => task.taskId)).toEqual(['FixturePlus/0', 'FixturePlus/1', 'FixturePlus/2', 'FixturePlus/3']);
    const [amount] = tasks;
    expect(amount).toMatchObject({
      language: 'python',
      domain: 'humanevalplus',
      query: 'Write an amount for a receipt: an int as its digits alone, a float with exactly two decimals.',
      entryPoint: 'format_amount',
      canonical: "def format_amount(value):\n    if isinstance(value, int):\n        return str(value)\n    return f'{value:.2f}'\n",
      // No tests until the build has run the canonical on the inputs.
      tests: [],
      metadata: { task_id: 'FixturePlus/0', examples: ">>> format_amount(3)\n'3'\n>>> format_amount(2.5)\n'2.50'" },
    });
    expect(amount?.testSetup).toBeUndefined();
    expect(planOf(amount)).toEqual({
      atol: 0,
      base_inputs: 3,
      plus_inputs: 6,
      max_plus_inputs: DEFAULT_MAX_PLUS_INPUTS,
      inputs: [
        { field: 'base_input[0]', arguments: '3', role: 'base' },
        { field: 'base_input[1]', arguments: '2.5', role: 'base' },
        { field: 'base_input[2]', arguments: '0', role: 'base' },
        // Written as in the file: 2.0 stays a float, the large int keeps every digit.
        { field: 'plus_input[0]', arguments: '2.0', role: 'plus' },
        { field: 'plus_input[1]', arguments: '10', role: 'plus' },
        { field: 'plus_input[2]', arguments: '-1.25', role: 'plus' },
        { field: 'plus_input[3]', arguments: '7.0', role: 'plus' },
        { field: 'plus_input[4]', arguments: '12345678901234567891', role: 'plus' },
        { field: 'plus_input[5]', arguments: '0.125', role: 'plus' },
      ],
      dropped: [],
      plus_excluded: {},
    });
  });

  it('writes every input as Python literals that Python reads as the same values json.loads gives', async () => {
    const { tasks } = await importHumanEvalPlus(fixture('humanevalplus.jsonl'), { maxPlusInputs: 100 });
    const records = readFileSync(fixture('humanevalplus.jsonl'), 'utf8').trimEnd().split('\n');
    const pairs = tasks.flatMap((task, index) => {
      // The record's own text of each input, cut out by Python's reading of the whole line below.
      const line = records[index] as string;
      return planOf(task).inputs.map((input) => {
        const [, name, position] = /^(\w+)\[(\d+)\]$/.exec(input.field) as RegExpExecArray;
        return { json: JSON.stringify({ line, name, position: Number(position) }), literal: `[${input.arguments}]` };
      });
    });
    expect(pairs.length).toBe(3 + 6 + 2 + 3 + 3 + 5 + 3 + 30);
    // Python reads the input from the line itself (no JavaScript number in between).
    const program = 'import json, sys\npairs = json.load(sys.stdin)\nout = []\nfor p in pairs:\n    ref = json.loads(p["json"])\n    value = json.loads(ref["line"])[ref["name"]][ref["position"]]\n    out.append([repr(value), repr(eval(p["literal"]))])\nprint(json.dumps(out))\n';
    const result = spawnSync('python3', ['-c', program], { input: JSON.stringify(pairs), encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    const reprs = JSON.parse(result.stdout) as Array<[string, string]>;
    for (const [fromJson, fromLiteral] of reprs) expect(fromLiteral).toBe(fromJson);
    expect(reprs.map(([fromJson]) => fromJson)).toEqual(expect.arrayContaining(['[2.0]', '[12345678901234567891]', "['\u00e9\u6f22', 2]", '["it\'s", 2]']));
  });

  it('keeps the plus inputs at evenly spread positions when there are more than the cap, with reserves half-way between', async () => {
    const tasks = new Map((await importHumanEvalPlus(fixture('humanevalplus.jsonl'))).tasks.map((task) => [task.taskId, task]));
    const plan = planOf(tasks.get('FixturePlus/3'));
    const fields = (role: string): string[] => plan.inputs.filter((input) => input.role === role).map((input) => input.field);
    expect(fields('base')).toEqual(['base_input[0]', 'base_input[1]', 'base_input[2]']);
    // 30 eligible plus inputs, cap 10: positions ⌊3j⌋ are picked and ⌊3j + 1.5⌋ are reserves.
    expect(fields('plus')).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27].map((position) => `plus_input[${position}]`));
    expect(fields('reserve')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28].map((position) => `plus_input[${position}]`));
    expect(plan.inputs.find((input) => input.field === 'plus_input[0]')?.arguments).toBe('98765432109876543210');

    // A different cap picks differently, but always the same way for the same cap.
    const three = planOf((await importHumanEvalPlus(fixture('humanevalplus.jsonl'), { maxPlusInputs: 3 })).tasks[3]);
    expect(three.inputs.filter((input) => input.role === 'plus').map((input) => input.field)).toEqual(['plus_input[0]', 'plus_input[10]', 'plus_input[20]']);
    expect(three.max_plus_inputs).toBe(3);
    const none = planOf((await importHumanEvalPlus(fixture('humanevalplus.jsonl'), { maxPlusInputs: 0 })).tasks[3]);
    expect(none.inputs.map((input) => input.role)).toEqual(['base', 'base', 'base']);
  });

  it('leaves out a plus input that repeats an earlier one, counting it, and writes strings as Python does', async () => {
    const plan = planOf((await importHumanEvalPlus(fixture('humanevalplus.jsonl'))).tasks[2]);
    expect(plan.plus_excluded).toEqual({ duplicate: 1 });
    expect(plan.inputs.filter((input) => input.role === 'plus').map((input) => input.arguments)).toEqual([
      "'to be', 3",
      "'ab', -1",
      "'abcdefghij', 60",
      '"it\'s", 2',
      "'\\xe9\\u6f22', 2",
    ]);
  });

  it('rejects a cap that is not an integer ≥ 0', async () => {
    await expect(importHumanEvalPlus(fixture('humanevalplus.jsonl'), { maxPlusInputs: -1 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'maxPlusInputs must be an integer ≥ 0, got number -1' });
  });

  it('skips bad records naming file, line, task id and field, drops bad inputs naming their field, and goes on reading', async () => {
    const name = 'humanevalplus-invalid.jsonl';
    const { tasks, report } = await importHumanEvalPlus(fixture(name));
    expect(tasks.map((task) => task.taskId)).toEqual(['FixturePlus/ok']);
    const plan = planOf(tasks[0]);
    expect(plan.inputs.map((input) => input.field)).toEqual(['base_input[0]', 'plus_input[0]']);
    expect(plan.dropped).toEqual([
      { field: 'base_input[1]', reason: 'must be a list of arguments, got a number' },
      { field: 'base_input[2]', reason: 'repeats base_input[0]' },
    ]);
    expect(plan.plus_excluded).toEqual({ duplicate: 1, not_a_list: 1 });
    expect(report.skipped).toEqual([
      { source: `${name}:2 (FixturePlus/no-plus)`, file: name, line: 2, task_id: 'FixturePlus/no-plus', reason: 'field "plus_input" must be an array of argument lists, got missing' },
      { source: `${name}:3 (FixturePlus/atol-text)`, file: name, line: 3, task_id: 'FixturePlus/atol-text', reason: 'field "atol" must be a number ≥ 0 (absolute tolerance of float comparisons), got string "0.1"' },
      {
        source: `${name}:4 (FixturePlus/no-docstring)`,
        file: name,
        line: 4,
        task_id: 'FixturePlus/no-docstring',
        reason: 'field "prompt" must define format_amount(…) with a docstring in its body (the query comes from it), found none',
      },
      // Python's json module writes NaN, which JSON does not allow: the line is not JSON.
      { source: `${name}:5`, file: name, line: 5, reason: expect.stringMatching(/^invalid JSON: /) },
      {
        source: `${name}:6 (FixturePlus/no-input)`,
        file: name,
        line: 6,
        task_id: 'FixturePlus/no-input',
        reason: 'fields "base_input" (0 entries) and "plus_input" (2 entries) give no input to run: 1 of plus_input not a list of arguments; 1 of plus_input longer than 1000 characters as Python literals',
      },
      { source: `${name}:7 (FixturePlus/ok)`, file: name, line: 7, task_id: 'FixturePlus/ok', reason: 'duplicate task id "FixturePlus/ok": the task on line 1 has it already' },
      { source: `${name}:8 (FixturePlus/inputs-object)`, file: name, line: 8, task_id: 'FixturePlus/inputs-object', reason: 'field "base_input" must be an array of argument lists, got object' },
    ]);
  });

  it('throws an IO error naming a missing file', async () => {
    const missing = fixture('does-not-exist.jsonl');
    await expect(importTasks('humanevalplus', missing)).rejects.toMatchObject({ code: 'IO', message: expect.stringContaining(missing) });
    await expect(importTasks('mbppplus', missing)).rejects.toMatchObject({ code: 'IO', message: expect.stringContaining(missing) });
  });
});

describe(importMbppPlus.name, () => {
  it('takes the prompt text as the query, its assert as an example, and the whole solution as the canonical', async () => {
    const { tasks, report } = await importTasks('mbppplus', fixture('mbppplus.jsonl'));
    expect(report.skipped).toEqual([]);
    expect(tasks.map((task) => [task.taskId, task.entryPoint, task.domain])).toEqual([
      ['Mbpp/901', 'count_common', 'mbppplus'],
      ['Mbpp/902', 'circle_area', 'mbppplus'],
      ['Mbpp/903', 'pair_sums', 'mbppplus'],
      ['Mbpp/904', 'distinct_count', 'mbppplus'],
    ]);
    expect(tasks[0]).toMatchObject({
      query: 'Write a function to count the distinct values that occur in both lists.',
      // \r\n made \n, a final newline added.
      canonical: 'def count_common(first, second):\n    return len(set(first) & set(second))\n',
      tests: [],
      metadata: { task_id: 'Mbpp/901', examples: 'assert count_common([1, 2, 3], [2, 3, 4]) == 2' },
    });
    expect(planOf(tasks[0]).inputs.map((input) => input.arguments)).toEqual(['[1, 2, 3], [2, 3, 4]', '[], [1]', '[1, 1, 1], [1]', "['a', 'b'], ['b', 'c']", '[True, 2], [1, 2]']);
    expect(planOf(tasks[1]).atol).toBe(0.0001);
    expect(tasks[2]?.canonical).toBe('def _add(pair):\n    return pair[0] + pair[1]\n\n\ndef pair_sums(pairs):\n    return sorted((_add(pair) for pair in pairs), reverse=True)\n');
    for (const task of tasks) expect(task.canonical).not.toContain(task.query);
  });

  it('splits a prompt with or without its quotes', () => {
    expect(splitMbppPlusPrompt('"""\nWrite a function to add.\nIt takes two numbers.\nassert add(1, 2) == 3\n"""\n')).toEqual({ query: 'Write a function to add. It takes two numbers.', examples: 'assert add(1, 2) == 3' });
    expect(splitMbppPlusPrompt('Write a function to add.')).toEqual({ query: 'Write a function to add.', examples: '' });
  });

  it('skips bad records naming file, line and field', async () => {
    const name = 'mbppplus-invalid.jsonl';
    const { tasks, report } = await importTasks('mbppplus', fixture(name));
    // The task whose inputs all make the canonical raise is imported: only running it tells.
    expect(tasks.map((task) => task.taskId)).toEqual(['Mbpp/all-raise']);
    expect(report.skipped).toEqual([
      { source: `${name}:1 (Mbpp/only-example)`, file: name, line: 1, task_id: 'Mbpp/only-example', reason: 'field "prompt" holds no task description, only examples' },
      { source: `${name}:2 (Mbpp/901)`, file: name, line: 2, task_id: 'Mbpp/901', reason: 'field "entry_point" must be a string, got missing' },
      { source: `${name}:3 (Mbpp/wrong-entry)`, file: name, line: 3, task_id: 'Mbpp/wrong-entry', reason: expect.stringContaining('count_shared') },
    ]);
  });
});

describe('expected output probe', () => {
  it('reads the outcomes the oracle reports for probe tests', () => {
    expect(readProbeOutcome("FAIL: execret-probe:exact:15:'to%20%20be%25'")).toEqual({ kind: 'exact', literal: "'to  be%'" });
    expect(readProbeOutcome('FAIL: execret-probe:float:3:0.5')).toEqual({ kind: 'float', literal: '0.5' });
    expect(readProbeOutcome('FAIL: execret-probe:exact:40:[1,%202,…')).toEqual({ problem: "the canonical's output was cut short by the oracle's outcome message limit (9 of 40 characters came through)" });
    expect(readProbeOutcome('FAIL: execret-probe:too-long:612')).toEqual({ problem: "the canonical's output is 612 characters long as a Python literal (spaces count three); at most 470 fit in the oracle's outcome message" });
    expect(readProbeOutcome('FAIL: execret-probe:not-literal:generator')).toEqual({ problem: "the canonical's output (generator) cannot be written as a Python literal that reads back as the same value" });
    expect(readProbeOutcome('ERROR: ValueError: times must not be negative')).toEqual({ problem: 'the canonical raised ValueError: times must not be negative' });
    expect(readProbeOutcome('FAIL: x should be positive')).toEqual({ problem: 'the canonical raised AssertionError: x should be positive' });
    expect(readProbeOutcome('TIMEOUT')).toEqual({ problem: "the canonical did not finish within the oracle's time limit" });
    expect(readProbeOutcome('pass')).toEqual({ problem: 'the probe reported no output (outcome "pass")' });
  });

  it('writes exact tests, and float comparisons with the record atol or 1e-6 for float outputs', () => {
    expect(expectedOutputTest('stretch', "'ab', 2", { kind: 'exact', literal: "'aabb'" }, 0)).toEqual({ test: "assert stretch('ab', 2) == 'aabb'", tolerant: false });
    expect(expectedOutputTest('mean', '[1.0]', { kind: 'float', literal: '1.0' }, 0)).toEqual({ test: 'assert _execret_allclose(mean([1.0]), 1.0, 0.000001)', tolerant: true });
    expect(expectedOutputTest('area', '2', { kind: 'float', literal: '12.566370614359172' }, 0.0001)).toEqual({ test: 'assert _execret_allclose(area(2), 12.566370614359172, 0.0001)', tolerant: true });
    // atol applies to any output, as EvalPlus's allclose does after an unequal exact comparison.
    expect(expectedOutputTest('f', '', { kind: 'exact', literal: '3' }, 1e-7)).toEqual({ test: 'assert _execret_allclose(f(), 3, 1e-7)', tolerant: true });
  });

  it('calls the entry point once per planned input, in plan order', async () => {
    const task = (await importHumanEvalPlus(fixture('humanevalplus.jsonl'), { maxPlusInputs: 1 })).tasks[0] as Task;
    const job = expectedOutputProbe(task.canonical, task.entryPoint, planOf(task));
    expect(job.code).toBe(task.canonical);
    expect(job.tests).toEqual(['_execret_probe(lambda: format_amount(3))', '_execret_probe(lambda: format_amount(2.5))', '_execret_probe(lambda: format_amount(0))', '_execret_probe(lambda: format_amount(2.0))', '_execret_probe(lambda: format_amount(7.0))']);
  });
});
