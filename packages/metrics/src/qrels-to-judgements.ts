import { InvalidArgumentError } from '@execret/core';
import type { Qrels } from './read-qrels.js';
import type { Judgements, QueryJudgement } from './types.js';

/** Options of {@link qrelsToJudgements}. */
export interface QrelsToJudgementsOptions {
  /** Minimum relevance for an item to count as correct (trec_eval `-l`, default 1). */
  relevanceLevel?: number;
}

/**
 * Turns qrels into judgements with trec_eval's rules: correct ids are the items with relevance ≥
 * the level (used by recall, mrr, hit, precision); nDCG gains are the relevance values of every
 * item with relevance > 0, whatever the level (as trec_eval's `ndcg_cut` does). Every qrels query
 * is kept, in file order.
 */
export function qrelsToJudgements(qrels: Qrels, options: QrelsToJudgementsOptions = {}): Map<string, QueryJudgement> {
  const level = options.relevanceLevel ?? 1;
  if (!Number.isFinite(level)) throw new InvalidArgumentError(`relevanceLevel must be a finite number, got ${String(level)}`);
  const judgements = new Map<string, QueryJudgement>();
  for (const [queryId, judged] of qrels) {
    const correctCorpusIds: string[] = [];
    const gains = new Map<string, number>();
    for (const [corpusId, relevance] of judged) {
      if (relevance >= level) correctCorpusIds.push(corpusId);
      if (relevance > 0) gains.set(corpusId, relevance);
    }
    judgements.set(queryId, { correctCorpusIds, gains });
  }
  return judgements;
}

/**
 * Turns judgements into qrels: each correct id gets its gain (1 without gains), each paired
 * distractor its gain (e.g. 1 under the `graded` scheme of `gradedJudgements`), else 0
 * (judged non-relevant). Queries keep their order.
 */
export function judgementsToQrels(judgements: Judgements): Map<string, Map<string, number>> {
  const qrels = new Map<string, Map<string, number>>();
  for (const [queryId, judgement] of judgements) {
    const judged = new Map<string, number>();
    for (const corpusId of judgement.correctCorpusIds) judged.set(corpusId, judgement.gains?.get(corpusId) ?? 1);
    for (const corpusId of judgement.pairedDistractorCorpusIds ?? []) if (!judged.has(corpusId)) judged.set(corpusId, judgement.gains?.get(corpusId) ?? 0);
    qrels.set(queryId, judged);
  }
  return qrels;
}
