import { DEFAULT_SEED, InvalidArgumentError, SeededRandom } from '@execret/core';
import { groupQueries, sharedSlots, writeRow, type Block } from './query-groups.js';

/** The default number of sign-flip permutations of the randomization test. */
export const DEFAULT_PERMUTATIONS = 10_000;

/** Options for drawing sign flips. */
export interface SignFlipOptions {
  /** Number of random permutations R (default 10,000). */
  permutations?: number;
  /** Seed of the generator (default 20260510). */
  seed?: number;
}

/**
 * R random sign vectors over n queries, one bit per query: bit i of permutation r set means
 * query i's pair (A, B) is swapped, i.e. its difference changes sign.
 */
export interface SignFlips {
  /** Number of queries n. */
  readonly size: number;
  /** Number of permutations R. */
  readonly permutations: number;
  /** The seed they were drawn from. */
  readonly seed: number;
  /** 32-bit words per permutation: ⌈n / 32⌉. */
  readonly wordsPerRow: number;
  /** R × wordsPerRow words; query i of permutation r is bit (i mod 32) of word r · wordsPerRow + ⌊i / 32⌋. */
  readonly words: Uint32Array;
}

/**
 * Draws the sign flips of a paired randomization test. Exactly: `random = new SeededRandom(seed)`;
 * for r = 0 … R − 1, for w = 0 … ⌈n / 32⌉ − 1, word w of permutation r is `random.nextUint32()`.
 */
export function drawSignFlips(size: number, options: SignFlipOptions = {}): SignFlips {
  if (!Number.isSafeInteger(size) || size < 1) throw new InvalidArgumentError(`the number of queries must be a positive integer, got ${String(size)}`);
  const permutations = options.permutations ?? DEFAULT_PERMUTATIONS;
  if (!Number.isSafeInteger(permutations) || permutations < 1) throw new InvalidArgumentError(`permutations must be a positive integer, got ${String(permutations)}`);
  const seed = options.seed ?? DEFAULT_SEED;
  const random = new SeededRandom(seed);
  const wordsPerRow = Math.ceil(size / 32);
  const words = new Uint32Array(permutations * wordsPerRow);
  for (let index = 0; index < words.length; index += 1) words[index] = random.nextUint32();
  return { size, permutations, seed, wordsPerRow, words };
}

/**
 * For each vector v and permutation r, Σᵢ sᵣᵢ · vᵢ with sᵣᵢ = −1 for flipped queries, +1 otherwise.
 * The sum of a difference a − b under a permutation is sums(a)[r] − sums(b)[r], so each system is
 * processed once (queries are grouped by value combination as in `bootstrapMeans`).
 */
export function signFlipSums(vectors: readonly ArrayLike<number>[], flips: SignFlips): Float64Array[] {
  return signFlipSumsByBlock([vectors], flips)[0] as Float64Array[];
}

/** {@link signFlipSums} for several blocks of vectors (one per system) in one pass over the flips. */
export function signFlipSumsByBlock(blocks: readonly (readonly ArrayLike<number>[])[], flips: SignFlips): Float64Array[][] {
  const size = flips.size;
  const grouped: Block[] = [];
  const output = blocks.map((vectors) => {
    vectors.forEach((vector, position) => {
      if (vector.length !== size) throw new InvalidArgumentError(`vector ${position} has ${vector.length} values; the sign flips are over ${size} queries`);
    });
    const results = vectors.map(() => new Float64Array(flips.permutations));
    if (vectors.length > 0) grouped.push(groupQueries(vectors, results, size));
    return results;
  });
  if (grouped.length === 0) return output;
  const blockCount = grouped.length;
  const { slot, weightCount } = sharedSlots(grouped, size);
  const weights = new Float64Array(weightCount);
  const { words, wordsPerRow } = flips;
  for (let permutation = 0; permutation < flips.permutations; permutation += 1) {
    weights.fill(0);
    const rowOffset = permutation * wordsPerRow;
    for (let query = 0; query < size; query += 1) {
      const sign = (((words[rowOffset + (query >>> 5)] as number) >>> (query & 31)) & 1) === 1 ? -1 : 1;
      const base = query * blockCount;
      for (let blockIndex = 0; blockIndex < blockCount; blockIndex += 1) {
        const position = slot[base + blockIndex] as number;
        weights[position] = (weights[position] as number) + sign;
      }
    }
    writeRow(grouped, weights, permutation, 1);
  }
  return output;
}

/**
 * Two-sided p-value of a paired randomization test from sign-flip sums of A and B:
 * (1 + #{r : |Σ sᵣ(a − b)| ≥ |Σ (a − b)|}) / (R + 1), comparing with a relative tolerance of 1e-9
 * so that rounding never drops a permutation that ties the observed statistic.
 */
export function randomizationPValue(observedSum: number, sumsA: Float64Array, sumsB: Float64Array, scale: number): number {
  const observed = Math.abs(observedSum);
  const threshold = observed - 1e-9 * Math.max(observed, scale);
  let extreme = 0;
  for (let permutation = 0; permutation < sumsA.length; permutation += 1) {
    if (Math.abs((sumsA[permutation] as number) - (sumsB[permutation] as number)) >= threshold) extreme += 1;
  }
  return (1 + extreme) / (1 + sumsA.length);
}

/** The result of {@link pairedRandomizationTest}. */
export interface RandomizationTestResult {
  /** mean(a) − mean(b). */
  difference: number;
  /** Two-sided p-value (≥ 1 / (R + 1)). */
  p: number;
  /** Number of permutations R. */
  permutations: number;
  /** Seed of the sign flips. */
  seed: number;
}

/**
 * Paired randomization (sign-flip) test of mean(a) = mean(b) (Fisher; Smucker, Allan & Carterette
 * 2007 recommend it for IR): each permutation swaps the two systems' values on a random half of
 * the queries.
 */
export function pairedRandomizationTest(a: ArrayLike<number>, b: ArrayLike<number>, options: SignFlipOptions = {}): RandomizationTestResult {
  if (a.length !== b.length) throw new InvalidArgumentError(`paired vectors must have equal length, got ${a.length} and ${b.length}`);
  const flips = drawSignFlips(a.length, options);
  const [sumsA, sumsB] = signFlipSums([a, b], flips) as [Float64Array, Float64Array];
  let observed = 0;
  let scale = 0;
  for (let index = 0; index < a.length; index += 1) {
    observed += (a[index] as number) - (b[index] as number);
    scale += Math.abs(a[index] as number) + Math.abs(b[index] as number);
  }
  return { difference: observed / a.length, p: randomizationPValue(observed, sumsA, sumsB, scale), permutations: flips.permutations, seed: flips.seed };
}
