import { describe, expect, it } from '@jest/globals';
import { TermIdCorpusBuilder } from './term-id-corpus-builder.js';

describe(TermIdCorpusBuilder.name, () => {
  it('numbers terms by first appearance and lays documents out as flat tokens plus offsets', () => {
    const sut = new TermIdCorpusBuilder();
    sut.addDocument(['b', 'a', 'b']);
    sut.addDocument([]);
    sut.addDocument(['c', 'a']);
    expect(sut.terms).toEqual(['b', 'a', 'c']);
    expect(sut.documentCount).toBe(3);
    const { tokens, offsets } = sut.corpus();
    expect(Array.from(tokens)).toEqual([0, 1, 0, 2, 1]);
    expect(Array.from(offsets)).toEqual([0, 3, 3, 5]);
  });

  it('grows past its initial capacity', () => {
    const sut = new TermIdCorpusBuilder();
    for (let document = 0; document < 300; document += 1) sut.addDocument(Array.from({ length: 10 }, (_, position) => `t${(document + position) % 37}`));
    const { tokens, offsets } = sut.corpus();
    expect(tokens.length).toBe(3000);
    expect(offsets.length).toBe(301);
    expect(offsets[300]).toBe(3000);
    expect(sut.terms).toHaveLength(37);
  });
});
