import type { ScoredItem } from '@execret/core';
import { evaluateRun, type RunEvaluation } from '@execret/metrics';
import { describe, expect, it } from '@jest/globals';
import { bootstrapInterval, pairedBootstrapInterval } from './bootstrap-interval.js';
import { compareSystems as sut, type SystemScores } from './compare-systems.js';
import { holmAdjust } from './holm-adjust.js';
import { mcnemarExact } from './mcnemar-exact.js';

const queryIds = Array.from({ length: 12 }, (_, index) => `q_${index}`);
const system = (exec1: number[], precision1: number[], ndcg1: number[]): SystemScores => ({
  queryIds,
  perQuery: { 'exec@1': exec1, 'precision@1': precision1, 'ndcg@1': ndcg1, 'mrr@1': ndcg1 },
});
const systems = new Map<string, SystemScores>([
  ['bm25', system([1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0], [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0], [0.5, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])],
  ['BM25', system([1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0], [1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0], [1, 1, 1, 0, 1, 1, 0, 0.5, 1, 1, 1, 0])],
  ['dense', system([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.63])],
]);
const options = { resamples: 400, seed: 17 };

describe(sut.name, () => {
  const result = sut(systems, options);

  it('keys pairs "A vs B" with A < B in code unit order and uses the study metric names', () => {
    expect(Object.keys(result.pairwiseTests)).toEqual(['BM25 vs bm25', 'BM25 vs dense', 'bm25 vs dense']);
    expect(Object.keys(result.pairwiseTests['BM25 vs bm25'] as object)).toEqual(['exec@1', 'execution_precision@1', 'ndcg@1']);
    expect(Object.keys(result.confidenceIntervals)).toEqual(['BM25', 'bm25', 'dense']);
    expect(Object.keys(result.confidenceIntervals['BM25'] as object)).toEqual(['exec@1', 'precision@1', 'ndcg@1']);
  });

  it('gives binary metrics McNemar counts, rates, p, mid-p and Holm-adjusted p over the pairs', () => {
    const entry = result.pairwiseTests['BM25 vs bm25']?.['exec@1'];
    const test = mcnemarExact(systems.get('BM25')?.perQuery['exec@1'] as number[], systems.get('bm25')?.perQuery['exec@1'] as number[]);
    expect(entry).toMatchObject({
      a_only: 6, b_only: 0, both: 3, neither: 3,
      a_rate: 0.75, b_rate: 0.25, delta: 0.5,
      mcnemar_exact_p: test.p, mcnemar_mid_p: test.midP,
    });
    expect(test.p).toBeCloseTo(2 / 64, 15); // 2 · P(X ≤ 0 | n = 6)
    const raw = Object.values(result.pairwiseTests).map((pair) => pair['exec@1']?.mcnemar_exact_p as number);
    const adjusted = holmAdjust(raw);
    Object.values(result.pairwiseTests).forEach((pair, index) => expect(pair['exec@1']?.mcnemar_exact_p_holm).toBe(adjusted[index]));
  });

  it('gives non-binary metrics means and the paired bootstrap interval of the difference', () => {
    const entry = result.pairwiseTests['BM25 vs dense']?.['ndcg@1'];
    const a = systems.get('BM25')?.perQuery['ndcg@1'] as number[];
    const b = systems.get('dense')?.perQuery['ndcg@1'] as number[];
    const interval = pairedBootstrapInterval(a, b, options);
    const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(entry).toEqual({ a_mean: mean(a), b_mean: mean(b), delta: mean(a) - mean(b), bootstrap_ci_95: [interval.low, interval.high] });
    expect(entry?.mcnemar_exact_p).toBeUndefined();
  });

  it('writes each system interval like bootstrapInterval with the same resamples', () => {
    const values = systems.get('dense')?.perQuery['precision@1'] as number[];
    const interval = bootstrapInterval(values, options);
    expect(result.confidenceIntervals['dense']?.['precision@1']).toEqual({
      mean: interval.estimate, ci95_low: interval.low, ci95_high: interval.high, n: 12, bootstrap_samples: 400, seed: 17, method: 'percentile',
    });
  });

  it('names keys after the level, keeps metric names on request, adds randomization p-values and BCa', () => {
    const other = sut(systems, { ...options, confidenceLevel: 0.9, pairwiseNames: 'metric', permutations: 999, method: 'bca', metrics: ['mrr@1', 'exec@1'] });
    const entry = other.pairwiseTests['BM25 vs bm25'];
    expect(Object.keys(entry as object)).toEqual(['mrr@1', 'exec@1']);
    expect(entry?.['mrr@1']?.['bootstrap_ci_90']).toHaveLength(2);
    expect(entry?.['mrr@1']?.randomization_p).toBeGreaterThan(0);
    expect(entry?.['mrr@1']?.randomization_p_holm).toBeGreaterThanOrEqual(entry?.['mrr@1']?.randomization_p as number);
    expect(other.confidenceIntervals['bm25']?.['exec@1']).toMatchObject({ method: 'bca', ci90_low: expect.any(Number), ci90_high: expect.any(Number) });
  });

  it('pools every test into one Holm family when asked', () => {
    const pooled = sut(systems, { ...options, holmFamily: 'all' });
    // exec@1 and precision@1 are both binary here: 3 pairs × 2 metrics in one family
    const tests = Object.values(pooled.pairwiseTests).flatMap((pair) => [pair['exec@1'], pair['execution_precision@1']]);
    const adjusted = holmAdjust(tests.map((entry) => entry?.mcnemar_exact_p as number));
    tests.forEach((entry, index) => expect(entry?.mcnemar_exact_p_holm).toBe(adjusted[index]));
    const perMetric = holmAdjust(Object.values(pooled.pairwiseTests).map((pair) => pair['exec@1']?.mcnemar_exact_p as number));
    expect(tests[0]?.mcnemar_exact_p_holm).toBeGreaterThan(perMetric[0] as number);
  });

  it('limits the McNemar test to the listed keys', () => {
    const limited = sut(systems, { ...options, mcnemarMetrics: ['exec@1'] });
    expect(limited.pairwiseTests['BM25 vs bm25']?.['exec@1']?.mcnemar_exact_p).toBeDefined();
    expect(limited.pairwiseTests['BM25 vs bm25']?.['execution_precision@1']).toEqual({
      a_mean: 0.75, b_mean: 0.25, delta: 0.5, bootstrap_ci_95: expect.any(Array),
    });
    expect(() => sut(systems, { ...options, mcnemarMetrics: ['ndcg@1'] })).toThrow('mcnemarMetrics lists "ndcg@1", whose values are not all 0 or 1');
    expect(() => sut(systems, { ...options, mcnemarMetrics: ['exec@5'] })).toThrow(/"exec@5", which is not among the compared metrics/);
  });

  it('refuses systems over different queries or without a requested metric', () => {
    const shifted = { queryIds: [...queryIds.slice(1), 'q_x'], perQuery: systems.get('bm25')?.perQuery ?? {} };
    expect(() => sut(new Map([...systems, ['zeta', shifted]]))).toThrow(/position 0 is "q_0" in "BM25" but "q_1" in "zeta"/);
    expect(() => sut(systems, { metrics: ['recall@5'] })).toThrow('system "BM25" has no per-query values for "recall@5"');
  });

  it('accepts RunEvaluation objects from @execret/metrics directly', () => {
    const judgements = new Map([['q1', { correctCorpusIds: ['c1'] }], ['q2', { correctCorpusIds: ['c2'] }]]);
    const passes = (queryId: string, corpusId: string): boolean => corpusId === `c${queryId.slice(1)}`;
    const run = (top: string, second: string): Map<string, ScoredItem[]> => new Map([
      ['q1', [{ corpusId: top, score: 1 }, { corpusId: second, score: 0.5 }]],
      ['q2', [{ corpusId: 'c2', score: 1 }]],
    ]);
    const evaluations: Record<string, RunEvaluation> = {
      good: evaluateRun(run('c1', 'x'), judgements, { passes }),
      weak: evaluateRun(run('x', 'c1'), judgements, { passes }),
    };
    const comparison = sut(evaluations, { resamples: 50 });
    expect(comparison.pairwiseTests['good vs weak']?.['exec@1']).toMatchObject({ a_only: 1, b_only: 0, both: 1, a_rate: 1, b_rate: 0.5 });
    expect(Object.keys(comparison.confidenceIntervals['good'] as object)).toEqual([
      'exec@1', 'exec@3', 'exec@5', 'exec@10', 'precision@1', 'precision@3', 'precision@5', 'precision@10', 'ndcg@1', 'ndcg@3', 'ndcg@5', 'ndcg@10',
    ]);
  });
});
