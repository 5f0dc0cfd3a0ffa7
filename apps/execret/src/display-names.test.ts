import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDisplayNames as sut } from './display-names.js';
import { runCli } from './__fixtures__/run-cli.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');

describe(sut.name, () => {
  it('splits at the last =, and refuses an unknown system, an empty name or one name for two systems', () => {
    expect(sut(['bm25:lucene?k1=1.2=BM25 (Lucene)'], ['bm25:lucene?k1=1.2'])).toEqual({ 'bm25:lucene?k1=1.2': 'BM25 (Lucene)' });
    expect(() => sut(['dense=Dense'], ['bm25'])).toThrow('"dense" is not a --system of this run (bm25)');
    expect(() => sut(['bm25='], ['bm25'])).toThrow('expected <system id>=<display name>');
    expect(() => sut(['bm25=A', 'bm25:lucene=A'], ['bm25', 'bm25:lucene'])).toThrow('"A" is given to both bm25 and bm25:lucene');
  });
});

describe('run --name', () => {
  it('records display names in config.json, keeps them on a later run, and every report table shows them', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-names-')), 'out');
    const first = await runCli(['run', '--bundle', tinyBundle, '--system', 'bm25', '--system', 'bm25:lucene', '--name', 'bm25:lucene=Lucene BM25', '--out', out]);
    expect(first.code).toBe(0);
    const again = await runCli(['run', '--bundle', tinyBundle, '--system', 'bm25', '--system', 'bm25:lucene', '--out', out, '--report']);
    expect(again.code).toBe(0);
    expect(JSON.parse(await readFile(join(out, 'config.json'), 'utf8'))).toMatchObject({ display_names: { 'bm25:lucene': 'Lucene BM25' } });
    const leaderboard = await readFile(join(out, 'leaderboard.md'), 'utf8');
    expect(leaderboard).toContain('Lucene BM25');
    expect(leaderboard).not.toContain('bm25:lucene');
    expect(await readFile(join(out, 'report.html'), 'utf8')).not.toContain('bm25:lucene');
  }, 120_000);
});
