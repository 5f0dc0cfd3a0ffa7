import { describe, expect, it } from '@jest/globals';
import { weightedScoreFusion } from './weighted-score-fusion.js';

describe(weightedScoreFusion.name, () => {
  it('min-max scales each ranking, weights and sums; an absent item gets 0 from that ranking', () => {
    const lexical = [
      { corpusId: 'a', score: 20 },
      { corpusId: 'b', score: 10 },
      { corpusId: 'c', score: 0 },
    ];
    const dense = [
      { corpusId: 'c', score: 0.9 },
      { corpusId: 'b', score: 0.5 },
    ];
    const fused = weightedScoreFusion([lexical, dense], { weights: [0.4, 0.6] });
    // a: 0.4 × 1 + 0.6 × 0 = 0.4; b: 0.4 × 0.5 + 0.6 × 0 = 0.2; c: 0.4 × 0 + 0.6 × 1 = 0.6.
    expect(fused.map((item) => [item.corpusId, Number(item.score.toFixed(12))])).toEqual([
      ['c', 0.6],
      ['a', 0.4],
      ['b', 0.2],
    ]);
  });

  it('standardises with zscore, an absent item getting the ranking\'s lowest value', () => {
    const fused = weightedScoreFusion(
      [
        [
          { corpusId: 'a', score: 3 },
          { corpusId: 'b', score: 1 },
        ],
        [{ corpusId: 'c', score: 5 }],
      ],
      { normalization: 'zscore' },
    );
    // Ranking 1: a = 1, b = -1; ranking 2: c = 0 (one score). c lacks ranking 1 (-1); a and b lack ranking 2 (0).
    expect(fused.map((item) => [item.corpusId, item.score])).toEqual([
      ['a', 1],
      ['b', -1],
      ['c', -1],
    ]);
  });

  it('refuses an unknown normalisation', () => {
    expect(() => weightedScoreFusion([], { normalization: 'rank' as 'none' })).toThrow('normalization must be one of minmax, zscore, none, got "rank"');
  });
});
