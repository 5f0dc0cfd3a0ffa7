import type { Ranking, Run, ScoredItem } from '@execret/core';
import { orderRanking } from './order-ranking.js';
import { selectQueries } from './select-queries.js';
import { tieGroupEnd } from './tie-group-end.js';
import type { Judgements, QueryJudgement, QuerySet, TieRule } from './types.js';
import { checkQuerySet, checkTieRule } from './validate-options.js';

/** Options of {@link evaluatePreferences}. */
export interface EvaluatePreferencesOptions {
  /**
   * Order of tied scores (default `corpus-id`). Under `expected` a pair tied in score counts ½
   * towards PPA and each reciprocal in MRS is its expectation over every order of its tie group.
   */
  ties?: TieRule;
  /** `judged` (default: a judged query missing from the run is an empty ranking) or `judged-and-run`. */
  querySet?: QuerySet;
}

/** Quality-aware (CoQuIR) metrics of a run: per query and averaged. */
export interface PreferenceEvaluation {
  /** Evaluated queries (judged, with at least one correct id and one paired distractor), in judgement order. */
  queryIds: string[];
  /** Per-query values aligned with `queryIds`: `ppa` and `mrs`. */
  perQuery: { ppa: Float64Array; mrs: Float64Array };
  /** Unweighted means over `queryIds` (0 when there is none). */
  means: { ppa: number; mrs: number };
  /** What was counted. */
  counts: {
    /** (correct, paired distractor) pairs over every evaluated query. */
    pairs: number;
    /** Pairs with at least one of the two outside the ranking (ranked at the ranking's length). */
    pairsOutsideRanking: number;
    /** Pairs with both outside the ranking (PPA 0, MRS 0: a tie counts as a failure). */
    pairsBothOutsideRanking: number;
    /** Judged queries left out because they have no correct id or no paired distractor. */
    queriesWithoutPairs: number;
  };
}

/** 0-based position of every ranked id, and (under `expected`) its tie group [start, end). */
interface Positions {
  position: Map<string, number>;
  group: Map<string, [number, number]>;
  length: number;
}

function positionsOf(ranking: readonly ScoredItem[], ties: TieRule): Positions {
  const ordered = orderRanking(ranking, ties);
  const position = new Map<string, number>();
  const group = new Map<string, [number, number]>();
  let start = 0;
  while (start < ordered.length) {
    const end = tieGroupEnd(ordered, start);
    for (let index = start; index < end; index += 1) {
      const corpusId = (ordered[index] as ScoredItem).corpusId;
      position.set(corpusId, index);
      group.set(corpusId, [start, end]);
    }
    start = end;
  }
  return { position, group, length: ordered.length };
}

// E[1 / (1 + position)] for a uniformly random position in [start, end).
function expectedReciprocal([start, end]: [number, number]): number {
  let sum = 0;
  for (let position = start; position < end; position += 1) sum += 1 / (1 + position);
  return sum / (end - start);
}

/**
 * Pairwise preference accuracy (PPA) and margin-based ranking score (MRS) of CoQuIR
 * (`preference_code_retrieval_evaluation.ipynb`, `compute_ppa` / `compute_mrs`), over the pairs
 * (correct id, paired distractor) of each query. Positions are 0-based in the tie rule's order; an
 * id outside the ranking takes position = ranking length (so a ranked id is above it, and two
 * unranked ids tie).
 *
 * - PPA_q = mean over pairs of 1 when the correct id's position is smaller (strictly), else 0;
 *   under `ties: 'expected'` a pair tied in score counts ½.
 * - MRS_q = mean over pairs of 1/(1 + position of the correct) − 1/(1 + position of the distractor),
 *   in (−1, 1); 0 means no preference.
 *
 * Means are unweighted over the queries that have pairs; queries without a correct id or a paired
 * distractor are counted in `counts.queriesWithoutPairs` and left out.
 */
export function evaluatePreferences(run: Run, judgements: Judgements, options: EvaluatePreferencesOptions = {}): PreferenceEvaluation {
  const ties = checkTieRule(options.ties ?? 'corpus-id');
  const selection = selectQueries(run, judgements, checkQuerySet(options.querySet ?? 'judged'));
  const queryIds: string[] = [];
  const ppa: number[] = [];
  const mrs: number[] = [];
  let pairs = 0;
  let pairsOutsideRanking = 0;
  let pairsBothOutsideRanking = 0;
  let queriesWithoutPairs = 0;
  selection.queryIds.forEach((queryId, index) => {
    const judgement = selection.judgements[index] as QueryJudgement;
    const correct = [...new Set(judgement.correctCorpusIds)];
    const correctSet = new Set(correct);
    const distractors = [...new Set(judgement.pairedDistractorCorpusIds ?? [])].filter((corpusId) => !correctSet.has(corpusId));
    if (correct.length === 0 || distractors.length === 0) {
      queriesWithoutPairs += 1;
      return;
    }
    const { position, group, length } = positionsOf(selection.rankings[index] as Ranking, ties);
    const reciprocal = (corpusId: string): number => {
      const at = position.get(corpusId);
      if (at === undefined) return 1 / (1 + length);
      return ties === 'expected' ? expectedReciprocal(group.get(corpusId) as [number, number]) : 1 / (1 + at);
    };
    let preferred = 0;
    let margin = 0;
    for (const good of correct) {
      for (const bad of distractors) {
        const goodAt = position.get(good) ?? length;
        const badAt = position.get(bad) ?? length;
        const goodRanked = position.has(good);
        const badRanked = position.has(bad);
        if (!goodRanked || !badRanked) pairsOutsideRanking += 1;
        if (!goodRanked && !badRanked) pairsBothOutsideRanking += 1;
        if (ties === 'expected' && goodRanked && badRanked && group.get(good)?.[0] === group.get(bad)?.[0]) preferred += 0.5;
        else if (goodAt < badAt) preferred += 1;
        margin += reciprocal(good) - reciprocal(bad);
      }
    }
    const count = correct.length * distractors.length;
    pairs += count;
    queryIds.push(queryId);
    ppa.push(preferred / count);
    mrs.push(margin / count);
  });
  const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    queryIds,
    perQuery: { ppa: Float64Array.from(ppa), mrs: Float64Array.from(mrs) },
    means: { ppa: mean(ppa), mrs: mean(mrs) },
    counts: { pairs, pairsOutsideRanking, pairsBothOutsideRanking, queriesWithoutPairs },
  };
}
