import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collectIo } from './__fixtures__/collect-io.js';
import { writeMultiLanguageBundle } from './__fixtures__/multi-language-bundle.js';
import { writeBeirFolder as sut } from './beir-export.js';
import { main } from './main.js';

const here = dirname(fileURLToPath(import.meta.url));
const tinyBundle = join(here, '..', '..', '..', 'examples', 'tiny-bundle');
const reader = join(here, '__fixtures__', 'read_beir.py');

interface ReadBack {
  corpus: number;
  queries: number;
  first_query: [string, string];
  qrels: Record<string, Record<string, number>>;
  titles: string[];
}

// Reads the folder with __fixtures__/read_beir.py (BEIR's GenericDataLoader rules, stdlib only).
function readBack(directory: string): ReadBack {
  return JSON.parse(execFileSync('python3', [reader, directory], { encoding: 'utf8' })) as ReadBack;
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-beir-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe(sut.name, () => {
  it('writes the example bundle as BEIR reads it: 10 snippets, 3 queries, binary qrels', async () => {
    const directory = join(work, 'default');
    const written = await sut(tinyBundle, directory, {});
    expect(written).toMatchObject({ corpus: 10, queries: 3, qrels: 10, axes: { query_style: 'docstring', direction: 'text-to-code', qrels: 'binary' } });
    const back = readBack(directory);
    expect(back.corpus).toBe(10);
    expect(back.first_query).toEqual(['q_0001', 'Collapse every run of whitespace in a string into a single space and trim both ends.']);
    expect(back.qrels['q_0001']).toEqual({ c_0010: 1, c_0007: 0 });
    expect(back.qrels['q_0003']).toEqual({ c_0005: 1, c_0004: 0, c_0008: 0, c_0009: 0 });
    expect(back.titles).toEqual(['']);
    expect((await readFile(join(directory, 'qrels', 'test.tsv'), 'utf8')).split('\n')[0]).toBe('query-id\tcorpus-id\tscore');
  });

  it('honours graded qrels and the query style', async () => {
    const directory = join(work, 'graded');
    await sut(tinyBundle, directory, { qrels: 'graded', queryStyle: 'keywords' });
    const back = readBack(directory);
    expect(back.qrels['q_0002']).toEqual({ c_0003: 2, c_0001: 1, c_0002: 1, c_0006: 1 });
    expect(back.first_query).toEqual(['q_0001', 'collapse run whitespace single space']);
  });

  it('writes each direction: code-to-code queries per distractor, code-to-text descriptions as the corpus', async () => {
    const code = readBack((await sut(tinyBundle, join(work, 'code'), { direction: 'code-to-code' })).directory);
    expect(code.queries).toBe(7);
    expect(code.qrels['q_0002:c_0001']).toEqual({ c_0003: 1, c_0002: 0, c_0006: 0 });
    const text = readBack((await sut(tinyBundle, join(work, 'text'), { direction: 'code-to-text', queryStyle: 'signature' })).directory);
    expect(text.corpus).toBe(3);
    expect(text.qrels).toEqual({ c_0010: { q_0001: 1 }, c_0003: { q_0002: 1 }, c_0005: { q_0003: 1 } });
    const corpus = (await readFile(join(work, 'text', 'corpus.jsonl'), 'utf8')).split('\n')[0];
    expect(JSON.parse(corpus as string)).toEqual({ _id: 'q_0001', title: '', text: 'squeeze_whitespace(text)' });
  });

  it('writes cross-language code-to-code: Go canonicals as queries, the Python snippets as the corpus', async () => {
    const multi = await writeMultiLanguageBundle(tinyBundle, join(work, 'multi-bundle'));
    const written = await sut(multi, join(work, 'cross'), { direction: 'code-to-code', queryLanguage: 'go', poolLanguage: 'python' });
    expect(written.axes).toMatchObject({ query_language: 'go', pool_language: 'python' });
    const back = readBack(written.directory);
    expect([back.corpus, back.queries]).toEqual([10, 3]);
    expect(back.first_query).toEqual(['q_0001:c_0011', 'func Port0() {}']);
    expect(back.qrels['q_0002:c_0012']).toEqual({ c_0003: 1, c_0001: 0, c_0002: 0, c_0006: 0 });
  });

  it('refuses a folder that holds files unless forced', async () => {
    const directory = join(work, 'busy');
    await sut(tinyBundle, directory, {});
    await writeFile(join(directory, 'notes.txt'), 'mine');
    await expect(sut(tinyBundle, directory, {})).rejects.toThrow('is not empty');
    await expect(sut(tinyBundle, directory, {}, true)).resolves.toMatchObject({ queries: 3 });
  });
});

describe('execret export --format beir', () => {
  it('writes the folder from the command line and refuses training options', async () => {
    const io = collectIo();
    const out = join(work, 'cli');
    expect(await main(['export', tinyBundle, '--format', 'beir', '--out', out, '--qrels', 'graded', '--json'], io)).toBe(0);
    expect(JSON.parse(io.out)).toMatchObject({ format: 'execret-beir-export', corpus: 10, queries: 3, qrels: 10, axes: { qrels: 'graded' } });
    expect(readBack(out).qrels['q_0001']).toEqual({ c_0010: 2, c_0007: 1 });
    const refused = collectIo();
    expect(await main(['export', tinyBundle, '--format', 'beir', '--out', join(work, 'cli2'), '--negatives-per-row', '2'], refused)).toBe(2);
    expect(refused.err).toContain('--negatives-per-row does not apply to --format beir');
    const misplaced = collectIo();
    expect(await main(['export', tinyBundle, '--format', 'triplets', '--out', join(work, 't.jsonl'), '--direction', 'code-to-code'], misplaced)).toBe(2);
    expect(misplaced.err).toContain('apply to --format beir only');
  });
});
