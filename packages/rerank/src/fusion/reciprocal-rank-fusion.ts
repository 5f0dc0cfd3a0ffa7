import { InvalidArgumentError, compareScoredItems, type Ranking, type ScoredItem } from '@execret/core';
import { tieAwareRanks } from './tie-aware-ranks.js';

/** The `k` of reciprocal-rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009). */
export const RRF_DEFAULT_K = 60;

/** Options of {@link reciprocalRankFusion}. */
export interface ReciprocalRankFusionOptions {
  /** The constant added to every rank (default 60). */
  k?: number;
  /** One weight per ranking (default 1 each). */
  weights?: readonly number[];
  /** Only the top `depth` of each ranking count (default: all of it). */
  depth?: number;
}

/**
 * Fuses rankings by reciprocal rank: an item scores Σ weight_i / (k + rank_i) over the rankings that
 * hold it (rank 1-based, in each ranking's order; items a ranking scores equally share the mean
 * rank of their tie group, so fusing tied inputs gives tied outputs instead of inventing an order
 * from their corpus ids); an item a ranking lacks gets nothing from it.
 * The result is ordered by `compareScoredItems` (score descending, ties by corpus id).
 *
 * @throws InvalidArgumentError for a negative or non-finite `k`, weights that do not match the rankings or are not finite, or a depth below 1.
 */
export function reciprocalRankFusion(rankings: readonly Ranking[], options: ReciprocalRankFusionOptions = {}): ScoredItem[] {
  const k = options.k ?? RRF_DEFAULT_K;
  if (!Number.isFinite(k) || k < 0) throw new InvalidArgumentError(`reciprocal-rank fusion: k must be a finite number ≥ 0, got ${k}`);
  const weights = checkWeights(options.weights, rankings.length, 'reciprocal-rank fusion');
  const depth = checkDepth(options.depth, 'reciprocal-rank fusion');
  const scores = new Map<string, number>();
  rankings.forEach((ranking, member) => {
    const top = ranking.slice(0, depth);
    const ranks = tieAwareRanks(top);
    top.forEach((item, position) => {
      scores.set(item.corpusId, (scores.get(item.corpusId) ?? 0) + (weights[member] as number) / (k + (ranks[position] as number)));
    });
  });
  return [...scores].map(([corpusId, score]) => ({ corpusId, score })).sort(compareScoredItems);
}

/** Weights, one per ranking, each finite (default all 1). */
export function checkWeights(weights: readonly number[] | undefined, count: number, what: string): number[] {
  if (weights === undefined) return new Array<number>(count).fill(1);
  if (weights.length !== count) throw new InvalidArgumentError(`${what}: ${weights.length} weights for ${count} rankings`);
  weights.forEach((weight, index) => {
    if (!Number.isFinite(weight)) throw new InvalidArgumentError(`${what}: weight ${index + 1} must be a finite number, got ${weight}`);
  });
  return [...weights];
}

/** A depth ≥ 1 (default: unlimited). */
export function checkDepth(depth: number | undefined, what: string): number {
  if (depth === undefined) return Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(depth) || depth < 1) throw new InvalidArgumentError(`${what}: depth must be a positive integer, got ${depth}`);
  return depth;
}
