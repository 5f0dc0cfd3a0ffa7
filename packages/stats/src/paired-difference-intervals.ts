import { InvalidArgumentError } from '@execret/core';
import { bcaInterval, checkConfidenceLevel, checkMethod, meanAcceleration, percentileInterval, plainMean, type IntervalMethod } from './bootstrap-interval.js';
import { bootstrapMeansByBlock } from './bootstrap-means.js';
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
 * `paired_difference_intervals.json`: keys "A minus B" → metric → entry. Each system's bootstrap
 * means are computed once over the resamples `compareSystems` draws with the same options (one
 * block per system, as there), and a comparison's distribution is the difference of its two
 * systems' means resample by resample; so for A before B an interval equals `compareSystems`'
 * `bootstrap_ci_*` of "A vs B", and all pairs of many systems cost about what `compareSystems` does.
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
  for (const [nameA, nameB] of comparisons) {
    const missing = byId.has(nameA) ? (byId.has(nameB) ? undefined : nameB) : nameA;
    if (missing !== undefined) throw new InvalidArgumentError(`unknown system "${missing}" in comparison "${nameA} minus ${nameB}"`);
  }
  const size = (entries[0] as [string, SystemScores])[1].queryIds.length;
  const counts = drawResampleCounts(size, { resamples: options.resamples, seed: options.seed });
  const label = levelLabel(confidenceLevel);
  // Only the systems some comparison names are resampled, each once.
  const named = [...new Set(comparisons.flat())];
  const vectors = named.map((name) => keys.map((key) => (byId.get(name) as SystemScores).perQuery[key] as ArrayLike<number>));
  const distributions = new Map(bootstrapMeansByBlock(vectors, counts).map((means, index) => [named[index] as string, means]));
  const scratch = new Float64Array(counts.resamples);
  const result: Record<string, Record<string, PairedDifferenceEntry>> = {};
  for (const [nameA, nameB] of comparisons) {
    const systemA = byId.get(nameA) as SystemScores;
    const systemB = byId.get(nameB) as SystemScores;
    const byMetric: Record<string, PairedDifferenceEntry> = {};
    keys.forEach((key, keyIndex) => {
      const a = systemA.perQuery[key] as ArrayLike<number>;
      const b = systemB.perQuery[key] as ArrayLike<number>;
      const meansA = (distributions.get(nameA) as Float64Array[])[keyIndex] as Float64Array;
      const meansB = (distributions.get(nameB) as Float64Array[])[keyIndex] as Float64Array;
      const distribution = meansA.map((value, index) => value - (meansB[index] as number));
      const estimate = plainMean(a) - plainMean(b);
      let interval: [number, number];
      if (method === 'bca') {
        const differences = Float64Array.from({ length: size }, (_, index) => (a[index] as number) - (b[index] as number));
        interval = bcaInterval(distribution, estimate, meanAcceleration(differences), confidenceLevel, scratch);
      } else {
        interval = percentileInterval(distribution, confidenceLevel, scratch);
      }
      byMetric[key] = {
        mean_difference: estimate,
        [`ci${label}_low`]: interval[0],
        [`ci${label}_high`]: interval[1],
        n: size,
        bootstrap_samples: counts.resamples,
        seed: counts.seed,
        method,
      } as PairedDifferenceEntry;
    });
    result[`${nameA} minus ${nameB}`] = byMetric;
  }
  return result;
}
