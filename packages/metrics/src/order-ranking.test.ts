import { describe, expect, it } from '@jest/globals';
import { compareTrecEval, orderRanking as sut, orderTop } from './order-ranking.js';

const ids = (ranking: readonly { corpusId: string }[]): string[] => ranking.map((item) => item.corpusId);

describe(sut.name, () => {
  const ranking = [
    { corpusId: 'd1', score: 0.9 },
    { corpusId: 'd2', score: 0.9 },
    { corpusId: 'd10', score: 0.5 },
    { corpusId: 'd3', score: 0.5 },
    { corpusId: 'd9', score: 0.1 },
  ];

  it('returns an already ordered ranking unchanged (same array)', () => {
    expect(sut(ranking)).toBe(ranking);
  });

  it('orders ties by docno descending (strcmp) for trec_eval', () => {
    expect(ids(sut(ranking, 'trec_eval'))).toEqual(['d2', 'd1', 'd3', 'd10', 'd9']);
    expect(ids(ranking)).toEqual(['d1', 'd2', 'd10', 'd3', 'd9']);
  });

  it('sorts an unordered ranking by score, then corpus id ascending', () => {
    const shuffled = [ranking[4], ranking[3], ranking[0], ranking[2], ranking[1]] as typeof ranking;
    expect(ids(sut(shuffled))).toEqual(['d1', 'd2', 'd10', 'd3', 'd9']);
    expect(ids(sut(shuffled, 'trec_eval'))).toEqual(['d2', 'd1', 'd3', 'd10', 'd9']);
  });

  it('puts NaN scores last', () => {
    const withNaN = [{ corpusId: 'a', score: Number.NaN }, { corpusId: 'b', score: -5 }];
    expect(ids(sut(withNaN))).toEqual(['b', 'a']);
    expect(ids(sut(withNaN, 'trec_eval'))).toEqual(['b', 'a']);
  });
});

describe(compareTrecEval.name, () => {
  it('ranks the higher score first whatever the ids', () => {
    expect(compareTrecEval({ corpusId: 'a', score: 2 }, { corpusId: 'z', score: 1 })).toBeLessThan(0);
  });
});

describe(orderTop.name, () => {
  const ranking = [
    { corpusId: 'a', score: 3 },
    { corpusId: 'b', score: 2 },
    { corpusId: 'c', score: 2 },
    { corpusId: 'd', score: 2 },
    { corpusId: 'e', score: 1 },
    { corpusId: 'f', score: 1 },
  ];

  it('orders the top through the end of the tie run that crosses the depth', () => {
    expect(ids(orderTop(ranking, 'trec_eval', 2))).toEqual(['a', 'd', 'c', 'b']);
    expect(ids(orderTop(ranking, 'trec_eval', 6))).toEqual(['a', 'd', 'c', 'b', 'f', 'e']);
  });

  it('returns an ordered ranking as is and fully sorts one whose scores do not descend', () => {
    expect(orderTop(ranking, 'corpus-id', 2)).toBe(ranking);
    const mixed = [ranking[4], ranking[0], ranking[1]] as typeof ranking;
    expect(ids(orderTop(mixed, 'trec_eval', 1))).toEqual(['a', 'b', 'e']);
  });
});
