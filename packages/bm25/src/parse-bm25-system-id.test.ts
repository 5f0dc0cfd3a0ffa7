import { describe, expect, it } from '@jest/globals';
import { formatBm25SystemId, parseBm25SystemId } from './parse-bm25-system-id.js';

describe(parseBm25SystemId.name, () => {
  it('reads bm25 as okapi with rank_bm25 defaults', () => {
    expect(parseBm25SystemId('bm25')).toEqual({ variant: 'okapi', parameters: { k1: 1.5, b: 0.75, epsilon: 0.25 } });
  });

  it('reads bm25:<variant> with that variant\'s defaults', () => {
    expect(parseBm25SystemId('bm25:lucene')).toEqual({ variant: 'lucene', parameters: { k1: 1.5, b: 0.75 } });
    expect(parseBm25SystemId('bm25:bm25plus')).toEqual({ variant: 'bm25plus', parameters: { k1: 1.5, b: 0.75, delta: 1 } });
  });

  it('reads ?name=value overrides', () => {
    expect(parseBm25SystemId('bm25:lucene?k1=1.2&b=0.4')).toEqual({ variant: 'lucene', parameters: { k1: 1.2, b: 0.4 } });
    expect(parseBm25SystemId('bm25?epsilon=0')).toEqual({ variant: 'okapi', parameters: { k1: 1.5, b: 0.75, epsilon: 0 } });
  });

  it.each([
    ['openai:text-embedding-3-large', "BM25 system id must be 'bm25', 'bm25:<variant>'"],
    ['bm25:bm25+', 'variant must be one of okapi, lucene, robertson, atire, bm25l, bm25plus, got "bm25+"'],
    ['bm25:lucene?delta=1', 'variant "lucene" takes k1, b, got parameter "delta"'],
    ['bm25?k1=abc', 'parameter "k1" must be a finite number, got "abc"'],
    ['bm25?k1=', 'parameter "k1" must be a finite number, got ""'],
    ['bm25?k1=1&k1=2', 'parameter "k1" is given twice'],
    ['bm25?b=2', 'BM25 okapi parameter b must be a number in [0, 1], got 2'],
    ['bm25?', "nothing after '?'"],
  ])('rejects %s', (systemId, message) => {
    expect(() => parseBm25SystemId(systemId)).toThrow(message);
  });
});

describe(formatBm25SystemId.name, () => {
  it('gives the shortest id, listing only changed parameters, and parses back', () => {
    expect(formatBm25SystemId('okapi')).toBe('bm25');
    expect(formatBm25SystemId('atire', { k1: 1.5 })).toBe('bm25:atire');
    expect(formatBm25SystemId('lucene', { k1: 1.2 })).toBe('bm25:lucene?k1=1.2');
    expect(formatBm25SystemId('bm25l', { b: 0.3, delta: 0.7 })).toBe('bm25:bm25l?b=0.3&delta=0.7');
    expect(parseBm25SystemId(formatBm25SystemId('bm25l', { b: 0.3, delta: 0.7 }))).toEqual({ variant: 'bm25l', parameters: { k1: 1.5, b: 0.3, delta: 0.7 } });
  });
});
