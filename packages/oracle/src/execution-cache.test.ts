import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { readJsonlFile, type TestOutcome } from '@execret/core';
import { ExecutionCache as sut, executionCacheKey } from './execution-cache.js';

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
