import { describe, expect, it } from '@jest/globals';
import { bootstrapMeans as sut, bootstrapMeansByBlock } from './bootstrap-means.js';
import { drawResampleCounts, type ResampleCounts } from './resample-counts.js';

// The straightforward product: mean of v over resample b = Σ_i count[b][i] · v[i] / n.
function naive(vector: ArrayLike<number>, counts: ResampleCounts): number[] {
  return Array.from({ length: counts.resamples }, (_, row) => {
    let sum = 0;
    for (let entry = counts.rowStart[row] as number; entry < (counts.rowStart[row + 1] as number); entry += 1) {
      sum += (counts.count[entry] as number) * (vector[counts.index[entry] as number] as number);
    }
    return sum / counts.size;
  });
}

describe(sut.name, () => {
  const size = 40;
  const counts = drawResampleCounts(size, { resamples: 300, seed: 5 });
  const binary = Array.from({ length: size }, (_, index) => (index % 3 === 0 ? 1 : 0));
  const graded = Array.from({ length: size }, (_, index) => [0, 1, 0.5, 1 / Math.log2(3)][index % 4] as number);
  const distinct = Array.from({ length: size }, (_, index) => Math.sin(index + 1));

  it('equals the count matrix times each vector, divided by n (few distinct values: grouped path)', () => {
    const [first, second] = sut([binary, graded], counts) as [Float64Array, Float64Array];
    naive(binary, counts).forEach((value, row) => expect(first[row]).toBe(value)); // integer sums: exact
    naive(graded, counts).forEach((value, row) => expect(second[row]).toBeCloseTo(value, 14));
  });

  it('equals the product when every query is distinct (direct path)', () => {
    const [result] = sut([distinct], counts) as [Float64Array];
    naive(distinct, counts).forEach((value, row) => expect(result[row]).toBeCloseTo(value, 14));
  });

  it('gives each block the same answer as on its own', () => {
    const [left, right] = bootstrapMeansByBlock([[binary], [graded, distinct]], counts) as [Float64Array[], Float64Array[]];
    expect(left[0]).toEqual(sut([binary], counts)[0]);
    (right[1] as Float64Array).forEach((value, row) => expect(value).toBeCloseTo((sut([distinct], counts)[0] as Float64Array)[row] as number, 14));
  });

  it('rejects a vector of the wrong length', () => {
    expect(() => sut([[1, 0]], counts)).toThrow('vector 0 has 2 values; the resamples are over 40 queries');
  });
});
