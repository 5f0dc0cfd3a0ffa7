import { afterAll, describe, expect, it } from '@jest/globals';
import { codeSha256, testsSha256, type Bundle, type QueryRow } from '@execret/core';
import { Oracle } from './oracle.js';
import { PythonExecutor } from './python-executor.js';
import { queryTestTimeoutMs as sut, withTestTimeout } from './task-time-limit.js';
import { VerdictBook } from './verdict-book.js';
import { verifyBundle } from './verify-bundle.js';

function query(queryId: string, metadata: Record<string, unknown>, correct: string[], tests: string[]): QueryRow {
  return { query_id: queryId, query: queryId, test_suite: tests, correct_corpus_ids: correct, paired_distractor_corpus_ids: [], entry_id: queryId, metadata };
}

describe(sut.name, () => {
  it('reads metadata.test_timeout_ms, and names query and field when it is not an integer ≥ 1', () => {
    expect(sut(query('q_0001', { test_timeout_ms: 8000 }, [], []))).toBe(8000);
    expect(sut(query('q_0001', {}, [], []))).toBeUndefined();
    expect(() => sut(query('q_0007', { test_timeout_ms: '8000' }, [], []))).toThrow('query "q_0007": field "metadata.test_timeout_ms" must be an integer ≥ 1 (milliseconds), got "8000"');
    expect(() => sut(query('q_0007', { test_timeout_ms: 0.5 }, [], []))).toThrow(/must be an integer ≥ 1/);
  });
});

describe('a bundle with recorded per-test limits', () => {
  // The runtime's own per-test limit is 100 ms; each call of the snippet sleeps 130 ms.
  const python = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 100 } });
  const oracle = new Oracle({ executors: { python } });
  afterAll(() => oracle.dispose());
  const code = 'import time\n\ndef slow(x):\n    time.sleep(0.13)\n    return x\n';
  const calibratedTests = ['assert slow(1) == 1', 'assert slow(2) == 2'];
  const plainTests = ['assert slow(3) == 3'];
  const bundle: Bundle = {
    queries: [query('q_0001', { language: 'python', test_timeout_ms: 800 }, ['c_0001'], calibratedTests), query('q_0002', { language: 'python' }, [], plainTests)],
    corpus: [{ corpus_id: 'c_0001', code, label: 'correct', source_entry_id: 'q_0001' }],
    executionCache: [{ code_sha256: codeSha256(code), tests_sha256: testsSha256(calibratedTests), test_results: ['pass', 'pass'], passes_all_tests: true }],
  };

  it('is verified with the recorded limit: the slow canonical passes as the build found', async () => {
    const verification = await verifyBundle(bundle, { oracle, fresh: true });
    expect(verification.executed).toBe(1);
    expect(verification.disagreements).toEqual([]);
  }, 30_000);

  it('is judged by the verdict book with each query\'s own limit: the recorded one where it has one, the runtime\'s elsewhere', async () => {
    const book = new VerdictBook({ ...bundle, executionCache: [] }, oracle);
    expect(await book.ensure([['q_0001', 'c_0001'], ['q_0002', 'c_0001']])).toBe(2);
    expect(book.get('q_0001', 'c_0001')).toEqual({ testResults: ['pass', 'pass'], passesAllTests: true });
    expect(book.get('q_0002', 'c_0001')).toEqual({ testResults: ['TIMEOUT'], passesAllTests: false });
  }, 30_000);
});

describe(withTestTimeout.name, () => {
  it('runs every job that sets no limit of its own with the given one, and keeps jobs that set one', async () => {
    const python = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 100 } });
    const oracle = new Oracle({ executors: { python } });
    try {
      const code = 'import time\n\ndef slow(x):\n    time.sleep(0.13)\n    return x\n';
      const jobs = [
        { language: 'python' as const, code, tests: ['assert slow(1) == 1'] },
        { language: 'python' as const, code, tests: ['assert slow(2) == 2'], testTimeoutMs: 100 },
      ];
      const verdicts = await withTestTimeout(oracle, 800).run(jobs, { cacheMode: 'off' });
      expect(verdicts.map((verdict) => verdict.testResults)).toEqual([['pass'], ['TIMEOUT']]);
      expect(withTestTimeout(oracle, undefined)).toBe(oracle);
    } finally {
      await oracle.dispose();
    }
  });
});
