import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { Bm25Index } from './bm25-index.js';
import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';

// Scores from an independent Python implementation of the published formulas (rank_bm25 BM25Okapi,
// BM25L, BM25Plus; bm25s lucene, robertson, atire), written from the reference notes:
// src/__fixtures__/bm25-reference.py, which writes src/__fixtures__/bm25-reference.json.
interface ReferenceCase {
  corpus: string;
  variant: Bm25Variant;
  parameters: Bm25Parameters;
  idf: Record<string, number>;
  scores: number[][];
  rankings: number[][];
}
interface Reference {
  corpora: Record<string, { documents: string[][]; queries: string[][] }>;
  cases: ReferenceCase[];
}

const reference = JSON.parse(readFileSync(new URL('./__fixtures__/bm25-reference.json', import.meta.url), 'utf8')) as Reference;

// Relative tolerance, a few float64 ulps: V8's Math.log and CPython's math.log (glibc) differ in the
// last bit for some arguments, and for bm25l/bm25plus the index adds the absent-term constant once per
// query instead of once per document and term. The largest difference measured is 6.4e-16.
const TOLERANCE = 1e-14;

function expectClose(actual: number, expected: number, context: string): void {
  const scale = Math.max(1, Math.abs(expected));
  if (!(Math.abs(actual - expected) <= TOLERANCE * scale)) {
    throw new Error(`${context}: expected ${expected}, got ${actual}`);
  }
}

function label(entry: ReferenceCase): string {
  return `${entry.corpus} ${entry.variant} ${JSON.stringify(entry.parameters)}`;
}

describe(`${Bm25Index.name} against the Python reference`, () => {
  it('covers every variant on every corpus', () => {
    const variants = new Set(reference.cases.map((entry) => entry.variant));
    expect([...variants].sort()).toEqual(['atire', 'bm25l', 'bm25plus', 'lucene', 'okapi', 'robertson']);
    expect(reference.cases.length).toBe(42);
  });

  it.each(reference.cases.map((entry) => [label(entry), entry] as const))('%s: idf and every document score match', (_name, entry) => {
    const { documents, queries } = reference.corpora[entry.corpus] as { documents: string[][]; queries: string[][] };
    const index = Bm25Index.fromTokens(documents, { variant: entry.variant, parameters: entry.parameters });
    for (const [term, idf] of Object.entries(entry.idf)) expectClose(index.idf(term), idf, `${label(entry)} idf(${term})`);
    queries.forEach((query, queryIndex) => {
      const scores = index.scores(query);
      const expected = entry.scores[queryIndex] as number[];
      expect(scores.length).toBe(expected.length);
      expected.forEach((value, document) => expectClose(scores[document] as number, value, `${label(entry)} query ${queryIndex} document ${document}`));
    });
  });

  it.each(reference.cases.map((entry) => [label(entry), entry] as const))('%s: top-10 rankings match', (_name, entry) => {
    const { documents, queries } = reference.corpora[entry.corpus] as { documents: string[][]; queries: string[][] };
    const index = Bm25Index.fromTokens(documents, { variant: entry.variant, parameters: entry.parameters });
    queries.forEach((query, queryIndex) => {
      const hits = index.search(query, 10);
      const expected = entry.rankings[queryIndex] as number[];
      const referenceScores = entry.scores[queryIndex] as number[];
      expect(hits.length).toBe(expected.length);
      hits.forEach((hit, rank) => {
        const wanted = expected[rank] as number;
        if (hit.document === wanted) return;
        // Only a near-tie (equal up to rounding in the two summation orders) may swap places.
        expectClose(referenceScores[hit.document] as number, referenceScores[wanted] as number, `${label(entry)} query ${queryIndex} rank ${rank}`);
      });
    });
  });

  it('a term-id index gives the same scores as the token-string index', () => {
    for (const entry of reference.cases.filter((candidate) => candidate.corpus === 'random')) {
      const { documents, queries } = reference.corpora.random as { documents: string[][]; queries: string[][] };
      const ids = new Map<string, number>();
      const idOf = (term: string): number => {
        if (!ids.has(term)) ids.set(term, ids.size);
        return ids.get(term) as number;
      };
      const idDocuments = documents.map((document) => document.map(idOf));
      const byIds = Bm25Index.fromTermIds(idDocuments, { variant: entry.variant, parameters: entry.parameters });
      const byTokens = Bm25Index.fromTokens(documents, { variant: entry.variant, parameters: entry.parameters });
      for (const query of queries) {
        const idQuery = query.map((term) => ids.get(term) ?? 10_000);
        expect(Array.from(byIds.scoresTermIds(idQuery))).toEqual(Array.from(byTokens.scores(query)));
        expect(byIds.searchTermIds(idQuery, 10)).toEqual(byTokens.search(query, 10));
      }
    }
  });
});
