import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { InvalidArgumentError } from './errors.js';

/** The seed every seeded choice uses when none is given (distractor choice, corpus id order, bootstrap resamples). */
export const DEFAULT_SEED = 20260510;

/**
 * A seeded random generator that gives the same sequence on every platform and Node version.
 *
 * Algorithm (pure-rand 8.4.2, pinned): xoroshiro128+ on two 64-bit words kept as four 32-bit
 * halves, seeded from a 32-bit integer `s` as `(s0, s1) = (0xffffffff_(~s), (s)_00000000)`
 * (high word first); each step outputs the low 32 bits of `s0 + s1`. Integers in a range come
 * from rejection sampling (no modulo bias); floats in [0, 1) take 53 bits from two outputs.
 * A seed outside 32 bits is folded to 32 bits as `(low XOR high) | 0`.
 */
export class SeededRandom {
  private readonly generator: RandomGenerator;
  /** The seed this generator started from. */
  readonly seed: number;

  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) {
      throw new InvalidArgumentError(`seed must be a safe integer, got ${String(seed)}`);
    }
    this.seed = seed;
    const high = Math.floor(seed / 0x1_0000_0000);
    this.generator = xoroshiro128plus((seed ^ high) | 0);
  }

  /** The next raw output as an unsigned 32-bit integer. */
  nextUint32(): number {
    return this.generator.next() >>> 0;
  }

  /** A float in [0, 1) with 53 random bits. */
  nextFloat(): number {
    return uniformFloat64(this.generator);
  }

  /** An integer in [minimum, maximum], both inclusive, uniformly. */
  integer(minimum: number, maximum: number): number {
    if (!Number.isSafeInteger(minimum) || !Number.isSafeInteger(maximum) || minimum > maximum) {
      throw new InvalidArgumentError(`integer(minimum, maximum) needs safe integers with minimum ≤ maximum, got ${minimum}, ${maximum}`);
    }
    return uniformInt(this.generator, minimum, maximum);
  }

  /**
   * A shuffled copy of `items` (Fisher–Yates from the end: for i = n−1 down to 1, swap item i with
   * item `integer(0, i)`). The input is not changed.
   */
  shuffle<T>(items: readonly T[]): T[] {
    const result = items.slice();
    for (let index = result.length - 1; index > 0; index -= 1) {
      const other = this.integer(0, index);
      const held = result[index] as T;
      result[index] = result[other] as T;
      result[other] = held;
    }
    return result;
  }

  /** `count` distinct items chosen uniformly, in the order drawn (a prefix of {@link shuffle}'s partial pass). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (!Number.isSafeInteger(count) || count < 0) throw new InvalidArgumentError(`sample count must be a non-negative integer, got ${count}`);
    const pool = items.slice();
    const taken = Math.min(count, pool.length);
    for (let index = 0; index < taken; index += 1) {
      const other = this.integer(index, pool.length - 1);
      const held = pool[index] as T;
      pool[index] = pool[other] as T;
      pool[other] = held;
    }
    return pool.slice(0, taken);
  }
}
