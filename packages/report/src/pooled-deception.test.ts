import { describe, expect, it } from '@jest/globals';
import { poolDeception as sut } from './pooled-deception.js';

const counts = (pairs: number, above: number, tied: number) => ({ pairs, above, tied, below: pairs - above - tied, rate: above / pairs, tiedRate: tied / pairs });

describe(sut.name, () => {
  it('adds pairs, not rates: a system with more scored pairs weighs more', () => {
    const pooled = sut([
      { overall: counts(4, 2, 0), byBugType: { off_by_one: counts(4, 2, 0) } },
      { overall: counts(12, 3, 3), byBugType: { off_by_one: counts(8, 1, 1), wrong_operator: counts(4, 2, 2) } },
    ]);
    expect(pooled.overall).toEqual({ pairs: 16, above: 5, tied: 3, below: 8, rate: 5 / 16, tiedRate: 3 / 16 });
    expect(pooled.byBugType.get('off_by_one')).toEqual({ pairs: 12, above: 3, tied: 1, below: 8, rate: 0.25, tiedRate: 1 / 12 });
    expect(pooled.byBugType.get('wrong_operator')?.rate).toBe(0.5);
  });

  it('gives zero rates for no systems', () => {
    expect(sut([]).overall).toEqual({ pairs: 0, above: 0, tied: 0, below: 0, rate: 0, tiedRate: 0 });
  });
});
