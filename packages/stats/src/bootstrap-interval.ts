import { InvalidArgumentError } from '@execret/core';
import { quickselect } from 'simple-statistics';
import { bootstrapMeans } from './bootstrap-means.js';
import { normalCdf, normalQuantile } from './normal-distribution.js';
import { drawResampleCounts, type ResampleCounts, type ResampleOptions } from './resample-counts.js';

/** How a bootstrap interval is read off the bootstrap distribution. */
export type IntervalMethod = 'percentile' | 'bca';

/** Options of {@link bootstrapInterval} and {@link pairedBootstrapInterval}. */
export interface BootstrapIntervalOptions extends ResampleOptions {
  /** Coverage of the two-sided interval (default 0.95). */
  confidenceLevel?: number;
  /** `percentile` (default) or `bca` (bias-corrected and accelerated). */
  method?: IntervalMethod;
  /** Resamples drawn earlier with {@link drawResampleCounts}; overrides `resamples` and `seed`. */
  counts?: ResampleCounts;
}

/** A bootstrap confidence interval of a mean (or of a mean difference). */
export interface IntervalEstimate {
  /** The statistic on the original queries: the mean, or mean(a) − mean(b). */
  estimate: number;
  /** Lower bound. */
  low: number;
  /** Upper bound. */
  high: number;
  /** Coverage asked for. */
  confidenceLevel: number;
  /** How the bounds were read. */
  method: IntervalMethod;
  /** Number of queries. */
  size: number;
  /** Number of resamples. */
  resamples: number;
  /** Seed of the resamples. */
  seed: number;
}

/** Checks a confidence level in (0, 1). */
export function checkConfidenceLevel(level: number): number {
  if (!(level > 0 && level < 1)) throw new InvalidArgumentError(`confidenceLevel must lie strictly between 0 and 1, got ${String(level)}`);
  return level;
}

/** Checks a method name. */
export function checkMethod(method: IntervalMethod): IntervalMethod {
  if (method !== 'percentile' && method !== 'bca') throw new InvalidArgumentError(`method must be percentile or bca, got ${JSON.stringify(method)}`);
  return method;
}

/**
 * Quantiles of a distribution at the given levels, each by linear interpolation between the order
 * statistics around position (B − 1) · level (numpy's and R's default, "type 7"). Each level uses
 * simple-statistics' Floyd–Rivest `quickselect` on a working copy (`scratch`, made when absent)
 * and reads the neighbouring order statistic from the smaller side, so no full sort is needed.
 * NaN levels give NaN.
 */
export function distributionQuantiles(distribution: ArrayLike<number>, levels: readonly number[], scratch?: Float64Array): number[] {
  const size = distribution.length;
  if (size === 0) throw new InvalidArgumentError('a quantile needs at least one value');
  if (scratch !== undefined && scratch.length < size) throw new InvalidArgumentError(`scratch holds ${scratch.length} values, the distribution ${size}`);
  const values = scratch === undefined ? new Float64Array(size) : scratch.subarray(0, size);
  for (let index = 0; index < size; index += 1) values[index] = distribution[index] as number;
  const array = values as unknown as number[];
  const last = size - 1;
  return levels.map((level) => {
    if (Number.isNaN(level)) return Number.NaN;
    const position = last * Math.min(1, Math.max(0, level));
    const lower = Math.floor(position);
    const fraction = position - lower;
    if (fraction === 0 || lower >= last) {
      quickselect(array, lower, 0, last);
      return values[lower] as number;
    }
    let below: number;
    let above: number;
    if (lower + 1 <= last - lower) {
      // near the start: place the upper neighbour, the lower one is the largest value left of it
      quickselect(array, lower + 1, 0, last);
      above = values[lower + 1] as number;
      below = -Infinity;
      for (let index = 0; index <= lower; index += 1) if ((values[index] as number) > below) below = values[index] as number;
    } else {
      quickselect(array, lower, 0, last);
      below = values[lower] as number;
      above = Infinity;
      for (let index = lower + 1; index <= last; index += 1) if ((values[index] as number) < above) above = values[index] as number;
    }
    return below + fraction * (above - below);
  });
}

/** Percentile interval: the (1 − level)/2 and (1 + level)/2 quantiles of the bootstrap distribution. */
export function percentileInterval(distribution: ArrayLike<number>, confidenceLevel = 0.95, scratch?: Float64Array): [number, number] {
  const tail = (1 - checkConfidenceLevel(confidenceLevel)) / 2;
  const [low, high] = distributionQuantiles(distribution, [tail, 1 - tail], scratch) as [number, number];
  return [low, high];
}

/**
 * Jackknife acceleration of the mean: a = Σ(x̄ − θ₍ᵢ₎)³ / (6 · [Σ(x̄ − θ₍ᵢ₎)²]^{3/2}) over the
 * leave-one-out means θ₍ᵢ₎, which for the mean equals Σd³ / (6 (Σd²)^{3/2}) with d = x − x̄.
 * 0 when all values are equal.
 */
export function meanAcceleration(values: ArrayLike<number>): number {
  const size = values.length;
  let sum = 0;
  for (let index = 0; index < size; index += 1) sum += values[index] as number;
  const mean = sum / size;
  let squares = 0;
  let cubes = 0;
  for (let index = 0; index < size; index += 1) {
    const deviation = (values[index] as number) - mean;
    squares += deviation * deviation;
    cubes += deviation * deviation * deviation;
  }
  return squares === 0 ? 0 : cubes / (6 * squares ** 1.5);
}

/**
 * BCa levels (Efron & Tibshirani 1993, 14.3; scipy `bootstrap(method='BCa')`):
 * z0 = Φ⁻¹(p̂) with p̂ = (#{θ* < θ̂} + #{θ* ≤ θ̂}) / (2B) (scipy ≥ 1.10's mid-rank), and
 * αᵢ = Φ(z0 + (z0 + zᵢ) / (1 − a (z0 + zᵢ))) for zᵢ = Φ⁻¹((1 ∓ level)/2). NaN when θ̂ lies outside
 * the bootstrap distribution and a ≠ 0 (scipy returns NaN there too).
 */
export function bcaLevels(distribution: ArrayLike<number>, estimate: number, acceleration: number, confidenceLevel = 0.95): [number, number] {
  const tail = (1 - checkConfidenceLevel(confidenceLevel)) / 2;
  let below = 0;
  let atOrBelow = 0;
  for (let index = 0; index < distribution.length; index += 1) {
    const value = distribution[index] as number;
    if (value < estimate) below += 1;
    if (value <= estimate) atOrBelow += 1;
  }
  const bias = normalQuantile((below + atOrBelow) / (2 * distribution.length));
  const level = (z: number): number => {
    const shifted = bias + z;
    return normalCdf(bias + shifted / (1 - acceleration * shifted));
  };
  const zLow = normalQuantile(tail);
  return [level(zLow), level(-zLow)];
}

/** BCa interval: the bootstrap distribution's quantiles at the {@link bcaLevels}. */
export function bcaInterval(
  distribution: ArrayLike<number>,
  estimate: number,
  acceleration: number,
  confidenceLevel = 0.95,
  scratch?: Float64Array,
): [number, number] {
  const [lowLevel, highLevel] = bcaLevels(distribution, estimate, acceleration, confidenceLevel);
  if (Number.isNaN(lowLevel) || Number.isNaN(highLevel)) return [Number.NaN, Number.NaN];
  const [low, high] = distributionQuantiles(distribution, [lowLevel, highLevel], scratch) as [number, number];
  return [low, high];
}

/** Plain mean with the same left-to-right summation the bootstrap uses, so θ̂ and θ* compare exactly. */
export function plainMean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) sum += values[index] as number;
  return sum / values.length;
}

function resolveCounts(size: number, options: BootstrapIntervalOptions): ResampleCounts {
  if (options.counts === undefined) return drawResampleCounts(size, options);
  if (options.counts.size !== size) throw new InvalidArgumentError(`the resample counts are over ${options.counts.size} queries, the data has ${size}`);
  return options.counts;
}

/**
 * Query-level bootstrap interval of a mean (e.g. a system's exec@1): resamples drawn with
 * {@link drawResampleCounts} (default 5,000, seed 20260510), percentile method by default.
 */
export function bootstrapInterval(values: ArrayLike<number>, options: BootstrapIntervalOptions = {}): IntervalEstimate {
  const confidenceLevel = checkConfidenceLevel(options.confidenceLevel ?? 0.95);
  const method = checkMethod(options.method ?? 'percentile');
  const counts = resolveCounts(values.length, options);
  const distribution = bootstrapMeans([values], counts)[0] as Float64Array;
  const estimate = plainMean(values);
  const [low, high] =
    method === 'bca' ? bcaInterval(distribution, estimate, meanAcceleration(values), confidenceLevel) : percentileInterval(distribution, confidenceLevel);
  return { estimate, low, high, confidenceLevel, method, size: values.length, resamples: counts.resamples, seed: counts.seed };
}

/**
 * Paired bootstrap interval of mean(a) − mean(b): both systems are resampled with the same query
 * indices, so each resample's difference is mean*(a) − mean*(b). BCa uses the jackknife of the
 * per-query differences a − b.
 */
export function pairedBootstrapInterval(a: ArrayLike<number>, b: ArrayLike<number>, options: BootstrapIntervalOptions = {}): IntervalEstimate {
  if (a.length !== b.length) throw new InvalidArgumentError(`paired vectors must have equal length, got ${a.length} and ${b.length}`);
  const confidenceLevel = checkConfidenceLevel(options.confidenceLevel ?? 0.95);
  const method = checkMethod(options.method ?? 'percentile');
  const counts = resolveCounts(a.length, options);
  const [left, right] = bootstrapMeans([a, b], counts) as [Float64Array, Float64Array];
  const distribution = new Float64Array(counts.resamples);
  for (let index = 0; index < distribution.length; index += 1) distribution[index] = (left[index] as number) - (right[index] as number);
  const estimate = plainMean(a) - plainMean(b);
  let low: number;
  let high: number;
  if (method === 'bca') {
    const differences = new Float64Array(a.length);
    for (let index = 0; index < differences.length; index += 1) differences[index] = (a[index] as number) - (b[index] as number);
    [low, high] = bcaInterval(distribution, estimate, meanAcceleration(differences), confidenceLevel);
  } else {
    [low, high] = percentileInterval(distribution, confidenceLevel);
  }
  return { estimate, low, high, confidenceLevel, method, size: a.length, resamples: counts.resamples, seed: counts.seed };
}
