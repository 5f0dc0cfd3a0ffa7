import { describe, expect, it } from '@jest/globals';
import { codeSha256, testsSha256, type Bundle, type CorpusRow, type QueryRow } from '@execret/core';
import { completed, CountingExecutor } from './__fixtures__/counting-executor.js';
import { ExecutionCache } from './execution-cache.js';
import { Oracle } from './oracle.js';
import { VerdictBook as sut } from './verdict-book.js';

const testsA = ['assert f(1) == 2'];
const testsB = ['assert g(1) == 0', 'assert g(2) == 0'];

function query(queryId: string, tests: string[], metadata: Record<string, unknown> = {}): QueryRow {
  return { query_id: queryId, query: queryId, test_suite: tests, correct_corpus_ids: [], paired_distractor_corpus_ids: [], entry_id: queryId, metadata };
}

function snippet(corpusId: string, code: string): CorpusRow {
  return { corpus_id: corpusId, code, label: 'correct', source_entry_id: corpusId };
}

// q1 and q3 share a test suite, so (c_2, q1) and (c_2, q3) are one (code, tests) pair.
const bundle: Bundle = {
  queries: [query('q1', testsA), query('q2', testsB, { test_setup: 'import math' }), query('q3', testsA)],
  corpus: [snippet('c_1', 'def f(x):\n    return x + 1\n'), snippet('c_2', 'def g(x):\n    return 0\n'), snippet('c_3', 'def f(x):\n    return x\n')],
  executionCache: [{ code_sha256: codeSha256('def f(x):\n    return x + 1\n'), tests_sha256: testsSha256(testsA), test_results: ['pass'], passes_all_tests: true }],
};

function setup(): { book: sut; executor: CountingExecutor } {
  const executor = new CountingExecutor((job) => completed(job.tests.map(() => 'FAIL: no')));
  const oracle = new Oracle({ executors: { python: executor }, cache: new ExecutionCache(':memory:') });
  return { book: new sut(bundle, oracle), executor };
}

describe(sut.name, () => {
  it("answers a pair from the bundle's execution cache without running anything", async () => {
    const { book, executor } = setup();
    expect(book.get('q1', 'c_1')).toEqual({ testResults: ['pass'], passesAllTests: true });
    // The same code against the same tests under another query id is the same pair.
    expect(book.get('q3', 'c_1')).toEqual({ testResults: ['pass'], passesAllTests: true });
    expect(await book.ensure([['q1', 'c_1'], ['q3', 'c_1']])).toBe(0);
    expect(executor.calls).toEqual([]);
    expect(book.newRows()).toEqual([]);
  });

  it('runs each distinct (code, tests) pair once, with the query setup, and skips unknown ids', async () => {
    const { book, executor } = setup();
    const progress: Array<[number, number]> = [];
    const ran = await book.ensure(
      [['q1', 'c_2'], ['q3', 'c_2'], ['q1', 'c_2'], ['q2', 'c_2'], ['q2', 'c_3'], ['q9', 'c_1'], ['q1', 'c_9'], ['q1', 'c_1']],
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(ran).toBe(3);
    expect(executor.calls.map((job) => [job.code, job.tests, job.testSetup])).toEqual([
      ['def g(x):\n    return 0\n', testsA, undefined],
      ['def g(x):\n    return 0\n', testsB, 'import math'],
      ['def f(x):\n    return x\n', testsB, 'import math'],
    ]);
    expect(progress.at(-1)).toEqual([3, 3]);
    expect(book.get('q3', 'c_2')).toEqual({ testResults: ['FAIL: no'], passesAllTests: false });
    expect(book.get('q2', 'c_3')).toEqual({ testResults: ['FAIL: no', 'FAIL: no'], passesAllTests: false });
    expect(book.get('q9', 'c_1')).toBeUndefined();
    // Known now: nothing runs again.
    expect(await book.ensure([['q1', 'c_2'], ['q2', 'c_3']])).toBe(0);
    expect(executor.calls).toHaveLength(3);
  });

  it('returns the verdicts not in the bundle as release-format rows sorted by code hash, then tests hash', async () => {
    const { book } = setup();
    await book.ensure([['q2', 'c_3'], ['q1', 'c_2'], ['q2', 'c_2'], ['q1', 'c_3']]);
    const rows = book.newRows();
    expect(rows).toHaveLength(4);
    const keys = rows.map((row) => `${row.code_sha256}:${row.tests_sha256}`);
    expect(keys).toEqual([...keys].sort());
    expect(rows).toContainEqual({ code_sha256: codeSha256('def f(x):\n    return x\n'), tests_sha256: testsSha256(testsB), test_results: ['FAIL: no', 'FAIL: no'], passes_all_tests: false });
  });

  it('remembers verdicts from earlier runs, without replacing a known verdict', async () => {
    const { book, executor } = setup();
    book.remember('q1', 'c_3', { testResults: ['FAIL: earlier'], passesAllTests: false });
    book.remember('q1', 'c_1', { testResults: ['FAIL: wrong'], passesAllTests: false });
    book.remember('q1', 'c_2', { testResults: [], passesAllTests: false });
    book.remember('q9', 'c_2', { testResults: ['pass'], passesAllTests: true });
    expect(book.get('q1', 'c_3')).toEqual({ testResults: ['FAIL: earlier'], passesAllTests: false });
    expect(book.get('q1', 'c_1')).toEqual({ testResults: ['pass'], passesAllTests: true });
    expect(await book.ensure([['q1', 'c_3'], ['q1', 'c_2']])).toBe(1);
    expect(executor.calls.map((job) => job.code)).toEqual(['def g(x):\n    return 0\n']);
    const expected = [
      { code_sha256: codeSha256('def f(x):\n    return x\n'), test_results: ['FAIL: earlier'] },
      { code_sha256: codeSha256('def g(x):\n    return 0\n'), test_results: ['FAIL: no'] },
    ].sort((left, right) => (left.code_sha256 < right.code_sha256 ? -1 : 1));
    expect(book.newRows().map(({ code_sha256, test_results }) => ({ code_sha256, test_results }))).toEqual(expected);
  });

  it('keys the verdicts it runs by setup too: equal tests under different setups are different pairs', async () => {
    // q1 owns c_1 (its row is in the bundle, computed without a setup); q4 has q1's tests and a setup.
    const executor = new CountingExecutor((job) => completed(job.tests.map(() => (job.testSetup === undefined ? 'FAIL: no' : 'pass'))));
    const oracle = new Oracle({ executors: { python: executor }, cache: new ExecutionCache(':memory:') });
    const withSetup: Bundle = { ...bundle, queries: [{ ...query('q1', testsA), correct_corpus_ids: ['c_1'] }, query('q3', testsA), query('q4', testsA, { test_setup: 'def f(x):\n    return x + 1\n' })] };
    const book = new sut(withSetup, oracle);
    // The bundle's row belongs to q1 (and q3: same tests, same empty setup), not to q4.
    expect(book.get('q3', 'c_1')).toEqual({ testResults: ['pass'], passesAllTests: true });
    expect(book.get('q4', 'c_1')).toBeUndefined();
    expect(await book.ensure([['q1', 'c_3'], ['q4', 'c_3'], ['q3', 'c_3'], ['q4', 'c_1'], ['q1', 'c_1']])).toBe(3);
    expect(executor.calls.map((job) => [job.code, job.testSetup])).toEqual([
      ['def f(x):\n    return x\n', undefined],
      ['def f(x):\n    return x\n', 'def f(x):\n    return x + 1\n'],
      ['def f(x):\n    return x + 1\n', 'def f(x):\n    return x + 1\n'],
    ]);
    expect(book.get('q1', 'c_3')).toEqual({ testResults: ['FAIL: no'], passesAllTests: false });
    expect(book.get('q3', 'c_3')).toEqual({ testResults: ['FAIL: no'], passesAllTests: false });
    expect(book.get('q4', 'c_3')).toEqual({ testResults: ['pass'], passesAllTests: true });
    // A remembered verdict lands on its own setup only.
    book.remember('q4', 'c_2', { testResults: ['pass'], passesAllTests: true });
    expect(book.get('q1', 'c_2')).toBeUndefined();
    // The release format has no setup: a (code, tests) whose setups disagree (c_3) is not written;
    // q4's verdict of c_1 agrees with the bundle's row, so it may be.
    const written = ['def g(x):\n    return 0\n', 'def f(x):\n    return x + 1\n'].map(codeSha256).sort();
    expect(book.newRows().map((row) => row.code_sha256)).toEqual(written);
  });

  it('runs TypeScript queries on the TypeScript executor and refuses other languages', async () => {
    const python = new CountingExecutor(() => completed(['pass']));
    const typescript = new CountingExecutor(() => completed(['pass']), 'typescript');
    const oracle = new Oracle({ executors: { python, typescript } });
    const mixed: Bundle = { ...bundle, queries: [query('q1', testsA, { language: 'typescript' }), query('q2', testsB, { language: 'cobol' })], executionCache: [] };
    const book = new sut(mixed, oracle);
    expect(await book.ensure([['q1', 'c_1']])).toBe(1);
    expect([python.calls.length, typescript.calls.length]).toEqual([0, 1]);
    await expect(book.ensure([['q2', 'c_1']])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('query "q2": cannot execute cobol code') });
  });
});
