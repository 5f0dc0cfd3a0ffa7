import { describe, expect, it } from '@jest/globals';
import { reciprocalRankFusion } from './reciprocal-rank-fusion.js';

const ranking = (...ids: string[]) => ids.map((corpusId, index) => ({ corpusId, score: ids.length - index }));

describe(reciprocalRankFusion.name, () => {
  it('sums weight / (k + rank) over the rankings holding an item', () => {
    const fused = reciprocalRankFusion([ranking('a', 'b', 'c'), ranking('c', 'a')], { k: 60 });
    expect(fused.map((item) => item.corpusId)).toEqual(['a', 'c', 'b']);
    expect(fused[0]?.score).toBeCloseTo(1 / 61 + 1 / 62, 12);
    expect(fused[1]?.score).toBeCloseTo(1 / 63 + 1 / 61, 12);
    expect(fused[2]?.score).toBeCloseTo(1 / 62, 12);
  });

  it('weights rankings, counts only their top depth, and breaks ties by corpus id', () => {
    expect(reciprocalRankFusion([ranking('a', 'b'), ranking('b', 'a')], { weights: [1, 3] }).map((item) => item.corpusId)).toEqual(['b', 'a']);
    expect(reciprocalRankFusion([ranking('z', 'y'), ranking('y', 'z')]).map((item) => item.corpusId)).toEqual(['y', 'z']);
    expect(reciprocalRankFusion([ranking('a', 'b', 'c'), ranking('d')], { depth: 1 }).map((item) => item.corpusId)).toEqual(['a', 'd']);
  });

  it('gives items a ranking ties the mean rank of their group, so tied inputs stay tied', () => {
    const tied = [
      { corpusId: 'b', score: 2 },
      { corpusId: 'c', score: 2 },
      { corpusId: 'a', score: 1 },
    ];
    const fused = reciprocalRankFusion([tied, tied], { k: 60 });
    expect(fused[0]?.score).toBe(fused[1]?.score);
    expect(fused[0]?.score).toBeCloseTo(2 / 61.5, 12);
    expect(fused[2]?.score).toBeCloseTo(2 / 63, 12);
  });

  it('refuses weights that do not match the rankings', () => {
    expect(() => reciprocalRankFusion([ranking('a')], { weights: [1, 2] })).toThrow('2 weights for 1 rankings');
  });
});
