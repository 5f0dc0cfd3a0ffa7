import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ExecretError, SeededRandom } from '@execret/core';
import { Bm25Index } from './bm25-index.js';
import type { Bm25Hit } from './bm25-scorer.js';
import { BM25_VARIANTS } from './bm25-variants.js';

// Corpus C: N = 4 documents, lengths 3, 2, 0, 2, so avgdl = 7/4 = 1.75. Document frequencies:
// a 2, b 2, c 1, d 1. With b = 0.75 the length factor L(|D|) = 1 − b + b·|D|/avgdl is
// L(3) = 0.25 + 2.25/1.75 = 1.5357…, L(2) = 0.25 + 1.5/1.75 = 1.1071…, L(0) = 0.25.
const CORPUS_C = [['a', 'b', 'a'], ['a', 'c'], [], ['b', 'd']];
const AVERAGE_LENGTH_C = 1.75;
function lengthFactor(documentLength: number, b = 0.75, averageLength = AVERAGE_LENGTH_C): number {
  return 1 - b + (b * documentLength) / averageLength;
}

function expectScores(actual: Float64Array, expected: readonly number[]): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((value, document) => expect(actual[document]).toBeCloseTo(value, 14));
}

function documents(hits: readonly Bm25Hit[]): number[] {
  return hits.map((hit) => hit.document);
}

describe(Bm25Index.name, () => {
  describe('hand-computed scores on corpus C (one empty document)', () => {
    it('okapi: a term in exactly half the documents has idf 0; a rare term scores by the formula', () => {
      const sut = Bm25Index.fromTokens(CORPUS_C);
      // idf(a) = ln(4 − 2 + 0.5) − ln(2 + 0.5) = 0, so "a" adds nothing anywhere.
      expect(sut.idf('a')).toBe(0);
      expectScores(sut.scores(['a']), [0, 0, 0, 0]);
      // idf(c) = ln 3.5 − ln 1.5; doc 1 has f = 1, |D| = 2: idf · 2.5 / (1 + 1.5·L(2)).
      const idfC = Math.log(3.5) - Math.log(1.5);
      expect(sut.idf('c')).toBeCloseTo(idfC, 15);
      const expected = idfC * (2.5 / (1 + 1.5 * lengthFactor(2)));
      expect(expected).toBeCloseTo(0.7961187949946881, 15); // python3: same expression
      expectScores(sut.scores(['c']), [0, expected, 0, 0]);
      expectScores(sut.scores(['a', 'c']), [0, expected, 0, 0]);
      // No negative raw idf here, so the mean idf only matters for the floor, which is not used.
      expect(sut.averageIdf).toBeCloseTo((0 + 0 + 2 * idfC) / 4, 15);
    });

    it('lucene: idf ln(1 + (N − n + 0.5)/(n + 0.5)) and tf part f/(k1·L + f), no (k1 + 1)', () => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant: 'lucene' });
      const idfA = Math.log(1 + 2.5 / 2.5); // = ln 2
      const idfC = Math.log(1 + 3.5 / 1.5);
      const doc0 = idfA * (2 / (1.5 * lengthFactor(3) + 2));
      const doc1 = idfA * (1 / (1.5 * lengthFactor(2) + 1)) + idfC * (1 / (1.5 * lengthFactor(2) + 1));
      expect(doc0).toBeCloseTo(0.32212649055067993, 15);
      expect(doc1).toBeCloseTo(0.2605116920225298 + 0.4524998459211572, 15);
      expectScores(sut.scores(['a', 'c']), [doc0, doc1, 0, 0]);
    });

    it('robertson: the idf ratio is clamped at 1, so a term in half the documents has idf 0', () => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant: 'robertson' });
      // (4 − 2 + 0.5)/(2 + 0.5) = 1 → ln 1 = 0.
      expect(sut.idf('a')).toBe(0);
      const doc1 = Math.log(3.5 / 1.5) * (1 / (1.5 * lengthFactor(2) + 1));
      expect(doc1).toBeCloseTo(0.31844751799787524, 15);
      expectScores(sut.scores(['a', 'c']), [0, doc1, 0, 0]);
    });

    it('atire: idf ln(N/n) with the (k1 + 1) tf part', () => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant: 'atire' });
      const doc0 = Math.log(2) * ((2 * 2.5) / (2 + 1.5 * lengthFactor(3)));
      const doc1 = Math.log(2) * (2.5 / (1 + 1.5 * lengthFactor(2)));
      expect(doc0).toBeCloseTo(0.8053162263766999, 15);
      expect(doc1).toBeCloseTo(0.6512792300563245, 15);
      expectScores(sut.scores(['a']), [doc0, doc1, 0, 0]);
    });

    it('bm25l: documents without the term, the empty one included, still get idf·(k1 + 1)δ/(k1 + δ)', () => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant: 'bm25l' });
      const idfC = Math.log(5) - Math.log(1.5);
      const normalized = 1 / lengthFactor(2);
      const doc1 = (idfC * 2.5 * (normalized + 0.5)) / (1.5 + normalized + 0.5);
      const absent = (idfC * 2.5 * 0.5) / 2;
      expect(doc1).toBeCloseTo(1.4548004718938392, 14);
      expect(absent).toBeCloseTo(0.7524830027037099, 15);
      expectScores(sut.scores(['c']), [absent, doc1, absent, absent]);
      // The constant ties documents 0, 2 and 3: they follow document 1 in position order.
      expect(documents(sut.search(['c'], 4))).toEqual([1, 0, 2, 3]);
    });

    it('bm25plus: idf ln(N + 1) − ln(n), and idf·δ for every document without the term', () => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant: 'bm25plus' });
      const idfD = Math.log(5);
      const doc3 = idfD * (1 + 2.5 / (1.5 * lengthFactor(2) + 1));
      expect(doc3).toBeCloseTo(3.12166145431849, 14);
      expectScores(sut.scores(['d']), [idfD, idfD, idfD, doc3]);
      expect(sut.search(['d'], 2)).toEqual([
        { document: 3, score: sut.scores(['d'])[3] },
        { document: 0, score: idfD },
      ]);
    });

    it('the empty document scores 0 for okapi, lucene, robertson and atire, and is still ranked', () => {
      for (const variant of ['okapi', 'lucene', 'robertson', 'atire'] as const) {
        const sut = Bm25Index.fromTokens(CORPUS_C, { variant });
        expect(sut.documentLength(2)).toBe(0);
        expect(sut.scores(['a', 'b', 'c', 'd'])[2]).toBe(0);
        expect(sut.search(['c'], 10).map((hit) => hit.document)).toContain(2);
      }
    });

    it.each(BM25_VARIANTS)('%s: an empty query scores every document 0 and ranks by position', (variant) => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant });
      expectScores(sut.scores([]), [0, 0, 0, 0]);
      expect(sut.search([], 3)).toEqual([
        { document: 0, score: 0 },
        { document: 1, score: 0 },
        { document: 2, score: 0 },
      ]);
    });

    it.each(BM25_VARIANTS)('%s: unknown query terms contribute nothing (not even the bm25l/bm25plus constant)', (variant) => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant });
      expectScores(sut.scores(['zzz', 'unknown']), [0, 0, 0, 0]);
      expect(Array.from(sut.scores(['c', 'zzz']))).toEqual(Array.from(sut.scores(['c'])));
      expect(sut.idf('zzz')).toBe(0);
      expect(sut.documentFrequency('zzz')).toBe(0);
    });

    it.each(BM25_VARIANTS)('%s: a repeated query term counts once per occurrence', (variant) => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant });
      const once = sut.scores(['b']);
      const twice = sut.scores(['b', 'b']);
      once.forEach((value, document) => expect(twice[document]).toBeCloseTo(2 * value, 14));
    });
  });

  describe('a term in every document (negative okapi idf)', () => {
    // Corpus E: N = 3, lengths 2, 3, 2, avgdl = 7/3; x is in all three documents.
    // Raw okapi idf: x: ln 0.5 − ln 3.5 = −ln 7; a, b, c: ln 2.5 − ln 1.5 = ln(5/3).
    // Mean over the 4 terms: (−ln 7 + 3 ln(5/3)) / 4 < 0, so the floor ε·mean (ε = 0.25) is negative.
    const corpusE = [['x', 'a'], ['x', 'b', 'b'], ['x', 'c']];
    const mean = (-Math.log(7) + 3 * Math.log(5 / 3)) / 4;
    const floor = 0.25 * mean;
    const lengthE = (documentLength: number): number => 1 - 0.75 + (0.75 * documentLength) / (7 / 3);

    it('okapi replaces the negative idf by epsilon × mean idf (negative here) and keeps positive ones', () => {
      const sut = Bm25Index.fromTokens(corpusE);
      expect(sut.averageIdf).toBeCloseTo(mean, 15);
      expect(sut.idf('x')).toBeCloseTo(floor, 15);
      expect(floor).toBeCloseTo(-0.02583957985983383, 15);
      expect(sut.idf('a')).toBeCloseTo(Math.log(5 / 3), 15);
      const doc0 = floor * (2.5 / (1 + 1.5 * lengthE(2)));
      const doc1 = floor * (2.5 / (1 + 1.5 * lengthE(3)));
      expect(doc0).toBeCloseTo(-0.027614818170814782, 15);
      expect(doc1).toBeCloseTo(-0.022895830255548966, 15);
      expectScores(sut.scores(['x']), [doc0, doc1, doc0]);
      // Negative scores: the longest document is hurt least; documents 0 and 2 tie and keep position order.
      expect(documents(sut.search(['x'], 3))).toEqual([1, 0, 2]);
    });

    it('okapi with epsilon 0 gives such a term idf 0', () => {
      const sut = Bm25Index.fromTokens(corpusE, { parameters: { epsilon: 0 } });
      expect(sut.idf('x')).toBe(0);
      expectScores(sut.scores(['x']), [0, 0, 0]);
    });

    it('a document lacking the term outranks documents with a negative okapi score', () => {
      // x and y are each in 3 of 4 documents (raw idf −ln(7/3)), z in 2 (0), w in 1 (ln(7/3)):
      // mean = −ln(7/3)/4 < 0, so x's score is negative where x occurs and 0 in document 3.
      const sut = Bm25Index.fromTokens([['x', 'y', 'z'], ['x', 'y', 'z'], ['x', 'y'], ['w']]);
      expect(sut.idf('x')).toBeCloseTo((0.25 * -Math.log(7 / 3)) / 4, 15);
      const hits = sut.search(['x'], 4);
      expect(hits[0]).toEqual({ document: 3, score: 0 });
      expect(hits.slice(1).every((hit) => hit.score < 0)).toBe(true);
    });

    it.each([
      ['lucene', Math.log(1 + 0.5 / 3.5)],
      ['robertson', 0],
      ['atire', 0],
      ['bm25l', Math.log(4) - Math.log(3.5)],
      ['bm25plus', Math.log(4) - Math.log(3)],
    ] as const)('%s gives it idf %f', (variant, idf) => {
      const sut = Bm25Index.fromTokens(corpusE, { variant });
      expect(sut.idf('x')).toBeCloseTo(idf, 15);
    });
  });

  describe('ties and top-k', () => {
    it('identical documents tie exactly and rank by position', () => {
      const sut = Bm25Index.fromTokens([['p', 'q'], ['q', 'r'], ['r', 'p'], ['q', 'p'], ['s']]);
      const hits = sut.search(['p', 'q'], 5);
      // Documents 0 and 3 hold the same bag of tokens.
      expect(hits[0]?.score).toBe(hits[1]?.score);
      expect(documents(hits).slice(0, 2)).toEqual([0, 3]);
      expect(hits.at(-1)).toEqual({ document: 4, score: 0 });
    });

    it('returns min(topK, documentCount) hits and nothing for topK 0', () => {
      const sut = Bm25Index.fromTokens(CORPUS_C);
      expect(sut.search(['c'], 100)).toHaveLength(4);
      expect(sut.search(['c'], 0)).toEqual([]);
      expect(() => sut.search(['c'], -1)).toThrow('topK must be a non-negative integer, got -1');
      expect(() => sut.search(['c'], 1.5)).toThrow('topK must be a non-negative integer, got 1.5');
    });

    it('equals sorting every score (score desc, position asc), for rare and common query terms', () => {
      // 600 documents with Zipf-like term ids: rare-term queries take the sparse path (few postings),
      // common-term queries the dense one.
      const random = new SeededRandom(7);
      const draw = (): number => Math.floor(200 / (1 + random.nextFloat() * 199)) - 1;
      const corpus = Array.from({ length: 600 }, () => Array.from({ length: random.integer(0, 12) }, draw));
      for (const variant of BM25_VARIANTS) {
        const sut = Bm25Index.fromTermIds(corpus, { variant });
        for (let trial = 0; trial < 40; trial += 1) {
          const query = trial % 2 === 0 ? [random.integer(100, 199)] : Array.from({ length: random.integer(1, 4) }, draw);
          const scores = sut.scoresTermIds(query);
          const sorted = Array.from(scores, (score, document) => ({ document, score }))
            .sort((left, right) => right.score - left.score || left.document - right.document)
            .map((hit) => ({ document: hit.document, score: hit.score === 0 ? 0 : hit.score }));
          for (const topK of [1, 5, 30]) expect(sut.searchTermIds(query, topK)).toEqual(sorted.slice(0, topK));
        }
      }
    });

    it('ranks across the blocks of the dense pass (over 16,384 documents) like a full sort', () => {
      const random = new SeededRandom(12);
      const draw = (): number => Math.floor(60 / (1 + random.nextFloat() * 59)) - 1;
      // 40,000 short documents, many of them identical, so ties straddle block boundaries.
      const corpus = Array.from({ length: 40_000 }, () => Array.from({ length: random.integer(0, 5) }, draw));
      for (const variant of ['okapi', 'bm25plus'] as const) {
        const sut = Bm25Index.fromTermIds(corpus, { variant });
        for (const query of [[0], [0, 1, 1], [2, 30, 59], [5, 0]]) {
          const sorted = Array.from(sut.scoresTermIds(query), (score, document) => ({ document, score }))
            .sort((left, right) => right.score - left.score || left.document - right.document)
            .map((hit) => ({ document: hit.document, score: hit.score === 0 ? 0 : hit.score }));
          expect(sut.searchTermIds(query, 25)).toEqual(sorted.slice(0, 25));
          // The whole ranking: a weight lost at a block boundary would move that document.
          const whole = sut.searchTermIds(query, corpus.length);
          const firstDifference = whole.findIndex((hit, rank) => hit.document !== sorted[rank]?.document || hit.score !== sorted[rank]?.score);
          expect(firstDifference).toBe(-1);
        }
      }
    });

    it('fills a sparse ranking with untouched documents at the bm25plus constant, in position order', () => {
      // 40 documents; "rare" occurs only in documents 30 and 35.
      const corpus = Array.from({ length: 40 }, (_, document) => (document === 30 || document === 35 ? ['rare', 'common'] : ['common']));
      const sut = Bm25Index.fromTokens(corpus, { variant: 'bm25plus' });
      const absent = sut.idf('rare') * 1; // δ = 1
      const hits = sut.search(['rare'], 5);
      expect(documents(hits)).toEqual([30, 35, 0, 1, 2]);
      expect(hits[2]?.score).toBeCloseTo(absent, 15);
      expect(hits[0]?.score).toBeGreaterThan(absent);
    });
  });

  describe('construction', () => {
    it('fromTermIds accepts flat tokens + offsets and per-document arrays alike', () => {
      const flat = Bm25Index.fromTermIds({ tokens: new Uint32Array([0, 1, 0, 0, 2, 1, 3]), offsets: new Uint32Array([0, 3, 5, 5, 7]) });
      const nested = Bm25Index.fromTermIds([[0, 1, 0], [0, 2], [], [1, 3]]);
      const strings = Bm25Index.fromTokens(CORPUS_C);
      expect(Array.from(flat.scoresTermIds([0, 2]))).toEqual(Array.from(nested.scoresTermIds([0, 2])));
      expect(Array.from(flat.scoresTermIds([0, 2]))).toEqual(Array.from(strings.scores(['a', 'c'])));
      expect(flat.documentCount).toBe(4);
      expect(flat.postingCount).toBe(6);
      expect(flat.averageDocumentLength).toBe(1.75);
      // 4 document lengths (4 B each); 4 terms × (offset 4 B + idf 8 + absent score 8 + df 4 + dense-row
      // slot 4) + 1 final offset; 6 postings × (document 4 B + weight 8); no term is in ≥ 2/3 of documents.
      expect(flat.byteLength).toBe(4 * 4 + 4 * (4 + 8 + 8 + 4 + 4) + 4 + 6 * (4 + 8));
      // x is in all 3 documents of [x a] [x b] [x]: one dense row of 3 float64 instead of 3 postings.
      const dense = Bm25Index.fromTokens([['x', 'a'], ['x', 'b'], ['x']]);
      expect(dense.postingCount).toBe(5);
      expect(dense.documentFrequency('x')).toBe(3);
      expect(dense.byteLength).toBe(3 * 4 + 3 * (4 + 8 + 8 + 4 + 4) + 4 + 2 * (4 + 8) + 3 * 8);
    });

    it('term ids outside the vocabulary in a query are unknown terms; unused ids are allowed', () => {
      const sut = Bm25Index.fromTermIds([[0, 5], [5]], { vocabularySize: 10 });
      expect(sut.vocabularySize).toBe(10);
      expect(sut.documentFrequency(3)).toBe(0);
      expect(Array.from(sut.scoresTermIds([3, 99, -1]))).toEqual([0, 0]);
    });

    it('rejects invalid term ids, offsets and parameters with what was expected and received', () => {
      expect(() => Bm25Index.fromTermIds([[0, -1]])).toThrow('document 0: term ids must be integers in [0, 1), got -1 at token 1');
      expect(() => Bm25Index.fromTermIds([[0, 1.5]])).toThrow('term ids must be integers');
      expect(() => Bm25Index.fromTermIds([[3]], { vocabularySize: 2 })).toThrow('in [0, 2), got 3');
      expect(() => Bm25Index.fromTermIds({ tokens: [0, 1], offsets: [0, 2, 1] })).toThrow('offsets[2] must be an integer in [2, 2]');
      expect(() => Bm25Index.fromTermIds({ tokens: [0, 1], offsets: [0, 3] })).toThrow('offsets[1] must be an integer in [0, 2]');
      expect(() => Bm25Index.fromTokens([['a']], { parameters: { b: 2 } })).toThrow('BM25 okapi parameter b must be a number in [0, 1], got 2');
      expect(() => Bm25Index.fromTokens([['a']], { variant: 'lucene', parameters: { delta: 1 } })).toThrow('unexpected parameter "delta"');
      expect(() => Bm25Index.fromTokens([['a', 3 as unknown as string]])).toThrow('document 0: tokens must be strings, got number');
      expect(() => Bm25Index.fromTermIds([[0]]).search(['a'], 1)).toThrow('built from term ids');
    });

    it('an empty corpus and an all-empty corpus rank nothing / everything at 0', () => {
      expect(Bm25Index.fromTokens([]).search(['a'], 5)).toEqual([]);
      const blank = Bm25Index.fromTokens([[], []], { variant: 'bm25l' });
      expect(blank.averageDocumentLength).toBe(0);
      expect(blank.search(['a'], 5)).toEqual([
        { document: 0, score: 0 },
        { document: 1, score: 0 },
      ]);
    });
  });

  describe('save and load', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'execret-bm25-'));
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it.each(BM25_VARIANTS)('%s: a loaded index gives the same scores, rankings and metadata', async (variant) => {
      const sut = Bm25Index.fromTokens(CORPUS_C, { variant, parameters: { k1: 1.1 } });
      const path = join(folder, `${variant}.bm25`);
      await sut.save(path, { note: 'kept' });
      const { index, metadata } = await Bm25Index.load(path);
      expect(metadata).toEqual({ note: 'kept' });
      expect(index.variant).toBe(variant);
      expect(index.parameters).toEqual(sut.parameters);
      expect(index.averageIdf).toEqual(sut.averageIdf);
      for (const query of [['a', 'c'], ['d', 'd'], [], ['zzz']]) {
        expect(Array.from(index.scores(query))).toEqual(Array.from(sut.scores(query)));
        expect(index.search(query, 3)).toEqual(sut.search(query, 3));
      }
    });

    it('a term-id index round-trips without a vocabulary', async () => {
      const sut = Bm25Index.fromTermIds({ tokens: new Uint32Array([0, 1, 1, 2]), offsets: [0, 2, 4] });
      const path = join(folder, 'ids.bm25');
      await sut.save(path);
      const { index } = await Bm25Index.load(path);
      expect(index.hasVocabulary).toBe(false);
      expect(Array.from(index.scoresTermIds([1, 2]))).toEqual(Array.from(sut.scoresTermIds([1, 2])));
    });

    it('rejects a missing, foreign or truncated file with an IO error naming the file', async () => {
      const missing = join(folder, 'missing.bm25');
      await expect(Bm25Index.load(missing)).rejects.toThrow(`could not open index file ${missing}`);
      const foreign = join(folder, 'foreign.bm25');
      await writeFile(foreign, 'hello, this is not an index at all');
      await expect(Bm25Index.load(foreign)).rejects.toThrow('is not a valid BM25 index file: expected the file to start with "EXBM25IX", got "hello, t"');
      const whole = join(folder, 'whole.bm25');
      await Bm25Index.fromTokens(CORPUS_C).save(whole);
      const bytes = await readFile(whole);
      const truncated = join(folder, 'truncated.bm25');
      await writeFile(truncated, bytes.subarray(0, bytes.length - 8));
      const error = await Bm25Index.load(truncated).catch((caught: unknown) => caught);
      expect(ExecretError.isInstance(error) && error.code).toBe('IO');
      expect((error as Error).message).toMatch(/runs past the end of the \d+-byte file/);
    });
  });
});
