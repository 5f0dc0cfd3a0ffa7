import { InvalidArgumentError } from '@execret/core';
import { bcaInterval, checkConfidenceLevel, checkMethod, meanAcceleration, percentileInterval, plainMean, type IntervalMethod } from './bootstrap-interval.js';
import { bootstrapMeans } from './bootstrap-means.js';
import { levelLabel, normalizeSystems, resolveMetricKeys, type SystemScores, type SystemsInput } from './compare-systems.js';
import { drawResampleCounts } from './resample-counts.js';

/** Options of {@link pairedDifferenceIntervals}. */
export interface PairedDifferenceOptions {
  /** Metric keys (default as in `compareSystems`: exec@k, precision@k, ndcg@k present in every system). */
  metrics?: readonly string[];
  /** Bootstrap resamples (default 5,000). */
  resamples?: number;
  /** Seed (default 20260510). */
  seed?: number;
  /** Coverage (default 0.95). */
  confidenceLevel?: number;
  /** `percentile` (default) or `bca`. */
  method?: IntervalMethod;
}

/** One metric of one named comparison in `paired_difference_intervals.json`. */
export type PairedDifferenceEntry = {
  /** mean(A) − mean(B). */
  mean_difference: number;
  /** Number of queries. */
  n: number;
  /** Number of resamples. */
  bootstrap_samples: number;
  /** Seed of the resamples. */
  seed: number;
  /** `percentile` or `bca`. */
  method: IntervalMethod;
} & { [key: `ci${number}_${'low' | 'high'}`]: number };

/**
 * Paired bootstrap intervals of named differences, in the shape of the study's
 * `paired_difference_intervals.json`: keys "A minus B" → metric → entry. Uses the same resamples
 * as `compareSystems` with the same options, so the intervals agree with its `bootstrap_ci_*`.
 */
export function pairedDifferenceIntervals(
  systems: SystemsInput,
  comparisons: readonly (readonly [string, string])[],
  options: PairedDifferenceOptions = {},
): Record<string, Record<string, PairedDifferenceEntry>> {
  const entries = normalizeSystems(systems);
  const keys = resolveMetricKeys(entries, options.metrics);
  const confidenceLevel = checkConfidenceLevel(options.confidenceLevel ?? 0.95);
  const method = checkMethod(options.method ?? 'percentile');
  const byId = new Map(entries);
  const size = (entries[0] as [string, SystemScores])[1].queryIds.length;
  const counts = drawResampleCounts(size, { resamples: options.resamples, seed: options.seed });
  const label = levelLabel(confidenceLevel);
  const result: Record<string, Record<string, PairedDifferenceEntry>> = {};
  for (const [nameA, nameB] of comparisons) {
    const systemA = byId.get(nameA);
    const systemB = byId.get(nameB);
    if (systemA === undefined || systemB === undefined) {
      throw new InvalidArgumentError(`unknown system "${systemA === undefined ? nameA : nameB}" in comparison "${nameA} minus ${nameB}"`);
    }
    const byMetric: Record<string, PairedDifferenceEntry> = {};
    for (const key of keys) {
      const a = systemA.perQuery[key] as ArrayLike<number>;
      const b = systemB.perQuery[key] as ArrayLike<number>;
      const [meansA, meansB] = bootstrapMeans([a, b], counts) as [Float64Array, Float64Array];
      const distribution = meansA.map((value, index) => value - (meansB[index] as number));
      const estimate = plainMean(a) - plainMean(b);
      const differences = Float64Array.from({ length: size }, (_, index) => (a[index] as number) - (b[index] as number));
      const [low, high] =
        method === 'bca' ? bcaInterval(distribution, estimate, meanAcceleration(differences), confidenceLevel) : percentileInterval(distribution, confidenceLevel);
      byMetric[key] = {
        mean_difference: estimate,
        [`ci${label}_low`]: low,
        [`ci${label}_high`]: high,
        n: size,
        bootstrap_samples: counts.resamples,
        seed: counts.seed,
        method,
      } as PairedDifferenceEntry;
    }
    result[`${nameA} minus ${nameB}`] = byMetric;
  }
  return result;
}
