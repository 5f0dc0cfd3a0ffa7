import { DEFAULT_SEED, throwIfAborted, type Run } from '@execret/core';
import { evaluatePreferences, evaluateRun, gradedJudgements, judgementsToQrels, type EvaluatePreferencesOptions, type Judgements, type PreferenceEvaluation } from '@execret/metrics';
import type { ResultsFile } from '@execret/report';
import { bootstrapInterval, drawResampleCounts } from '@execret/stats';

/** The metrics `run` adds for the axes the field measures, per query and averaged. */
export interface QualityMetrics {
  /** Means by key (`graded_ndcg@k`, `test_share_ndcg@k`, `ppa`, `mrs`, their tie-aware `expected_` values and 95% interval bounds, `preference_pairs`). */
  means: Record<string, number>;
  /** Per-query values by query id, then key. */
  perQuery: Map<string, Record<string, number>>;
}

/** The share of a query's tests a verdict passes, or undefined without outcomes. */
export function testShareOf(testResults: readonly string[] | undefined): number | undefined {
  if (testResults === undefined || testResults.length === 0) return undefined;
  return testResults.filter((outcome) => outcome === 'pass').length / testResults.length;
}

/** The (query, paired distractor) pairs whose verdicts the test-share gains read. */
export function qualityPairs(judgements: Judgements): Array<[string, string]> {
  return [...judgements].flatMap(([queryId, judgement]) => (judgement.pairedDistractorCorpusIds ?? []).map((corpusId): [string, string] => [queryId, corpusId]));
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Graded nDCG (`graded_ndcg@k`: canonical 2, paired distractor 1; `test_share_ndcg@k`: gain = share
 * of tests passed), and CoQuIR's pairwise preference accuracy (`ppa`) and margin-based ranking
 * score (`mrs`) over (canonical, paired distractor) pairs, with the tie rule of the results
 * (corpus id ascending) and tie-aware (`expected_ppa`, `expected_mrs`), plus query-level bootstrap
 * 95% percentile intervals of `ppa` and `mrs` (5,000 resamples, `seed`). PPA and MRS are absent
 * when no query has a pair (code-to-text); their per-query values only when every query has one
 * (`preference_queries` counts the queries averaged). `testShare` gives the share of tests a
 * paired distractor passes.
 *
 * It takes seconds on a thousand queries over a whole pool, so it gives the event loop a turn
 * between its steps and every few queries of the preference metrics (a Ctrl-C is delivered only
 * there), and throws AbortedError once `abortSignal` fires.
 */
export async function qualityMetrics(run: Run, judgements: Judgements, ks: readonly number[], testShare: (queryId: string, corpusId: string) => number | undefined, seed = DEFAULT_SEED, abortSignal?: AbortSignal): Promise<QualityMetrics> {
  const means: Record<string, number> = {};
  const perQuery = new Map<string, Record<string, number>>();
  const put = (queryId: string, key: string, value: number): void => {
    const entry = perQuery.get(queryId) ?? {};
    entry[key] = round(value);
    perQuery.set(queryId, entry);
  };
  for (const [prefix, scheme] of [['graded_', 'graded'], ['test_share_', 'test-share']] as const) {
    const evaluation = evaluateRun(run, gradedJudgements(judgements, { scheme, testShare }), { ks, metrics: ['ndcg'] });
    for (const [key, value] of Object.entries(evaluation.means)) means[`${prefix}${key}`] = round(value);
    for (const [key, values] of Object.entries(evaluation.perQuery)) evaluation.queryIds.forEach((queryId, index) => put(queryId, `${prefix}${key}`, values[index] as number));
    await pause(abortSignal);
  }
  const preferences = await preferencesInSteps(run, judgements, {}, abortSignal);
  if (preferences.queryIds.length > 0) {
    const expected = await preferencesInSteps(run, judgements, { ties: 'expected' }, abortSignal);
    // Both intervals resample the same queries: drawn once (the slow part), as bootstrapInterval
    // would draw them from `seed`.
    const counts = drawResampleCounts(preferences.queryIds.length, { seed });
    await pause(abortSignal);
    for (const name of ['ppa', 'mrs'] as const) {
      means[name] = round(preferences.means[name]);
      means[`expected_${name}`] = round(expected.means[name]);
      const interval = bootstrapInterval(preferences.perQuery[name], { counts });
      means[`${name}_ci95_low`] = round(interval.low);
      means[`${name}_ci95_high`] = round(interval.high);
      // A results file lists the same per-query keys for every query (its readers require it), so
      // per-query values are written only when every query has a pair.
      if (preferences.counts.queriesWithoutPairs > 0) continue;
      preferences.queryIds.forEach((queryId, index) => {
        put(queryId, name, preferences.perQuery[name][index] as number);
        put(queryId, `expected_${name}`, expected.perQuery[name][index] as number);
      });
    }
    means['preference_pairs'] = preferences.counts.pairs;
    means['preference_queries'] = preferences.queryIds.length;
  }
  return { means, perQuery };
}

/** Queries whose preference metrics are computed between two turns of the event loop. */
const PREFERENCE_QUERIES_PER_STEP = 25;

/** Gives the event loop a turn, then throws AbortedError when `abortSignal` has fired. */
async function pause(abortSignal: AbortSignal | undefined): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  throwIfAborted(abortSignal, () => 'run interrupted while computing the quality metrics');
}

/**
 * `evaluatePreferences` over a few queries at a time, with a turn of the event loop between: the
 * same result as one call (per-query values in judgement order, means over them in that order,
 * counts summed), since each query's values depend on that query alone.
 */
async function preferencesInSteps(run: Run, judgements: Judgements, options: EvaluatePreferencesOptions, abortSignal: AbortSignal | undefined): Promise<PreferenceEvaluation> {
  const entries = [...judgements];
  const steps: PreferenceEvaluation[] = [];
  for (let start = 0; start < entries.length || steps.length === 0; start += PREFERENCE_QUERIES_PER_STEP) {
    steps.push(evaluatePreferences(run, new Map(entries.slice(start, start + PREFERENCE_QUERIES_PER_STEP)), options));
    await pause(abortSignal);
  }
  const joined = (name: 'ppa' | 'mrs'): Float64Array => Float64Array.from(steps.flatMap((step) => [...step.perQuery[name]]));
  const mean = (values: Float64Array): number => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
  const ppa = joined('ppa');
  const mrs = joined('mrs');
  const total = (name: keyof PreferenceEvaluation['counts']): number => steps.reduce((sum, step) => sum + step.counts[name], 0);
  return {
    queryIds: steps.flatMap((step) => step.queryIds),
    perQuery: { ppa, mrs },
    means: { ppa: mean(ppa), mrs: mean(mrs) },
    counts: { pairs: total('pairs'), pairsOutsideRanking: total('pairsOutsideRanking'), pairsBothOutsideRanking: total('pairsBothOutsideRanking'), queriesWithoutPairs: total('queriesWithoutPairs') },
  };
}

/** Adds the quality metrics to a results file: its `metrics` and each query's `metrics`. */
export function addQualityMetrics(results: ResultsFile, quality: QualityMetrics): void {
  Object.assign(results.metrics, quality.means);
  for (const query of results.per_query) {
    const values = quality.perQuery.get(query.query_id);
    if (values !== undefined) Object.assign(query.metrics, values);
  }
}

/**
 * The qrels `run` writes to `runs/qrels.txt`: `binary` (canonical 1, paired distractors 0, so
 * trec_eval counts them as judged) or `graded` (canonical 2, paired distractors 1; trec_eval
 * `-m ndcg_cut` on it gives `graded_ndcg@k`).
 */
export function runQrels(judgements: Judgements, scheme: 'binary' | 'graded'): Map<string, Map<string, number>> {
  return judgementsToQrels(scheme === 'graded' ? gradedJudgements(judgements, { scheme: 'graded' }) : judgements);
}
