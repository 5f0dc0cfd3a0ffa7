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

  it.each(['percentile', 'bca'] as const)('gives, for every pair of several systems, exactly the %s interval compareSystems gives the pair', (method) => {
    // Non-binary values (nDCG-like), so the resampled means are not exact fractions.
    const ids = Array.from({ length: 40 }, (_, index) => `q${index}`);
    const value = (system: number, query: number) => ((system * 7 + query * 13) % 11 === 0 ? 0 : 1 / Math.log2(((system + query * 3) % 5) + 2));
    const many = Object.fromEntries(['a', 'b', 'c', 'd'].map((name, system) => [name, { queryIds: ids, perQuery: { 'ndcg@3': ids.map((_, query) => value(system, query)), 'exec@1': ids.map((_, query) => (query + system) % 3 === 0 ? 1 : 0) } }]));
    const pairs = [['a', 'b'], ['a', 'c'], ['a', 'd'], ['b', 'c'], ['b', 'd'], ['c', 'd']] as const;
    const result = sut(many, pairs, { resamples: 400, method });
    const tests = compareSystems(many, { resamples: 400, method }).pairwiseTests;
    for (const [a, b] of pairs) {
      for (const key of ['exec@1', 'ndcg@3']) {
        const entry = result[`${a} minus ${b}`]?.[key] as unknown as Record<string, number>;
        expect([entry['ci95_low'], entry['ci95_high']]).toEqual(tests[`${a} vs ${b}`]?.[key]?.bootstrap_ci_95);
      }
    }
  });

  it('names an unknown system', () => {
    expect(() => sut(systems, [['gemini-2', 'gemini-3']])).toThrow('unknown system "gemini-3" in comparison "gemini-2 minus gemini-3"');
  });
});
