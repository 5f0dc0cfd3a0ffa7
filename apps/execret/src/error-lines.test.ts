import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BundleError, IoError } from '@execret/core';
import { collectIo } from './__fixtures__/collect-io.js';
import { errorLines as sut } from './error-lines.js';
import { main } from './main.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-error-lines-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe(sut.name, () => {
  it('prints one line for an error, and the problems of an invalid bundle under its line', () => {
    expect(sut(new IoError('cannot write out/x: ENOSPC', { file: 'out/x' }))).toBe('execret: cannot write out/x: ENOSPC\n');
    const problems = Array.from({ length: 22 }, (_, index) => ({ kind: 'schema' as const, location: { file: 'queries.jsonl', line: index + 1 }, message: 'field "query" must be a string, got missing' }));
    const lines = sut(new BundleError(problems)).split('\n');
    expect(lines.slice(0, 2)).toEqual(['execret: invalid bundle (22 problems):', '  queries.jsonl:1: field "query" must be a string, got missing']);
    expect(lines.slice(-3)).toEqual(['  queries.jsonl:20: field "query" must be a string, got missing', '  … and 2 more (execret validate lists them all)', '']);
  });

  it('run on a bundle with a bad manifest prints the problem after "invalid bundle (1 problem):" and exits 1', async () => {
    const bundle = join(work, 'bad-manifest');
    await cp(tinyBundle, bundle, { recursive: true });
    const manifest = JSON.parse(await readFile(join(bundle, 'manifest.json'), 'utf8')) as { files: Record<string, { sha256: string }> };
    (manifest.files['corpus.jsonl'] as { sha256: string }).sha256 = '0'.repeat(64);
    await writeFile(join(bundle, 'manifest.json'), JSON.stringify(manifest));
    const io = collectIo();
    expect(await main(['run', '--bundle', bundle, '--system', 'bm25', '--out', join(work, 'out-manifest')], io)).toBe(1);
    expect(io.err).toMatch(/^execret: invalid bundle \(1 problem\):\n {2}.*corpus\.jsonl: SHA-256 [0-9a-f]{64} does not match manifest\.json \(expected 0{64}\)/m);
  });

  it('run on an empty bundle (four empty files) names what is missing, exits 1 and writes no results', async () => {
    const bundle = join(work, 'empty');
    await mkdir(bundle);
    for (const name of ['queries.jsonl', 'corpus.jsonl', 'distractor_metadata.jsonl', 'execution_cache.jsonl']) await writeFile(join(bundle, name), '');
    const io = collectIo();
    const out = join(work, 'out-empty');
    expect(await main(['run', '--bundle', bundle, '--system', 'bm25', '--out', out], io)).toBe(1);
    expect(io.err).toContain('execret: invalid bundle (2 problems):\n');
    expect(io.err).toMatch(/queries\.jsonl: queries\.jsonl holds no queries: a bundle needs at least one\n.*corpus\.jsonl: corpus\.jsonl holds no snippets/);
    expect(io.err).not.toContain('topK');
    expect(io.out).not.toContain('results in');
  });
});
