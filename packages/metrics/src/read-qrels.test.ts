import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError } from '@execret/core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readQrels as sut, readQrelsLines } from './read-qrels.js';

const fixture = fileURLToPath(new URL('./__fixtures__/ties.qrels', import.meta.url));
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'execret-qrels-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});
const failure = async (text: string): Promise<ExecretError> => {
  const path = join(directory, 'bad.qrels');
  await writeFile(path, text);
  try {
    await sut(path, { displayName: 'bad.qrels' });
  } catch (error) {
    if (ExecretError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
};

describe(sut.name, () => {
  it('keeps every query, including one whose items are all non-relevant', async () => {
    const qrels = await sut(fixture);
    expect([...qrels.keys()]).toEqual(['q1', 'q2', 'q3']);
    expect(qrels.get('q1')).toEqual(new Map([['d1', 1], ['d2', 0], ['d3', 2], ['d4', 1]]));
    expect(qrels.get('q2')).toEqual(new Map([['d5', 0]]));
  });

  it('names the file and line of a malformed line', async () => {
    expect((await failure('q1 0 d1\n')).message).toBe(
      'bad.qrels:1: field "columns" must be exactly 4 whitespace-separated columns (qid iter docno rel), got 3 columns',
    );
    expect((await failure('q1 0 d1 1\nq1 0 d2 yes\n')).message).toBe('bad.qrels:2: field "rel" must be an integer, got "yes"');
    expect((await failure('q1 0 d1 1\nq1 0 d1 0\n')).message).toBe(
      'bad.qrels:2: field "docno" must be a docno not already judged for query "q1" (it is on line 1), got "d1"',
    );
  });
});

describe(readQrelsLines.name, () => {
  it('streams lines with negative (unjudged) relevance kept as written', async () => {
    const path = join(directory, 'neg.qrels');
    await writeFile(path, 'q9 0 a -1\n');
    const rows = [];
    for await (const row of readQrelsLines(path)) rows.push(row);
    expect(rows).toEqual([{ queryId: 'q9', iteration: '0', corpusId: 'a', relevance: -1, line: 1 }]);
  });
});
