import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Task } from '@execret/core';
import { humanEvalXEntryPoint, importHumanEvalX as sut } from './humaneval-x-importer.js';
import { GO_TESTIFY_SETUP, JAVASCRIPT_CONSOLE_ASSERT_SETUP, humanEvalXExamples, splitHumanEvalXTests } from './humaneval-x-tests.js';

// Written for execret's tests (make-humaneval-x-fixtures.py); only the layout follows HumanEval-X.
const fixtures = fileURLToPath(new URL('./__fixtures__/', import.meta.url));

async function task(language: string, number: number): Promise<Task> {
  const { tasks } = await sut(join(fixtures, `humaneval-x-${language}.jsonl`));
  const found = tasks.find((entry) => entry.taskId.endsWith(`/${number}`));
  if (found === undefined) throw new Error(`no task ${language}/${number}`);
  return found;
}

describe(sut.name, () => {
  it('names a task <language>/<number> with execret language names and keeps the record id in metadata', async () => {
    const cpp = await task('cpp', 1);
    expect(cpp.taskId).toBe('cpp/1');
    expect(cpp.language).toBe('cpp');
    expect(cpp.metadata).toEqual({ task_id: 'cpp/1', humaneval_x_task_id: 'CPP/1' });
    expect(cpp.entryPoint).toBe('count_above');
  });

  it('takes the query from the documentation comment, without its examples, and keeps the comment out of the canonical', async () => {
    const go = await task('go', 0);
    expect(go.query).toBe('Return the largest absolute difference between two neighbouring numbers, or 0 when there are fewer than two numbers.');
    expect(go.canonical.startsWith('import (\n    "math"\n)\n\nfunc MaxGap(numbers []int) int {\n    if len(numbers) < 2 {')).toBe(true);
    const rust = await task('rust', 0);
    expect(rust.canonical).not.toContain('/*');
    expect(rust.canonical).not.toContain('>>>');
  });

  it("adds the declaration's missing includes and standard-library uses (no external crates) and makes Java's class a static member", async () => {
    expect((await task('cpp', 0)).canonical.split('\n').slice(0, 4)).toEqual(['#include<math.h>', '#include<stdlib.h>', '#include<stdio.h>', '#include<vector>']);
    const rust = await task('rust', 0);
    expect(rust.canonical.split('\n')[0]).toBe('use std::{slice::Iter, cmp::{max, self}, collections::{HashSet, HashMap}};');
    expect(rust.canonical).not.toMatch(/rand|regex|md5/);
    const java = await task('java', 0);
    expect(java.canonical).toContain('\nstatic class Solution {\n');
    expect(java.testSetup).toBe('static Solution s = new Solution();');
  });

  it('splits each test program into one test per assertion, statements before the first in front of each', async () => {
    expect((await task('java', 0)).tests.slice(0, 2)).toEqual(['check(s.maxGap(new ArrayList<>()) == 0);', 'check(s.maxGap(Arrays.asList(5)) == 0);']);
    expect((await task('java', 1)).tests.slice(0, 2)).toEqual(['check(s.countAbove(new ArrayList<>(), 3) == 0);', 'check(!(s.countAbove(Arrays.asList(1, 5, 7), 4) != 2));']);
    const cpp = await task('cpp', 1);
    expect(cpp.tests[1]).toBe('vector<int> data = {1, 5, 7};\nassert (same_count(count_above(data, 4), 2));');
    expect(cpp.testSetup).toBe('bool same_count(int a, int b){\n    return a == b;\n}');
    expect((await task('rust', 1)).tests[4]).toBe('let data = vec![1, 5, 7];\nassert_ne!(count_above(vec![10], 0), 0);');
    const go = await task('go', 0);
    expect(go.tests[2]).toBe('assert.Equal(3, MaxGap([]int{1, 4, 2}))');
    expect(go.testSetup).toBe(GO_TESTIFY_SETUP);
    const javascript = await task('javascript', 0);
    expect(javascript.tests[2]).toBe('consoleAssert(\n    maxGap([1, 4, 2]) === 3\n  )');
    expect(javascript.testSetup).toBe(JAVASCRIPT_CONSOLE_ASSERT_SETUP);
    expect((await task('python', 0)).tests[0]).toBe('assert max_gap([]) == 0');
  });

  it('makes the whole body one test when statements follow the first assertion', async () => {
    const go = await task('go', 1);
    expect(go.tests).toHaveLength(1);
    expect(go.tests[0]).toMatch(/^assert\.Equal\(0, CountAbove\(\[\]int\{\}, 3\)\)\n[\s\S]*for limit := 0; limit < 3; limit\+\+ \{[\s\S]*\}$/);
    const program = 'const testF = () => {\n  console.assert(f(1) === 1)\n  for (const x of [2, 3]) console.assert(f(x) === x, "for", x)\n}\ntestF()\n';
    expect(splitHumanEvalXTests('javascript', program, 'f')).toEqual({
      tests: ['consoleAssert(f(1) === 1)\nfor (const x of [2, 3]) consoleAssert(f(x) === x, "for", x)'],
      setup: JAVASCRIPT_CONSOLE_ASSERT_SETUP,
      split: false,
    });
  });

  it('turns the example program into { call, expected } examples', async () => {
    expect((await task('javascript', 0)).examples).toEqual([{ call: 'maxGap([1, 4, 2])', expected: '3' }, { call: 'maxGap([7])', expected: '0' }]);
    expect((await task('java', 0)).examples?.[0]).toEqual({ call: 's.maxGap(Arrays.asList(1, 4, 2))', expected: '3' });
    expect((await task('cpp', 1)).examples).toEqual([{ call: 'count_above({1, 5, 7}, 4)', expected: '2' }, { call: 'count_above({3}, 3)', expected: 'false' }]);
    expect((await task('python', 1)).examples?.[1]).toEqual({ call: 'count_above([3], 3)', expected: 'False' });
    expect((await task('rust', 0)).examples).toEqual([{ call: 'max_gap(vec![1, 4, 2])', expected: '3' }, { call: 'max_gap(vec![7])', expected: '0' }]);
    const stringified = 'const t = () => {\n  console.assert(JSON.stringify(f([1])) === JSON.stringify([2]))\n  console.assert(g(f(1)))\n}\nt()\n';
    expect(humanEvalXExamples('javascript', stringified, 'f')).toEqual([{ call: 'f([1])', expected: '[2]' }, { call: 'g(f(1))', expected: 'true' }]);
    const equals = 'public class Main {\n    public static void main(String[] args) {\n        Solution s = new Solution();\n        if (!(s.f(1).equals(Arrays.asList(2)))) { throw new AssertionError(); }\n    }\n}';
    expect(humanEvalXExamples('java', equals, 'f')).toEqual([{ call: 's.f(1)', expected: 'Arrays.asList(2)' }]);
  });

  it('skips bad records with file, line and task id, and goes on', async () => {
    const { tasks, report } = await sut(join(fixtures, 'humaneval-x-bad.jsonl'));
    expect(tasks.map((entry) => entry.taskId)).toEqual(['javascript/7']);
    expect(report.skipped.map((entry) => [entry.source, entry.reason])).toEqual([
      ['humaneval-x-bad.jsonl:1 (Ruby/3)', 'unknown language "Ruby" in field "task_id": expected one of Python, CPP, Java, JavaScript, Go, Rust'],
      ['humaneval-x-bad.jsonl:2 (Go/4)', 'field "test" must be a string, got missing'],
      ['humaneval-x-bad.jsonl:3', expect.stringMatching(/^invalid JSON/)],
      ['humaneval-x-bad.jsonl:4 (CPP/5)', 'field "prompt" must document count_above in a comment before its definition (the query comes from it), found none'],
      ['humaneval-x-bad.jsonl:5 (Rust/6)', 'field "test" holds no test program with assertions that can fail'],
    ]);
  });

  it('skips a canonical the mutator cannot parse, named by its line', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'execret-humaneval-x-'));
    try {
      const record = { task_id: 'Rust/2', prompt: '/* Adds one. */\nfn inc(x: i32) -> i32 {\n', declaration: 'fn inc(x: i32) -> i32 {\n', canonical_solution: '    x + (1\n}\n', test: '#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() { assert_eq!(inc(1), 2); }\n}\n' };
      await writeFile(join(folder, 'x.jsonl'), `${JSON.stringify(record)}\n`);
      const { tasks, report } = await sut(join(folder, 'x.jsonl'));
      expect(tasks).toEqual([]);
      expect(report.skipped[0]?.source).toBe('x.jsonl:1 (rust/2)');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('documentation inside the body', () => {
  it('reads the comment that opens the entry point\'s body when helpers come first, and leaves the helpers\' comments in the code', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'execret-humaneval-x-'));
    try {
      const record = {
        task_id: 'CPP/4',
        prompt: '#include<stdio.h>\nusing namespace std;\nbool is_even(int n){\n    //Whether n is even\n    return n % 2 == 0;\n}\nint count_even(vector<int> v){\n    /*\n    Count the even numbers of the vector.\n    >>> count_even({1, 2, 4})\n    2\n    */\n',
        declaration: '#include<stdio.h>\n#include<vector>\nusing namespace std;\nbool is_even(int n){\n    return n % 2 == 0;\n}\nint count_even(vector<int> v){\n',
        canonical_solution: '    int count = 0;\n    for (int x : v) if (is_even(x)) count++;\n    return count;\n}\n',
        test: '#undef NDEBUG\n#include<assert.h>\nint main(){\n    assert (count_even({1, 2, 4}) == 2);\n}\n',
      };
      await writeFile(join(folder, 'x.jsonl'), `${JSON.stringify(record)}\n`);
      const { tasks } = await sut(join(folder, 'x.jsonl'));
      expect(tasks[0]?.query).toBe('Count the even numbers of the vector.');
      expect(tasks[0]?.canonical).toBe('#include<vector>\n#include<stdio.h>\nusing namespace std;\nbool is_even(int n){\n    //Whether n is even\n    return n % 2 == 0;\n}\nint count_even(vector<int> v){\n    int count = 0;\n    for (int x : v) if (is_even(x)) count++;\n    return count;\n}\n');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('Go test imports', () => {
  it("imports the packages of the record's test_setup that the tests name, and only those", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'execret-humaneval-x-'));
    try {
      const record = {
        task_id: 'Go/3',
        prompt: '// Reports whether a rune is a letter.\nfunc IsLetter(r rune) bool {\n',
        declaration: '\nfunc IsLetter(r rune) bool {\n',
        canonical_solution: '    return (r >= 65 && r <= 90) || (r >= 97 && r <= 122)\n}\n',
        test: 'func TestIsLetter(t *testing.T) {\n    assert := assert.New(t)\n    assert.Equal(unicode.IsLetter(97), IsLetter(97))\n    assert.False(IsLetter(48))\n}\n',
        test_setup: 'package main\n\nimport (\n    "testing"\n    "unicode"\n    "bytes"\n    "github.com/stretchr/testify/assert"\n)\n',
      };
      await writeFile(join(folder, 'x.jsonl'), `${JSON.stringify(record)}\n`);
      const { tasks } = await sut(join(folder, 'x.jsonl'));
      expect(tasks[0]?.testSetup).toBe(`import "unicode"\n${GO_TESTIFY_SETUP}`);
      expect(tasks[0]?.tests).toEqual(['assert.Equal(unicode.IsLetter(97), IsLetter(97))', 'assert.False(IsLetter(48))']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe(humanEvalXEntryPoint.name, () => {
  it("finds the declaration's last function in every language", () => {
    expect(humanEvalXEntryPoint('python', 'from typing import List\n\n\ndef helper(x):\n    return x\n\n\ndef main_one(a: List[int]) -> int:\n')).toBe('main_one');
    expect(humanEvalXEntryPoint('cpp', '#include<vector>\nusing namespace std;\nvector<pair<int, int>> pairs_of(vector<int> numbers){\n')).toBe('pairs_of');
    expect(humanEvalXEntryPoint('java', 'import java.util.*;\n\nclass Solution {\n    public List<Integer> sortThird(List<Integer> l) {\n')).toBe('sortThird');
    expect(humanEvalXEntryPoint('go', 'import (\n    "sort"\n)\n\nfunc SortThird(l []int) []int {\n')).toBe('SortThird');
    expect(humanEvalXEntryPoint('rust', 'use std::cmp::max;\n\nfn sort_third(l: Vec<i32>) -> Vec<i32>{\n')).toBe('sort_third');
    expect(humanEvalXEntryPoint('javascript', '\nconst sortThird = (l) => {\n')).toBe('sortThird');
    expect(humanEvalXEntryPoint('javascript', '\nfunction sortThird(l) {\n')).toBe('sortThird');
  });
});

describe(splitHumanEvalXTests.name, () => {
  it("keeps a Java list item whole when a type's angle brackets hold a comma", () => {
    const program = 'public class Main {\n    public static void main(String[] args) {\n        Solution s = new Solution();\n        List<Boolean> correct = Arrays.asList(\n                new Pair<Integer, Integer>(1, 2).equals(s.f(3)),\n                s.f(new Pair<>(2, 2)) == 4\n        );\n        if (correct.contains(false)) {\n            throw new AssertionError();\n        }\n    }\n}';
    expect(splitHumanEvalXTests('java', program, 'f').tests).toEqual(['check(new Pair<Integer, Integer>(1, 2).equals(s.f(3)));', 'check(s.f(new Pair<>(2, 2)) == 4);']);
  });
});

describe('JavaScript tests with declarations', () => {
  it('makes a test a block when it declares names, so two tests of one global scope do not clash', () => {
    const program = 'const testF = () => {\n  const input = [1, 2]\n  console.assert(f(input) === 3)\n  console.assert(f([]) === 0)\n}\ntestF()\n';
    expect(splitHumanEvalXTests('javascript', program, 'f').tests).toEqual(['{\nconst input = [1, 2]\nconsoleAssert(f(input) === 3)\n}', '{\nconst input = [1, 2]\nconsoleAssert(f([]) === 0)\n}']);
  });
});

describe('Go testify package functions', () => {
  it('drops the t of assert.Equal(t, want, got), as the methods of assert.New(t) take no t', () => {
    const program = 'func TestF(t *testing.T) {\n    assert.Equal(t, 2, F(1))\n    assert.True(t, F(0) == 1)\n}\n';
    expect(splitHumanEvalXTests('go', program, 'F').tests).toEqual(['assert.Equal(2, F(1))', 'assert.True(F(0) == 1)']);
  });
});

describe('statements of newline-terminated languages', () => {
  it('ends a statement at a line ending in ++ and goes on over a line ending in an operator', () => {
    const program = 'func TestF(t *testing.T) {\n    assert := assert.New(t)\n    n := 1\n    n++\n    assert.Equal(2,\n        F(n))\n    assert.True(F(0) ==\n        1)\n}\n';
    expect(splitHumanEvalXTests('go', program, 'F').tests).toEqual(['n := 1\nn++\n_ = n\nassert.Equal(2,\n        F(n))', 'n := 1\nn++\n_ = n\nassert.True(F(0) ==\n        1)']);
  });
});

describe('Java if-throw checks', () => {
  it('states the checked condition plainly: !(x) and !x.equals(y) lose their negation, other conditions are negated', () => {
    const program = 'public class Main {\n    public static void main(String[] args) {\n        Solution s = new Solution();\n        if (!s.f(1).equals(Arrays.asList(2))) {\n            throw new AssertionError();\n        }\n        if (s.f(2).size() != 1) throw new AssertionError();\n        if (!(s.f(3).isEmpty())) { throw new AssertionError(); }\n    }\n}';
    expect(splitHumanEvalXTests('java', program, 'f').tests).toEqual(['check(s.f(1).equals(Arrays.asList(2)));', 'check(!(s.f(2).size() != 1));', 'check(s.f(3).isEmpty());']);
  });
});
