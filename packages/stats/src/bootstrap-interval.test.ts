import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  bcaInterval,
  bcaLevels,
  bootstrapInterval as sut,
  distributionQuantiles,
  meanAcceleration,
  pairedBootstrapInterval,
  percentileInterval,
} from './bootstrap-interval.js';
import { bootstrapMeans } from './bootstrap-means.js';
import { drawResampleCounts } from './resample-counts.js';

// numpy / scipy values written by __fixtures__/stats_reference.py
const reference = JSON.parse(readFileSync(new URL('./__fixtures__/stats-reference.json', import.meta.url), 'utf8')) as {
  quantiles: { values: number[]; levels: number[]; expected: number[] };
  bca: {
    data: number[];
    distribution: number[];
    cases: { confidence: number; alpha1: number; alpha2: number; acceleration: number; low: number; high: number }[];
  };
};

describe(distributionQuantiles.name, () => {
  it("matches numpy.percentile's default linear interpolation", () => {
    const { values, levels, expected } = reference.quantiles;
    const scratch = new Float64Array(values.length);
    distributionQuantiles(values, levels, scratch).forEach((value, index) => expect(value).toBeCloseTo(expected[index] as number, 13));
    expect(values[0]).toBe(reference.quantiles.values[0]); // the input is not reordered
  });

  it('handles one value, NaN levels and a short scratch', () => {
    expect(distributionQuantiles([4], [0, 0.5, 1])).toEqual([4, 4, 4]);
    expect(distributionQuantiles([1, 2], [Number.NaN])).toEqual([Number.NaN]);
    expect(() => distributionQuantiles([1, 2, 3], [0.5], new Float64Array(2))).toThrow('scratch holds 2 values, the distribution 3');
  });
});

describe(bcaLevels.name, () => {
  it("matches scipy's BCa levels, acceleration and interval on the same bootstrap distribution", () => {
    const { data, distribution, cases } = reference.bca;
    const estimate = data.reduce((sum, value) => sum + value, 0) / data.length;
    const acceleration = meanAcceleration(data);
    for (const expected of cases) {
      expect(acceleration).toBeCloseTo(expected.acceleration, 13);
      const [alpha1, alpha2] = bcaLevels(distribution, estimate, acceleration, expected.confidence);
      expect(alpha1).toBeCloseTo(expected.alpha1, 12);
      expect(alpha2).toBeCloseTo(expected.alpha2, 12);
      const [low, high] = bcaInterval(distribution, estimate, acceleration, expected.confidence);
      expect(low).toBeCloseTo(expected.low, 12);
      expect(high).toBeCloseTo(expected.high, 12);
    }
  });

  it('returns NaN levels when the estimate lies outside the distribution and a ≠ 0, as scipy does', () => {
    expect(bcaInterval([1, 2, 3], 10, 0.1)).toEqual([Number.NaN, Number.NaN]);
  });
});

describe(sut.name, () => {
  const values = Array.from({ length: 200 }, (_, index) => ((index * 37) % 11) / 10);

  it('reads the percentile interval off the bootstrap distribution of the mean', () => {
    const counts = drawResampleCounts(values.length, { resamples: 1000, seed: 3 });
    const result = sut(values, { counts });
    const distribution = bootstrapMeans([values], counts)[0] as Float64Array;
    const [low, high] = percentileInterval(distribution, 0.95);
    expect(result).toMatchObject({ low, high, method: 'percentile', confidenceLevel: 0.95, size: 200, resamples: 1000, seed: 3 });
    expect(result.estimate).toBeCloseTo(values.reduce((sum, value) => sum + value, 0) / 200, 14);
    expect(result.low).toBeLessThan(result.estimate);
    expect(result.high).toBeGreaterThan(result.estimate);
  });

  it('uses the study defaults (5,000 resamples, seed 20260510) and is reproducible', () => {
    const first = sut(values.slice(0, 40));
    expect(first).toMatchObject({ resamples: 5000, seed: 20260510 });
    expect(sut(values.slice(0, 40))).toEqual(first);
    expect(sut(values.slice(0, 40), { seed: 1, resamples: 500 })).not.toEqual(sut(values.slice(0, 40), { resamples: 500 }));
  });

  it('gives the point itself for a constant vector, with either method', () => {
    expect(sut([0.25, 0.25, 0.25], { resamples: 50 })).toMatchObject({ estimate: 0.25, low: 0.25, high: 0.25 });
    expect(sut([0.25, 0.25, 0.25], { resamples: 50, method: 'bca' })).toMatchObject({ estimate: 0.25, low: 0.25, high: 0.25 });
  });

  it('rejects bad levels, methods and mismatched counts', () => {
    expect(() => sut(values, { confidenceLevel: 1 })).toThrow('confidenceLevel must lie strictly between 0 and 1, got 1');
    expect(() => sut(values, { method: 'basic' as 'bca' })).toThrow('method must be percentile or bca, got "basic"');
    expect(() => sut(values, { counts: drawResampleCounts(10, { resamples: 5 }) })).toThrow('the resample counts are over 10 queries, the data has 200');
  });
});

describe(pairedBootstrapInterval.name, () => {
  const a = Array.from({ length: 120 }, (_, index) => (index % 4 === 0 ? 1 : 0));
  const b = Array.from({ length: 120 }, (_, index) => (index % 5 === 0 ? 1 : 0));

  it('resamples both systems with the same indices: the interval is that of the mean difference', () => {
    const counts = drawResampleCounts(120, { resamples: 800, seed: 11 });
    const result = pairedBootstrapInterval(a, b, { counts });
    const [meansA, meansB] = bootstrapMeans([a, b], counts) as [Float64Array, Float64Array];
    const differences = meansA.map((value, index) => value - (meansB[index] as number));
    const [low, high] = percentileInterval(differences, 0.95);
    expect(result.low).toBe(low);
    expect(result.high).toBe(high);
    expect(result.estimate).toBeCloseTo(30 / 120 - 24 / 120, 15);
    // the same resamples for one-vector differences give the same distribution
    const single = bootstrapMeans([a.map((value, index) => value - (b[index] as number))], counts)[0] as Float64Array;
    single.forEach((value, index) => expect(value).toBeCloseTo(differences[index] as number, 14));
  });

  it('gives [0, 0] for identical systems and supports BCa', () => {
    expect(pairedBootstrapInterval(a, a, { resamples: 100 })).toMatchObject({ estimate: 0, low: 0, high: 0 });
    const bca = pairedBootstrapInterval(a, b, { resamples: 2000, method: 'bca' });
    expect(bca.method).toBe('bca');
    expect(bca.low).toBeLessThan(bca.estimate);
    expect(bca.high).toBeGreaterThan(bca.estimate);
  });
});
