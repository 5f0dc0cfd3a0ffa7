import { InvalidArgumentError, compareCodeUnits } from '@execret/core';
import { bcaInterval, checkConfidenceLevel, checkMethod, meanAcceleration, percentileInterval, plainMean, type IntervalMethod } from './bootstrap-interval.js';
import { bootstrapMeansByBlock } from './bootstrap-means.js';
import { holmAdjust } from './holm-adjust.js';
import { mcnemarExact } from './mcnemar-exact.js';
import { drawResampleCounts, type ResampleCounts } from './resample-counts.js';
import { drawSignFlips, randomizationPValue, signFlipSumsByBlock } from './sign-flips.js';

/**
 * Per-query metric values of one system. `RunEvaluation` from `@execret/metrics` has this shape.
 */
export interface SystemScores {
  /** Query ids; every system must list the same ids in the same order. */
  readonly queryIds: readonly string[];
  /** Per-query values by metric key (`exec@1`, `ndcg@10`, ...), aligned with `queryIds`. */
  readonly perQuery: Readonly<Record<string, ArrayLike<number>>>;
}

/** Systems by id, as a Map or a plain object. */
export type SystemsInput = ReadonlyMap<string, SystemScores> | Readonly<Record<string, SystemScores>>;

/** Options of {@link compareSystems}. */
export interface CompareSystemsOptions {
  /**
   * Metric keys to compare. Default: every `exec@k`, `precision@k` and `ndcg@k` key present in all
   * systems (the study's three metrics), ordered by metric then k.
   */
  metrics?: readonly string[];
  /** Bootstrap resamples (default 5,000). */
  resamples?: number;
  /** Seed of the resamples and of the sign flips (default 20260510). */
  seed?: number;
  /** Interval coverage (default 0.95); sets the key names (`bootstrap_ci_95`, `ci95_low`). */
  confidenceLevel?: number;
  /** `percentile` (default) or `bca`. */
  method?: IntervalMethod;
  /**
   * Sign-flip permutations of a paired randomization test for every metric (adds
   * `randomization_p` and its Holm adjustment); 0 (default) leaves it out. The smallest possible
   * p is 1 / (permutations + 1), so Holm over m pairs needs permutations ≫ m / α to reject.
   */
  permutations?: number;
  /**
   * Metric keys that get the McNemar test. Default: every key whose values are all 0 or 1 in every
   * system (exec@k, and precision@1 or nDCG@1 when they are binary too). A listed key with other
   * values is an error. Pass the exec@k keys to match the study's file exactly.
   */
  mcnemarMetrics?: readonly string[];
  /** Holm family: each metric key over all pairs (`metric`, default) or every test at once (`all`). */
  holmFamily?: 'metric' | 'all';
  /**
   * Metric names in `pairwise_tests.json`: `study` (default) writes `precision@k` as
   * `execution_precision@k` as the study's file does; `metric` keeps the keys as given.
   */
  pairwiseNames?: 'study' | 'metric';
}

/** A bootstrap interval keyed by its coverage, e.g. `bootstrap_ci_95: [low, high]`. */
export type BootstrapIntervalField = { [key: `bootstrap_ci_${number}`]: [number, number] };

/** One metric of one pair in `pairwise_tests.json`; A and B are the pair's systems in key order. */
export type PairwiseEntry = BootstrapIntervalField & {
  /** Queries only A gets right (binary metrics). */
  a_only?: number;
  /** Queries only B gets right (binary metrics). */
  b_only?: number;
  /** Queries both get right (binary metrics). */
  both?: number;
  /** Queries neither gets right (binary metrics). */
  neither?: number;
  /** A's rate (binary metrics). */
  a_rate?: number;
  /** B's rate (binary metrics). */
  b_rate?: number;
  /** A's mean (non-binary metrics). */
  a_mean?: number;
  /** B's mean (non-binary metrics). */
  b_mean?: number;
  /** A − B. */
  delta: number;
  /** McNemar exact two-sided p (binary metrics). */
  mcnemar_exact_p?: number;
  /** Holm-adjusted McNemar p within the family. */
  mcnemar_exact_p_holm?: number;
  /** McNemar mid-p (binary metrics). */
  mcnemar_mid_p?: number;
  /** Paired randomization test p (when `permutations` > 0). */
  randomization_p?: number;
  /** Holm-adjusted randomization p within the family. */
  randomization_p_holm?: number;
};

/** One metric of one system in `confidence_intervals.json` (`ci95_low` / `ci95_high` at 95%). */
export type ConfidenceEntry = {
  /** Mean over the queries. */
  mean: number;
  /** Number of queries. */
  n: number;
  /** Number of bootstrap resamples. */
  bootstrap_samples: number;
  /** Seed of the resamples. */
  seed: number;
  /** `percentile` or `bca`. */
  method: IntervalMethod;
} & { [key: `ci${number}_${'low' | 'high'}`]: number };

/** The two study files {@link compareSystems} produces. */
export interface SystemComparison {
  /** `pairwise_tests.json`: "A vs B" (A < B by code unit order) → metric → entry. */
  pairwiseTests: Record<string, Record<string, PairwiseEntry>>;
  /** `confidence_intervals.json`: system → metric → entry. */
  confidenceIntervals: Record<string, Record<string, ConfidenceEntry>>;
}

const STUDY_METRICS = ['exec', 'precision', 'ndcg'];

/** Systems sorted by id (code unit order) with their scores. */
export function normalizeSystems(systems: SystemsInput): [string, SystemScores][] {
  const entries: [string, SystemScores][] = systems instanceof Map ? [...(systems as ReadonlyMap<string, SystemScores>)] : Object.entries(systems);
  entries.sort(([left], [right]) => compareCodeUnits(left, right));
  if (entries.length === 0) throw new InvalidArgumentError('at least one system is needed');
  const [firstId, first] = entries[0] as [string, SystemScores];
  if (first.queryIds.length === 0) throw new InvalidArgumentError(`system "${firstId}" has no queries`);
  for (const [systemId, scores] of entries) {
    if (scores.queryIds.length !== first.queryIds.length) {
      throw new InvalidArgumentError(`systems must cover the same queries: "${firstId}" has ${first.queryIds.length}, "${systemId}" has ${scores.queryIds.length}`);
    }
    scores.queryIds.forEach((queryId, index) => {
      if (queryId !== first.queryIds[index]) {
        throw new InvalidArgumentError(
          `systems must list queries in the same order: position ${index} is "${first.queryIds[index] as string}" in "${firstId}" but "${queryId}" in "${systemId}"`,
        );
      }
    });
  }
  return entries;
}

/** The metric keys to compare (see {@link CompareSystemsOptions.metrics}), checked against every system. */
export function resolveMetricKeys(systems: readonly [string, SystemScores][], requested: readonly string[] | undefined): string[] {
  const size = (systems[0] as [string, SystemScores])[1].queryIds.length;
  let keys: string[];
  if (requested !== undefined) {
    keys = [...requested];
  } else {
    const common = Object.keys((systems[0] as [string, SystemScores])[1].perQuery).filter((key) => systems.every(([, scores]) => key in scores.perQuery));
    keys = common
      .map((key) => ({ key, name: key.slice(0, key.lastIndexOf('@')), k: Number(key.slice(key.lastIndexOf('@') + 1)) }))
      .filter(({ name, k }) => STUDY_METRICS.includes(name) && Number.isFinite(k))
      .sort((left, right) => STUDY_METRICS.indexOf(left.name) - STUDY_METRICS.indexOf(right.name) || left.k - right.k)
      .map(({ key }) => key);
  }
  if (keys.length === 0) throw new InvalidArgumentError('no metric to compare: pass options.metrics or scores with exec@k, precision@k or ndcg@k');
  for (const key of keys) {
    for (const [systemId, scores] of systems) {
      const values = scores.perQuery[key];
      if (values === undefined) throw new InvalidArgumentError(`system "${systemId}" has no per-query values for "${key}"`);
      if (values.length !== size) throw new InvalidArgumentError(`system "${systemId}", "${key}": ${values.length} values for ${size} queries`);
    }
  }
  return keys;
}

function isBinary(values: ArrayLike<number>): boolean {
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    if (value !== 0 && value !== 1) return false;
  }
  return true;
}

/** `bootstrap_ci_95` for 0.95, `bootstrap_ci_90` for 0.9, … */
export function levelLabel(confidenceLevel: number): string {
  return String(Math.round(confidenceLevel * 1000) / 10);
}

function pairwiseName(key: string, naming: 'study' | 'metric'): string {
  return naming === 'study' && key.startsWith('precision@') ? `execution_${key}` : key;
}

/**
 * Compares every pair of systems on every metric key and gives each system's intervals, in the
 * shapes of the study's `pairwise_tests.json` and `confidence_intervals.json`:
 * - one resample-count matrix (n queries × B resamples, seeded) serves every system and metric, so
 *   a system's bootstrap means are that matrix times its per-query vector and a pair's paired
 *   difference is the difference of two such vectors;
 * - binary metrics (every value 0 or 1 in every system, e.g. exec@k) also get the McNemar exact
 *   test, its mid-p and counts; p-values get Holm adjustments within each family.
 */
export function compareSystems(systems: SystemsInput, options: CompareSystemsOptions = {}): SystemComparison {
  const entries = normalizeSystems(systems);
  const keys = resolveMetricKeys(entries, options.metrics);
  const confidenceLevel = checkConfidenceLevel(options.confidenceLevel ?? 0.95);
  const method = checkMethod(options.method ?? 'percentile');
  const permutations = options.permutations ?? 0;
  if (!Number.isSafeInteger(permutations) || permutations < 0) throw new InvalidArgumentError(`permutations must be a non-negative integer, got ${String(permutations)}`);
  const holmFamily = options.holmFamily ?? 'metric';
  if (holmFamily !== 'metric' && holmFamily !== 'all') throw new InvalidArgumentError(`holmFamily must be metric or all, got ${JSON.stringify(holmFamily)}`);
  const naming = options.pairwiseNames ?? 'study';
  const size = (entries[0] as [string, SystemScores])[1].queryIds.length;
  const counts: ResampleCounts = drawResampleCounts(size, { resamples: options.resamples, seed: options.seed });
  const flips = permutations > 0 ? drawSignFlips(size, { permutations, seed: counts.seed }) : undefined;
  const label = levelLabel(confidenceLevel);
  const intervalKey = `bootstrap_ci_${label}` as const;
  const binary = keys.map((key) => {
    const allBinary = entries.every(([, scores]) => isBinary(scores.perQuery[key] as ArrayLike<number>));
    if (options.mcnemarMetrics === undefined) return allBinary;
    if (!options.mcnemarMetrics.includes(key)) return false;
    if (!allBinary) throw new InvalidArgumentError(`mcnemarMetrics lists "${key}", whose values are not all 0 or 1`);
    return true;
  });
  for (const key of options.mcnemarMetrics ?? []) {
    if (!keys.includes(key)) throw new InvalidArgumentError(`mcnemarMetrics lists "${key}", which is not among the compared metrics (${keys.join(', ')})`);
  }

  const systemVectors = entries.map(([, scores]) => keys.map((key) => scores.perQuery[key] as ArrayLike<number>));
  const systemDistributions = bootstrapMeansByBlock(systemVectors, counts);
  const systemFlipSums = flips === undefined ? undefined : signFlipSumsByBlock(systemVectors, flips);
  const perSystem = systemVectors.map((vectors, systemIndex) => ({
    vectors,
    distributions: systemDistributions[systemIndex] as Float64Array[],
    flipSums: systemFlipSums?.[systemIndex],
    means: vectors.map((vector) => plainMean(vector)),
  }));
  const scratch = new Float64Array(counts.resamples);
  const difference = new Float64Array(counts.resamples);

  const confidenceIntervals: Record<string, Record<string, ConfidenceEntry>> = {};
  entries.forEach(([systemId], systemIndex) => {
    const system = perSystem[systemIndex] as (typeof perSystem)[number];
    const byMetric: Record<string, ConfidenceEntry> = {};
    keys.forEach((key, keyIndex) => {
      const distribution = system.distributions[keyIndex] as Float64Array;
      const mean = system.means[keyIndex] as number;
      const [low, high] =
        method === 'bca'
          ? bcaInterval(distribution, mean, meanAcceleration(system.vectors[keyIndex] as ArrayLike<number>), confidenceLevel, scratch)
          : percentileInterval(distribution, confidenceLevel, scratch);
      byMetric[key] = {
        mean,
        [`ci${label}_low`]: low,
        [`ci${label}_high`]: high,
        n: size,
        bootstrap_samples: counts.resamples,
        seed: counts.seed,
        method,
      } as ConfidenceEntry;
    });
    confidenceIntervals[systemId] = byMetric;
  });

  const pairwiseTests: Record<string, Record<string, PairwiseEntry>> = {};
  // p-values to adjust: family id → list of (entry, field)
  const families = new Map<string, { entry: PairwiseEntry; field: 'mcnemar_exact_p' | 'randomization_p' }[]>();
  const addToFamily = (key: string, entry: PairwiseEntry, field: 'mcnemar_exact_p' | 'randomization_p'): void => {
    const family = holmFamily === 'all' ? 'all' : `${key} ${field}`;
    const list = families.get(family) ?? [];
    list.push({ entry, field });
    families.set(family, list);
  };
  for (let left = 0; left < entries.length; left += 1) {
    for (let right = left + 1; right < entries.length; right += 1) {
      const systemA = perSystem[left] as (typeof perSystem)[number];
      const systemB = perSystem[right] as (typeof perSystem)[number];
      const byMetric: Record<string, PairwiseEntry> = {};
      keys.forEach((key, keyIndex) => {
        const a = systemA.vectors[keyIndex] as ArrayLike<number>;
        const b = systemB.vectors[keyIndex] as ArrayLike<number>;
        const distributionA = systemA.distributions[keyIndex] as Float64Array;
        const distributionB = systemB.distributions[keyIndex] as Float64Array;
        for (let index = 0; index < difference.length; index += 1) difference[index] = (distributionA[index] as number) - (distributionB[index] as number);
        const meanA = systemA.means[keyIndex] as number;
        const meanB = systemB.means[keyIndex] as number;
        let interval: [number, number];
        if (method === 'bca') {
          const differences = new Float64Array(size);
          for (let index = 0; index < size; index += 1) differences[index] = (a[index] as number) - (b[index] as number);
          interval = bcaInterval(difference, meanA - meanB, meanAcceleration(differences), confidenceLevel, scratch);
        } else {
          interval = percentileInterval(difference, confidenceLevel, scratch);
        }
        let entry: PairwiseEntry;
        if (binary[keyIndex] === true) {
          const test = mcnemarExact(a, b);
          entry = {
            a_only: test.aOnly,
            b_only: test.bOnly,
            both: test.both,
            neither: test.neither,
            a_rate: test.aRate,
            b_rate: test.bRate,
            delta: test.delta,
            mcnemar_exact_p: test.p,
            mcnemar_exact_p_holm: test.p,
            mcnemar_mid_p: test.midP,
            [intervalKey]: interval,
          } as PairwiseEntry;
          addToFamily(key, entry, 'mcnemar_exact_p');
        } else {
          entry = { a_mean: meanA, b_mean: meanB, delta: meanA - meanB, [intervalKey]: interval } as PairwiseEntry;
        }
        if (flips !== undefined) {
          let observed = 0;
          let scale = 0;
          for (let index = 0; index < size; index += 1) {
            observed += (a[index] as number) - (b[index] as number);
            scale += Math.abs(a[index] as number) + Math.abs(b[index] as number);
          }
          const p = randomizationPValue(observed, systemA.flipSums?.[keyIndex] as Float64Array, systemB.flipSums?.[keyIndex] as Float64Array, scale);
          entry.randomization_p = p;
          entry.randomization_p_holm = p;
          addToFamily(key, entry, 'randomization_p');
        }
        byMetric[pairwiseName(key, naming)] = entry;
      });
      pairwiseTests[`${(entries[left] as [string, SystemScores])[0]} vs ${(entries[right] as [string, SystemScores])[0]}`] = byMetric;
    }
  }
  for (const members of families.values()) {
    const adjusted = holmAdjust(members.map(({ entry, field }) => entry[field] as number));
    members.forEach(({ entry, field }, index) => {
      entry[field === 'mcnemar_exact_p' ? 'mcnemar_exact_p_holm' : 'randomization_p_holm'] = adjusted[index] as number;
    });
  }
  return { pairwiseTests, confidenceIntervals };
}
