import { DEFAULT_SEED, InvalidArgumentError, SeededRandom } from '@execret/core';

/** The default number of bootstrap resamples (the study's setting). */
export const DEFAULT_RESAMPLES = 5000;

/** Options for drawing resamples. */
export interface ResampleOptions {
  /** Number of resamples B (default 5,000). */
  resamples?: number;
  /** Seed of the generator (default 20260510). */
  seed?: number;
}

/**
 * How often each query appears in each bootstrap resample: a B × n matrix stored sparsely by row
 * (only non-zero counts; about 63% of cells). Row b of the matrix times a per-query vector, divided
 * by n, is that vector's mean in resample b.
 */
export interface ResampleCounts {
  /** Number of queries n. */
  readonly size: number;
  /** Number of resamples B. */
  readonly resamples: number;
  /** The seed the resamples were drawn from. */
  readonly seed: number;
  /** Row b's entries are at positions rowStart[b] .. rowStart[b + 1] − 1 (length B + 1). */
  readonly rowStart: Int32Array;
  /** Query index of each entry, ascending within a row. */
  readonly index: Int32Array;
  /** How many times that query was drawn (≥ 1). */
  readonly count: Float64Array;
}

function checkPositiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got ${String(value)}`);
  return value;
}

/**
 * Draws B bootstrap resamples of n queries. Exactly: `random = new SeededRandom(seed)`; for
 * b = 0 … B − 1, draw n indices in turn, each `random.integer(0, n − 1)` (uniform, with
 * replacement), and count them. The same (n, B, seed) always give the same matrix, so every system
 * and every metric is resampled with the same query indices (paired resampling).
 */
export function drawResampleCounts(size: number, options: ResampleOptions = {}): ResampleCounts {
  checkPositiveInteger('the number of queries', size);
  const resamples = checkPositiveInteger('resamples', options.resamples ?? DEFAULT_RESAMPLES);
  const seed = options.seed ?? DEFAULT_SEED;
  const random = new SeededRandom(seed);
  const tally = new Int32Array(size);
  const rowStart = new Int32Array(resamples + 1);
  // about (1 − 1/e) of a row is non-zero; grow if a run of unlucky rows exceeds the estimate
  let capacity = Math.ceil(resamples * size * 0.64) + size;
  let index = new Int32Array(capacity);
  let count = new Float64Array(capacity);
  let filled = 0;
  for (let resample = 0; resample < resamples; resample += 1) {
    tally.fill(0);
    for (let draw = 0; draw < size; draw += 1) {
      const query = random.integer(0, size - 1);
      tally[query] = (tally[query] as number) + 1;
    }
    if (filled + size > capacity) {
      capacity = Math.ceil(capacity * 1.25) + size;
      const nextIndex = new Int32Array(capacity);
      nextIndex.set(index.subarray(0, filled));
      index = nextIndex;
      const nextCount = new Float64Array(capacity);
      nextCount.set(count.subarray(0, filled));
      count = nextCount;
    }
    rowStart[resample] = filled;
    for (let query = 0; query < size; query += 1) {
      const times = tally[query] as number;
      if (times === 0) continue;
      index[filled] = query;
      count[filled] = times;
      filled += 1;
    }
  }
  rowStart[resamples] = filled;
  return { size, resamples, seed, rowStart, index: index.slice(0, filled), count: count.slice(0, filled) };
}
