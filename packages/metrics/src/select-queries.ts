import type { Ranking, Run } from '@execret/core';
import type { Judgements, QueryJudgement, QuerySet } from './types.js';

const EMPTY_RANKING: Ranking = [];

/** The queries a computation covers, in judgement order, and what was left out. */
export interface QuerySelection {
  /** Evaluated query ids, in the iteration order of the judgements. */
  queryIds: string[];
  /** The run's ranking of each evaluated query (empty when the run lacks it). */
  rankings: Ranking[];
  /** The judgement of each evaluated query. */
  judgements: QueryJudgement[];
  /** Judged queries the run lacks (scored as empty rankings under `judged`, skipped otherwise). */
  missingFromRun: number;
  /** Run queries without judgements (never evaluated). */
  unjudgedRunQueries: number;
}

/** Chooses the evaluated queries for a query-set rule (see {@link QuerySet}). */
export function selectQueries(run: Run, judgements: Judgements, querySet: QuerySet): QuerySelection {
  const queryIds: string[] = [];
  const rankings: Ranking[] = [];
  const selected: QueryJudgement[] = [];
  let missingFromRun = 0;
  for (const [queryId, judgement] of judgements) {
    const ranking = run.get(queryId);
    if (ranking === undefined) missingFromRun += 1;
    if (ranking !== undefined || querySet === 'judged') {
      queryIds.push(queryId);
      rankings.push(ranking ?? EMPTY_RANKING);
      selected.push(judgement);
    }
  }
  let unjudgedRunQueries = 0;
  for (const queryId of run.keys()) if (!judgements.has(queryId)) unjudgedRunQueries += 1;
  return { queryIds, rankings, judgements: selected, missingFromRun, unjudgedRunQueries };
}
