import { DEFAULT_SEED, SeededRandom } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RESAMPLES, drawResampleCounts as sut, type ResampleCounts } from './resample-counts.js';

function dense(counts: ResampleCounts): number[][] {
  return Array.from({ length: counts.resamples }, (_, row) => {
    const values = new Array<number>(counts.size).fill(0);
    for (let entry = counts.rowStart[row] as number; entry < (counts.rowStart[row + 1] as number); entry += 1) {
      values[counts.index[entry] as number] = counts.count[entry] as number;
    }
    return values;
  });
}

describe(sut.name, () => {
  it('follows the documented procedure: n draws of random.integer(0, n − 1) per resample, counted', () => {
    const counts = sut(7, { resamples: 50, seed: 99 });
    const random = new SeededRandom(99);
    const expected = Array.from({ length: 50 }, () => {
      const row = new Array<number>(7).fill(0);
      for (let draw = 0; draw < 7; draw += 1) {
        const query = random.integer(0, 6);
        row[query] = (row[query] as number) + 1;
      }
      return row;
    });
    expect(dense(counts)).toEqual(expected);
  });

  it('uses the study defaults: 5,000 resamples, seed 20260510, every row summing to n', () => {
    const counts = sut(60);
    expect(counts.resamples).toBe(DEFAULT_RESAMPLES);
    expect(counts.seed).toBe(DEFAULT_SEED);
    expect(DEFAULT_SEED).toBe(20260510);
    const rowsNotSummingToN: number[] = [];
    for (let row = 0; row < counts.resamples; row += 1) {
      let total = 0;
      for (let entry = counts.rowStart[row] as number; entry < (counts.rowStart[row + 1] as number); entry += 1) total += counts.count[entry] as number;
      if (total !== 60) rowsNotSummingToN.push(row);
    }
    expect(rowsNotSummingToN).toEqual([]);
    // a cell is non-zero with probability 1 − (1 − 1/n)^n
    expect(counts.index.length / (60 * 5000)).toBeCloseTo(1 - (1 - 1 / 60) ** 60, 2);
  });

  it('is reproducible for a seed and changes with the seed', () => {
    expect(sut(20, { resamples: 10, seed: 1 })).toEqual(sut(20, { resamples: 10, seed: 1 }));
    expect(dense(sut(20, { resamples: 10, seed: 1 }))).not.toEqual(dense(sut(20, { resamples: 10, seed: 2 })));
  });

  it('rejects a non-positive number of queries or resamples', () => {
    expect(() => sut(0)).toThrow('the number of queries must be a positive integer, got 0');
    expect(() => sut(5, { resamples: 1.5 })).toThrow('resamples must be a positive integer, got 1.5');
  });
});
