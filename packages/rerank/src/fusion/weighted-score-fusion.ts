import { compareScoredItems, InvalidArgumentError, type Ranking, type ScoredItem } from '@execret/core';
import { checkDepth, checkWeights } from './reciprocal-rank-fusion.js';

/** How each ranking's scores are made comparable before they are weighted and summed. */
export const SCORE_NORMALIZATIONS = {
  /** (score − min) / (max − min) over the ranking's top depth; all 1 when every score is equal. */
  minmax: 'min-max scaling to [0, 1]',
  /** (score − mean) / standard deviation over the ranking's top depth; all 0 when every score is equal. */
  zscore: 'standard scores',
  /** The scores as they are (only for systems whose scores share a scale). */
  none: 'raw scores',
} as const;

/** A key of {@link SCORE_NORMALIZATIONS}. */
export type ScoreNormalization = keyof typeof SCORE_NORMALIZATIONS;

/** Options of {@link weightedScoreFusion}. */
export interface WeightedScoreFusionOptions {
  /** One weight per ranking (default 1 each). */
  weights?: readonly number[];
  /** Default `minmax`. */
  normalization?: ScoreNormalization;
  /** Only the top `depth` of each ranking count (default: all of it). */
  depth?: number;
}

function normalized(ranking: Ranking, normalization: ScoreNormalization): number[] {
  const scores = ranking.map((item) => (Number.isFinite(item.score) ? item.score : Number.NEGATIVE_INFINITY));
  const finite = scores.filter(Number.isFinite);
  if (normalization === 'none' || finite.length === 0) return scores.map((score) => (Number.isFinite(score) ? score : Math.min(...finite, 0)));
  if (normalization === 'minmax') {
    const low = Math.min(...finite);
    const high = Math.max(...finite);
    return scores.map((score) => (!Number.isFinite(score) ? 0 : high === low ? 1 : (score - low) / (high - low)));
  }
  const mean = finite.reduce((sum, score) => sum + score, 0) / finite.length;
  const deviation = Math.sqrt(finite.reduce((sum, score) => sum + (score - mean) ** 2, 0) / finite.length);
  const standard = scores.map((score) => (!Number.isFinite(score) || deviation === 0 ? 0 : (score - mean) / deviation));
  const lowest = Math.min(...standard);
  return scores.map((score, index) => (Number.isFinite(score) ? (standard[index] as number) : lowest));
}

/**
 * Fuses rankings by a weighted sum of normalised scores (CombSUM with weights): each ranking's top
 * `depth` is normalised on its own, then an item scores Σ weight_i × normalised_i. An item a ranking
 * lacks gets 0 from it under min-max, else that ranking's lowest value, so being absent never beats
 * being present. The result is ordered by `compareScoredItems` (score descending, ties by corpus id).
 *
 * @throws InvalidArgumentError for weights that do not match the rankings, an unknown normalisation or a depth below 1.
 */
export function weightedScoreFusion(rankings: readonly Ranking[], options: WeightedScoreFusionOptions = {}): ScoredItem[] {
  const normalization = options.normalization ?? 'minmax';
  if (!Object.hasOwn(SCORE_NORMALIZATIONS, normalization)) throw new InvalidArgumentError(`weighted score fusion: normalization must be one of ${Object.keys(SCORE_NORMALIZATIONS).join(', ')}, got ${JSON.stringify(normalization)}`);
  const weights = checkWeights(options.weights, rankings.length, 'weighted score fusion');
  const depth = checkDepth(options.depth, 'weighted score fusion');
  const members = rankings.map((ranking) => {
    const top = ranking.slice(0, depth);
    const values = normalized(top, normalization);
    return { values: new Map(top.map((item, index) => [item.corpusId, values[index] as number])), absent: normalization === 'minmax' || values.length === 0 ? 0 : Math.min(...values) };
  });
  const ids = new Set(members.flatMap((member) => [...member.values.keys()]));
  return [...ids]
    .map((corpusId) => ({ corpusId, score: members.reduce((sum, member, index) => sum + (weights[index] as number) * (member.values.get(corpusId) ?? member.absent), 0) }))
    .sort(compareScoredItems);
}
