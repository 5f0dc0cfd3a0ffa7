import { describe, expect, it } from '@jest/globals';
import { holmAdjust as sut } from './holm-adjust.js';

describe(sut.name, () => {
  it('multiplies the i-th smallest p by (m − i + 1), keeps the sequence monotone and restores the order', () => {
    // sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, max(0.06, 0.04·1) = 0.06
    const adjusted = sut([0.01, 0.04, 0.03, 0.005]);
    expect(Array.from(adjusted, (value) => Number(value.toFixed(12)))).toEqual([0.03, 0.06, 0.06, 0.02]);
  });

  it('caps at 1 and handles ties and a single test', () => {
    // sorted: 0.2·3 = 0.6, 0.5·2 → 1, 0.5·1 → max(1, 0.5) = 1
    const adjusted = sut([0.5, 0.5, 0.2]);
    expect(adjusted[0]).toBe(1);
    expect(adjusted[1]).toBe(1);
    expect(adjusted[2]).toBeCloseTo(0.6, 15);
    expect(Array.from(sut([0.04]))).toEqual([0.04]);
    expect(Array.from(sut([]))).toEqual([]);
  });

  it('rejects values outside [0, 1]', () => {
    expect(() => sut([0.1, Number.NaN])).toThrow('p-values must lie in [0, 1]; position 1 holds NaN');
    expect(() => sut([1.2])).toThrow(/position 0 holds 1.2/);
  });
});
