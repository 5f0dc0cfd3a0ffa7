/** The metric families `evaluateRun` computes; each is reported at every cutoff k as `<name>@<k>`. */
export const METRIC_NAMES = [
  'exec',
  'precision',
  'ndcg',
  'exec_ndcg_gap',
  'mrr',
  'recall',
  'hit',
  'relevance_precision',
] as const;

/**
 * One metric family:
 * - `exec`: 1 when any of the top k passes all of the query's tests (needs verdicts).
 * - `precision`: execution precision, passing results in the top k divided by k (needs verdicts).
 * - `ndcg`: nDCG with gain 1 per correct id (or the judged gain), discount 1/log2(rank + 1),
 *   ideal from the judged ids (trec_eval `ndcg_cut`).
 * - `exec_ndcg_gap`: exec − ndcg (needs verdicts).
 * - `mrr`: 1/rank of the first correct id within the top k, else 0.
 * - `recall`: correct ids in the top k divided by the number of correct ids (0 when there are none).
 * - `hit`: 1 when any correct id is in the top k (trec_eval `success`).
 * - `relevance_precision`: correct ids in the top k divided by k (trec_eval `P`).
 */
export type MetricName = (typeof METRIC_NAMES)[number];

/** A metric at a cutoff, e.g. `exec@1` or `ndcg@10`. */
export type MetricKey = `${MetricName}@${number}`;

/** The metric families that need execution verdicts. */
export const EXECUTION_METRIC_NAMES: readonly MetricName[] = ['exec', 'precision', 'exec_ndcg_gap'];

/** The cutoffs used when none are given. */
export const DEFAULT_KS: readonly number[] = [1, 3, 5, 10];

/** What is known about one query's candidates. */
export interface QueryJudgement {
  /** Corpus ids of the correct (relevant) items, e.g. the canonical implementation. */
  readonly correctCorpusIds: readonly string[];
  /** Corpus ids of this query's paired distractors (buggy near-clones); used by the diagnostics. */
  readonly pairedDistractorCorpusIds?: readonly string[];
  /**
   * Graded nDCG gains by corpus id (trec_eval: the qrels relevance value of every judged item with
   * relevance > 0). When absent every correct id has gain 1 and everything else gain 0.
   */
  readonly gains?: ReadonlyMap<string, number>;
}

/** Judgements per query id. Iteration order is the order of per-query values in every result. */
export type Judgements = ReadonlyMap<string, QueryJudgement>;

/**
 * The execution verdict of a corpus item for a query: `true` when the item passes every test of
 * the query, `false` when it fails at least one, `undefined` when it was not executed.
 */
export type VerdictLookup = (queryId: string, corpusId: string) => boolean | undefined;

/** The bug type of a distractor, or `undefined` for a canonical or an unknown id. */
export type BugTypeLookup = (corpusId: string) => string | undefined;

/**
 * How tied scores are ordered:
 * - `corpus-id` (default): corpus id ascending, the order of `compareScoredItems` in `@execret/core`.
 * - `trec_eval`: trec_eval 9.0.8's rule, score descending then docno descending by `strcmp`
 *   (byte order of the UTF-8 text).
 * - `expected`: every order of tied items equally likely; metrics are the exact expectation
 *   (McSherry & Najork 2008), computed in closed form.
 */
export type TieRule = 'corpus-id' | 'trec_eval' | 'expected';

/**
 * Which queries are averaged:
 * - `judged` (default): every judged query; a query missing from the run counts as an empty
 *   ranking (scores 0), like trec_eval `-c`.
 * - `judged-and-run`: judged queries that the run contains (trec_eval 9.0.8 without `-c`).
 * Run queries without judgements are never evaluated (trec_eval skips them too).
 */
export type QuerySet = 'judged' | 'judged-and-run';

/** What to do with a result whose verdict is `undefined`. */
export type UnexecutedPolicy = 'fail' | 'error';
