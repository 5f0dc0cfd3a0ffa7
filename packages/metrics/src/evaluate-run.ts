import { InvalidArgumentError, type Ranking, type Run } from '@execret/core';
import { countCorrect, idealGains } from './judgement-index.js';
import { orderTop } from './order-ranking.js';
import { discountDenominator, discountPrefixSum } from './rank-discount.js';
import { selectQueries } from './select-queries.js';
import { tieGroupEnd } from './tie-group-end.js';
import {
  EXECUTION_METRIC_NAMES,
  METRIC_NAMES,
  type Judgements,
  type MetricName,
  type QueryJudgement,
  type QuerySet,
  type TieRule,
  type UnexecutedPolicy,
  type VerdictLookup,
} from './types.js';
import { checkQuerySet, checkTieRule, checkUnexecuted, normalizeKs } from './validate-options.js';

/** Options of {@link evaluateRun}. */
export interface EvaluateRunOptions {
  /** Cutoffs (positive integers); default 1, 3, 5, 10. Deduplicated and sorted ascending. */
  ks?: readonly number[];
  /**
   * Metric families to compute, reported in {@link METRIC_NAMES} order. Default: all of them when
   * `passes` is given, otherwise the ones that need no verdicts (`ndcg`, `mrr`, `recall`, `hit`,
   * `relevance_precision`).
   */
  metrics?: readonly MetricName[];
  /** Execution verdicts; required by `exec`, `precision` and `exec_ndcg_gap`. */
  passes?: VerdictLookup;
  /** Tie rule (default `corpus-id`); see {@link TieRule}. */
  ties?: TieRule;
  /** Which queries are averaged (default `judged`); see {@link QuerySet}. */
  querySet?: QuerySet;
  /**
   * A result inside the evaluated depth whose verdict is `undefined`: `fail` (default) counts it as
   * failing (and counts it in `counts.unexecutedResults`), `error` throws.
   */
  unexecuted?: UnexecutedPolicy;
}

/** How many queries and results each rule touched. */
export interface EvaluationCounts {
  /** Queries in the judgements. */
  judgedQueries: number;
  /** Queries averaged (the length of every per-query vector). */
  evaluatedQueries: number;
  /** Judged queries the run lacks (scored 0 under `judged`, left out under `judged-and-run`). */
  missingFromRun: number;
  /** Run queries without judgements (never evaluated). */
  unjudgedRunQueries: number;
  /** Evaluated queries with no correct id (every relevance metric is 0 for them, as in trec_eval). */
  queriesWithoutCorrect: number;
  /** Results inside the evaluated depth whose verdict was `undefined` (counted as failing). */
  unexecutedResults: number;
}

/** The result of {@link evaluateRun}. */
export interface RunEvaluation {
  /** Evaluated query ids; position i of every per-query vector belongs to `queryIds[i]`. */
  readonly queryIds: readonly string[];
  /** The cutoffs, ascending. */
  readonly ks: readonly number[];
  /** The metric families computed, in {@link METRIC_NAMES} order. */
  readonly metrics: readonly MetricName[];
  /** The tie rule used. */
  readonly ties: TieRule;
  /** The query-set rule used. */
  readonly querySet: QuerySet;
  /** Per-query values by metric key (`exec@1`, `ndcg@10`, ...), aligned with `queryIds`. */
  readonly perQuery: Readonly<Record<string, Float64Array>>;
  /** Unweighted means over the evaluated queries by metric key (0 when no query is evaluated). */
  readonly means: Readonly<Record<string, number>>;
  /** Counts of queries and results. */
  readonly counts: EvaluationCounts;
}

const RELEVANCE_ONLY: readonly MetricName[] = ['ndcg', 'mrr', 'recall', 'hit', 'relevance_precision'];

/**
 * Computes per-query and mean ranking metrics of a run at every cutoff: execution metrics
 * (`exec@k`, execution `precision@k`, `exec_ndcg_gap@k`) from the verdicts, and relevance metrics
 * (`ndcg@k`, `mrr@k`, `recall@k`, `hit@k`, `relevance_precision@k`) from the correct ids. The
 * relevance metrics follow trec_eval 9.0.8 (`ndcg_cut`, `recip_rank` truncated at k, `recall`,
 * `success`, `P`); with `ties: 'trec_eval'` and the same query set they give trec_eval's numbers.
 *
 * Only the top max(ks) results are read (with `ties: 'expected'`, through the end of the tie
 * group that crosses that depth). A corpus id listed twice within that depth is an error. Which
 * verdicts are read depends on the run, the judgements and the options, never on the verdicts'
 * values (`pairsNeedingVerdicts` relies on this).
 */
export function evaluateRun(run: Run, judgements: Judgements, options: EvaluateRunOptions = {}): RunEvaluation {
  const ks = normalizeKs(options.ks);
  const ties = checkTieRule(options.ties ?? 'corpus-id');
  const querySet = checkQuerySet(options.querySet ?? 'judged');
  const unexecuted = checkUnexecuted(options.unexecuted ?? 'fail');
  const metrics = resolveMetrics(options.metrics, options.passes !== undefined);
  const needsVerdicts = metrics.some((name) => EXECUTION_METRIC_NAMES.includes(name));
  const passes = options.passes;
  if (needsVerdicts && passes === undefined) {
    const asked = metrics.filter((name) => EXECUTION_METRIC_NAMES.includes(name)).join(', ');
    throw new InvalidArgumentError(`metrics ${asked} need execution verdicts: pass options.passes(queryId, corpusId)`);
  }

  const selection = selectQueries(run, judgements, querySet);
  const maxK = ks[ks.length - 1] as number;
  const queryCount = selection.queryIds.length;
  const table = new MetricTable(metrics, ks, queryCount);
  const state: QueryState = {
    unexecutedResults: 0,
    unexecuted,
    passes: needsVerdicts ? passes : undefined,
    maxK,
    cumulativeCorrect: new Float64Array(0),
    cumulativePassing: new Float64Array(0),
    cumulativeGain: new Float64Array(0),
    values: Object.fromEntries(METRIC_NAMES.map((name) => [name, 0])) as CutoffValues,
  };
  let queriesWithoutCorrect = 0;

  for (let queryIndex = 0; queryIndex < queryCount; queryIndex += 1) {
    const queryId = selection.queryIds[queryIndex] as string;
    const judgement = selection.judgements[queryIndex] as QueryJudgement;
    const correctIds = judgement.correctCorpusIds;
    const correctCount = countCorrect(judgement);
    if (correctCount === 0) queriesWithoutCorrect += 1;
    const context: QueryContext = {
      queryId,
      ranking: orderTop(selection.rankings[queryIndex] as Ranking, ties, maxK),
      correctIds,
      correctSet: correctIds.length > SMALL_LIST ? new Set(correctIds) : undefined,
      gains: judgement.gains,
      ideal: judgement.gains === undefined ? undefined : idealGains(judgement),
      correctCount,
    };
    if (ties === 'expected') evaluateExpected(context, state, table, queryIndex);
    else evaluateOrdered(context, state, table, queryIndex);
  }

  return {
    queryIds: selection.queryIds,
    ks,
    metrics,
    ties,
    querySet,
    perQuery: table.perQuery(),
    means: table.means(),
    counts: {
      judgedQueries: judgements.size,
      evaluatedQueries: queryCount,
      missingFromRun: selection.missingFromRun,
      unjudgedRunQueries: selection.unjudgedRunQueries,
      queriesWithoutCorrect,
      unexecutedResults: state.unexecutedResults,
    },
  };
}

function resolveMetrics(requested: readonly MetricName[] | undefined, hasVerdicts: boolean): MetricName[] {
  if (requested === undefined) return METRIC_NAMES.filter((name) => hasVerdicts || RELEVANCE_ONLY.includes(name));
  for (const name of requested) {
    if (!(METRIC_NAMES as readonly string[]).includes(name)) {
      throw new InvalidArgumentError(`unknown metric ${JSON.stringify(name)}; expected one of ${METRIC_NAMES.join(', ')}`);
    }
  }
  return METRIC_NAMES.filter((name) => requested.includes(name));
}

interface QueryContext {
  queryId: string;
  ranking: Ranking;
  correctIds: readonly string[];
  /** Set of the correct ids when the list is long. */
  correctSet: Set<string> | undefined;
  /** Judged gains, when given. */
  gains: ReadonlyMap<string, number> | undefined;
  /** Positive gains sorted descending, when gains are given (otherwise one gain of 1 per correct id). */
  ideal: number[] | undefined;
  correctCount: number;
}

const SMALL_LIST = 8;

function isCorrect(context: QueryContext, corpusId: string): boolean {
  const ids = context.correctIds;
  if (ids.length === 1) return ids[0] === corpusId;
  if (context.correctSet !== undefined) return context.correctSet.has(corpusId);
  return ids.includes(corpusId);
}

function gainOf(context: QueryContext, corpusId: string, correct: boolean): number {
  if (context.gains === undefined) return correct ? 1 : 0;
  const gain = context.gains.get(corpusId);
  return gain !== undefined && gain > 0 ? gain : 0;
}

interface QueryState {
  unexecutedResults: number;
  unexecuted: UnexecutedPolicy;
  passes: VerdictLookup | undefined;
  maxK: number;
  cumulativeCorrect: Float64Array;
  cumulativePassing: Float64Array;
  cumulativeGain: Float64Array;
  /** Scratch values of one query at one cutoff (reused to avoid an allocation per cutoff). */
  values: CutoffValues;
}

/** Per-query values of one query at one cutoff, by metric name, before they are stored. */
type CutoffValues = Record<MetricName, number>;

/** One requested metric family: its values per cutoff (in `ks` order), each aligned with the queries. */
interface MetricColumns {
  name: MetricName;
  byCutoff: Float64Array[];
}

/** The per-query values of the requested metrics, kept by metric name. */
class MetricTable {
  /** The requested metrics, in {@link METRIC_NAMES} order (the order of the result's keys). */
  private readonly columns: readonly MetricColumns[];

  constructor(
    metrics: readonly MetricName[],
    readonly ks: readonly number[],
    readonly queryCount: number,
  ) {
    this.columns = METRIC_NAMES.filter((name) => metrics.includes(name)).map((name) => ({
      name,
      byCutoff: ks.map(() => new Float64Array(queryCount)),
    }));
  }

  store(queryIndex: number, kIndex: number, values: CutoffValues): void {
    for (const column of this.columns) (column.byCutoff[kIndex] as Float64Array)[queryIndex] = values[column.name];
  }

  perQuery(): Record<string, Float64Array> {
    const result: Record<string, Float64Array> = {};
    for (const { name, byCutoff } of this.columns) {
      this.ks.forEach((k, kIndex) => {
        result[`${name}@${k}`] = byCutoff[kIndex] as Float64Array;
      });
    }
    return result;
  }

  means(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const { name, byCutoff } of this.columns) {
      this.ks.forEach((k, kIndex) => {
        const column = byCutoff[kIndex] as Float64Array;
        let sum = 0;
        for (let position = 0; position < column.length; position += 1) sum += column[position] as number;
        result[`${name}@${k}`] = column.length === 0 ? 0 : sum / column.length;
      });
    }
    return result;
  }
}

function verdict(context: QueryContext, state: QueryState, corpusId: string, rank: number): boolean {
  const passes = state.passes;
  if (passes === undefined) return false;
  const value = passes(context.queryId, corpusId);
  if (value === undefined) {
    if (state.unexecuted === 'error') {
      throw new InvalidArgumentError(
        `no execution verdict for query "${context.queryId}" and corpus item "${corpusId}" (rank ${rank}); ` +
          `run it, or pass unexecuted: 'fail' to count it as failing`,
      );
    }
    state.unexecutedResults += 1;
    return false;
  }
  return value;
}

function checkDuplicates(context: QueryContext, depth: number): void {
  const ranking = context.ranking;
  if (depth <= 16) {
    for (let later = 1; later < depth; later += 1) {
      const id = (ranking[later] as { corpusId: string }).corpusId;
      for (let earlier = 0; earlier < later; earlier += 1) {
        if ((ranking[earlier] as { corpusId: string }).corpusId === id) duplicate(context, id);
      }
    }
    return;
  }
  const seen = new Set<string>();
  for (let index = 0; index < depth; index += 1) {
    const id = (ranking[index] as { corpusId: string }).corpusId;
    if (seen.has(id)) duplicate(context, id);
    seen.add(id);
  }
}

function duplicate(context: QueryContext, corpusId: string): never {
  throw new InvalidArgumentError(`the ranking of query "${context.queryId}" lists corpus item "${corpusId}" more than once; each item may appear once`);
}

function ensureScratch(state: QueryState, size: number): void {
  if (state.cumulativeCorrect.length >= size) return;
  state.cumulativeCorrect = new Float64Array(size);
  state.cumulativePassing = new Float64Array(size);
  state.cumulativeGain = new Float64Array(size);
}

/** Ideal DCG at cutoff k: the best possible ranking of the judged gains. */
function idealAt(context: QueryContext, k: number): number {
  const ideal = context.ideal;
  let sum = 0;
  if (ideal === undefined) {
    const count = Math.min(k, context.correctCount);
    for (let index = 0; index < count; index += 1) sum += 1 / discountDenominator(index + 1);
    return sum;
  }
  const count = Math.min(k, ideal.length);
  for (let index = 0; index < count; index += 1) sum += (ideal[index] as number) / discountDenominator(index + 1);
  return sum;
}

function evaluateOrdered(context: QueryContext, state: QueryState, table: MetricTable, queryIndex: number): void {
  const ranking = context.ranking;
  const depth = Math.min(state.maxK, ranking.length);
  checkDuplicates(context, depth);
  ensureScratch(state, depth + 1);
  const cumulativeCorrect = state.cumulativeCorrect;
  const cumulativePassing = state.cumulativePassing;
  const cumulativeGain = state.cumulativeGain;
  const checkVerdicts = state.passes !== undefined;
  let correct = 0;
  let passing = 0;
  let dcg = 0;
  let firstCorrect = 0;
  let firstPassing = 0;
  for (let rank = 1; rank <= depth; rank += 1) {
    const corpusId = (ranking[rank - 1] as { corpusId: string }).corpusId;
    const relevant = isCorrect(context, corpusId);
    if (relevant) {
      correct += 1;
      if (firstCorrect === 0) firstCorrect = rank;
    }
    const gain = gainOf(context, corpusId, relevant);
    if (gain > 0) dcg += gain / discountDenominator(rank);
    if (checkVerdicts && verdict(context, state, corpusId, rank)) {
      passing += 1;
      if (firstPassing === 0) firstPassing = rank;
    }
    cumulativeCorrect[rank] = correct;
    cumulativePassing[rank] = passing;
    cumulativeGain[rank] = dcg;
  }
  cumulativeCorrect[0] = 0;
  cumulativePassing[0] = 0;
  cumulativeGain[0] = 0;

  const ks = table.ks;
  for (let kIndex = 0; kIndex < ks.length; kIndex += 1) {
    const k = ks[kIndex] as number;
    const reached = Math.min(k, depth);
    const idealDcg = idealAt(context, k);
    const correctInTop = cumulativeCorrect[reached] as number;
    const values = state.values;
    values.exec = firstPassing > 0 && firstPassing <= k ? 1 : 0;
    values.precision = (cumulativePassing[reached] as number) / k;
    values.ndcg = idealDcg > 0 ? (cumulativeGain[reached] as number) / idealDcg : 0;
    values.mrr = firstCorrect > 0 && firstCorrect <= k ? 1 / firstCorrect : 0;
    values.recall = context.correctCount > 0 ? correctInTop / context.correctCount : 0;
    values.hit = firstCorrect > 0 && firstCorrect <= k ? 1 : 0;
    values.relevance_precision = correctInTop / k;
    values.exec_ndcg_gap = values.exec - values.ndcg;
    table.store(queryIndex, kIndex, values);
  }
}

/** One group of tied results: they occupy ranks start + 1 .. start + size in some order. */
interface TieGroup {
  start: number;
  size: number;
  correct: number;
  gain: number;
  passing: number;
}

/** P(no marked item among `chosen` positions) when `marked` of `size` items are placed uniformly. */
function noneChosen(size: number, marked: number, chosen: number): number {
  if (marked === 0) return 1;
  if (chosen > size - marked) return 0;
  let probability = 1;
  for (let step = 0; step < chosen; step += 1) probability *= (size - marked - step) / (size - step);
  return probability;
}

/** Splits the ranking into tie groups up to the group that crosses `maxK`. */
function tieGroups(context: QueryContext, state: QueryState): TieGroup[] {
  const ranking = context.ranking;
  const groups: TieGroup[] = [];
  let start = 0;
  while (start < ranking.length && start < state.maxK) {
    const end = tieGroupEnd(ranking, start);
    const group: TieGroup = { start, size: end - start, correct: 0, gain: 0, passing: 0 };
    for (let index = start; index < end; index += 1) {
      const corpusId = (ranking[index] as { corpusId: string }).corpusId;
      const relevant = isCorrect(context, corpusId);
      if (relevant) group.correct += 1;
      group.gain += gainOf(context, corpusId, relevant);
      if (state.passes !== undefined && verdict(context, state, corpusId, index + 1)) group.passing += 1;
    }
    groups.push(group);
    start = end;
  }
  checkDuplicates(context, start);
  return groups;
}

function evaluateExpected(context: QueryContext, state: QueryState, table: MetricTable, queryIndex: number): void {
  const groups = tieGroups(context, state);
  const firstCorrectGroup = groups.find((group) => group.correct > 0);
  const ks = table.ks;
  for (let kIndex = 0; kIndex < ks.length; kIndex += 1) {
    const k = ks[kIndex] as number;
    let passingInTop = 0;
    let correctInTop = 0;
    let dcg = 0;
    let noPassing = 1;
    let noCorrect = 1;
    for (const group of groups) {
      if (group.start >= k) break;
      const inside = Math.min(group.size, k - group.start);
      const share = inside / group.size;
      passingInTop += group.passing * share;
      correctInTop += group.correct * share;
      if (group.gain > 0) {
        dcg += (group.gain / group.size) * (discountPrefixSum(group.start + inside) - discountPrefixSum(group.start));
      }
      noPassing *= noneChosen(group.size, group.passing, inside);
      noCorrect *= noneChosen(group.size, group.correct, inside);
    }
    const idealDcg = idealAt(context, k);
    const values = state.values;
    values.exec = 1 - noPassing;
    values.precision = passingInTop / k;
    values.ndcg = idealDcg > 0 ? dcg / idealDcg : 0;
    values.mrr = firstCorrectGroup === undefined ? 0 : expectedReciprocalRank(firstCorrectGroup, k);
    values.recall = context.correctCount > 0 ? correctInTop / context.correctCount : 0;
    values.hit = 1 - noCorrect;
    values.relevance_precision = correctInTop / k;
    values.exec_ndcg_gap = values.exec - values.ndcg;
    table.store(queryIndex, kIndex, values);
  }
}

/** E[1/rank of the first correct item, 0 beyond k] when the group's order is uniformly random. */
function expectedReciprocalRank(group: TieGroup, k: number): number {
  if (group.start >= k) return 0;
  const inside = Math.min(group.size, k - group.start);
  let expectation = 0;
  let noneSoFar = 1;
  for (let position = 1; position <= inside; position += 1) {
    const noneThrough = noneSoFar * Math.max(0, (group.size - group.correct - (position - 1)) / (group.size - (position - 1)));
    expectation += (noneSoFar - noneThrough) / (group.start + position);
    noneSoFar = noneThrough;
  }
  return expectation;
}
