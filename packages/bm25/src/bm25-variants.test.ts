import { describe, expect, it } from '@jest/globals';
import { BM25_VARIANTS, resolveBm25Parameters } from './bm25-variants.js';

describe(resolveBm25Parameters.name, () => {
  it('fills in each variant\'s usual defaults (rank_bm25 for okapi/bm25l/bm25plus, bm25s for the rest)', () => {
    expect(resolveBm25Parameters('okapi')).toEqual({ k1: 1.5, b: 0.75, epsilon: 0.25 });
    expect(resolveBm25Parameters('bm25l')).toEqual({ k1: 1.5, b: 0.75, delta: 0.5 });
    expect(resolveBm25Parameters('bm25plus')).toEqual({ k1: 1.5, b: 0.75, delta: 1 });
    for (const variant of ['lucene', 'robertson', 'atire'] as const) expect(resolveBm25Parameters(variant)).toEqual({ k1: 1.5, b: 0.75 });
    expect(BM25_VARIANTS).toHaveLength(6);
  });

  it('applies overrides and keeps the rest', () => {
    expect(resolveBm25Parameters('bm25l', { k1: 1.2, delta: 0 })).toEqual({ k1: 1.2, b: 0.75, delta: 0 });
  });

  it('rejects parameters the variant does not take, out-of-range values and unknown variants', () => {
    expect(() => resolveBm25Parameters('okapi', { delta: 1 })).toThrow('BM25 variant "okapi" takes parameters k1, b, epsilon; got unexpected parameter "delta"');
    expect(() => resolveBm25Parameters('lucene', { k1: -1 })).toThrow('BM25 lucene parameter k1 must be a finite number ≥ 0, got -1');
    expect(() => resolveBm25Parameters('atire', { b: 1.5 })).toThrow('BM25 atire parameter b must be a number in [0, 1], got 1.5');
    expect(() => resolveBm25Parameters('bm25plus', { delta: Number.NaN })).toThrow('parameter delta must be a finite number ≥ 0, got NaN');
    expect(() => resolveBm25Parameters('bm25' as 'okapi')).toThrow('BM25 variant must be one of okapi, lucene, robertson, atire, bm25l, bm25plus, got "bm25"');
  });
});
