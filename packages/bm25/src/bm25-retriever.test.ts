import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ExecretError } from '@execret/core';
import type { RetrievalDocument } from '@execret/core';
import { Bm25Index } from './bm25-index.js';
import { Bm25Retriever } from './bm25-retriever.js';
import { CodeTokenizer } from './code-tokenizer.js';
import { createBm25Retriever } from './create-bm25-retriever.js';

// Corpus C of bm25-index.test.ts as text: tokens [a b a], [a c], [], [b d].
const CORPUS: RetrievalDocument[] = [
  { id: 'c_0004', text: 'b(d)' },
  { id: 'c_0002', text: 'a + c' },
  { id: 'c_0003', text: '   ' },
  { id: 'c_0001', text: 'a.b = a' },
];

async function errorOf(promise: Promise<unknown>): Promise<ExecretError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!ExecretError.isInstance(error)) throw new Error(`expected an ExecretError, got ${String(error)}`);
  return error;
}

describe(Bm25Retriever.name, () => {
  it('scores like rank_bm25 BM25Okapi and ranks every document, zero scores by corpus id', async () => {
    const sut = new Bm25Retriever();
    await sut.index(CORPUS);
    const run = await sut.search([{ id: 'q_1', text: 'C' }], { topK: 10 });
    // okapi idf(c) = ln 3.5 − ln 1.5; f = 1, |D| = 2, avgdl = 1.75 (python3: 0.7961187949946881).
    expect(run.get('q_1')).toEqual([
      { corpusId: 'c_0002', score: expect.closeTo(0.7961187949946881, 15) },
      { corpusId: 'c_0001', score: 0 },
      { corpusId: 'c_0003', score: 0 },
      { corpusId: 'c_0004', score: 0 },
    ]);
  });

  it('breaks exact ties by corpus id, whatever the input order', async () => {
    // The canonical and an operator-only mutant have the same tokens, so they tie exactly. (Five
    // documents, so that the query terms are in fewer than half of them and okapi's idf is positive.)
    const documents = [
      { id: 'c_0009', text: 'def clamp(x, lo, hi): return max(lo, min(x, hi))' },
      { id: 'c_0002', text: 'def clamp(x, lo, hi): return max(lo, min(x, hi)) ' },
      { id: 'c_0005', text: 'def parse_int(text): return int(text)' },
      { id: 'c_0001', text: 'def add(a, b): return a + b' },
      { id: 'c_0007', text: 'def greet(name): print(name)' },
    ];
    for (const order of [documents, [...documents].reverse()]) {
      const sut = new Bm25Retriever();
      await sut.index(order);
      const ranking = (await sut.search([{ id: 'q', text: 'clamp x between lo and hi' }], { topK: 3 })).get('q') ?? [];
      expect(ranking.map((item) => item.corpusId)).toEqual(['c_0002', 'c_0009', 'c_0001']);
      expect(ranking[0]?.score).toBe(ranking[1]?.score);
    }
  });

  it('returns topK items at most, and an empty query ranks by corpus id at score 0', async () => {
    const sut = new Bm25Retriever({ variant: 'lucene' });
    await sut.index(CORPUS);
    const run = await sut.search([{ id: 'q_a', text: 'a' }, { id: 'q_empty', text: '?!' }], { topK: 2 });
    expect(run.get('q_a')?.map((item) => item.corpusId)).toEqual(['c_0001', 'c_0002']);
    expect(run.get('q_empty')).toEqual([
      { corpusId: 'c_0001', score: 0 },
      { corpusId: 'c_0002', score: 0 },
    ]);
  });

  it('describes the variant, parameters and tokenizer for config.json', () => {
    const sut = new Bm25Retriever({ variant: 'bm25l', parameters: { delta: 0.7 }, tokenizer: { stopwords: 'english' } });
    expect(sut.systemId).toBe('bm25:bm25l?delta=0.7');
    expect(sut.describe()).toEqual({
      system: 'bm25',
      implementation: '@execret/bm25',
      variant: 'bm25l',
      parameters: { k1: 1.5, b: 0.75, delta: 0.7 },
      tokenizer: { name: 'execret-code-v1', lowercase: true, splitIdentifiers: true, keepIdentifiers: false, stopwords: 'english', stemmer: 'none', minTokenLength: 1 },
      duplicateQueryTerms: 'summed',
      ties: 'corpus_id ascending',
      documentsWithoutQueryTerms: 'ranked',
    });
  });

  it('rejects duplicate corpus ids, duplicate query ids, a bad topK and search before index', async () => {
    const sut = new Bm25Retriever();
    expect((await errorOf(sut.search([], { topK: 1 }))).message).toBe('Bm25Retriever.search() needs an index: call index() or Bm25Retriever.load() first');
    expect((await errorOf(sut.index([{ id: 'c_1', text: 'a' }, { id: 'c_1', text: 'b' }]))).message).toBe('corpus ids must be unique; "c_1" appears more than once');
    await sut.index(CORPUS);
    expect((await errorOf(sut.search([{ id: 'q', text: 'a' }, { id: 'q', text: 'b' }], { topK: 1 }))).message).toBe('query ids must be unique; "q" appears more than once');
    expect((await errorOf(sut.search([], { topK: 0 }))).code).toBe('INVALID_ARGUMENT');
  });

  it('stops with an ABORTED error when the signal fires, and reports progress', async () => {
    const sut = new Bm25Retriever();
    const aborted = new AbortController();
    aborted.abort();
    expect((await errorOf(sut.index(CORPUS, { abortSignal: aborted.signal }))).code).toBe('ABORTED');
    const progress: Array<[number, number]> = [];
    await sut.index(CORPUS, { onProgress: (done, total) => progress.push([done, total]) });
    expect(progress.at(-1)).toEqual([4, 4]);
    const controller = new AbortController();
    const queries = Array.from({ length: 5_000 }, (_, index) => ({ id: `q_${index}`, text: 'a' }));
    const error = await errorOf(sut.search(queries, { topK: 1, abortSignal: controller.signal, onProgress: () => controller.abort() }));
    expect(error.code).toBe('ABORTED');
    expect(error.message).toMatch(/^BM25 search aborted after \d+ of 5000 items$/);
    expect(Number(/after (\d+)/.exec(error.message)?.[1])).toBeLessThanOrEqual(2000);
  });

  it('yields and honours the abort signal after a slow query, long before the count-based yield', async () => {
    // Each query takes at least 60 ms (more than the 50 ms time slice), so the search must yield after the first.
    class SlowTokenizer extends CodeTokenizer {
      override tokenize(text: string): string[] {
        if (text === 'slow') {
          const until = performance.now() + 60;
          while (performance.now() < until) {
            // busy: a query that blocks the event loop
          }
        }
        return super.tokenize(text);
      }
    }
    const sut = new Bm25Retriever({ tokenizer: new SlowTokenizer() });
    await sut.index(CORPUS);
    const controller = new AbortController();
    const queries = Array.from({ length: 20 }, (_, index) => ({ id: `q_${index}`, text: 'slow' }));
    const error = await errorOf(sut.search(queries, { topK: 1, abortSignal: controller.signal, onProgress: () => controller.abort() }));
    expect(error.message).toBe('BM25 search aborted after 1 of 20 items');
  });

  describe('save and load', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'execret-bm25-retriever-'));
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it('a loaded retriever has the same id, settings and rankings without re-indexing', async () => {
      const sut = createBm25Retriever('bm25:robertson?k1=1.2', { tokenizer: { keepIdentifiers: true } });
      await sut.index(CORPUS);
      const path = join(folder, 'retriever.bm25');
      await sut.save(path);
      const loaded = await Bm25Retriever.load(path);
      expect(loaded.systemId).toBe('bm25:robertson?k1=1.2');
      expect(loaded.describe()).toEqual(sut.describe());
      const queries = [{ id: 'q_1', text: 'a c' }, { id: 'q_2', text: 'b d d' }];
      expect(await loaded.search(queries, { topK: 4 })).toEqual(await sut.search(queries, { topK: 4 }));
    });

    it('refuses a bare index file that holds no retriever metadata', async () => {
      const path = join(folder, 'bare.bm25');
      await Bm25Index.fromTokens([['a']]).save(path);
      const error = await errorOf(Bm25Retriever.load(path));
      expect(error.code).toBe('IO');
      expect(error.message).toBe(`${path} was not written by Bm25Retriever.save(): metadata.retriever is missing`);
    });
  });
});

describe(createBm25Retriever.name, () => {
  it('keeps the system id verbatim and applies the variant, parameters and tokenizer', () => {
    const tokenizer = new CodeTokenizer({ stemmer: 'porter' });
    const sut = createBm25Retriever('bm25:bm25plus?delta=0.5&k1=1.2', { tokenizer });
    expect(sut.systemId).toBe('bm25:bm25plus?delta=0.5&k1=1.2');
    expect(sut.variant).toBe('bm25plus');
    expect(sut.parameters).toEqual({ k1: 1.2, b: 0.75, delta: 0.5 });
    expect(sut.tokenizer).toBe(tokenizer);
    expect(createBm25Retriever('bm25').describe().parameters).toEqual({ k1: 1.5, b: 0.75, epsilon: 0.25 });
  });

  it('rejects an id that is not a BM25 id', () => {
    expect(() => createBm25Retriever('transformers:Xenova/bge-small-en-v1.5')).toThrow("BM25 system id must be 'bm25', 'bm25:<variant>'");
  });
});
