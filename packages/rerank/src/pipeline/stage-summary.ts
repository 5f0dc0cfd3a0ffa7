import type { Run } from '@execret/core';

/** What one stage of a pipeline did over a search, as recorded in the results (`execret.stages`). */
export interface StageSummary {
  /** The stage as written (`bm25`, `rrf(bm25, …)`, `bm25 >> exec-rerank:examples`). */
  stage: string;
  /** `system`, `fusion` or `rerank`. */
  kind: 'system' | 'fusion' | 'rerank';
  /** Queries searched. */
  queries: number;
  /** Share of queries whose rank-1 score is tied with the rank-2 score in this stage's ranking. */
  rank1_tie_share: number;
  /** Rerankers: queries whose order (of ids) differs from the input's. */
  changed?: number;
  /** Rerankers: the same share for the stage's input ranking. */
  input_rank1_tie_share?: number;
  /** Rerankers that need query-time information: queries for which there was none (they kept their input order). */
  without_information?: number;
  /** Why, for those queries (`no query-time tests`). */
  without_information_reason?: string;
}

const same = (left: number, right: number): boolean => left === right || (Number.isNaN(left) && Number.isNaN(right));

/** Share of a run's queries whose first two results have equal scores (0 for an empty run). */
export function rank1TieShare(run: Run): number {
  if (run.size === 0) return 0;
  let tied = 0;
  for (const ranking of run.values()) {
    const [first, second] = ranking;
    if (first !== undefined && second !== undefined && same(first.score, second.score)) tied += 1;
  }
  return tied / run.size;
}

/** Queries whose ranking lists other ids, or the same ids in another order, than the input's (up to the shorter length). */
export function changedQueries(input: Run, output: Run): number {
  let changed = 0;
  for (const [queryId, ranking] of output) {
    const before = input.get(queryId) ?? [];
    const length = Math.min(before.length, ranking.length);
    if (before.slice(0, length).some((item, position) => item.corpusId !== ranking[position]?.corpusId)) changed += 1;
  }
  return changed;
}
