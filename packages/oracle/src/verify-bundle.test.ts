import { describe, expect, it } from '@jest/globals';
import { codeSha256, ExecretErrorCode, testsSha256, type Bundle, type CorpusRow, type ExecutionCacheRow, type QueryRow, type TestOutcome } from '@execret/core';
import { completed, CountingExecutor } from './__fixtures__/counting-executor.js';
import { ExecutionCache, executionCacheKey } from './execution-cache.js';
import { NOT_RUN_OUTCOME, type ExecutionJob, type ExecutionVerdict } from './executor.js';
import { Oracle } from './oracle.js';
import { verifyBundle as sut } from './verify-bundle.js';

const tests = ['assert f(1) == 2', 'assert f(2) == 3', 'assert f(3) == 4'];
const typescriptTests = ['assert.strictEqual(g(1), 2)'];

/** What the stub executor answers for each snippet's code (three tests each, unless TypeScript). */
const outcomesByCode: Record<string, TestOutcome[]> = {
  'def f(x): return x + 1': ['pass', 'pass', 'pass'],
  'def f(x): return x': ['FAIL: a', 'FAIL: b', 'FAIL: c'],
  'def f(x): return x - 1': ['FAIL: a', 'FAIL: b', 'FAIL: c'],
  'def f(x): return 2': ['pass', 'FAIL: b', 'FAIL: c'],
  'def f(x): return 2 if x == 1 else x + 1': ['pass', 'pass', 'pass'],
  'def f(x): loop()': ['TIMEOUT', 'TIMEOUT', 'TIMEOUT'],
  'def f(x): mixed()': ['FAIL: a', 'TIMEOUT', 'pass'],
  'const g = (x: number) => x + 1;': ['pass'],
};

/** The stub executor's answers, with some codes answered otherwise. */
function answering(overrides: Record<string, TestOutcome[]>): (job: ExecutionJob) => ExecutionVerdict {
  return (job) => {
    const outcomes = overrides[job.code] ?? outcomesByCode[job.code];
    if (outcomes === undefined) throw new Error(`no answer for ${job.code}`);
    return completed([...outcomes]);
  };
}

function query(queryId: string, correct: string[], distractors: string[], metadata: Record<string, unknown> = { language: 'python' }, suite = tests): QueryRow {
  return { query_id: queryId, query: queryId, test_suite: suite, correct_corpus_ids: correct, paired_distractor_corpus_ids: distractors, entry_id: queryId, metadata };
}

function snippet(corpusId: string, code: string, label: 'correct' | 'incorrect'): CorpusRow {
  return { corpus_id: corpusId, code, label, ...(label === 'incorrect' ? { bug_type: 'off_by_one' } : {}), source_entry_id: corpusId };
}

function row(code: string, outcomes: string[], suite = tests): ExecutionCacheRow {
  return { code_sha256: codeSha256(code), tests_sha256: testsSha256(suite), test_results: outcomes, passes_all_tests: outcomes.length > 0 && outcomes.every((outcome) => outcome === 'pass') };
}

/** A bundle whose cache records exactly what the stub executor answers: nothing disagrees. */
function cleanBundle(): Bundle {
  const corpus = [
    snippet('c_0004', 'def f(x): return x + 1', 'correct'),
    snippet('c_0002', 'def f(x): return x', 'incorrect'),
    snippet('c_0003', 'def f(x): return x - 1', 'incorrect'),
    snippet('c_0001', 'const g = (x: number) => x + 1;', 'correct'),
  ];
  return {
    queries: [query('q_0001', ['c_0004'], ['c_0003', 'c_0002'], { language: 'python', test_setup: 'import math' }), query('q_0002', ['c_0001'], [], { language: 'typescript' }, typescriptTests)],
    corpus,
    executionCache: [
      row('def f(x): return x + 1', ['pass', 'pass', 'pass']),
      row('def f(x): return x', ['FAIL: a', 'FAIL: b', 'FAIL: c']),
      row('def f(x): return x - 1', ['FAIL: a', 'FAIL: b', 'FAIL: c']),
      row('const g = (x: number) => x + 1;', ['pass'], typescriptTests),
    ],
  };
}

function setup(overrides: Record<string, TestOutcome[]> = {}): { oracle: Oracle; python: CountingExecutor; typescript: CountingExecutor; cache: ExecutionCache } {
  const python = new CountingExecutor(answering(overrides), 'python');
  const typescript = new CountingExecutor(answering(overrides), 'typescript');
  const cache = new ExecutionCache(':memory:');
  return { oracle: new Oracle({ executors: { python, typescript }, cache }), python, typescript, cache };
}

/** The bundle with one snippet's code replaced and, optionally, one cache row's outcomes. */
function edited(change: { corpusId?: string; code?: string; cacheCode?: string; outcomes?: string[] }): Bundle {
  const bundle = cleanBundle();
  if (change.corpusId !== undefined) bundle.corpus = bundle.corpus.map((entry) => (entry.corpus_id === change.corpusId ? { ...entry, code: change.code as string } : entry));
  if (change.cacheCode !== undefined) {
    const hash = codeSha256(change.cacheCode);
    bundle.executionCache = bundle.executionCache?.map((entry) => (entry.code_sha256 === hash ? row(change.cacheCode as string, change.outcomes as string[]) : entry));
  }
  return bundle;
}

describe(sut.name, () => {
  it('runs every canonical and paired distractor against its own query, with its language and setup, and finds nothing on a clean bundle', async () => {
    const { oracle, python, typescript } = setup();
    const progress: Array<[number, number]> = [];
    const result = await sut(cleanBundle(), { oracle, onProgress: (done, total) => progress.push([done, total]) });
    expect(result).toEqual({
      snippets: 4,
      executed: 4,
      fromCache: 0,
      agreements: 4,
      byKind: { 'cache-verdict': 0, 'cache-outcomes': 0, 'correct-fails': 0, 'incorrect-passes': 0 },
      timingDependent: 0,
      messageDifferences: 0,
      disagreements: [],
      hasExecutionCache: true,
      notRecorded: [],
      unpaired: [],
    });
    expect(python.calls.map((job) => [job.code, job.tests, job.testSetup])).toEqual([
      ['def f(x): return x', tests, 'import math'],
      ['def f(x): return x - 1', tests, 'import math'],
      ['def f(x): return x + 1', tests, 'import math'],
    ]);
    expect(typescript.calls.map((job) => job.code)).toEqual(['const g = (x: number) => x + 1;']);
    expect(progress.at(-1)).toEqual([4, 4]);
  });

  it('reports a cache row whose passes_all_tests differs from the run here, with the tests that differ', async () => {
    const { oracle } = setup();
    const result = await sut(edited({ cacheCode: 'def f(x): return x', outcomes: ['pass', 'pass', 'pass'] }), { oracle });
    expect(result.disagreements).toEqual([
      {
        corpusId: 'c_0002',
        queryId: 'q_0001',
        kind: 'cache-verdict',
        label: 'incorrect',
        recorded: { testResults: ['pass', 'pass', 'pass'], passesAllTests: true },
        here: { testResults: ['FAIL: a', 'FAIL: b', 'FAIL: c'], passesAllTests: false, status: 'completed', cached: false },
        tests: [0, 1, 2],
        timingDependent: false,
      },
    ]);
    expect(result.byKind['cache-verdict']).toBe(1);
    expect(result.agreements).toBe(3);
  });

  it('reports recorded outcomes that differ while the verdict is the same', async () => {
    const { oracle } = setup();
    const result = await sut(edited({ cacheCode: 'def f(x): return x - 1', outcomes: ['FAIL: a', 'ERROR: TypeError: no', 'FAIL: c'] }), { oracle });
    expect(result.disagreements.map(({ corpusId, kind, tests: differing, timingDependent }) => ({ corpusId, kind, differing, timingDependent }))).toEqual([
      { corpusId: 'c_0003', kind: 'cache-outcomes', differing: [1], timingDependent: false },
    ]);
  });

  it('counts outcomes that differ only in message text apart, not as disagreements; an ERROR of another type is one', async () => {
    const { oracle } = setup();
    const wording = edited({ cacheCode: 'def f(x): return x', outcomes: ['FAIL: assertion failed', 'FAIL', 'FAIL: c'] });
    const reworded = await sut(wording, { oracle });
    expect({ disagreements: reworded.disagreements, messageDifferences: reworded.messageDifferences, agreements: reworded.agreements }).toEqual({ disagreements: [], messageDifferences: 1, agreements: 4 });

    const raising = { 'def f(x): return x': ['ERROR: TypeError: here', 'FAIL: b', 'FAIL: c'] as TestOutcome[] };
    const sameType = await sut(edited({ cacheCode: 'def f(x): return x', outcomes: ['ERROR: TypeError: recorded', 'FAIL: b', 'FAIL: c'] }), { oracle: setup(raising).oracle });
    expect({ disagreements: sameType.disagreements.length, messageDifferences: sameType.messageDifferences }).toEqual({ disagreements: 0, messageDifferences: 1 });
    const otherType = await sut(edited({ cacheCode: 'def f(x): return x', outcomes: ['ERROR: ValueError: recorded', 'FAIL: b', 'FAIL: c'] }), { oracle: setup(raising).oracle });
    expect(otherType.disagreements.map(({ kind, tests: differing }) => ({ kind, differing }))).toEqual([{ kind: 'cache-outcomes', differing: [0] }]);
  });

  it('reports a correct snippet that fails here, and a missing cache row only as not recorded', async () => {
    const { oracle } = setup();
    const result = await sut(edited({ corpusId: 'c_0004', code: 'def f(x): return 2' }), { oracle });
    expect(result.disagreements.map(({ corpusId, queryId, kind, tests: failing, recorded }) => ({ corpusId, queryId, kind, failing, recorded }))).toEqual([
      { corpusId: 'c_0004', queryId: 'q_0001', kind: 'correct-fails', failing: [1, 2], recorded: undefined },
    ]);
    expect(result.notRecorded).toEqual([{ corpusId: 'c_0004', queryId: 'q_0001' }]);
    expect(result.byKind).toEqual({ 'cache-verdict': 0, 'cache-outcomes': 0, 'correct-fails': 1, 'incorrect-passes': 0 });
  });

  it('reports a distractor that passes every test, both against its label and its recorded failure', async () => {
    const { oracle } = setup();
    const bundle = edited({ corpusId: 'c_0003', code: 'def f(x): return 2 if x == 1 else x + 1' });
    bundle.executionCache?.push(row('def f(x): return 2 if x == 1 else x + 1', ['pass', 'FAIL: b', 'pass']));
    const result = await sut(bundle, { oracle });
    expect(result.disagreements.map(({ corpusId, kind, tests: concerned }) => ({ corpusId, kind, concerned }))).toEqual([
      { corpusId: 'c_0003', kind: 'cache-verdict', concerned: [1] },
      { corpusId: 'c_0003', kind: 'incorrect-passes', concerned: [1] },
    ]);
    expect(result.agreements).toBe(3);
  });

  it('marks a TIMEOUT here against a recorded failure as timing-dependent, and a recorded TIMEOUT that passes here too', async () => {
    const { oracle } = setup();
    const slow = edited({ corpusId: 'c_0002', code: 'def f(x): loop()' });
    slow.executionCache?.push(row('def f(x): loop()', ['FAIL: a', 'FAIL: b', 'TIMEOUT']));
    const timing = await sut(slow, { oracle });
    expect(timing.disagreements.map(({ kind, tests: differing, timingDependent }) => ({ kind, differing, timingDependent }))).toEqual([
      // Here the job stops at its first hang (test 0): tests 1 and 2 are not run, so not compared.
      { kind: 'cache-outcomes', differing: [0], timingDependent: true },
    ]);
    expect(timing.timingDependent).toBe(1);

    const fast = edited({ corpusId: 'c_0003', code: 'def f(x): return 2 if x == 1 else x + 1' });
    fast.executionCache?.push(row('def f(x): return 2 if x == 1 else x + 1', ['pass', 'TIMEOUT', 'pass']));
    const passes = await sut(fast, { oracle });
    expect(passes.disagreements.map(({ kind, timingDependent }) => ({ kind, timingDependent }))).toEqual([
      { kind: 'cache-verdict', timingDependent: true },
      { kind: 'incorrect-passes', timingDependent: true },
    ]);
  });

  it('does not count a test that met a limit on both sides (a TIMEOUT here, the process killed out of memory when recorded), nor the tests after it', async () => {
    const { oracle } = setup();
    const slow = edited({ corpusId: 'c_0002', code: 'def f(x): loop()' });
    slow.executionCache?.push(row('def f(x): loop()', ['ERROR: ProcessKilled: SIGABRT', NOT_RUN_OUTCOME, NOT_RUN_OUTCOME]));
    const result = await sut(slow, { oracle });
    expect(result.disagreements).toEqual([]);
    expect(result.messageDifferences).toBe(0);
  });

  it('marks a disagreement timing-dependent only when every test concerned involves a TIMEOUT', async () => {
    const { oracle } = setup();
    // Here every test times out; recorded passes and failures alike differ only by a TIMEOUT.
    const allSlow = edited({ corpusId: 'c_0004', code: 'def f(x): loop()' });
    allSlow.executionCache?.push(row('def f(x): loop()', ['pass', 'pass', 'FAIL: c']));
    expect((await sut(allSlow, { oracle })).disagreements.map(({ kind, timingDependent }) => ({ kind, timingDependent }))).toEqual([
      { kind: 'cache-outcomes', timingDependent: true },
      { kind: 'correct-fails', timingDependent: true },
    ]);
    // Test 1 times out here (test 2, after the hang, is not run), but test 0 fails here and passed when recorded: not a matter of speed.
    const mixed = edited({ corpusId: 'c_0004', code: 'def f(x): mixed()' });
    mixed.executionCache?.push(row('def f(x): mixed()', ['pass', 'pass', 'pass']));
    expect((await sut(mixed, { oracle })).disagreements.map(({ kind, tests: concerned, timingDependent }) => ({ kind, concerned, timingDependent }))).toEqual([
      { kind: 'cache-verdict', concerned: [0, 1], timingDependent: false },
      { kind: 'correct-fails', concerned: [0, 1], timingDependent: false },
    ]);
  });

  it('lists every pair as not recorded when the bundle has no execution cache, and corpus rows no query lists as unpaired', async () => {
    const { oracle } = setup();
    const bundle = cleanBundle();
    delete bundle.executionCache;
    bundle.corpus.push(snippet('c_0005', 'def f(x): return x * 2', 'incorrect'));
    const result = await sut(bundle, { oracle });
    expect(result.hasExecutionCache).toBe(false);
    expect(result.notRecorded.map((pair) => pair.corpusId)).toEqual(['c_0001', 'c_0002', 'c_0003', 'c_0004']);
    expect(result.disagreements).toEqual([]);
    expect(result.agreements).toBe(4);
    expect(result.unpaired).toEqual(['c_0005']);
  });

  it('answers a second verification from the cache, and runs everything without touching the cache when fresh', async () => {
    const { oracle, python, cache } = setup();
    await sut(cleanBundle(), { oracle });
    const again = await sut(cleanBundle(), { oracle });
    expect({ executed: again.executed, fromCache: again.fromCache, agreements: again.agreements }).toEqual({ executed: 0, fromCache: 4, agreements: 4 });
    expect(python.calls).toHaveLength(3);

    const fresh = setup();
    const result = await sut(cleanBundle(), { oracle: fresh.oracle, fresh: true });
    expect({ executed: result.executed, fromCache: result.fromCache }).toEqual({ executed: 4, fromCache: 0 });
    expect(fresh.cache.count()).toBe(0);
    expect(cache.count()).toBe(4);
  });

  it('runs again the jobs whose cached verdict was imported from a release file, and replaces the imported rows', async () => {
    const { oracle, python, cache } = setup();
    const runtime = (await oracle.describeRuntime('python')).fingerprint;
    const job = { code: 'def f(x): return x', tests, testSetup: 'import math' };
    // An imported row that agrees with the bundle (the bundle's own record) must not count as a run here.
    cache.putMany([{ key: executionCacheKey(runtime, job), entry: { testResults: ['pass', 'pass', 'pass'], passesAllTests: true, status: 'imported' } }]);
    const result = await sut(cleanBundle(), { oracle });
    expect(python.calls.map((call) => call.code)).toContain('def f(x): return x');
    expect({ executed: result.executed, fromCache: result.fromCache, disagreements: result.disagreements }).toEqual({ executed: 4, fromCache: 0, disagreements: [] });
    expect(cache.get(executionCacheKey(runtime, job))?.status).toBe('completed');
  });

  it('rejects a query in a language no executor runs, before running anything', async () => {
    const { oracle, python } = setup();
    const bundle = cleanBundle();
    bundle.queries[1] = { ...(bundle.queries[1] as QueryRow), metadata: { language: 'cobol' } };
    await expect(sut(bundle, { oracle })).rejects.toMatchObject({ code: ExecretErrorCode.INVALID_ARGUMENT, message: expect.stringContaining('query "q_0002": cannot execute cobol code') });
    expect(python.calls).toEqual([]);
  });
});
