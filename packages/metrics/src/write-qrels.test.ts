import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readQrels } from './read-qrels.js';
import { qrelsLines, writeQrels as sut } from './write-qrels.js';

describe(sut.name, () => {
  it('writes qid 0 docno rel lines that read back to the same qrels', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-write-qrels-'));
    try {
      const qrels = new Map([['q1', new Map([['d1', 1], ['d2', 0]])], ['q2', new Map([['d3', 2]])]]);
      const path = join(directory, 'out.qrels');
      await sut(path, qrels);
      expect(await readFile(path, 'utf8')).toBe('q1 0 d1 1\nq1 0 d2 0\nq2 0 d3 2\n');
      expect(await readQrels(path)).toEqual(qrels);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('refuses non-integer relevance', () => {
    expect(() => [...qrelsLines(new Map([['q1', new Map([['d1', 0.5]])]]))]).toThrow('query "q1", docno "d1": relevance must be an integer, got 0.5');
  });
});
