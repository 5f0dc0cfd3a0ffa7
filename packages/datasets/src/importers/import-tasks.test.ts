import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { Task } from '@execret/core';
import {
  findEntryPoint,
  IMPORT_KINDS,
  IMPORTERS,
  importSource,
  importTasks,
  isImportKind,
  splitHumanEvalPrompt,
  splitHumanEvalTests,
  type ImportKind,
  type ImportResult,
} from '../index.js';

// Fixtures are written for execret (see __fixtures__/make-fixtures.py, their readable source);
// only their field layouts follow HumanEval, MBPP and the ExecRetrieval release.
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const fixture = (name: string): string => join(fixtures, name);

/** Runs code, then setup, then each test in one namespace (as the oracle does); one outcome per test. */
function runPython(code: string, tests: readonly string[], setup?: string): string[] {
  const result = spawnSync('python3', [fixture('run-python-task.py')], {
    input: JSON.stringify({ code, setup: setup ?? null, tests }),
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (result.status !== 0) throw new Error(`python3 failed (${String(result.status)}): ${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

/** Runs a whole Python program; true when it exits 0. */
function programPasses(program: string): boolean {
  return spawnSync('python3', ['-c', program], { encoding: 'utf8', timeout: 30_000 }).status === 0;
}

function rawRecords(name: string): Array<Record<string, unknown>> {
  return readFileSync(fixture(name), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function byId(result: ImportResult): Map<string, Task> {
  return new Map(result.tasks.map((task) => [task.taskId, task]));
}

describe(importTasks.name, () => {
  it('rejects an unknown kind, naming the kinds it accepts', async () => {
    await expect(importTasks('csv' as ImportKind, fixture('tasks.jsonl'))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: '--from must be one of jsonl, humaneval, mbpp, humanevalplus, mbppplus, release, humaneval-x, got "csv"',
    });
  });

  it.each(['jsonl', 'humaneval', 'mbpp'] as const)('throws an IO error naming a missing %s file', async (kind) => {
    const missing = fixture('does-not-exist.jsonl');
    await expect(importTasks(kind, missing)).rejects.toMatchObject({ code: 'IO', message: expect.stringContaining(missing) });
  });

  it.each([
    ['humaneval', 'humaneval.jsonl'],
    ['mbpp', 'mbpp.jsonl'],
    ['release', 'release'],
    ['release', 'execret-bundle'],
    ['jsonl', 'tasks.jsonl'],
  ] as const)('never puts the query inside the code it should find (%s %s)', async (kind, name) => {
    const { tasks } = await importTasks(kind, fixture(name));
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      expect(task.canonical).not.toContain(task.query);
      // No sentence of the query either (HumanEval prose spans several docstring lines).
      for (const sentence of task.query.split(/(?<=\.)\s+/)) expect(task.canonical).not.toContain(sentence);
    }
  });

  describe('humaneval', () => {
    it('takes the docstring prose as the query, its examples as metadata, and the rest of the prompt byte for byte as the code', async () => {
      const { tasks, report } = await importTasks('humaneval', fixture('humaneval.jsonl'));
      expect(report.skipped).toEqual([]);
      expect(tasks.map((task) => task.taskId)).toEqual(['FixtureEval/0', 'FixtureEval/1', 'FixtureEval/2', 'FixtureEval/3']);
      expect(tasks[0]).toStrictEqual({
        taskId: 'FixtureEval/0',
        language: 'python',
        domain: 'humaneval',
        query: 'Return a list whose i-th item is the largest of the first i + 1 input values. An empty input gives an empty list.',
        entryPoint: 'running_max',
        canonical:
          'from typing import List\n\n\ndef running_max(values: List[int]) -> List[int]:\n' +
          '    result = []\n    for value in values:\n        result.append(value if not result else max(result[-1], value))\n    return result\n',
        // The multi-line assert is written on one line; METADATA and `assert True` are left out.
        tests: [
          'assert running_max([]) == []',
          'assert running_max([3, 1, 4, 1, 5]) == [3, 3, 4, 4, 5]',
          'assert running_max([-2, -5, -1]) == [-2, -2, -1]',
          'assert running_max([7, 7, 2]) == [7, 7, 7]',
        ],
        metadata: { task_id: 'FixtureEval/0', examples: '>>> running_max([3, 1, 4, 1, 5])\n[3, 3, 4, 4, 5]\n>>> running_max([])\n[]' },
      });
    });

    it('turns each assert in check into one test, keeps helper statements and imports as setup, and leaves other docstrings alone', async () => {
      const task = byId(await importTasks('humaneval', fixture('humaneval.jsonl'))).get('FixtureEval/1');
      expect(task).toStrictEqual({
        taskId: 'FixtureEval/1',
        language: 'python',
        domain: 'humaneval',
        query: 'Count the maximal runs of consecutive vowels in a lower-case word. Any letter other than a, e, i, o and u ends a run.',
        entryPoint: 'count_vowel_runs',
        canonical:
          'def _is_vowel(letter: str) -> bool:\n    """Return True for a lower-case vowel."""\n    return letter in \'aeiou\'\n\n\n' +
          'def count_vowel_runs(word: str) -> int:\n' +
          '    runs = 0\n    inside = False\n    for letter in word:\n        if _is_vowel(letter):\n            if not inside:\n' +
          '                runs += 1\n            inside = True\n        else:\n            inside = False\n    return runs\n',
        tests: [
          'assert [count_vowel_runs(word) for word in words] == expected',
          "assert count_vowel_runs('banana') == 3, 'one run per a'",
          "assert count_vowel_runs('aa') == 1 and count_vowel_runs('ab') == 1",
          // A bracket inside a string does not open a statement over the next line.
          "assert count_vowel_runs('(a(') == 1",
          // The comment inside the call is dropped when the lines are joined.
          "assert count_vowel_runs('ouch') == 1",
          // A helper statement between asserts runs just before the next one.
          "long_word = 'ea' * 3 + 'x'\nassert math.isclose(count_vowel_runs(long_word) / 2, 0.5)",
          // A loop holding an assert is one test.
          "for word in ('xyz', 'bcd'):\n    assert count_vowel_runs(word) == 0",
          // "candidate" inside a string literal is data, not the parameter.
          'assert count_vowel_runs("candidate") == 4',
        ],
        testSetup: "import math\nwords = ['queue', 'rhythms', 'aeiou', '']\nexpected = [1, 0, 1, 0]",
        metadata: { task_id: 'FixtureEval/1', examples: 'For example:\ncount_vowel_runs("beautiful") == 3\ncount_vowel_runs("rhythm") == 0' },
      });
    });

    it("reads a ''' docstring whose prose goes on after the examples", async () => {
      const task = byId(await importTasks('humaneval', fixture('humaneval.jsonl'))).get('FixtureEval/2');
      expect(task).toMatchObject({
        query: 'Limit a percentage to the closed range from 0 to 100. The result is always a float, also for values already inside the range.',
        canonical: 'def clamp_percent(value: float) -> float:\n    return float(min(100.0, max(0.0, value)))\n',
        metadata: { task_id: 'FixtureEval/2', examples: '>>> clamp_percent(120.5)\n100.0\n>>> clamp_percent(-3)\n0.0' },
      });
      expect(task?.tests).toHaveLength(6);
    });

    it('gives tests that pass on the canonical exactly when check(entry_point) does, and imports a task whose canonical fails', async () => {
      const { tasks } = await importTasks('humaneval', fixture('humaneval.jsonl'));
      const records = new Map(rawRecords('humaneval.jsonl').map((record) => [record['task_id'] as string, record]));
      for (const task of tasks) {
        const record = records.get(task.taskId) as Record<string, string>;
        // The reference: HumanEval's own harness, prompt + solution + test + check(entry_point).
        const original = programPasses(`${record['prompt']}${record['canonical_solution']}\n${record['test']}\ncheck(${record['entry_point']})\n`);
        const outcomes = runPython(task.canonical, task.tests, task.testSetup);
        expect({ task: task.taskId, passes: outcomes.every((outcome) => outcome === 'pass') }).toEqual({ task: task.taskId, passes: original });
      }
      // FixtureEval/3 is broken on purpose: imported, and the oracle will see its third test fail.
      const broken = byId({ tasks, report: { skipped: [] } }).get('FixtureEval/3') as Task;
      expect(runPython(broken.canonical, broken.tests, broken.testSetup)).toEqual(['pass', 'pass', 'FAIL']);
    });

    it('keeps the split tests as sharp as check: a wrong implementation fails them too', async () => {
      const task = byId(await importTasks('humaneval', fixture('humaneval.jsonl'))).get('FixtureEval/1') as Task;
      // Counts vowels instead of runs of vowels.
      const wrong = 'def count_vowel_runs(word):\n    return sum(letter in "aeiou" for letter in word)\n';
      const outcomes = runPython(wrong, task.tests, task.testSetup);
      // queue has 4 vowels (1 run), banana 3 in 3 runs, aa 2 in 1 run, ouch 2 in 1 run, long_word 6 in 1 run, "candidate" 4 in 4 runs.
      expect(outcomes).toEqual(['FAIL', 'pass', 'FAIL', 'pass', 'FAIL', 'FAIL', 'pass', 'pass']);
    });

    it('reports every record it cannot import, with file, line and reason, and goes on reading', async () => {
      const file = fixture('humaneval-unparseable.jsonl');
      const { tasks, report } = await importTasks('humaneval', file);
      expect(tasks.map((task) => [task.taskId, task.query, task.canonical])).toEqual([
        ['FixtureEval/ok', 'Return x divided by two, rounded down.', 'def halve(x: int) -> int:\n    return x // 2\n'],
      ]);
      expect(report.skipped).toEqual([
        {
          source: 'humaneval-unparseable.jsonl:1 (FixtureEval/no-docstring)',
          file: 'humaneval-unparseable.jsonl',
          line: 1,
          task_id: 'FixtureEval/no-docstring',
          reason: 'field "prompt" must define triple(…) with a docstring in its body (the query comes from it), found none',
        },
        {
          source: 'humaneval-unparseable.jsonl:2 (FixtureEval/examples-only)',
          file: 'humaneval-unparseable.jsonl',
          line: 2,
          task_id: 'FixtureEval/examples-only',
          reason: 'the docstring of negate(…) holds only examples, no prose to use as the query',
        },
        {
          source: 'humaneval-unparseable.jsonl:3 (FixtureEval/no-assert)',
          file: 'humaneval-unparseable.jsonl',
          line: 3,
          task_id: 'FixtureEval/no-assert',
          reason: 'check(candidate) in field "test" holds no assert statement that can fail',
        },
        { source: 'humaneval-unparseable.jsonl:4 (FixtureEval/no-test)', file: 'humaneval-unparseable.jsonl', line: 4, task_id: 'FixtureEval/no-test', reason: 'field "test" must be a string, got missing' },
        { source: 'humaneval-unparseable.jsonl:5', file: 'humaneval-unparseable.jsonl', line: 5, reason: expect.stringMatching(/^invalid JSON: /) },
        {
          source: 'humaneval-unparseable.jsonl:7 (FixtureEval/ok)',
          file: 'humaneval-unparseable.jsonl',
          line: 7,
          task_id: 'FixtureEval/ok',
          reason: 'duplicate task id "FixtureEval/ok": the task on line 6 has it already',
        },
        {
          source: 'humaneval-unparseable.jsonl:8 (FixtureEval/no-check)',
          file: 'humaneval-unparseable.jsonl',
          line: 8,
          task_id: 'FixtureEval/no-check',
          reason: 'field "test" must define check(candidate), found no such function',
        },
      ]);
    });
  });

  describe('mbpp', () => {
    it('takes text as the query and code (with \\n line ends) as the canonical, and finds the entry point the tests call', async () => {
      const { tasks, report } = await importTasks('mbpp', fixture('mbpp.jsonl'));
      expect(report.skipped).toEqual([]);
      expect(tasks[0]).toStrictEqual({
        taskId: 'mbpp/1001',
        language: 'python',
        domain: 'mbpp',
        query: 'Write a function to count how many digits of a non-negative integer are even.',
        entryPoint: 'count_even_digits',
        canonical: 'def count_even_digits(n):\n\tcount = 0\n\tfor ch in str(n):\n\t\tif int(ch) % 2 == 0:\n\t\t\tcount += 1\n\treturn count \n',
        tests: ['assert count_even_digits(2468) == 4', 'assert count_even_digits(0) == 1', 'assert count_even_digits(13579) == 0', 'assert count_even_digits(1020) == 3'],
        metadata: { task_id: 'mbpp/1001' },
      });
      expect(tasks.map((task) => [task.taskId, task.entryPoint, task.testSetup])).toEqual([
        ['mbpp/1001', 'count_even_digits', undefined],
        ['mbpp/1002', 'shared_items', undefined], // called inside set(...)
        ['mbpp/1003', 'circle_area_from_diameter', 'import math'], // inside math.isclose(...)
        ['mbpp/1004', 'sort_by_digit_sum', undefined], // not the helper _digit_sum defined first
        ['mbpp/1005', 'second_largest', undefined],
      ]);
      for (const [index, record] of rawRecords('mbpp.jsonl').entries()) {
        const task = tasks[index] as Task;
        expect(task.query).toBe(record['text']);
        expect(task.canonical).toBe(`${(record['code'] as string).split('\r\n').join('\n')}\n`);
        expect(task.tests).toEqual(record['test_list']);
      }
      expect(tasks[3]?.metadata).toEqual({ task_id: 'mbpp/1004', challenge_tests: ['assert sort_by_digit_sum([111, 3, 21]) == [3, 21, 111]'] });
    });

    it('gives canonicals that pass their tests, except the broken fixture task, which is still imported', async () => {
      const { tasks } = await importTasks('mbpp', fixture('mbpp.jsonl'));
      const records = rawRecords('mbpp.jsonl');
      for (const [index, task] of tasks.entries()) {
        const record = records[index] as Record<string, unknown>;
        const program = [record['code'], record['test_setup_code'], ...(record['test_list'] as string[])].join('\n');
        const outcomes = runPython(task.canonical, task.tests, task.testSetup);
        // The reference: the record's own code, setup and tests run as one program.
        expect({ task: task.taskId, passes: outcomes.every((outcome) => outcome === 'pass') }).toEqual({ task: task.taskId, passes: programPasses(program) });
      }
      const broken = tasks.find((task) => task.taskId === 'mbpp/1005') as Task;
      expect(runPython(broken.canonical, broken.tests, broken.testSetup)).toEqual(['pass', 'FAIL', 'pass']);
      const withChallenge = tasks[3] as Task;
      expect(runPython(withChallenge.canonical, withChallenge.metadata?.['challenge_tests'] as string[])).toEqual(['pass']);
    });

    it('reports records it cannot import, with file, line, field and reason', async () => {
      const file = fixture('mbpp-unparseable.jsonl');
      const { tasks, report } = await importTasks('mbpp', file);
      expect(tasks.map((task) => task.taskId)).toEqual(['mbpp/1104']);
      expect(report.skipped).toEqual([
        {
          source: 'mbpp-unparseable.jsonl:1 (mbpp/1101)',
          file: 'mbpp-unparseable.jsonl',
          line: 1,
          task_id: 'mbpp/1101',
          reason: 'cannot tell the entry point: no test in field "test_list" calls a function defined at the top level of field "code"',
        },
        {
          source: 'mbpp-unparseable.jsonl:2 (1102)',
          file: 'mbpp-unparseable.jsonl',
          line: 2,
          task_id: '1102',
          reason: 'field "test_list" must be an array of strings, got string "assert minus_one(1) == 0"',
        },
        { source: 'mbpp-unparseable.jsonl:3', file: 'mbpp-unparseable.jsonl', line: 3, reason: 'field "task_id" must be an integer or a non-empty string, got missing' },
      ]);
    });
  });

  describe('release', () => {
    const countSetBits = 'def count_set_bits(n):\n    count = 0\n    while n:\n        count += n & 1\n        n >>= 1\n    return count\n';

    it('turns each query of a study-shaped release into a task and keeps its distractors as the candidates', async () => {
      const { tasks, candidates, report } = await importTasks('release', fixture('release'));
      expect(report.skipped).toEqual([]);
      expect(tasks[0]).toStrictEqual({
        taskId: 'q_0001',
        language: 'python',
        domain: 'bit_manipulation',
        query: 'Return how many bits are set to one in the binary form of a non-negative integer.',
        entryPoint: 'count_set_bits',
        canonical: countSetBits,
        tests: ['assert count_set_bits(0) == 0', 'assert count_set_bits(1) == 1', 'assert count_set_bits(5) == 2', 'assert count_set_bits(255) == 8', 'assert count_set_bits(3) == 2'],
        metadata: {
          model: 'fixture/generator',
          endpoint: 'openai-batch-api',
          generated_at: '2026-01-02T03:04:05+00:00',
          batch_usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30, reasoning_tokens: 5 },
          task_id: 'q_0001',
          release_query_id: 'q_0001',
          release_entry_id: 'exec_bit_manipulation_3',
        },
      });
      // No distractor_metadata.jsonl: the edit is found by comparing lines; a legacy bug type is kept as is.
      expect(candidates?.get('q_0001')).toEqual([
        { code: countSetBits.replace('n & 1', 'n | 1'), bugType: 'wrong_operator', operator: 'release', line: 4, before: '        count += n & 1', after: '        count += n | 1' },
        { code: countSetBits.replace('return count', 'return count + 1'), bugType: 'off_by_one', operator: 'release', line: 6, before: '    return count', after: '    return count + 1' },
        { code: countSetBits.replace('n >>= 1', 'n >>= 2'), bugType: 'off_by_one', operator: 'release', line: 5, before: '        n >>= 1', after: '        n >>= 2' },
        { code: countSetBits.replace('n & 1', 'n & 2'), bugType: 'legacy_mask_change', operator: 'release', line: 4, before: '        count += n & 1', after: '        count += n & 2' },
      ]);
      // The first test wraps the call in sorted(...); the entry point is still the defined function.
      expect(tasks[1]).toMatchObject({ taskId: 'q_0002', entryPoint: 'unique_words', domain: 'collections' });
      expect(candidates?.get('q_0002')?.map(({ bugType, line, before, after }) => ({ bugType, line, before, after }))).toEqual([
        { bugType: 'remove_edge_case_check', line: 4, before: '        if word in seen:\n            continue', after: '' },
        { bugType: 'wrong_comparison', line: 4, before: '        if word in seen:', after: '        if word not in seen:' },
        { bugType: 'off_by_one_boundary', line: 3, before: '    for word in sentence.split():', after: '    for word in sentence.split()[:-1]:' },
      ]);
    });

    it('reads a bundle execret built: task id, entry point and setup from metadata, edits from distractor_metadata.jsonl', async () => {
      const { tasks, candidates } = await importTasks('release', fixture('execret-bundle'));
      const setup = 'def raises(function, *arguments):\n    try:\n        function(*arguments)\n    except ValueError:\n        return True\n    return False\n';
      expect(tasks).toHaveLength(1);
      expect(tasks[0]).toMatchObject({
        taskId: 'python/validation/parse_hex_color',
        domain: 'validation',
        entryPoint: 'parse_hex_color',
        testSetup: setup,
        // source, language and the rest are written again by the build, not carried over.
        metadata: { task_id: 'python/validation/parse_hex_color', release_query_id: 'q_0001', release_entry_id: 'python/validation/parse_hex_color' },
      });
      expect(Object.keys(tasks[0]?.metadata ?? {}).sort()).toEqual(['release_entry_id', 'release_query_id', 'task_id']);
      expect(candidates?.get('python/validation/parse_hex_color')?.map(({ bugType, operator, line, after }) => ({ bugType, operator, line, after }))).toEqual([
        { bugType: 'off_by_one', operator: 'python-index-offset', line: 4, after: '    return tuple(int(text[i:i + 1], 16) for i in (1, 3, 5))' },
        { bugType: 'remove_edge_case_check', operator: 'python-remove-guard', line: 2, after: '' },
      ]);
    });

    it('gives canonicals that pass and kept distractors that fail at least one test (the fixtures are a faithful release)', async () => {
      for (const name of ['release', 'execret-bundle']) {
        const { tasks, candidates } = await importTasks('release', fixture(name));
        for (const task of tasks) {
          expect(runPython(task.canonical, task.tests, task.testSetup).every((outcome) => outcome === 'pass')).toBe(true);
          for (const mutant of candidates?.get(task.taskId) ?? []) {
            expect(runPython(mutant.code, task.tests, task.testSetup).some((outcome) => outcome !== 'pass')).toBe(true);
          }
        }
      }
    });

    it('skips a query whose distractor is too big, naming queries.jsonl, its line and task id, and imports the rest', async () => {
      const copy = await mkdtemp(join(tmpdir(), 'execret-release-big-'));
      await cp(fixture('release'), copy, { recursive: true });
      const corpusPath = join(copy, 'data', 'corpus.jsonl');
      const rows = readFileSync(corpusPath, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { corpus_id: string; code: string });
      const distractor = rows.find((row) => row.corpus_id === 'c_0002') as { code: string };
      distractor.code += `# ${'x'.repeat(70_000)}\n`;
      await writeFile(corpusPath, `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
      const { tasks, report } = await importTasks('release', copy);
      expect(report.skipped.map((skipped) => [skipped.source, skipped.reason])).toEqual([['queries.jsonl:1 (q_0001)', expect.stringMatching(/^too big to build from: distractor c_0002 is 70,1\d\d bytes; the limit is 65,536 bytes$/)]]);
      expect(tasks.map((task) => task.taskId)).not.toContain('q_0001');
      expect(tasks.length).toBeGreaterThan(0);
    });

    it('throws when the path is not a folder', async () => {
      await expect(importTasks('release', fixture('tasks.jsonl'))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('not a folder') });
    });
  });

  describe('jsonl', () => {
    it('reads one Task per line and keeps its task id in metadata', async () => {
      const { tasks, report } = await importTasks('jsonl', fixture('tasks.jsonl'));
      expect(report.skipped).toEqual([]);
      expect(tasks[0]).toStrictEqual({
        taskId: 'demo/python/sum_squares',
        language: 'python',
        domain: 'math_numerical',
        query: 'Return the sum of the squares of the integers in a list.',
        entryPoint: 'sum_squares',
        canonical: 'def sum_squares(values):\n    return sum(value * value for value in values)\n',
        tests: ['assert sum_squares([]) == 0', 'assert sum_squares([1, 2, 3]) == 14', 'assert sum_squares([-2]) == 4'],
        metadata: { task_id: 'demo/python/sum_squares' },
      });
      expect(tasks[1]).toMatchObject({ testSetup: 'import calendar\n', metadata: { origin: 'fixture', task_id: 'demo/python/is_leap_year' } });
      expect(tasks[2]).toMatchObject({ taskId: 'demo/typescript/clampIndex', language: 'typescript', entryPoint: 'clampIndex' });
      for (const task of tasks.filter((entry) => entry.language === 'python')) {
        expect(runPython(task.canonical, task.tests, task.testSetup)).toEqual(task.tests.map(() => 'pass'));
      }
    });

    it('names the file, line and field of every bad line, and imports the good ones', async () => {
      const file = fixture('tasks-invalid.jsonl');
      const { tasks, report } = await importTasks('jsonl', file);
      expect(tasks.map((task) => task.taskId)).toEqual(['bad/ok']);
      const name = 'tasks-invalid.jsonl';
      expect(report.skipped).toEqual([
        { source: `${name}:2 (bad/no-tests)`, file: name, line: 2, task_id: 'bad/no-tests', reason: 'field "tests" must be an array of strings, got missing' },
        { source: `${name}:3 (bad/language)`, file: name, line: 3, task_id: 'bad/language', reason: 'field "language" must be one of "python", "typescript", "javascript", "go", "java", "rust", "cpp", got string "cobol"' },
        { source: `${name}:4 (bad/test-type)`, file: name, line: 4, task_id: 'bad/test-type', reason: 'field "tests[1]" must be a string, got number 3' },
        { source: `${name}:5 (bad/entry-point)`, file: name, line: 5, task_id: 'bad/entry-point', reason: 'field "entryPoint" must be an identifier, got string "sum squares"' },
        { source: `${name}:6`, file: name, line: 6, reason: expect.stringMatching(/^invalid JSON: /) },
        { source: `${name}:7 (bad/ok)`, file: name, line: 7, task_id: 'bad/ok', reason: 'duplicate task id "bad/ok": the task on line 1 has it already' },
        { source: `${name}:8`, file: name, line: 8, reason: 'field "(row)" must be a JSON object, got an array of 2' },
      ]);
    });
  });
});

describe('IMPORTERS', () => {
  it('lists every kind once, in the order the CLI offers them, with importTasks delegating to its row', async () => {
    expect(IMPORT_KINDS).toEqual(['jsonl', 'humaneval', 'mbpp', 'humanevalplus', 'mbppplus', 'release', 'humaneval-x']);
    expect(Object.keys(IMPORTERS)).toEqual([...IMPORT_KINDS]);
    expect(await IMPORTERS.mbpp(fixture('mbpp.jsonl'))).toEqual(await importTasks('mbpp', fixture('mbpp.jsonl')));
    expect(isImportKind('mbpp')).toBe(true);
    expect(isImportKind('toString')).toBe(false);
  });

  it.each([
    ['jsonl', 'tasks.jsonl'],
    ['humaneval', 'humaneval.jsonl'],
    ['mbpp', 'mbpp.jsonl'],
    ['release', 'release'],
  ] as const)('stops %s when the abort signal fires, with the signal reason', async (kind, name) => {
    const reason = new Error('stop');
    await expect(importTasks(kind, fixture(name), { abortSignal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });
});

describe('imports skip, never stop (issue 13)', () => {
  it('humaneval: skips a canonical that does not parse or whose entry point is not a top-level function, and imports the rest', async () => {
    const { tasks, report } = await importTasks('humaneval', fixture('humaneval-bad-canonical.jsonl'));
    expect(tasks.map((task) => task.taskId)).toEqual(['FixtureEval/ok']);
    expect(report.skipped).toEqual([
      {
        source: 'humaneval-bad-canonical.jsonl:1 (FixtureEval/syntax-error)',
        file: 'humaneval-bad-canonical.jsonl',
        line: 1,
        task_id: 'FixtureEval/syntax-error',
        reason: expect.stringMatching(/^python source does not parse: line 2, /),
      },
      {
        source: 'humaneval-bad-canonical.jsonl:2 (FixtureEval/method)',
        file: 'humaneval-bad-canonical.jsonl',
        line: 2,
        task_id: 'FixtureEval/method',
        reason: 'python source has no top-level function named "area" (entryPoint); functions defined: area',
      },
    ]);
  });

  it('mbpp: skips code that does not parse, and imports the rest', async () => {
    const { tasks, report } = await importTasks('mbpp', fixture('mbpp-bad-canonical.jsonl'));
    expect(tasks.map((task) => task.taskId)).toEqual(['mbpp/1202']);
    expect(report.skipped).toEqual([
      { source: 'mbpp-bad-canonical.jsonl:1 (mbpp/1201)', file: 'mbpp-bad-canonical.jsonl', line: 1, task_id: 'mbpp/1201', reason: expect.stringMatching(/^python source does not parse: /) },
    ]);
  });

  it('jsonl: skips a Python canonical that does not parse, lacks its entry point, nests it or leaves a body empty, and imports the rest', async () => {
    const { tasks, report } = await importTasks('jsonl', fixture('tasks-bad-canonical.jsonl'));
    expect(tasks.map((task) => task.taskId)).toEqual(['bad/ok']);
    expect(report.skipped.map(({ line, task_id }) => [line, task_id])).toEqual([
      [1, 'bad/syntax-error'],
      [2, 'bad/no-entry-point'],
      [3, 'bad/nested'],
      [4, 'bad/empty-body'],
    ]);
    expect(report.skipped.map((entry) => entry.reason)).toEqual([
      expect.stringMatching(/^python source does not parse: line 1, /),
      'python source has no top-level function named "sum_squares" (entryPoint); functions defined: total_squares',
      'python source has no top-level function named "sum_squares" (entryPoint); functions defined: outer, sum_squares',
      expect.stringMatching(/^python source does not parse: /),
    ]);
  });

  it('release: skips such queries with queries.jsonl, their line and task id, and keeps the others with their candidates', async () => {
    const { tasks, candidates, report } = await importTasks('release', fixture('release-bad-canonical'));
    expect(tasks.map((task) => task.taskId)).toEqual(['q_0001']);
    expect([...(candidates?.keys() ?? [])]).toEqual(['q_0001']);
    expect(report.skipped).toEqual([
      { source: 'queries.jsonl:2 (q_0002)', file: 'queries.jsonl', line: 2, task_id: 'q_0002', reason: expect.stringMatching(/^python source does not parse: line 2, /) },
      {
        source: 'queries.jsonl:3 (fixture/negative)',
        file: 'queries.jsonl',
        line: 3,
        task_id: 'fixture/negative',
        reason: 'python source has no top-level function named "negative" (entryPoint); functions defined: negate',
      },
    ]);
  });
});

describe('HumanEval docstrings after other statements (issue 14)', () => {
  it('imports a prompt whose docstring follows an import or a helper line, with tests that pass exactly when check does', async () => {
    const { tasks, report } = await importTasks('humaneval', fixture('humaneval-docstring-later.jsonl'));
    expect(report.skipped).toEqual([]);
    expect(tasks.map((task) => [task.taskId, task.query, task.canonical])).toEqual([
      [
        'FixtureEval/import-first',
        'Return the length of the hypotenuse of a right triangle with legs a and b.',
        'import math\n\n\ndef hypotenuse(a: float, b: float) -> float:\n    from math import sqrt\n    return sqrt(a * a + b * b)\n',
      ],
      ['FixtureEval/helper-first', 'Count the vowels in a lower-case text.', "def count_vowels(text: str) -> int:\n    vowels = set('aeiou')\n    return sum(letter in vowels for letter in text)\n"],
    ]);
    expect(tasks[1]?.metadata).toEqual({ task_id: 'FixtureEval/helper-first', examples: '>>> count_vowels("queue")\n4' });
    for (const task of tasks) expect(runPython(task.canonical, task.tests, task.testSetup)).toEqual(task.tests.map(() => 'pass'));
  });
});

describe('recorded sources (issue 14)', () => {
  it.each([
    ['jsonl', 'tasks-bad-canonical.jsonl', 'tasks-bad-canonical.jsonl'],
    ['humaneval', 'humaneval-bad-canonical.jsonl', 'humaneval-bad-canonical.jsonl'],
    ['mbpp', 'mbpp-bad-canonical.jsonl', 'mbpp-bad-canonical.jsonl'],
    ['release', 'release-bad-canonical', 'queries.jsonl'],
  ] as const)('%s names the file by its base name, never by the absolute path it was given', async (kind, name, file) => {
    const result = await importTasks(kind, fixture(name));
    expect(result.report.skipped.length).toBeGreaterThan(0);
    for (const entry of result.report.skipped) {
      expect(entry.file).toBe(file);
      expect(entry.source.startsWith(`${file}:`)).toBe(true);
    }
    expect(JSON.stringify({ ...result, candidates: [...(result.candidates ?? new Map()).entries()] })).not.toContain(fixtures);
  });

  it('gives the build a source of kind and base name', () => {
    expect(importSource('humaneval', '/home/builder/data/HumanEval.jsonl')).toBe('humaneval:HumanEval.jsonl');
    expect(importSource('release', '/srv/ExecRetrieval/')).toBe('release:ExecRetrieval');
    expect(importSource('jsonl', 'tasks.jsonl')).toBe('jsonl:tasks.jsonl');
  });
});

describe(splitHumanEvalPrompt.name, () => {
  it('finds the docstring after a signature over several lines and keeps a raw docstring as written', () => {
    const prompt = 'def pad(text: str,\n        width: int) -> str:\n    r"""Pad text on the left with spaces up to width; "\\n" is not special."""\n';
    expect(splitHumanEvalPrompt(prompt, 'pad')).toEqual({
      code: 'def pad(text: str,\n        width: int) -> str:\n',
      query: 'Pad text on the left with spaces up to width; "\\n" is not special.',
      examples: '',
    });
  });

  it('keeps an "Example 1:" block with its indented lines as examples and a note after it as prose', () => {
    const prompt =
      'def total(values):\n    """\n    Add up the values.\n\n    Example 1:\n        Input: values = [1, 2]\n        Output: 3\n\n' +
      '    Example 2:\n\n        Input: values = []\n        Output: 0\n\n    An empty list adds up to zero.\n    """\n';
    expect(splitHumanEvalPrompt(prompt, 'total')).toEqual({
      code: 'def total(values):\n',
      query: 'Add up the values. An empty list adds up to zero.',
      examples: 'Example 1:\n    Input: values = [1, 2]\n    Output: 3\nExample 2:\n    Input: values = []\n    Output: 0',
    });
  });

  it.each([
    ['an import', 'def f(x):\n    import math\n    """Round x up."""\n', 'def f(x):\n    import math\n'],
    ['a helper line', 'def f(x):\n    y = 1\n    """Add one to x."""\n', 'def f(x):\n    y = 1\n'],
    ['imports before the def and a comment', 'import math\nfrom typing import List\n\ndef f(x):\n    # note\n    """Do it."""\n', 'import math\nfrom typing import List\n\ndef f(x):\n    # note\n'],
  ])('finds the docstring after %s, keeping everything but the docstring in the code', (_, prompt, code) => {
    expect(splitHumanEvalPrompt(prompt, 'f')).toEqual({ code, query: expect.stringMatching(/^[A-Z].*\.$/), examples: '' });
  });

  it('works for async functions and only removes the entry point docstring', () => {
    const prompt = 'async def helper():\n    """Not the query."""\n\n\nasync def fetch(key):\n    """Fetch a value by key."""\n';
    expect(splitHumanEvalPrompt(prompt, 'fetch')).toEqual({ code: 'async def helper():\n    """Not the query."""\n\n\nasync def fetch(key):\n', query: 'Fetch a value by key.', examples: '' });
  });

  it.each([
    ['the function is missing', 'def other():\n    """Doc."""\n'],
    ['the body is on the def line', 'def f(): """Doc."""\n'],
    ['the only string is inside a nested block', 'def f(x):\n    if x:\n        """Not a docstring."""\n'],
    ['the string is part of an expression', 'def f(x):\n    """Doc.""".strip()\n'],
  ])('returns undefined when %s', (_, prompt) => {
    expect(splitHumanEvalPrompt(prompt, 'f')).toBeUndefined();
  });
});

describe(splitHumanEvalTests.name, () => {
  it('renames whatever check calls its parameter, skips a call of check and keeps top-level code after check as setup', () => {
    const test = 'def check(fn):\n    assert fn(1) == 2\n\nLIMIT = 3\ncheck(double)\n';
    expect(splitHumanEvalTests(test, 'double')).toEqual({ tests: ['assert double(1) == 2'], setup: 'LIMIT = 3' });
  });

  it('keeps an assert whose string spans lines as it is, since joining would change the string', () => {
    const test = 'def check(candidate):\n    assert candidate("""a\n  b""") == 2\n';
    const { tests } = splitHumanEvalTests(test, 'lines');
    expect(tests).toEqual(['assert lines("""a\n  b""") == 2']);
    expect(runPython('def lines(text):\n    return len(text.split("\\n"))\n', tests)).toEqual(['pass']);
  });

  it('leaves out statements after the last assert, which cannot change an outcome', () => {
    const test = 'def check(candidate):\n    assert candidate() == 1\n    print("done")\n';
    expect(splitHumanEvalTests(test, 'one')).toEqual({ tests: ['assert one() == 1'], setup: '' });
  });

  it('returns no tests without a check function', () => {
    expect(splitHumanEvalTests('assert f(1) == 1\n', 'f')).toEqual({ tests: [], setup: '' });
  });
});

describe(findEntryPoint.name, () => {
  it('picks the defined function called in the most tests, ignoring calls in strings and method calls', () => {
    const code = 'def helper(x):\n    return x\n\ndef main(x):\n    return helper(x) + 1\n';
    const tests = ["assert helper(1) == 1 or 'main(' != ''", 'assert main(1) == 2', 'assert main(2) == 3', 'assert obj.helper(3)'];
    expect(findEntryPoint(code, tests)).toBe('main');
  });

  it('breaks a tie by the first call and ignores methods defined inside a class', () => {
    const code = 'class Box:\n    def size(self):\n        return 1\n\ndef first():\n    return 1\n\ndef second():\n    return 2\n';
    expect(findEntryPoint(code, ['assert size(Box()) == 1 and second() == 2', 'assert first() == 1'])).toBe('second');
  });

  it('returns undefined when no test calls a defined function', () => {
    expect(findEntryPoint('def a():\n    return 1\n', ['assert b() == 1'])).toBeUndefined();
  });

  it('finds TypeScript functions and arrow-function constants', () => {
    expect(findEntryPoint('export function clampIndex(i: number): number {\n  return i;\n}\n', ['assert.strictEqual(clampIndex(1), 1)'], 'typescript')).toBe('clampIndex');
    expect(findEntryPoint('export const double = (x: number): number => 2 * x;\n', ['assert.strictEqual(double(2), 4)'], 'typescript')).toBe('double');
  });
});

describe('non-UTF-8 input (issue 13)', () => {
  /** Copies `name` into a temporary folder with byte 0xe9 (a Latin-1 "é") put into line `line` after `after`. */
  async function withLatin1Byte(source: string, target: string, line: number, after: string): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), 'execret-import-'));
    await cp(source, join(folder, basename(source)), { recursive: true });
    const path = join(folder, target);
    const lines = readFileSync(path, 'utf8').split('\n');
    const at = (lines[line - 1] as string).indexOf(after) + after.length;
    const before = `${lines.slice(0, line - 1).map((text) => `${text}\n`).join('')}${(lines[line - 1] as string).slice(0, at)}`;
    await writeFile(path, Buffer.concat([Buffer.from(before), Buffer.from([0xe9]), Buffer.from(`${(lines[line - 1] as string).slice(at)}\n${lines.slice(line).join('\n')}`)]));
    return join(folder, basename(source));
  }

  it('jsonl: skips the line that is not UTF-8 with file, line, byte and column, and imports the rest', async () => {
    const path = await withLatin1Byte(fixture('tasks.jsonl'), 'tasks.jsonl', 3, '"query": "Clamp');
    const { tasks, report } = await importTasks('jsonl', path);
    expect(tasks.map((task) => task.taskId)).toEqual(['demo/python/sum_squares', 'demo/python/is_leap_year']);
    const column = (readFileSync(fixture('tasks.jsonl'), 'utf8').split('\n')[2] as string).indexOf('"query": "Clamp') + '"query": "Clamp'.length + 1;
    expect(report.skipped).toEqual([
      { source: 'tasks.jsonl:3', file: 'tasks.jsonl', line: 3, reason: `invalid UTF-8 (byte 0xe9 at column ${column}); expected UTF-8 text: re-save the file as UTF-8` },
    ]);
  });

  it('release: rejects a release whose corpus.jsonl is not UTF-8, naming the file and line', async () => {
    const folder = await withLatin1Byte(fixture('release'), join('release', 'data', 'corpus.jsonl'), 3, '"code": "def');
    const error = await importTasks('release', folder).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BUNDLE_INVALID', location: { file: join(folder, 'data', 'corpus.jsonl'), line: 3 } });
    expect((error as Error).message).toMatch(/corpus\.jsonl:3: invalid UTF-8 \(byte 0xe9 at column \d+\)/);
  });
});
