import type { Ranking } from '@execret/core';

/**
 * The rank of every item of a ranking with ties counted fairly: the mean of the 1-based ranks its
 * tie group (adjacent items with equal scores, NaN equal to NaN) occupies, so items a system scored
 * equally get the same rank whatever order the ranking lists them in.
 */
export function tieAwareRanks(ranking: Ranking): number[] {
  const key = (score: number): number => (Number.isNaN(score) ? Number.NEGATIVE_INFINITY : score);
  const ranks = new Array<number>(ranking.length);
  let start = 0;
  while (start < ranking.length) {
    const score = key(ranking[start]?.score as number);
    let end = start + 1;
    while (end < ranking.length && key(ranking[end]?.score as number) === score) end += 1;
    // Positions start..end-1 hold ranks start+1..end, whose mean is (start + 1 + end) / 2.
    ranks.fill((start + 1 + end) / 2, start, end);
    start = end;
  }
  return ranks;
}
