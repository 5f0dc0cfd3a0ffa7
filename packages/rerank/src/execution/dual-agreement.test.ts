import { describe, expect, it } from '@jest/globals';
import { rankByDualAgreement } from './dual-agreement.js';

const FAIL = 'FAIL: assert';

describe(rankByDualAgreement.name, () => {
  it('ranks every candidate failing an example below every candidate passing all of them, whatever the group sizes', () => {
    // Three identical candidates fail example 2; one passes both.
    const ranked = rankByDualAgreement(
      [
        { id: 'a', outcomes: ['pass', FAIL, 'pass'] },
        { id: 'b', outcomes: ['pass', FAIL, 'pass'] },
        { id: 'c', outcomes: ['pass', FAIL, 'pass'] },
        { id: 'd', outcomes: ['pass', 'pass', FAIL] },
      ],
      2,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(ranked.map((entry) => [entry.groupSize, entry.agreement])).toEqual([
      [1, 0],
      [3, 3],
      [3, 3],
      [3, 3],
    ]);
  });

  it('scores a group by its size times the generated tests it passes, ties keeping first-stage order', () => {
    const ranked = rankByDualAgreement(
      [
        { id: 'lonely', outcomes: ['pass', 'pass', 'pass', FAIL] },
        { id: 'crowd-1', outcomes: ['pass', 'pass', FAIL, FAIL] },
        { id: 'crowd-2', outcomes: ['pass', 'pass', FAIL, FAIL] },
        { id: 'none-1', outcomes: [FAIL, FAIL, FAIL, FAIL] },
        { id: 'none-2', outcomes: ['ERROR: NameError', 'ERROR: NameError', 'ERROR: NameError', 'ERROR: NameError'] },
      ],
      0,
    );
    // crowd: 2 × 2 = 4 beats lonely: 1 × 3 = 3; the two groups passing nothing tie at 0.
    expect(ranked.map((entry) => [entry.id, entry.agreement])).toEqual([
      ['crowd-1', 4],
      ['crowd-2', 4],
      ['lonely', 3],
      ['none-1', 0],
      ['none-2', 0],
    ]);
  });
});
