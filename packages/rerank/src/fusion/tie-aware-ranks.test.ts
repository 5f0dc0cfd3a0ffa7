import { describe, expect, it } from '@jest/globals';
import { tieAwareRanks as sut } from './tie-aware-ranks.js';

describe(sut.name, () => {
  it('gives every member of a tie group the mean rank of the group', () => {
    const ranking = [
      { corpusId: 'a', score: 3 },
      { corpusId: 'b', score: 2 },
      { corpusId: 'c', score: 2 },
      { corpusId: 'd', score: 2 },
      { corpusId: 'e', score: Number.NaN },
      { corpusId: 'f', score: Number.NaN },
    ];
    expect(sut(ranking)).toEqual([1, 3, 3, 3, 5.5, 5.5]);
  });
});
