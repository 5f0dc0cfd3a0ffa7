import { describe, expect, it } from '@jest/globals';
import { drawSignFlips, pairedRandomizationTest as sut, signFlipSums } from './sign-flips.js';

describe(sut.name, () => {
  const a = [0.9, 0.2, 0.7, 1, 0.4, 0.8, 0.3, 0.6, 1, 0.5];
  const b = [0.5, 0.3, 0.4, 0.6, 0.4, 0.2, 0.5, 0.1, 0.7, 0.5];

  it('approaches the exact permutation p-value (all 2^10 sign patterns enumerated here)', () => {
    const differences = a.map((value, index) => value - (b[index] as number));
    const observed = Math.abs(differences.reduce((sum, value) => sum + value, 0));
    let extreme = 0;
    for (let pattern = 0; pattern < 1 << differences.length; pattern += 1) {
      const sum = differences.reduce((total, value, index) => total + ((pattern >> index) & 1 ? -value : value), 0);
      if (Math.abs(sum) >= observed - 1e-12) extreme += 1;
    }
    const exact = extreme / 1024;
    const result = sut(a, b, { permutations: 40_000, seed: 3 });
    expect(result.p).toBeGreaterThan(exact - 0.006);
    expect(result.p).toBeLessThan(exact + 0.006);
    // differences 0.4, −0.1, 0.3, 0.4, 0, 0.6, −0.2, 0.5, 0.3, 0 → mean 0.22
    expect(result.difference).toBeCloseTo(0.22, 15);
    expect(result).toMatchObject({ permutations: 40_000, seed: 3 });
  });

  it('gives p = 1 for identical systems and never less than 1 / (R + 1)', () => {
    expect(sut(a, a, { permutations: 99 }).p).toBe(1);
    const ones = new Array(60).fill(1);
    const zeros = new Array(60).fill(0);
    expect(sut(ones, zeros, { permutations: 99 }).p).toBe(0.01);
  });
});

describe(signFlipSums.name, () => {
  it('sums each vector with the drawn signs (bit set = −1)', () => {
    const flips = drawSignFlips(40, { permutations: 25, seed: 8 });
    const vector = Array.from({ length: 40 }, (_, index) => Math.cos(index));
    const [sums] = signFlipSums([vector], flips) as [Float64Array];
    for (let permutation = 0; permutation < 25; permutation += 1) {
      let expected = 0;
      for (let query = 0; query < 40; query += 1) {
        const word = flips.words[permutation * flips.wordsPerRow + Math.floor(query / 32)] as number;
        expected += (word >>> (query % 32)) & 1 ? -(vector[query] as number) : (vector[query] as number);
      }
      expect(sums[permutation]).toBeCloseTo(expected, 13);
    }
  });
});
