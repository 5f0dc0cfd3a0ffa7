import { beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeSha256, type CorpusRow, type ExecutionCacheRow } from '@execret/core';
import type { VerificationDisagreement } from '@execret/oracle';
import { main } from '../main.js';
import { defaultVerifyCache, formatDisagreement, type VerifyReport } from './verify.js';

const exampleBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');

// c_0003 is q_0002's canonical (first_at_least, a binary search); its cache row records 8 passes.
const canonicalId = 'c_0003';

let work: string;
let cache: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-verify-'));
  // One cache for the tests that do not test the cache: snippets the edits leave alone run once.
  cache = join(work, 'shared-cache');
});

async function verify(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['verify', ...argv], { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** A copy of the tiny bundle in its own folder, with one file changed line by line. */
async function copy(name: string, file?: string, change?: (row: Record<string, unknown>) => Record<string, unknown>): Promise<string> {
  const directory = join(work, name, 'bundle');
  await cp(exampleBundle, directory, { recursive: true });
  if (file !== undefined && change !== undefined) {
    const path = join(directory, file);
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    await writeFile(path, `${lines.map((line) => JSON.stringify(change(JSON.parse(line) as Record<string, unknown>))).join('\n')}\n`);
  }
  return directory;
}

async function canonicalCode(): Promise<string> {
  const rows = (await readFile(join(exampleBundle, 'corpus.jsonl'), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as CorpusRow);
  return (rows.find((row) => row.corpus_id === canonicalId) as CorpusRow).code;
}

describe('execret verify', () => {
  it('exits 0 on a clean bundle and keeps its cache beside the bundle by default, as build does', async () => {
    const bundle = await copy('clean');
    const result = await verify([bundle]);
    expect(result.stdout).toContain('snippets       10 (10 executed here, 0 from the execution cache');
    expect(result.stdout).toContain('agreements     10');
    expect(result.stdout).toMatch(/disagreements {2}0 \(cache-verdict 0, cache-outcomes 0, correct-fails 0, incorrect-passes 0; 0 timing-dependent\)/);
    expect(result.stdout.trimEnd().endsWith('verified: every snippet agrees with the bundle')).toBe(true);
    expect(result.code).toBe(0);
    expect((await stat(join(bundle, '..', '.execret-cache', 'executions.sqlite'))).isFile()).toBe(true);

    const again = await verify([bundle]);
    expect(again.stdout).toContain('snippets       10 (0 executed here, 10 from the execution cache');
    expect(again.code).toBe(0);
  }, 120_000);

  it('reports an execution_cache.jsonl row edited after the build, and exits 1', async () => {
    const hash = codeSha256(await canonicalCode());
    const bundle = await copy('edited-cache', 'execution_cache.jsonl', (row) => {
      if ((row as ExecutionCacheRow).code_sha256 !== hash) return row;
      const results = [...(row as ExecutionCacheRow).test_results];
      results[1] = 'FAIL: assertion failed';
      return { ...row, test_results: results, passes_all_tests: false };
    });
    const result = await verify([bundle, '--cache', cache]);
    expect(result.stdout).toContain(`${canonicalId} (q_0002): cache-verdict: recorded fails 1 of 8 tests (#2 FAIL: assertion failed) / here passes all 8 tests`);
    expect(result.stdout).toMatch(/disagreements {2}1 \(cache-verdict 1,/);
    expect(result.stdout).toContain('agreements     9');
    // The manifest's hash no longer matches: said, but the rows are still executed and compared.
    expect(result.stderr).toMatch(/warning: .*execution_cache\.jsonl: SHA-256 .* does not match manifest\.json/);
    expect(result.code).toBe(1);
  }, 120_000);

  it('reports a snippet labelled correct whose code now fails, and its missing cache row as not recorded', async () => {
    const original = await canonicalCode();
    const broken = original.replace('return low', 'return low + 1');
    expect(broken).not.toBe(original);
    const bundle = await copy('broken-canonical', 'corpus.jsonl', (row) => (row['corpus_id'] === canonicalId ? { ...row, code: broken } : row));
    const result = await verify([bundle, '--cache', cache]);
    expect(result.stdout).toMatch(new RegExp(`^${canonicalId} \\(q_0002\\): correct-fails: recorded correct / here fails 8 of 8 tests \\(#1 FAIL: .*\\)$`, 'm'));
    expect(result.stdout).toContain('not recorded   1');
    expect(result.stdout).toContain(`${canonicalId} (q_0002): not recorded`);
    expect(result.code).toBe(1);

    const json = await verify([bundle, '--cache', cache, '--json']);
    const report = JSON.parse(json.stdout) as VerifyReport;
    expect(json.code).toBe(1);
    expect({ format: report.format, bundle: report.bundle, cache: report.cache, snippets: report.snippets, byKind: report.byKind }).toEqual({
      format: 'execret-verify-report',
      bundle: resolve(bundle),
      cache: resolve(cache),
      snippets: 10,
      byKind: { 'cache-verdict': 0, 'cache-outcomes': 0, 'correct-fails': 1, 'incorrect-passes': 0 },
    });
    expect(report.disagreements.map(({ corpusId, queryId, kind, label, timingDependent }) => ({ corpusId, queryId, kind, label, timingDependent }))).toEqual([
      { corpusId: canonicalId, queryId: 'q_0002', kind: 'correct-fails', label: 'correct', timingDependent: false },
    ]);
    expect(report.notRecorded).toEqual([{ corpusId: canonicalId, queryId: 'q_0002' }]);
    expect(json.stderr).not.toContain('verify: execute');
  }, 120_000);

  it('runs everything again with --fresh and creates no cache', async () => {
    const bundle = await copy('fresh');
    const result = await verify([bundle, '--fresh', '--json']);
    const report = JSON.parse(result.stdout) as VerifyReport;
    expect({ code: result.code, executed: report.executed, fromCache: report.fromCache, cache: report.cache }).toEqual({ code: 0, executed: 10, fromCache: 0, cache: null });
    await expect(stat(join(bundle, '..', '.execret-cache'))).rejects.toMatchObject({ code: 'ENOENT' });
  }, 120_000);

  it('refuses --fresh with --cache, and a bundle whose rows break the format', async () => {
    const conflict = await verify([exampleBundle, '--fresh', '--cache', cache]);
    expect(conflict.code).toBe(2);
    expect(conflict.stderr).toMatch(/--fresh.*cannot be used with option '--cache/);
    const dangling = await copy('dangling', 'queries.jsonl', (row) => (row['query_id'] === 'q_0001' ? { ...row, correct_corpus_ids: ['c_0099'] } : row));
    const invalid = await verify([dangling, '--cache', cache]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^execret: invalid bundle \(1 problem\):/);
    expect(invalid.stdout).toBe('');
  });
});

describe(defaultVerifyCache.name, () => {
  it('is <bundle>/../.execret-cache for a folder and ./.execret-cache for a built-in bundle', () => {
    expect(defaultVerifyCache('some/where/bundle')).toBe(resolve('some/where/.execret-cache'));
    expect(defaultVerifyCache('builtin')).toBe(resolve('.execret-cache'));
    expect(defaultVerifyCache('builtin:typescript')).toBe(resolve('.execret-cache'));
  });
});

describe(formatDisagreement.name, () => {
  it('marks a timing-dependent disagreement and shows the tests that differ', () => {
    const disagreement: VerificationDisagreement = {
      corpusId: 'c_0001',
      queryId: 'q_0002',
      kind: 'cache-outcomes',
      label: 'incorrect',
      recorded: { testResults: ['FAIL: assertion failed', 'pass'], passesAllTests: false },
      here: { testResults: ['TIMEOUT', 'pass'], passesAllTests: false, status: 'timeout', cached: false },
      tests: [0],
      timingDependent: true,
    };
    expect(formatDisagreement(disagreement)).toBe('c_0001 (q_0002): cache-outcomes (timing-dependent): recorded #1 FAIL: assertion failed / here #1 TIMEOUT');
  });
});
