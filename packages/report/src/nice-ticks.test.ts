import { describe, expect, it } from '@jest/globals';
import { niceTicks as sut } from './nice-ticks.js';

describe(sut.name, () => {
  it('splits [0, 1] into steps of 0.2', () => {
    // raw step 1/5 = 0.2 → 2 × 10⁻¹
    expect(sut(0, 1, 5)).toEqual({ min: 0, max: 1, step: 0.2, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1], decimals: 1 });
  });

  it('widens a range that crosses zero to whole steps', () => {
    // raw step (0.061 + 0.0257) / 4 = 0.021675 → 5 × 10⁻² (2.17 rounds up to 5)
    expect(sut(-0.0257, 0.061, 4)).toEqual({ min: -0.05, max: 0.1, step: 0.05, ticks: [-0.05, 0, 0.05, 0.1], decimals: 2 });
  });

  it('uses whole steps for counts', () => {
    // raw step 3 / 4 = 0.75 → 1 × 10⁰ (and at least 1 for counts)
    expect(sut(0, 3, 4, true).ticks).toEqual([0, 1, 2, 3]);
    expect(sut(0, 1, 4, true).step).toBe(1);
  });

  it('widens an empty range around its value', () => {
    const ticks = sut(0, 0, 4);
    expect(ticks.min).toBeLessThan(0);
    expect(ticks.max).toBeGreaterThan(0);
  });
});
