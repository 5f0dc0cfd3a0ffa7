import { describe, expect, it } from '@jest/globals';
import { codeSha256, testsSha256, type Bundle, type ExecutionCacheRow, type QueryRow } from '@execret/core';
import { withoutGeneratedTests as sut } from './without-generated-tests.js';

const canonical = 'def f(n):\n    return n * 2\n';
// Passes the three original tests (n > 0 only); only the generated one (n = -1) tells it apart.
const distractor = 'def f(n):\n    return abs(n) * 2\n';
const original = ['assert f(1) == 2', 'assert f(2) == 4', 'assert f(5) == 10'];
const suite = [...original, 'assert f(-1) == -2'];

function query(id: string, tests: string[], metadata: Record<string, unknown>, corpusIds: [string, string[]]): QueryRow {
  return { query_id: id, query: 'Double n.', test_suite: tests, correct_corpus_ids: [corpusIds[0]], paired_distractor_corpus_ids: corpusIds[1], entry_id: id, metadata: { language: 'python', ...metadata } };
}

function row(code: string, tests: readonly string[], results: string[]): ExecutionCacheRow {
  return { code_sha256: codeSha256(code), tests_sha256: testsSha256(tests), test_results: results, passes_all_tests: results.every((outcome) => outcome === 'pass') };
}

describe(sut.name, () => {
  it('drops the generated tests and keeps the outcomes of the other tests under the shorter suite', () => {
    const other = query('q_0002', ['assert f(0) == 0'], { domain: 'x' }, ['c_0003', []]);
    const otherRow = row('def f(n):\n    return 0\n', ['assert f(0) == 0'], ['pass']);
    const bundle: Bundle = {
      queries: [query('q_0001', suite, { generated_tests: [3], domain: 'numbers' }, ['c_0001', ['c_0002']]), other],
      corpus: [
        { corpus_id: 'c_0001', code: canonical, label: 'correct', source_entry_id: 'q_0001' },
        { corpus_id: 'c_0002', code: distractor, label: 'incorrect', bug_type: 'wrong_operator', source_entry_id: 'q_0001' },
        { corpus_id: 'c_0003', code: 'def f(n):\n    return 0\n', label: 'correct', source_entry_id: 'q_0002' },
      ],
      executionCache: [row(canonical, suite, ['pass', 'pass', 'pass', 'pass']), row(distractor, suite, ['pass', 'pass', 'pass', 'FAIL: assert f(-1) == -2']), otherRow],
    };
    const { bundle: reduced, queries, removedTests } = sut(bundle);
    expect([queries, removedTests]).toEqual([1, 1]);
    expect(reduced.queries[0]).toEqual({ ...bundle.queries[0], test_suite: original, metadata: { language: 'python', domain: 'numbers' } });
    expect(reduced.queries[1]).toBe(other);
    expect(reduced.corpus).toBe(bundle.corpus);
    // The distractor only the generated test caught now passes every test of its query.
    expect(reduced.executionCache).toEqual([row(canonical, original, ['pass', 'pass', 'pass']), row(distractor, original, ['pass', 'pass', 'pass']), otherRow]);
    // The input is not changed.
    expect(bundle.queries[0]?.test_suite).toEqual(suite);
  });

  it('leaves a bundle without generated tests as it is', () => {
    const bundle: Bundle = { queries: [query('q_0001', original, {}, ['c_0001', []])], corpus: [] };
    expect(sut(bundle)).toEqual({ bundle, queries: 0, removedTests: 0 });
  });

  it('refuses generated tests that are not the last tests of the suite, or all of them, naming the query and field', () => {
    const bundleWith = (generated: unknown, tests = suite): Bundle => ({ queries: [query('q_0007', tests, { generated_tests: generated }, ['c_0001', []])], corpus: [] });
    expect(() => sut(bundleWith([0]))).toThrow('queries.jsonl (query q_0007): field "metadata.generated_tests" must be the indexes of the last tests of test_suite, leaving at least one (test_suite has 4), got [0]');
    expect(() => sut(bundleWith([0, 1, 2, 3]))).toThrow('leaving at least one');
    expect(() => sut(bundleWith('3'))).toThrow('field "metadata.generated_tests" must be an array of test_suite indexes');
    expect(sut(bundleWith([3, 2])).bundle.queries[0]?.test_suite).toEqual(original.slice(0, 2));
  });
});
