import { compareScoredItems, type Ranking, type ScoredItem } from '@execret/core';
import { compareUtf8 } from './compare-utf8.js';
import { tieGroupEnd, tieScoreKey } from './tie-group-end.js';
import type { TieRule } from './types.js';

/**
 * trec_eval 9.0.8's order (`form_res_rels.c`, `comp_sim_docno`): score descending, then docno
 * descending by `strcmp`. NaN scores sort last.
 */
export function compareTrecEval(left: ScoredItem, right: ScoredItem): number {
  const leftScore = tieScoreKey(left.score);
  const rightScore = tieScoreKey(right.score);
  if (leftScore !== rightScore) return rightScore > leftScore ? 1 : -1;
  return compareUtf8(right.corpusId, left.corpusId);
}

/**
 * Returns the ranking in the order of a tie rule: `trec_eval` uses {@link compareTrecEval};
 * `corpus-id` and `expected` use `compareScoredItems` (score descending, corpus id ascending),
 * since `expected` only needs tied items next to each other. The input is returned unchanged
 * when it is already in that order (the common case), otherwise an ordered copy.
 */
export function orderRanking(ranking: Ranking, ties: TieRule = 'corpus-id'): Ranking {
  const compare = ties === 'trec_eval' ? compareTrecEval : compareScoredItems;
  const firstOutOfOrder = findOutOfOrder(ranking, compare);
  if (firstOutOfOrder < 0) return ranking;
  for (let index = firstOutOfOrder; index < ranking.length; index += 1) {
    if (tieScoreKey((ranking[index] as ScoredItem).score) > tieScoreKey((ranking[index - 1] as ScoredItem).score)) {
      return ranking.slice().sort(compare);
    }
  }
  // Scores already descend (e.g. a core-ordered ranking asked for in trec_eval order): only the
  // runs of tied scores need reordering.
  const ordered = ranking.slice();
  let start = 0;
  while (start < ordered.length) {
    const end = tieGroupEnd(ordered, start);
    if (end - start > 1) {
      const run = ordered.slice(start, end).sort(compare);
      for (let offset = 0; offset < run.length; offset += 1) ordered[start + offset] = run[offset] as ScoredItem;
    }
    start = end;
  }
  return ordered;
}

/**
 * Like {@link orderRanking}, but only guarantees the first `depth` positions (and the rest of the
 * tie run that crosses position `depth`): when the scores already descend, tie runs beyond that
 * are left alone and the returned array may stop there. Used by the metrics, which read only the
 * top of each ranking.
 */
export function orderTop(ranking: Ranking, ties: TieRule, depth: number): Ranking {
  const compare = ties === 'trec_eval' ? compareTrecEval : compareScoredItems;
  // 1. scores must not increase anywhere (numbers only; NaN or a rise means a full sort)
  for (let index = 1; index < ranking.length; index += 1) {
    if (!((ranking[index - 1] as ScoredItem).score >= (ranking[index] as ScoredItem).score)) return ranking.slice().sort(compare);
  }
  // 2. only the tie runs that start above the depth decide the top: check their id order
  let disordered = false;
  let start = 0;
  while (start < ranking.length && start < depth && !disordered) {
    const score = (ranking[start] as ScoredItem).score;
    let end = start + 1;
    while (end < ranking.length && (ranking[end] as ScoredItem).score === score) {
      if (compare(ranking[end - 1] as ScoredItem, ranking[end] as ScoredItem) > 0) disordered = true;
      end += 1;
    }
    start = end;
  }
  if (!disordered) return ranking;
  const ordered: ScoredItem[] = [];
  start = 0;
  while (start < ranking.length && start < depth) {
    const score = (ranking[start] as ScoredItem).score;
    let end = start + 1;
    while (end < ranking.length && (ranking[end] as ScoredItem).score === score) end += 1;
    if (end - start === 1) ordered.push(ranking[start] as ScoredItem);
    else ordered.push(...ranking.slice(start, end).sort(compare));
    start = end;
  }
  return ordered;
}

/** Index of the first item out of order under `compare`, or -1; strictly descending scores are checked without a call. */
function findOutOfOrder(ranking: Ranking, compare: (left: ScoredItem, right: ScoredItem) => number): number {
  let previous = ranking[0];
  for (let index = 1; index < ranking.length; index += 1) {
    const current = ranking[index] as ScoredItem;
    if (!((previous as ScoredItem).score > current.score) && compare(previous as ScoredItem, current) > 0) return index;
    previous = current;
  }
  return -1;
}
