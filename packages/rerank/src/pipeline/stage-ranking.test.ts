import { describe, expect, it } from '@jest/globals';
import { stageRanking as sut } from './stage-ranking.js';

const input = [
  { corpusId: 'c1', score: 5 },
  { corpusId: 'c2', score: 5 },
  { corpusId: 'c3', score: 4 },
  { corpusId: 'c4', score: 2 },
  { corpusId: 'c5', score: 2 },
];

describe(sut.name, () => {
  it('keeps input ties the stage did not resolve, and ties past the reranked top', () => {
    const ranking = sut({ input, order: ['c3', 'c2', 'c1'], tieKeys: [1, 0, 0], keep: 5 });
    expect(ranking).toEqual([
      { corpusId: 'c3', score: 5 },
      { corpusId: 'c1', score: 4 },
      { corpusId: 'c2', score: 4 },
      { corpusId: 'c4', score: 2 },
      { corpusId: 'c5', score: 2 },
    ]);
  });

  it('separates equal keys whose input scores differ, and keeps a strict order without keys', () => {
    expect(sut({ input, order: ['c1', 'c2', 'c3'], tieKeys: [0, 0, 0], keep: 3 }).map((item) => item.score)).toEqual([3, 3, 1]);
    expect(sut({ input, order: ['c2', 'c1', 'c3'], keep: 4 }).map((item) => item.score)).toEqual([4, 3, 2, 1]);
  });
});
