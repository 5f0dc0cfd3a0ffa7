import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError, SchemaError } from '@execret/core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readTrecRun as sut, readTrecRunLines } from './read-trec-run.js';
import { TEXT_LINE_MAX_BYTES } from './text-lines.js';

const fixture = fileURLToPath(new URL('./__fixtures__/ties.run', import.meta.url));
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'execret-trec-run-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});
const file = async (name: string, text: string): Promise<string> => {
  const path = join(directory, name);
  await writeFile(path, text);
  return path;
};
const failure = async (promise: Promise<unknown>): Promise<ExecretError> => {
  try {
    await promise;
  } catch (error) {
    if (ExecretError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
};

describe(sut.name, () => {
  it('reads every query, orders each ranking by score then corpus id, and ignores the rank column', async () => {
    const { run, tags, lines } = await sut(fixture);
    expect(lines).toBe(8);
    expect(tags).toEqual(['fixture']);
    expect([...run.keys()]).toEqual(['q1', 'q2', 'q4']);
    expect(run.get('q1')).toEqual([
      { corpusId: 'd1', score: 0.9 },
      { corpusId: 'd2', score: 0.9 },
      { corpusId: 'd10', score: 0.5 },
      { corpusId: 'd3', score: 0.5 },
      { corpusId: 'd9', score: 0.1 },
    ]);
  });

  it('accepts tabs, CRLF line ends and a byte-order mark', async () => {
    const path = await file('crlf.run', '\uFEFFq1\tQ0\tdocA\t1\t2.5\trun\r\nq1 Q0 docB 2 -1e3 run\r\n');
    const { run } = await sut(path);
    expect(run.get('q1')).toEqual([
      { corpusId: 'docA', score: 2.5 },
      { corpusId: 'docB', score: -1000 },
    ]);
  });

  it('names the file and line of a line with the wrong number of columns', async () => {
    const path = await file('short.run', 'q1 Q0 d1 1 0.5 run\nq1 Q0 d2 2 0.4\n');
    const error = await failure(sut(path, { displayName: 'short.run' }));
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.message).toBe('short.run:2: field "columns" must be exactly 6 whitespace-separated columns (qid Q0 docno rank score tag), got 5 columns');
    expect(error.location).toEqual({ file: 'short.run', line: 2, field: 'columns' });
  });

  it('rejects a score that is not a number and a rank that is not an integer', async () => {
    const badScore = await file('score.run', 'q1 Q0 d1 1 high run\n');
    expect((await failure(sut(badScore, { displayName: 'score.run' }))).message).toBe('score.run:1: field "score" must be a finite number, got "high"');
    const badRank = await file('rank.run', 'q1 Q0 d1 first 0.5 run\n');
    expect((await failure(sut(badRank, { displayName: 'rank.run' }))).message).toBe('rank.run:1: field "rank" must be an integer, got "first"');
  });

  it.each(['1e999', '-1e999', 'inf', 'Infinity', 'nan'])('rejects the non-finite score %s, naming the line', async (score) => {
    const path = await file('infinite.run', `q1 Q0 d1 1 0.5 run\nq1 Q0 d2 2 ${score} run\n`);
    const error = await failure(sut(path, { displayName: 'infinite.run' }));
    expect(error.message).toBe(`infinite.run:2: field "score" must be a finite number, got "${score}"`);
  });

  it('rejects a docno listed twice for one query, naming both lines', async () => {
    const path = await file('dup.run', 'q1 Q0 d1 1 0.5 run\nq2 Q0 d1 1 0.5 run\nq1 Q0 d1 2 0.4 run\n');
    const error = await failure(sut(path, { displayName: 'dup.run' }));
    expect(error.message).toBe('dup.run:3: field "docno" must be a docno not already listed for query "q1" (it is on line 1), got "d1"');
  });

  it('reports a missing file as an IO error naming it', async () => {
    const error = await failure(sut(join(directory, 'absent.run'), { displayName: 'absent.run' }));
    expect(error.code).toBe('IO');
    expect(error.message).toMatch(/^absent\.run: cannot read file \(ENOENT/);
  });
});

describe(readTrecRunLines.name, () => {
  it('streams the lines with their columns and line numbers', async () => {
    const rows = [];
    for await (const row of readTrecRunLines(fixture)) rows.push(row);
    expect(rows).toHaveLength(8);
    expect(rows[2]).toEqual({ queryId: 'q1', iteration: 'Q0', corpusId: 'd3', rank: 3, score: 0.5, tag: 'fixture', line: 4 });
    expect(rows[3]?.line).toBe(6); // the blank line 5 is skipped
  });
});

describe('TREC line length', () => {
  it('refuses a line longer than 64 KiB, naming the file and line, and reads lines up to the limit', async () => {
    const tag = 't'.repeat(TEXT_LINE_MAX_BYTES - 'q1 Q0 d1 1 0.5 '.length);
    const atLimit = await file('at-limit.run', `q1 Q0 d1 1 0.5 ${tag}\r\n`);
    expect((await sut(atLimit)).run.get('q1')).toEqual([{ corpusId: 'd1', score: 0.5 }]);
    const long = await file('long-line.run', `q1 Q0 d1 1 0.5 x\nq1 Q0 d2 2 0.4 ${'y'.repeat(100_000)}\n`);
    const error = await failure(sut(long));
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.message).toBe(`${long}:2: field "(line)" must be at most 65,536 bytes long (a TREC line is "qid Q0 docno rank score tag" or "qid 0 docno grade"), got a longer line`);
  });

  it('refuses a file without line ends (8 MB) the same way', async () => {
    const path = await file('no-newline.run', 'z'.repeat(8 * 1024 * 1024));
    const error = await failure(sut(path));
    expect(error.message).toMatch(/no-newline\.run:1: field "\(line\)" must be at most 65,536 bytes long/);
  });
});
