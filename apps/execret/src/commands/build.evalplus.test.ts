import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Task } from '@execret/core';
import { importTasks, type EvalPlusTestSummary, type ImportResult } from '@execret/datasets';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';
import { main } from '../main.js';
import { createProgress } from '../progress.js';
import { resolveImportedTests } from '../resolve-expected-outputs.js';
import { buildBenchmark } from './build.js';

// The EvalPlus-layout fixtures of @execret/datasets (written for execret; see make-evalplus-fixtures.py there).
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'datasets', 'src', 'importers', '__fixtures__');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

let work: string;
let oracle: LocalOracle;
let humanEvalPlus: ImportResult;
let mbppPlus: ImportResult;

async function resolved(kind: 'humanevalplus' | 'mbppplus', file: string, maxPlusInputs?: number): Promise<ImportResult> {
  const imported = await importTasks(kind, join(fixtures, file), maxPlusInputs === undefined ? {} : { maxPlusInputs });
  return resolveImportedTests(imported, { oracle: oracle.oracle, progress: quiet });
}

function task(result: ImportResult, taskId: string): Task {
  const found = result.tasks.find((entry) => entry.taskId === taskId);
  if (found === undefined) throw new Error(`no task ${taskId}`);
  return found;
}

function summary(entry: Task): EvalPlusTestSummary {
  return entry.metadata?.['evalplus'] as EvalPlusTestSummary;
}

/** The outcome of each of the task's tests when `code` stands in for its canonical, through the oracle. */
async function outcomes(entry: Task, code: string): Promise<string[]> {
  const [verdict] = await oracle.oracle.run([{ language: 'python', code, tests: entry.tests, testSetup: entry.testSetup }], { cacheMode: 'off' });
  return verdict?.testResults ?? [];
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-evalplus-'));
  oracle = openLocalOracle(join(work, 'cache'));
  humanEvalPlus = await resolved('humanevalplus', 'humanevalplus.jsonl');
  mbppPlus = await resolved('mbppplus', 'mbppplus.jsonl');
}, 120_000);

afterAll(async () => {
  await oracle?.dispose();
  await rm(work, { recursive: true, force: true });
});

describe(resolveImportedTests.name, () => {
  it("writes one test per input with the canonical's output as the expected value, ints and floats kept apart", () => {
    const amount = task(humanEvalPlus, 'FixturePlus/0');
    expect(amount.tests).toEqual([
      "assert format_amount(3) == '3'",
      "assert format_amount(2.5) == '2.50'",
      "assert format_amount(0) == '0'",
      "assert format_amount(2.0) == '2.00'",
      "assert format_amount(10) == '10'",
      "assert format_amount(-1.25) == '-1.25'",
      "assert format_amount(7.0) == '7.00'",
      "assert format_amount(12345678901234567891) == '12345678901234567891'",
      "assert format_amount(0.125) == '0.12'",
    ]);
    expect(amount.testSetup).toBeUndefined();
    expect(summary(amount)).toEqual({
      atol: 0,
      base_inputs: 3,
      plus_inputs: 6,
      max_plus_inputs: 10,
      tests: { base: 3, plus: 6 },
      test_inputs: ['base_input[0]', 'base_input[1]', 'base_input[2]', 'plus_input[0]', 'plus_input[1]', 'plus_input[2]', 'plus_input[3]', 'plus_input[4]', 'plus_input[5]'],
      dropped: [],
      plus_excluded: {},
    });
  });

  it('compares float outputs within 1e-6 when atol is 0, and within the record atol otherwise', () => {
    const mean = task(humanEvalPlus, 'FixturePlus/1');
    expect(mean.tests).toEqual([
      'assert _execret_allclose(clipped_mean([1.0, 5.0, 9.0], 2.0, 6.0), 4.333333333333333, 0.000001)',
      'assert _execret_allclose(clipped_mean([], 0.0, 1.0), 0.0, 0.000001)',
      'assert _execret_allclose(clipped_mean([0.1, 0.2, 0.3], 0.0, 1.0), 0.20000000000000004, 0.000001)',
      'assert _execret_allclose(clipped_mean([-5.5, 2.25], -1.0, 1.0), 0.0, 0.000001)',
      'assert _execret_allclose(clipped_mean([3.0], 3.0, 3.0), 3.0, 0.000001)',
    ]);
    expect(mean.testSetup).toContain('def _execret_allclose(actual, expected, atol):');
    const area = task(mbppPlus, 'Mbpp/902');
    expect(area.tests[0]).toBe('assert _execret_allclose(circle_area(1), 3.141592653589793, 0.0001)');
    // An int output of a task with an atol is compared with that tolerance too.
    expect(area.tests[2]).toBe('assert _execret_allclose(circle_area(0), 0.0, 0.0001)');
  });

  it('drops an input the canonical rejects or whose output is too long, naming its field, and writes strings as Python does', () => {
    const stretch = task(humanEvalPlus, 'FixturePlus/2');
    expect(stretch.tests).toEqual([
      "assert stretch('ab', 2) == 'aabb'",
      "assert stretch('', 5) == ''",
      "assert stretch('xyz', 0) == ''",
      "assert stretch('to be', 3) == 'tttooo   bbbeee'",
      'assert stretch("it\'s", 2) == "iitt\'\'ss"',
      "assert stretch('\\xe9\\u6f22', 2) == '\\xe9\\xe9\\u6f22\\u6f22'",
    ]);
    expect(summary(stretch).dropped).toEqual([
      { field: 'plus_input[1]', reason: 'the canonical raised ValueError: times must not be negative' },
      { field: 'plus_input[2]', reason: "the canonical's output is 602 characters long as a Python literal (spaces count three); at most 470 fit in the oracle's outcome message" },
    ]);
    expect(summary(stretch).plus_excluded).toEqual({ duplicate: 1 });
  });

  it('fills the place of a plus pick the canonical rejects with the next reserve, keeping record order', () => {
    const digits = task(humanEvalPlus, 'FixturePlus/3');
    const { tests, test_inputs: inputs, dropped } = summary(digits);
    expect(tests).toEqual({ base: 3, plus: 10 });
    expect(dropped).toEqual([{ field: 'plus_input[3]', reason: 'the canonical raised ValueError: number must not be negative' }]);
    expect(inputs.slice(3)).toEqual([0, 1, 6, 9, 12, 15, 18, 21, 24, 27].map((position) => `plus_input[${position}]`));
    expect(digits.tests[3]).toBe('assert digit_sum(98765432109876543210) == 90');
    expect(digits.tests[4]).toBe('assert digit_sum(7930) == 19');
  });

  it('gives tests that pass on the canonical and fail on a wrong implementation that the base inputs alone let pass', async () => {
    const wrong: Record<string, string> = {
      // Formats 2.0 as "2": right on every base input.
      'FixturePlus/0': "def format_amount(value):\n    return str(int(value)) if value == int(value) else f'{value:.2f}'\n",
      // Clips the magnitude of each value: right on both base inputs, whose values are positive.
      'FixturePlus/1': 'def clipped_mean(values, low, high):\n    return sum(min(high, max(low, abs(value))) for value in values) / len(values) if values else 0.0\n',
      // Repeats the word, not each letter: right when times is 0 or the word empty, wrong on "ab".
      'FixturePlus/2': 'def stretch(word, times):\n    return word * times\n',
      // Misses the leading digit of long numbers only.
      'FixturePlus/3': 'def digit_sum(number):\n    return sum(int(digit) for digit in str(number)[-19:])\n',
    };
    for (const entry of humanEvalPlus.tasks) {
      const onCanonical = await outcomes(entry, entry.canonical);
      expect({ task: entry.taskId, outcomes: onCanonical }).toEqual({ task: entry.taskId, outcomes: entry.tests.map(() => 'pass') });
      const onWrong = await outcomes(entry, wrong[entry.taskId] as string);
      expect({ task: entry.taskId, fails: onWrong.some((outcome) => outcome !== 'pass') }).toEqual({ task: entry.taskId, fails: true });
    }
    const base = (entry: Task): number => summary(entry).tests.base;
    // The base inputs alone would not catch these three.
    for (const taskId of ['FixturePlus/0', 'FixturePlus/1', 'FixturePlus/3']) {
      const entry = task(humanEvalPlus, taskId);
      expect({ taskId, base: (await outcomes(entry, wrong[taskId] as string)).slice(0, base(entry)) }).toEqual({ taskId, base: Array(base(entry)).fill('pass') });
    }
    for (const entry of mbppPlus.tasks) expect(await outcomes(entry, entry.canonical)).toEqual(entry.tests.map(() => 'pass'));
  }, 120_000);

  it('passes MBPP+ inputs as stored, dropping those the canonical rejects, and skips a task left with no test, naming file, line and fields', async () => {
    const distinct = task(mbppPlus, 'Mbpp/904');
    expect(distinct.tests).toEqual(['assert distinct_count([1, 1, 2]) == 2', "assert distinct_count(['a', 'b', 'a']) == 2"]);
    expect(summary(distinct).dropped).toEqual([{ field: 'base_input[0]', reason: "the canonical raised TypeError: unhashable type: 'list'" }]);
    expect(task(mbppPlus, 'Mbpp/903').tests).toEqual(['assert pair_sums([[1, 2], [3, 4]]) == [7, 3]', 'assert pair_sums([]) == []', 'assert pair_sums([[5, -5], [0, 1], [2, 2]]) == [4, 1, 0]']);

    const invalid = await resolved('mbppplus', 'mbppplus-invalid.jsonl');
    expect(invalid.tasks).toEqual([]);
    expect(invalid.report.skipped.map((entry) => entry.source)).toEqual(['mbppplus-invalid.jsonl:1 (Mbpp/only-example)', 'mbppplus-invalid.jsonl:2 (Mbpp/901)', 'mbppplus-invalid.jsonl:3 (Mbpp/wrong-entry)', 'mbppplus-invalid.jsonl:4 (Mbpp/all-raise)']);
    expect(invalid.report.skipped[3]).toEqual({
      source: 'mbppplus-invalid.jsonl:4 (Mbpp/all-raise)',
      file: 'mbppplus-invalid.jsonl',
      line: 4,
      task_id: 'Mbpp/all-raise',
      reason: `no input gave a test (2 tried): field "base_input[0]": the canonical raised TypeError: unhashable type: 'list'; field "plus_input[0]": the canonical raised TypeError: unhashable type: 'list'`,
    });
    expect(invalid.locations?.has('Mbpp/all-raise')).toBe(false);
  }, 60_000);

  it('drops an input whose output differs between two runs of the canonical', async () => {
    const file = join(work, 'clock.jsonl');
    const record = {
      task_id: 'Clock/0',
      prompt: '"""\nWrite a function to add the clock\'s nanoseconds to a number.\nassert add_clock(1) > 1\n"""\n',
      entry_point: 'add_clock',
      canonical_solution: 'import time\n\n\ndef add_clock(number):\n    if number == 0:\n        return 0\n    return number + time.perf_counter_ns()\n',
      base_input: [[0], [5]],
      plus_input: [],
      atol: 0,
    };
    await writeFile(file, `${JSON.stringify(record)}\n`);
    const result = await resolveImportedTests(await importTasks('mbppplus', file), { oracle: oracle.oracle, progress: quiet });
    const clock = task(result, 'Clock/0');
    expect(clock.tests).toEqual(['assert add_clock(0) == 0']);
    expect(summary(clock).dropped).toEqual([{ field: 'base_input[1]', reason: expect.stringMatching(/^two runs of the canonical disagree \(FAIL: execret-probe:exact:\d+:\d+ \/ FAIL: execret-probe:exact:\d+:\d+\)$/) }]);
  }, 60_000);

  it('leaves other imports untouched', async () => {
    const jsonl = await importTasks('jsonl', join(dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'build-tasks.jsonl'));
    expect(await resolveImportedTests(jsonl, { oracle: oracle.oracle, progress: quiet })).toBe(jsonl);
  });
});

describe('execret build --from humanevalplus', () => {
  it('builds a bundle whose queries carry the resolved tests, with --max-plus-inputs applied', async () => {
    const out = join(work, 'bundle');
    let stdout = '';
    const code = await main(['build', '--from', 'humanevalplus', join(fixtures, 'humanevalplus.jsonl'), '--out', out, '--cache', join(work, 'cache'), '--max-plus-inputs', '2', '--json'], {
      stdout: (text) => (stdout += text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { source: string; tasks: Record<string, number>; distractors: { kept: number } };
    expect(report.source).toBe('humanevalplus:humanevalplus.jsonl');
    expect(report.tasks).toEqual({ total: 4, accepted: 4, rejected: 0, skipped_by_importer: 0 });
    expect(report.distractors.kept).toBeGreaterThan(4);
    const queries = (await readFile(join(out, 'queries.jsonl'), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as { test_suite: string[]; metadata: { task_id: string; test_setup?: string; evalplus: EvalPlusTestSummary } });
    const amount = queries.find((query) => query.metadata.task_id === 'FixturePlus/0');
    // Two plus inputs: positions 0 and 3 of the six.
    expect(amount?.test_suite).toEqual(["assert format_amount(3) == '3'", "assert format_amount(2.5) == '2.50'", "assert format_amount(0) == '0'", "assert format_amount(2.0) == '2.00'", "assert format_amount(7.0) == '7.00'"]);
    expect(amount?.metadata.evalplus.max_plus_inputs).toBe(2);
    expect(queries.find((query) => query.metadata.task_id === 'FixturePlus/1')?.metadata.test_setup).toContain('_execret_allclose');
  }, 180_000);

  it('builds MBPP+ tasks through buildBenchmark, listing the task left with no test as skipped by the importer', async () => {
    const report = await buildBenchmark({ from: { kind: 'mbppplus', path: join(fixtures, 'mbppplus-invalid.jsonl') }, out: join(work, 'mbpp-bundle'), oracle, progress: quiet });
    expect(report.tasks).toEqual({ total: 0, accepted: 0, rejected: 0, skipped_by_importer: 4 });
    expect(report.importer_skipped.map((entry) => `${entry.file}:${entry.line ?? '?'}`)).toEqual(['mbppplus-invalid.jsonl:1', 'mbppplus-invalid.jsonl:2', 'mbppplus-invalid.jsonl:3', 'mbppplus-invalid.jsonl:4']);
  }, 60_000);
});
