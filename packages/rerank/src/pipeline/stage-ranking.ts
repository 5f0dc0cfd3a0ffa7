import { compareCodeUnits, type Ranking, type ScoredItem } from '@execret/core';

/** Options of {@link stageRanking}. */
export interface StageRankingOptions {
  /** The stage's input ranking (core order: score descending, then corpus id). */
  input: Ranking;
  /** The stage's new order of the input's top `depth` ids. */
  order: readonly string[];
  /**
   * One key per id of `order` (same order): what the stage ordered by. Undefined when the stage
   * tells every candidate apart (a listwise model's permutation).
   */
  tieKeys?: ReadonlyArray<string | number>;
  /** How many results to keep (the pipeline's depth at this stage). */
  keep: number;
}

const scoreKey = (score: number): number => (Number.isNaN(score) ? Number.NEGATIVE_INFINITY : score);

/**
 * The ranking a reranking stage outputs: its order of the input's top ids, then the input's other
 * results in their order, scored `n − p` where `p` is the position of the first member of an item's
 * tie group. Adjacent items form a tie group when the stage could not tell them apart: the same
 * tie key (the stage's own sort key) and equal input scores (the stages order such items by input
 * position, an arbitrary order among input ties). Items past the reranked top tie when their input
 * scores are equal. Inside a tie group items are in corpus-id order, as core rankings are, so the
 * result is a valid core ranking whose ties are exactly those no stage resolved.
 */
export function stageRanking(options: StageRankingOptions): Ranking {
  const inputScores = new Map(options.input.map((item) => [item.corpusId, scoreKey(item.score)]));
  const reranked = new Set(options.order);
  const entries = [
    ...options.order.map((corpusId, position) => ({ corpusId, key: options.tieKeys === undefined ? `strict:${position}` : `stage:${JSON.stringify(options.tieKeys[position])}` })),
    ...options.input.filter((item) => !reranked.has(item.corpusId)).map((item) => ({ corpusId: item.corpusId, key: 'input' })),
  ].slice(0, options.keep);
  const ranking: ScoredItem[] = [];
  let start = 0;
  while (start < entries.length) {
    const first = entries[start] as (typeof entries)[number];
    let end = start + 1;
    while (end < entries.length && (entries[end] as (typeof entries)[number]).key === first.key && inputScores.get((entries[end] as (typeof entries)[number]).corpusId) === inputScores.get(first.corpusId)) end += 1;
    const group = entries.slice(start, end).map((entry) => entry.corpusId).sort(compareCodeUnits);
    for (const corpusId of group) ranking.push({ corpusId, score: entries.length - start });
    start = end;
  }
  return ranking;
}
