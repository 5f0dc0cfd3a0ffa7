import { describe, expect, it } from '@jest/globals';
import { tieGroupEnd as sut, tieScoreKey } from './tie-group-end.js';

describe(sut.name, () => {
  const ranking = [
    { corpusId: 'a', score: 3 },
    { corpusId: 'b', score: 2 },
    { corpusId: 'c', score: 2 },
    { corpusId: 'd', score: -Infinity },
    { corpusId: 'e', score: Number.NaN },
  ];

  it('ends each tie group at the first different score', () => {
    expect(sut(ranking, 0)).toBe(1);
    expect(sut(ranking, 1)).toBe(3);
    expect(sut(ranking, 2)).toBe(3);
  });

  it('ties NaN with -Infinity (both sort last), to the end of the ranking', () => {
    expect(tieScoreKey(Number.NaN)).toBe(-Infinity);
    expect(sut(ranking, 3)).toBe(5);
  });
});
