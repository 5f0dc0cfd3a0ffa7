import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { mcnemarExact as sut, mcnemarFromCounts } from './mcnemar-exact.js';

// scipy values written by __fixtures__/stats_reference.py
const reference = JSON.parse(readFileSync(new URL('./__fixtures__/stats-reference.json', import.meta.url), 'utf8')) as {
  mcnemar: { b: number; c: number; p: number; midP: number }[];
};

describe(mcnemarFromCounts.name, () => {
  it("reproduces the study's BM25 vs bge-large exec@1 entry (47 vs 66 discordant → p = 0.08995)", () => {
    const result = mcnemarFromCounts({ aOnly: 47, bOnly: 66, both: 7, neither: 819 });
    expect(result.p.toFixed(5)).toBe('0.08995');
    expect(result.aRate.toFixed(6)).toBe('0.057508');
    expect(result.bRate.toFixed(6)).toBe('0.077742');
    expect(result.delta.toFixed(6)).toBe('-0.020234');
    expect(result.n).toBe(939);
  });

  it('matches scipy for the exact p and the mid-p, including equal and one-sided counts', () => {
    for (const { b, c, p, midP } of reference.mcnemar) {
      const result = mcnemarFromCounts({ aOnly: b, bOnly: c });
      expect(result.p).toBeCloseTo(p, 12);
      expect(result.midP).toBeCloseTo(midP, 12);
    }
  });

  it('gives p = 1 and mid-p = 1 when there is no discordant pair', () => {
    expect(mcnemarFromCounts({ aOnly: 0, bOnly: 0, both: 5, neither: 5 })).toMatchObject({ p: 1, midP: 1, aRate: 0.5, bRate: 0.5, delta: 0 });
  });

  it('rejects counts that are not non-negative integers', () => {
    expect(() => mcnemarFromCounts({ aOnly: -1, bOnly: 2 })).toThrow('aOnly must be a non-negative integer, got -1');
    expect(() => mcnemarFromCounts({ aOnly: 1, bOnly: 2.5 })).toThrow('bOnly must be a non-negative integer, got 2.5');
  });
});

describe(sut.name, () => {
  it('counts the four cells of two paired binary vectors', () => {
    const result = sut([1, 1, 0, 0, 1, 0], [1, 0, 1, 0, 0, 0]);
    expect(result).toMatchObject({ aOnly: 2, bOnly: 1, both: 1, neither: 2, n: 6 });
    expect(result.aRate).toBeCloseTo(0.5, 15);
    // 2 · P(X ≤ 1 | n = 3) = 2 · 4/8 = 1
    expect(result.p).toBe(1);
  });

  it('refuses non-binary values and unequal lengths', () => {
    expect(() => sut([1, 0.5], [1, 0])).toThrow('McNemar needs binary values (0 or 1); position 1 holds 0.5 and 0');
    expect(() => sut([1], [1, 0])).toThrow('equal length, got 1 and 2');
  });
});
