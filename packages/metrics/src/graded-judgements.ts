import { InvalidArgumentError } from '@execret/core';
import type { Judgements, QueryJudgement } from './types.js';

/**
 * How judged snippets are graded:
 * - `binary`: gain 1 for a correct id, 0 otherwise (the judgements as they are).
 * - `graded`: CoREB's grades from execution: 2 for a snippet that passes every test (the
 *   canonical), 1 for a same-task snippet that fails (a paired distractor), 0 otherwise.
 * - `test-share`: the gain is the share of the query's tests a snippet passes (canonical 1; a
 *   paired distractor its passed tests / tests; 0 otherwise).
 */
export type RelevanceScheme = 'binary' | 'graded' | 'test-share';

/** The relevance schemes, in documentation order. */
export const RELEVANCE_SCHEMES: readonly RelevanceScheme[] = ['binary', 'graded', 'test-share'];

/** The grades of the `graded` scheme (integers, so they can be written as qrels). */
export const RELEVANCE_GRADES = { passesEveryTest: 2, sameTaskFails: 1, other: 0 } as const;

/**
 * The share of a query's tests a corpus item passes, in [0, 1], or `undefined` when unknown.
 */
export type TestShareLookup = (queryId: string, corpusId: string) => number | undefined;

/** Options of {@link gradedJudgements}. */
export interface GradedJudgementsOptions {
  /** The scheme (see {@link RelevanceScheme}). */
  scheme: RelevanceScheme;
  /** Required by `test-share`: the share of tests each paired distractor passes. */
  testShare?: TestShareLookup;
}

/**
 * Adds graded nDCG gains to judgements. Only judged snippets get a gain: a query's correct ids
 * (they pass every test) and its paired distractors (same task, fail at least one test); every
 * other snippet has gain 0, so the judgements can be written as qrels before any run. Correct ids
 * stay the same (recall, mrr and hit are unchanged); only `ndcg@k` reads the gains, and with the
 * `graded` scheme it equals trec_eval's `ndcg_cut` on the qrels {@link judgementsToQrels} writes.
 *
 * @throws InvalidArgumentError for an unknown scheme, `test-share` without `testShare`, or a share that is unknown or outside [0, 1] (naming the query and snippet).
 */
export function gradedJudgements(judgements: Judgements, options: GradedJudgementsOptions): Map<string, QueryJudgement> {
  const { scheme } = options;
  if (!RELEVANCE_SCHEMES.includes(scheme)) throw new InvalidArgumentError(`scheme must be one of ${RELEVANCE_SCHEMES.join(', ')}, got ${JSON.stringify(scheme)}`);
  if (scheme === 'test-share' && options.testShare === undefined) throw new InvalidArgumentError('the test-share scheme needs testShare(queryId, corpusId)');
  const graded = new Map<string, QueryJudgement>();
  for (const [queryId, judgement] of judgements) {
    if (scheme === 'binary') {
      graded.set(queryId, { correctCorpusIds: judgement.correctCorpusIds, ...(judgement.pairedDistractorCorpusIds === undefined ? {} : { pairedDistractorCorpusIds: judgement.pairedDistractorCorpusIds }) });
      continue;
    }
    const gains = new Map<string, number>();
    const correct = new Set(judgement.correctCorpusIds);
    for (const corpusId of judgement.pairedDistractorCorpusIds ?? []) {
      if (correct.has(corpusId)) continue;
      const gain = scheme === 'graded' ? RELEVANCE_GRADES.sameTaskFails : checkedShare(queryId, corpusId, options.testShare?.(queryId, corpusId));
      if (gain > 0) gains.set(corpusId, gain);
    }
    for (const corpusId of judgement.correctCorpusIds) gains.set(corpusId, scheme === 'graded' ? RELEVANCE_GRADES.passesEveryTest : 1);
    graded.set(queryId, { ...judgement, gains });
  }
  return graded;
}

function checkedShare(queryId: string, corpusId: string, share: number | undefined): number {
  if (share === undefined || !(share >= 0 && share <= 1)) {
    throw new InvalidArgumentError(`query "${queryId}", snippet "${corpusId}": the share of tests passed must be a number in [0, 1], got ${String(share)}`);
  }
  return share;
}
