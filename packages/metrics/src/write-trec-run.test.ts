import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScoredItem } from '@execret/core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readTrecRun } from './read-trec-run.js';
import { trecRunLines, writeTrecRun as sut } from './write-trec-run.js';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'execret-write-run-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const run = new Map<string, ScoredItem[]>([
  ['q1', [{ corpusId: 'd1', score: 0.9 }, { corpusId: 'd2', score: 0.9 }, { corpusId: 'd3', score: 1e-7 }]],
  ['q2', [{ corpusId: 'x', score: 0.1 + 0.2 }]],
]);

describe(sut.name, () => {
  it('writes six columns with ranks in the default order and scores that read back exactly', async () => {
    const path = join(directory, 'out.run');
    const written = await sut(path, run, { tag: 'bm25' });
    const text = await readFile(path, 'utf8');
    expect(text).toBe('q1 Q0 d1 1 0.9 bm25\nq1 Q0 d2 2 0.9 bm25\nq1 Q0 d3 3 1e-7 bm25\nq2 Q0 x 1 0.30000000000000004 bm25\n');
    expect(written).toMatchObject({ path, rows: 4, bytes: Buffer.byteLength(text) });
    expect((await readTrecRun(path)).run).toEqual(run);
    expect((await readdir(directory)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('keeps the first depth results per query, in the tie order', () => {
    expect([...trecRunLines(run, { depth: 1 })]).toEqual(['q1 Q0 d1 1 0.9 execret', 'q2 Q0 x 1 0.30000000000000004 execret']);
    expect([...trecRunLines(run, { depth: 2, ties: 'trec_eval' })].slice(0, 2)).toEqual(['q1 Q0 d2 1 0.9 execret', 'q1 Q0 d1 2 0.9 execret']);
    expect(() => [...trecRunLines(run, { depth: 0 })]).toThrow('depth must be a positive integer, got 0');
  });

  it('writes gzip that reads back (detected by content), with the same bytes every time', async () => {
    const path = join(directory, 'out.trec.gz');
    const written = await sut(path, run, { tag: 'bm25', gzip: true, depth: 2 });
    const bytes = await readFile(path);
    expect(gunzipSync(bytes).toString('utf8')).toBe('q1 Q0 d1 1 0.9 bm25\nq1 Q0 d2 2 0.9 bm25\nq2 Q0 x 1 0.30000000000000004 bm25\n');
    expect(written).toMatchObject({ rows: 3, bytes: bytes.length });
    expect((await readTrecRun(path)).run.get('q1')).toEqual([{ corpusId: 'd1', score: 0.9 }, { corpusId: 'd2', score: 0.9 }]);
    const again = await sut(join(directory, 'again.gz'), run, { tag: 'bm25', gzip: true, depth: 2 });
    expect(again.sha256).toBe(written.sha256);
  });

  it("numbers ties in trec_eval's order when asked", () => {
    expect([...trecRunLines(run, { ties: 'trec_eval' })].slice(0, 2)).toEqual(['q1 Q0 d2 1 0.9 execret', 'q1 Q0 d1 2 0.9 execret']);
  });

  it('refuses ids with whitespace and NaN scores, which a TREC file cannot hold', () => {
    expect(() => [...trecRunLines(new Map([['q 1', []]]))]).toThrow('a TREC query id must be non-empty and contain no whitespace, got "q 1"');
    expect(() => [...trecRunLines(new Map([['q1', [{ corpusId: 'a b', score: 1 }]]]))]).toThrow(/docno must be non-empty.*\(query "q1"\)/);
    expect(() => [...trecRunLines(new Map([['q1', [{ corpusId: 'a', score: Number.NaN }]]]))]).toThrow(/got NaN/);
    expect(() => [...trecRunLines(run, { tag: '' })]).toThrow(/run tag must be non-empty/);
  });
});
