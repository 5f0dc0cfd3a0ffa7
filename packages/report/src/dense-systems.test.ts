import { describe, expect, it } from '@jest/globals';
import { isDenseSystem as sut } from './dense-systems.js';

describe(sut.name, () => {
  it('decides by the recorded similarity when the results file describes its system', () => {
    expect(sut({ system: 'transformers:Xenova/bge-small-en-v1.5', description: { provider: 'transformers', similarity: 'cosine' } }, undefined)).toBe(true);
    expect(sut({ system: 'npz:run.npz', description: { precomputed: true, similarity: 'dot', dimensions: 4 } }, undefined)).toBe(true);
    expect(sut({ system: 'bm25', description: { system: 'bm25', variant: 'okapi' } }, undefined)).toBe(false);
    // a TREC run or module retriever records no similarity, whatever its id says
    expect(sut({ system: 'my-dense-model', description: { kind: 'trec-run', run_file: 'x.trec' } }, undefined)).toBe(false);
  });

  it('falls back to config.json, then to the study\'s rule (dense unless BM25)', () => {
    const config = { systems: { 'acme/coder': { similarity: 'cosine' }, other: { kind: 'module-retriever' } } };
    expect(sut({ system: 'acme/coder', description: undefined }, config)).toBe(true);
    expect(sut({ system: 'other', description: undefined }, config)).toBe(false);
    expect(sut({ system: 'google/gemini-embedding-2', description: undefined }, undefined)).toBe(true);
    for (const id of ['BM25', 'bm25', 'bm25:lucene']) expect(sut({ system: id, description: undefined }, undefined)).toBe(false);
    expect(sut({ system: 'bm25-like-dense', description: undefined }, undefined)).toBe(true);
    // "constructor" is not a description config.json holds
    expect(sut({ system: 'constructor', description: undefined }, { systems: {} })).toBe(true);
  });
});
