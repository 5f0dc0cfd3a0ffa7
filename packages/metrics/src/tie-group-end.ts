import type { Ranking, ScoredItem } from '@execret/core';

/**
 * The value a score is compared by when grouping ties: the score itself, with NaN as -Infinity
 * (both sort last, so they tie with each other).
 */
export function tieScoreKey(score: number): number {
  return Number.isNaN(score) ? -Infinity : score;
}

/**
 * End (exclusive) of the tie group that starts at position `start` of an ordered ranking: the
 * first later position whose score differs (by {@link tieScoreKey}), or the ranking's length.
 */
export function tieGroupEnd(ranking: Ranking, start: number): number {
  const key = tieScoreKey((ranking[start] as ScoredItem).score);
  let end = start + 1;
  while (end < ranking.length && tieScoreKey((ranking[end] as ScoredItem).score) === key) end += 1;
  return end;
}
