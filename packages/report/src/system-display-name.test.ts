import { describe, expect, it } from '@jest/globals';
import { systemDisplayName as sut } from './system-display-name.js';

describe(sut.name, () => {
  it('takes a recorded display name, else the system id', () => {
    expect(sut({ system: 'bm25', description: { system: 'bm25', display_name: 'BM25 (Okapi)' } }, undefined)).toBe('BM25 (Okapi)');
    expect(sut({ system: 'bm25', description: { system: 'bm25' } }, { display_names: { bm25: 'BM25' } })).toBe('BM25');
    expect(sut({ system: 'bm25', description: undefined }, { systems: { bm25: { display_name: 'Lexical' } } })).toBe('Lexical');
    expect(sut({ system: 'bm25', description: { display_name: '  ' } }, { display_names: { other: 'x' } })).toBe('bm25');
  });
});
