import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { readJsonlFile, type TestOutcome } from '@execret/core';
import { ExecutionCache as sut, executionCacheKey, scaledRuntimeFingerprint, syntaxCheckCacheKey } from './execution-cache.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const runtime = 'python/cpython-3.11.7|test';
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'execret-cache-test-'));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const entry = (testResults: TestOutcome[], status = 'completed') => ({ testResults, passesAllTests: testResults.length > 0 && testResults.every((outcome) => outcome === 'pass'), status });

describe(sut.name, () => {
  it('builds keys from the SHA-256 of the code, of the JSON test list and of the setup', () => {
    // The tests hash is the hash of the compact JSON array, as core documents (independent re-computation).
    expect(executionCacheKey(runtime, { code: 'x = 1', tests: ['assert x == 1'] })).toEqual({
      runtime,
      codeSha256: sha256('x = 1'),
      testsSha256: sha256('["assert x == 1"]'),
      setupSha256: '',
    });
    expect(executionCacheKey(runtime, { code: 'x', tests: [], testSetup: 'import os' }).setupSha256).toBe(sha256('import os'));
  });

  it('stores and finds verdicts per runtime, code, tests and setup', () => {
    const cache = new sut(join(folder, 'cache.sqlite'));
    try {
      const job = { code: 'x = 1', tests: ['assert x == 1'] };
      cache.putMany([{ key: executionCacheKey(runtime, job), entry: entry(['pass']) }]);
      expect(cache.get(executionCacheKey(runtime, job))).toEqual(entry(['pass']));
      expect(cache.get(executionCacheKey('other-runtime', job))).toBeUndefined();
      expect(cache.get(executionCacheKey(runtime, { ...job, testSetup: 'y = 2' }))).toBeUndefined();
      expect(cache.getMany([executionCacheKey(runtime, job), executionCacheKey(runtime, { code: 'x = 2', tests: job.tests })])).toEqual([entry(['pass']), undefined]);
      expect(cache.count()).toBe(1);
      expect(cache.runtimes()).toEqual([runtime]);
    } finally {
      cache.close();
    }
  });

  it('uses WAL mode and keeps entries across reopening', () => {
    const path = join(folder, 'nested', 'cache.sqlite');
    const first = new sut(path);
    first.putMany([{ key: executionCacheKey(runtime, { code: 'a', tests: ['t'] }), entry: entry(['FAIL: t']) }]);
    first.close();
    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    const second = new sut(path);
    expect(second.get(executionCacheKey(runtime, { code: 'a', tests: ['t'] }))).toEqual(entry(['FAIL: t']));
    second.close();
  });

  it('keeps the reason and duration of a verdict', () => {
    const cache = new sut(':memory:');
    try {
      const key = executionCacheKey(runtime, { code: 'import os\nos._exit(3)', tests: ['t'] });
      const crashed = { ...entry(['ERROR: ProcessExited: exit code 3'], 'crashed'), reason: 'the job process exited with code 3 before reporting every test', durationMs: 41.125 };
      cache.putMany([{ key, entry: crashed }]);
      expect(cache.get(key)).toEqual(crashed);
    } finally {
      cache.close();
    }
  });

  it('opens a cache file made before reasons and durations were kept, adding the columns and keeping its rows', () => {
    const path = join(folder, 'old.sqlite');
    const old = new Database(path);
    old.exec(`
      CREATE TABLE execution_results (
        runtime TEXT NOT NULL, code_sha256 TEXT NOT NULL, tests_sha256 TEXT NOT NULL, setup_sha256 TEXT NOT NULL,
        test_results TEXT NOT NULL, passes_all_tests INTEGER NOT NULL, status TEXT NOT NULL,
        PRIMARY KEY (runtime, code_sha256, tests_sha256, setup_sha256)
      ) WITHOUT ROWID;
      CREATE TABLE cache_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      INSERT INTO cache_meta VALUES ('schema_version', '1');
    `);
    const key = executionCacheKey(runtime, { code: 'a', tests: ['t'] });
    old.prepare('INSERT INTO execution_results VALUES (?, ?, ?, ?, ?, ?, ?)').run(key.runtime, key.codeSha256, key.testsSha256, key.setupSha256, '["pass"]', 1, 'completed');
    old.close();
    const cache = new sut(path);
    try {
      expect(cache.get(key)).toEqual(entry(['pass']));
      const other = executionCacheKey(runtime, { code: 'b', tests: ['t'] });
      cache.putMany([{ key: other, entry: { ...entry(['TIMEOUT'], 'timeout'), durationMs: 2000.5 } }]);
      expect(cache.get(other)).toEqual({ ...entry(['TIMEOUT'], 'timeout'), durationMs: 2000.5 });
    } finally {
      cache.close();
    }
    // Opening it again finds the columns in place.
    new sut(path).close();
  });

  it('writes a batch in one transaction: a failing batch leaves nothing behind', () => {
    const cache = new sut(':memory:');
    const good = { key: executionCacheKey(runtime, { code: 'a', tests: ['t'] }), entry: entry(['pass']) };
    const bad = { key: executionCacheKey(runtime, { code: 'b', tests: ['t'] }), entry: { testResults: [1n] as unknown as TestOutcome[], passesAllTests: false, status: 'completed' } };
    expect(() => cache.putMany([good, bad])).toThrow();
    expect(cache.count()).toBe(0);
    cache.close();
  });

  it('imports release rows under a runtime and exports them back in the release format', async () => {
    const cache = new sut(':memory:');
    try {
      const imported = await cache.importJsonl(join(fixtures, 'execution_cache.jsonl'), { runtime, batchSize: 2 });
      expect(imported).toEqual({ rows: 3, inserted: 3, skipped: 0 });
      expect(await cache.importJsonl(join(fixtures, 'execution_cache.jsonl'), { runtime })).toEqual({ rows: 3, inserted: 0, skipped: 3 });
      const out = join(folder, 'execution_cache.jsonl');
      const written = await cache.exportJsonl(out, { runtime });
      expect(written.rows).toBe(3);
      const source = (await readJsonlFile<Record<string, unknown>>(join(fixtures, 'execution_cache.jsonl'))).map(({ extra_field: _extra, ...row }) => row);
      expect(await readJsonlFile(out)).toEqual(source);
      expect(createHash('sha256').update(readFileSync(out)).digest('hex')).toBe(written.sha256);
    } finally {
      cache.close();
    }
  });

  it('exports only the given jobs, in their order, once each', async () => {
    const cache = new sut(':memory:');
    try {
      const first = { code: 'def f():\n    return 1\n', tests: ['assert f() == 1'] };
      const second = { code: 'def f():\n    return 2\n', tests: ['assert f() == 1'] };
      cache.putMany([
        { key: executionCacheKey(runtime, first), entry: entry(['pass']) },
        { key: executionCacheKey(runtime, second), entry: entry(['FAIL: assert f() == 1']) },
      ]);
      const out = join(folder, 'subset.jsonl');
      await cache.exportJsonl(out, { runtime, jobs: [second, first, second, { code: 'missing', tests: [] }] });
      expect(await readJsonlFile(out)).toEqual([
        { code_sha256: sha256(second.code), tests_sha256: sha256(JSON.stringify(second.tests)), test_results: ['FAIL: assert f() == 1'], passes_all_tests: false },
        { code_sha256: sha256(first.code), tests_sha256: sha256(JSON.stringify(first.tests)), test_results: ['pass'], passes_all_tests: true },
      ]);
    } finally {
      cache.close();
    }
  });

  it('keys a run with scaled time limits under the runtime and its scale', () => {
    expect(scaledRuntimeFingerprint(runtime, 1)).toBe(runtime);
    expect(scaledRuntimeFingerprint(runtime, 3)).toBe(`${runtime}|timescale-3`);
    expect(scaledRuntimeFingerprint(runtime, 1.5)).toBe(`${runtime}|timescale-1.5`);
    // Below 1: a per-test limit under the runtime's (`execret build --timeout 0.5`).
    expect(scaledRuntimeFingerprint(runtime, 0.5)).toBe(`${runtime}|timescale-0.5`);
    expect(() => scaledRuntimeFingerprint(runtime, 0)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('exports scaled runs only when asked, after the rows at the runtime\'s limits, and imports them back under their scale', async () => {
    const cache = new sut(':memory:');
    const copy = new sut(':memory:');
    try {
      const loops = { code: 'def f():\n    while True: pass\n', tests: ['assert f() == 1'] };
      const slow = { code: 'def f():\n    return slow()\n', tests: ['assert f() == 1'] };
      const other = `${runtime}-other`;
      cache.putMany([
        { key: executionCacheKey(runtime, loops), entry: entry(['TIMEOUT'], 'timeout') },
        { key: executionCacheKey(runtime, slow), entry: entry(['TIMEOUT'], 'timeout') },
        { key: executionCacheKey(scaledRuntimeFingerprint(runtime, 3), loops), entry: entry(['TIMEOUT'], 'timeout') },
        { key: executionCacheKey(scaledRuntimeFingerprint(runtime, 3), slow), entry: entry(['ERROR: RecursionError: too deep']) },
        { key: executionCacheKey(scaledRuntimeFingerprint(runtime, 2), slow), entry: entry(['FAIL: assert f() == 1']) },
        // Another runtime's scaled rows are not this runtime's.
        { key: executionCacheKey(scaledRuntimeFingerprint(other, 3), loops), entry: entry(['pass']) },
      ]);
      const row = (job: typeof loops, testResults: string[], timeScale?: number) => ({
        code_sha256: sha256(job.code),
        tests_sha256: sha256(JSON.stringify(job.tests)),
        test_results: testResults,
        passes_all_tests: false,
        ...(timeScale === undefined ? {} : { time_scale: timeScale }),
      });
      const plain = join(folder, 'plain.jsonl');
      await cache.exportJsonl(plain, { runtime, jobs: [loops, slow] });
      expect(await readJsonlFile(plain)).toEqual([row(loops, ['TIMEOUT']), row(slow, ['TIMEOUT'])]);
      const withScaled = join(folder, 'scaled.jsonl');
      await cache.exportJsonl(withScaled, { runtime, jobs: [slow, loops], includeTimeScaled: true });
      expect(await readJsonlFile(withScaled)).toEqual([
        row(slow, ['TIMEOUT']),
        row(loops, ['TIMEOUT']),
        row(slow, ['FAIL: assert f() == 1'], 2),
        row(slow, ['ERROR: RecursionError: too deep'], 3),
        row(loops, ['TIMEOUT'], 3),
      ]);
      // Without a job list: every row of the runtime, then its scaled rows, each group by hash.
      const everything = join(folder, 'all.jsonl');
      await cache.exportJsonl(everything, { runtime, includeTimeScaled: true });
      const byHash = (rows: Array<ReturnType<typeof row>>) => [...rows].sort((left, right) => (left.code_sha256 < right.code_sha256 ? -1 : 1));
      expect(await readJsonlFile(everything)).toEqual([
        ...byHash([row(slow, ['TIMEOUT']), row(loops, ['TIMEOUT'])]),
        row(slow, ['FAIL: assert f() == 1'], 2),
        ...byHash([row(slow, ['ERROR: RecursionError: too deep'], 3), row(loops, ['TIMEOUT'], 3)]),
      ]);

      expect(await copy.importJsonl(withScaled, { runtime })).toEqual({ rows: 5, inserted: 5, skipped: 0 });
      const imported = (testResults: TestOutcome[]) => entry(testResults, 'imported');
      expect(copy.get(executionCacheKey(runtime, slow))).toEqual(imported(['TIMEOUT']));
      expect(copy.get(executionCacheKey(scaledRuntimeFingerprint(runtime, 3), slow))).toEqual(imported(['ERROR: RecursionError: too deep']));
      expect(copy.get(executionCacheKey(scaledRuntimeFingerprint(runtime, 2), slow))).toEqual(imported(['FAIL: assert f() == 1']));
      expect(copy.get(executionCacheKey(scaledRuntimeFingerprint(runtime, 2), loops))).toBeUndefined();
      expect(copy.runtimes()).toEqual([runtime, `${runtime}|timescale-2`, `${runtime}|timescale-3`]);
    } finally {
      cache.close();
      copy.close();
    }
  });

  it('rejects an imported time_scale that is not a number > 0, naming file, line and field, and files 0.5 under its own key', async () => {
    const cache = new sut(':memory:');
    try {
      const path = join(folder, 'bad-scale.jsonl');
      const good = { code_sha256: 'a'.repeat(64), tests_sha256: 'b'.repeat(64), test_results: ['TIMEOUT'], passes_all_tests: false };
      writeFileSync(path, `${JSON.stringify({ ...good, time_scale: 3 })}\n${JSON.stringify({ ...good, time_scale: '3' })}\n`);
      await expect(cache.importJsonl(path, { runtime })).rejects.toMatchObject({
        code: 'SCHEMA',
        message: `${path}:2: field "time_scale" must be a finite number > 0 when present, got string "3"`,
      });
      writeFileSync(path, `${JSON.stringify({ ...good, time_scale: 0 })}\n`);
      await expect(cache.importJsonl(path, { runtime })).rejects.toMatchObject({ message: `${path}:1: field "time_scale" must be a finite number > 0 when present, got number 0` });
      // A per-test limit under the runtime's (`execret build --timeout 0.5`) is a scale below 1.
      writeFileSync(path, `${JSON.stringify({ ...good, time_scale: 0.5 })}\n`);
      expect(await cache.importJsonl(path, { runtime })).toMatchObject({ inserted: 1 });
      expect(cache.runtimes()).toContain(`${runtime}|timescale-0.5`);
      const exported = join(folder, 'half-scale.jsonl');
      await cache.exportJsonl(exported, { runtime, includeTimeScaled: true });
      expect((await readJsonlFile(exported)).map((row) => (row as { time_scale?: number }).time_scale)).toEqual([0.5]);
    } finally {
      cache.close();
    }
  });

  it('replaces existing rows on import only with overwrite', async () => {
    const cache = new sut(':memory:');
    try {
      const key = { runtime, codeSha256: 'a'.repeat(64), testsSha256: 'b'.repeat(64), setupSha256: '' };
      cache.putMany([{ key, entry: entry(['FAIL: x', 'pass']) }]);
      await cache.importJsonl(join(fixtures, 'execution_cache.jsonl'), { runtime });
      expect(cache.get(key)?.testResults).toEqual(['FAIL: x', 'pass']);
      await cache.importJsonl(join(fixtures, 'execution_cache.jsonl'), { runtime, overwrite: true });
      expect(cache.get(key)).toEqual({ testResults: ['pass', 'pass'], passesAllTests: true, status: 'imported' });
    } finally {
      cache.close();
    }
  });

  it('rejects a row whose passes_all_tests contradicts its outcomes, keeping batches committed before it', async () => {
    const cache = new sut(':memory:');
    try {
      const path = join(fixtures, 'execution_cache_inconsistent.jsonl');
      await expect(cache.importJsonl(path, { runtime, batchSize: 1 })).rejects.toMatchObject({
        code: 'SCHEMA',
        message: `${path}:2: field "passes_all_tests" must be false for these test_results, got boolean true`,
      });
      expect(cache.count(runtime)).toBe(1);
      await expect(cache.importJsonl(path, { runtime: '' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    } finally {
      cache.close();
    }
  });
});

describe('cached syntax checks', () => {
  const job = { code: 'def f(x):\n    return x\n', tests: ['assert f(1) == 1'], entryPoint: 'f' };
  const broken = { code: 'def f(x:\n', tests: ['assert f(1) == 1'], entryPoint: 'f' };
  const problems = [{ part: 'code' as const, message: 'ERROR: SyntaxError: invalid syntax' }, { part: 'test' as const, testIndex: 0, message: 'ERROR: NameError' }];

  it('keys a check by runtime, code, tests, setup and entry point', () => {
    const cache = new sut(':memory:');
    const key = syntaxCheckCacheKey;
    cache.putSyntaxCheck(key(runtime, job), { status: 'ok' });
    cache.putSyntaxCheck(key(runtime, broken), { status: 'invalid', problems });
    expect(cache.getSyntaxCheck(key(runtime, job))).toEqual({ status: 'ok' });
    expect(cache.getSyntaxCheck(key(runtime, broken))).toEqual({ status: 'invalid', problems });
    expect(cache.getSyntaxCheck(key(runtime, { ...job, entryPoint: 'g' }))).toBeUndefined();
    expect(cache.getSyntaxCheck(key(runtime, { ...job, testSetup: 'import math' }))).toBeUndefined();
    expect(cache.getSyntaxCheck(key(`${runtime}|other`, job))).toBeUndefined();
    cache.close();
  });

  it('exports the checks of the given jobs after the verdicts and imports them back as checks, not verdicts', async () => {
    const source = new sut(join(folder, 'source.sqlite'));
    source.putMany([{ key: executionCacheKey(runtime, job), entry: entry(['pass']) }]);
    source.putSyntaxCheck(syntaxCheckCacheKey(runtime, job), { status: 'ok' });
    source.putSyntaxCheck(syntaxCheckCacheKey(runtime, broken), { status: 'invalid', problems });
    const file = join(folder, 'build-cache.jsonl');
    await source.exportJsonl(file, { runtime, jobs: [job, broken], syntaxChecks: [job, broken, job] });
    source.close();
    const rows = (await readJsonlFile(file)) as Array<Record<string, unknown>>;
    expect(rows.map((row) => (row['syntax_check'] === undefined ? 'verdict' : (row['syntax_check'] as { problems: unknown[] }).problems.length))).toEqual(['verdict', 0, 2]);
    expect(rows[1]).toEqual({ code_sha256: sha256(job.code), tests_sha256: executionCacheKey(runtime, job).testsSha256, test_results: [], passes_all_tests: false, syntax_check: { setup_sha256: '', entry_point: 'f', problems: [] } });
    const target = new sut(join(folder, 'target.sqlite'));
    expect(await target.importJsonl(file, { runtime: 'python/imported' })).toEqual({ rows: 3, inserted: 3, skipped: 0 });
    expect(target.getSyntaxCheck(syntaxCheckCacheKey('python/imported', job))).toEqual({ status: 'ok' });
    expect(target.getSyntaxCheck(syntaxCheckCacheKey('python/imported', broken))).toEqual({ status: 'invalid', problems });
    // A syntax row is not a verdict: only the one verdict row became one.
    expect(target.count('python/imported')).toBe(1);
    target.close();
  });

  it('rejects a malformed syntax_check naming file, line and field', async () => {
    const file = join(folder, 'bad.jsonl');
    const row = { code_sha256: sha256('x'), tests_sha256: sha256('[]'), test_results: [], passes_all_tests: false, syntax_check: { setup_sha256: '', entry_point: 'f', problems: [{ part: 'body', message: 'x' }] } };
    writeFileSync(file, `${JSON.stringify(row)}\n`);
    const cache = new sut(':memory:');
    await expect(cache.importJsonl(file, { runtime })).rejects.toThrow(/bad\.jsonl:1.*syntax_check\.problems/);
    cache.close();
  });
});

describe('exported verdicts of jobs with a test setup', () => {
  it('carry the setup hash, so an import answers the same job again', async () => {
    const job = { code: 'def f():\n    return LIMIT\n', tests: ['assert f() == 3'], testSetup: 'LIMIT = 3' };
    const source = new sut(join(folder, 'source.sqlite'));
    source.putMany([{ key: executionCacheKey(runtime, job), entry: entry(['pass']) }]);
    const file = join(folder, 'setup.jsonl');
    await source.exportJsonl(file, { runtime, jobs: [job] });
    source.close();
    const rows = (await readJsonlFile(file)) as Array<Record<string, unknown>>;
    expect(rows[0]?.['setup_sha256']).toBe(sha256('LIMIT = 3'));
    const target = new sut(':memory:');
    await target.importJsonl(file, { runtime });
    expect(target.get(executionCacheKey(runtime, job))?.testResults).toEqual(['pass']);
    expect(target.get(executionCacheKey(runtime, { code: job.code, tests: job.tests }))).toBeUndefined();
    target.close();
  });
});
