import { describe, expect, it } from '@jest/globals';
import { pairedBootstrapInterval } from './bootstrap-interval.js';
import { compareSystems } from './compare-systems.js';
import { pairedDifferenceIntervals as sut } from './paired-difference-intervals.js';

const queryIds = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
const systems = {
  'gemini-2': { queryIds, perQuery: { 'exec@1': [1, 1, 0, 1, 0, 1] } },
  'gemini-001': { queryIds, perQuery: { 'exec@1': [1, 0, 0, 1, 0, 1] } },
};

describe(sut.name, () => {
  it('writes "A minus B" entries with the mean difference and its paired interval', () => {
    const result = sut(systems, [['gemini-2', 'gemini-001']], { resamples: 300 });
    const interval = pairedBootstrapInterval(systems['gemini-2'].perQuery['exec@1'], systems['gemini-001'].perQuery['exec@1'], { resamples: 300 });
    expect(result).toEqual({
      'gemini-2 minus gemini-001': {
        'exec@1': { mean_difference: interval.estimate, ci95_low: interval.low, ci95_high: interval.high, n: 6, bootstrap_samples: 300, seed: 20260510, method: 'percentile' },
      },
    });
    expect(interval.estimate).toBeCloseTo(1 / 6, 15);
    // and agrees with the all-pairs report, whose pair runs the other way (same resamples)
    const pairwise = compareSystems(systems, { resamples: 300 }).pairwiseTests['gemini-001 vs gemini-2']?.['exec@1'];
    expect(pairwise?.bootstrap_ci_95?.[0]).toBeCloseTo(-interval.high, 14);
    expect(pairwise?.bootstrap_ci_95?.[1]).toBeCloseTo(-interval.low, 14);
  });

  it('names an unknown system', () => {
    expect(() => sut(systems, [['gemini-2', 'gemini-3']])).toThrow('unknown system "gemini-3" in comparison "gemini-2 minus gemini-3"');
  });
});
