import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SEED, SeededRandom } from './seeded-random.js';

// Independent reference of the documented algorithm: xoroshiro128+ on 64-bit words with BigInt,
// state (s0, s1) = (0xffffffff_(~seed), seed_00000000), output = low 32 bits of s0 + s1.
function referenceOutputs(seed: number, count: number): number[] {
  const mask = (1n << 64n) - 1n;
  const rotl = (value: bigint, shift: bigint): bigint => ((value << shift) | (value >> (64n - shift))) & mask;
  const low = BigInt((~seed >>> 0) >>> 0);
  let s0 = (0xffffffffn << 32n) | low;
  let s1 = (BigInt(seed >>> 0) << 32n) & mask;
  const outputs: number[] = [];
  for (let index = 0; index < count; index += 1) {
    outputs.push(Number((s0 + s1) & 0xffffffffn));
    s1 ^= s0;
    s0 = rotl(s0, 24n) ^ s1 ^ ((s1 << 16n) & mask);
    s1 = rotl(s1, 37n);
  }
  return outputs;
}

describe(SeededRandom.name, () => {
  it.each([0, 1, 42, 20260510, 0x7fffffff, 0xffffffff])('follows xoroshiro128+ exactly for seed %d', (seed) => {
    const sut = new SeededRandom(seed);
    const outputs = Array.from({ length: 64 }, () => sut.nextUint32());
    expect(outputs).toEqual(referenceOutputs(seed, 64));
  });

  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    const draw = (seed: number): number[] => {
      const sut = new SeededRandom(seed);
      return Array.from({ length: 10 }, () => sut.integer(0, 1_000_000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('draws integers within inclusive bounds, hitting both ends', () => {
    const sut = new SeededRandom(3);
    const seen = new Set<number>();
    for (let index = 0; index < 2000; index += 1) seen.add(sut.integer(-2, 2));
    expect([...seen].sort((left, right) => left - right)).toEqual([-2, -1, 0, 1, 2]);
  });

  it('draws floats in [0, 1) with a mean near one half', () => {
    const sut = new SeededRandom(5);
    let sum = 0;
    for (let index = 0; index < 10_000; index += 1) {
      const value = sut.nextFloat();
      expect(value >= 0 && value < 1).toBe(true);
      sum += value;
    }
    expect(Math.abs(sum / 10_000 - 0.5)).toBeLessThan(0.02);
  });

  it('shuffles into a permutation without touching the input, reproducibly', () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    const shuffled = new SeededRandom(11).shuffle(items);
    expect(items).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect([...shuffled].sort((left, right) => left - right)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(new SeededRandom(11).shuffle(items)).toEqual(shuffled);
  });

  it('samples distinct items and never more than exist', () => {
    const sample = new SeededRandom(9).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(new SeededRandom(9).sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('rejects seeds and bounds outside the documented domain', () => {
    expect(() => new SeededRandom(1.5)).toThrow(/seed must be a safe integer/);
    expect(() => new SeededRandom(1).integer(3, 2)).toThrow(/minimum ≤ maximum/);
  });

  it('folds seeds above 32 bits so that they still differ from their low bits', () => {
    const big = new SeededRandom(2 ** 40 + 5).nextUint32();
    expect(big).toBe(referenceOutputs((5 ^ 256) | 0, 1)[0]);
  });
});

describe('DEFAULT_SEED', () => {
  it('is the documented default seed (a changed default silently changes every built bundle)', () => {
    expect(DEFAULT_SEED).toBe(20260510);
  });
});
