import { InvalidArgumentError } from '@execret/core';
import { binomialDistribution } from 'simple-statistics';

/** Discordant and concordant pair counts of two systems on a binary metric. */
export interface McNemarCounts {
  /** Queries only system A gets right (A = 1, B = 0). */
  aOnly: number;
  /** Queries only system B gets right (A = 0, B = 1). */
  bOnly: number;
  /** Queries both get right (default 0). */
  both?: number;
  /** Queries neither gets right (default 0). */
  neither?: number;
}

/** The result of a McNemar exact test. */
export interface McNemarResult {
  /** Queries only A gets right. */
  aOnly: number;
  /** Queries only B gets right. */
  bOnly: number;
  /** Queries both get right. */
  both: number;
  /** Queries neither gets right. */
  neither: number;
  /** All paired queries. */
  n: number;
  /** A's rate: (aOnly + both) / n (0 when n = 0). */
  aRate: number;
  /** B's rate: (bOnly + both) / n (0 when n = 0). */
  bRate: number;
  /** aRate − bRate. */
  delta: number;
  /**
   * Exact two-sided p-value: min(1, 2 · P(X ≤ min(aOnly, bOnly))) with X ~ Binomial(aOnly + bOnly, ½)
   * (statsmodels `mcnemar(exact=True)`, scipy `binomtest`). 1 when there is no discordant pair.
   */
  p: number;
  /**
   * Mid-p (Fagerland, Lydersen & Laake 2013): p − P(X = min) when aOnly ≠ bOnly, and
   * 1 − ½ · P(X = aOnly) when they are equal and non-zero. 1 when there is no discordant pair.
   */
  midP: number;
}

function checkCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new InvalidArgumentError(`${name} must be a non-negative integer, got ${String(value)}`);
  return value;
}

/** McNemar exact test (and mid-p) from the four pair counts. */
export function mcnemarFromCounts(counts: McNemarCounts): McNemarResult {
  const aOnly = checkCount('aOnly', counts.aOnly);
  const bOnly = checkCount('bOnly', counts.bOnly);
  const both = checkCount('both', counts.both ?? 0);
  const neither = checkCount('neither', counts.neither ?? 0);
  const n = aOnly + bOnly + both + neither;
  const aRate = n > 0 ? (aOnly + both) / n : 0;
  const bRate = n > 0 ? (bOnly + both) / n : 0;
  const discordant = aOnly + bOnly;
  let p = 1;
  let midP = 1;
  if (discordant > 0) {
    const smaller = Math.min(aOnly, bOnly);
    // simple-statistics tabulates P(X = 0), P(X = 1), ... until the mass reaches 1 − 1e-4, which is
    // always past the median, so every cell up to min(aOnly, bOnly) ≤ n / 2 is present.
    const cells = binomialDistribution(discordant, 0.5);
    if (cells === undefined || cells.length <= smaller) {
      throw new InvalidArgumentError(`the exact McNemar test cannot tabulate Binomial(${discordant}, 0.5); too many discordant pairs`);
    }
    let cumulative = 0;
    for (let index = 0; index <= smaller; index += 1) cumulative += cells[index] as number;
    const mass = cells[smaller] as number;
    p = Math.min(1, 2 * cumulative);
    midP = aOnly === bOnly ? 1 - 0.5 * mass : p - mass;
  }
  return { aOnly, bOnly, both, neither, n, aRate, bRate, delta: aRate - bRate, p, midP };
}

/**
 * McNemar exact test of two paired binary vectors (per-query exec@k of systems A and B, values
 * 0 or 1, same query order). Throws when the lengths differ or a value is not 0 or 1.
 */
export function mcnemarExact(a: ArrayLike<number>, b: ArrayLike<number>): McNemarResult {
  if (a.length !== b.length) throw new InvalidArgumentError(`McNemar needs paired vectors of equal length, got ${a.length} and ${b.length}`);
  let aOnly = 0;
  let bOnly = 0;
  let both = 0;
  let neither = 0;
  for (let index = 0; index < a.length; index += 1) {
    const left = a[index] as number;
    const right = b[index] as number;
    if ((left !== 0 && left !== 1) || (right !== 0 && right !== 1)) {
      throw new InvalidArgumentError(`McNemar needs binary values (0 or 1); position ${index} holds ${String(left)} and ${String(right)}`);
    }
    if (left === 1) {
      if (right === 1) both += 1;
      else aOnly += 1;
    } else if (right === 1) bOnly += 1;
    else neither += 1;
  }
  return mcnemarFromCounts({ aOnly, bOnly, both, neither });
}
