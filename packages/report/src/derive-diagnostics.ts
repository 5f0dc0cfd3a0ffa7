import { SchemaError, type Ranking, type ScoredItem } from '@execret/core';
import { diagnoseRun, evaluateRun, judgementsFromQueries, orderRanking, type RunDiagnostics } from '@execret/metrics';
import { failField } from './read-json-file.js';
import type { ReportBundle } from './report-bundle.js';
import type { LoadedSystem } from './report-types.js';

/** What {@link deriveDiagnostics} found. */
export interface DerivedDiagnostics {
  /** `diagnoseRun` over the file's listed results, as `execret run` computes it for the same rankings. */
  diagnostics: RunDiagnostics;
  /**
   * Queries whose file lists tied scores in another order than execret's rule (corpus id
   * ascending); the diagnostics follow execret's rule, so their rank-1 quantities may differ from
   * the file's own exec@1 for these queries.
   */
  reorderedTieQueries: number;
  /**
   * The tie metrics `execret run` writes into `metrics`, for the same rankings: `expected_<key>`
   * (tie-aware exec@k, precision@k, ndcg@k at the file's cutoffs), `rank1_tied_share` and
   * `rank1_tied_with_paired_distractor_share`, rounded to 1e-6.
   */
  tieMetrics: Record<string, number>;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function sameIds(left: readonly string[], right: readonly string[]): boolean {
  const wanted = new Set(left);
  return wanted.size === new Set(right).size && right.every((id) => wanted.has(id));
}

/**
 * Derives the diagnostics of a results file that has none (the study's released files) from its
 * `top_results` and the bundle, with the functions `execret run` uses: the rankings are the listed
 * results with their `similarity` as score, the judgements the bundle's queries (those the file
 * lists, in bundle order), the verdicts the listed `passes_all_tests`, the bug types the bundle's;
 * then `diagnoseRun` with execret's tie rule, and `evaluateRun` with tie-aware expectations. For
 * the same rankings the result equals the `diagnostics` (and tie metrics) `execret run` writes. Only the listed results count: a canonical or paired distractor
 * below them is missing, as for a run ranked that deep (its pairs are unscored).
 *
 * The file must match the bundle: every query id and listed corpus id exists in it, a query's
 * `correct_corpus_ids`, and a result's `label` and `bug_type` when given, agree with it, scores do
 * not rise down a query's list, and a listed verdict agrees with `bundle.verdictOf` where that knows
 * the pair.
 *
 * @throws SchemaError naming the file and the first field that disagrees.
 */
export function deriveDiagnostics(system: Pick<LoadedSystem, 'file' | 'listed' | 'ks'>, bundle: ReportBundle): DerivedDiagnostics {
  const { file } = system;
  const queryById = new Map(bundle.bundle.queries.map((query) => [query.query_id, query]));
  const corpusById = new Map(bundle.bundle.corpus.map((row) => [row.corpus_id, row]));
  const inBundle = `bundle ${bundle.name}`;
  const passing = new Map<string, boolean>();
  const rankings = new Map<string, Ranking>();
  let reorderedTieQueries = 0;

  for (const [queryId, listed] of system.listed) {
    const at = `per_query[${listed.index}]`;
    const query = queryById.get(queryId);
    if (query === undefined) failField(file, `${at}.query_id`, `a query id of ${inBundle}`, queryId);
    if (!sameIds(query.correct_corpus_ids, listed.correctCorpusIds)) {
      throw new SchemaError({ file, field: `${at}.correct_corpus_ids` }, `${JSON.stringify(query.correct_corpus_ids)} as in ${inBundle}`, JSON.stringify(listed.correctCorpusIds));
    }
    const ranking: ScoredItem[] = [];
    const seen = new Set<string>();
    listed.topResults.forEach((result, position) => {
      const field = `${at}.top_results[${position}]`;
      const row = corpusById.get(result.corpusId);
      if (row === undefined) failField(file, `${field}.corpus_id`, `a corpus id of ${inBundle}`, result.corpusId);
      if (seen.has(result.corpusId)) failField(file, `${field}.corpus_id`, 'an id not listed before for this query', result.corpusId);
      seen.add(result.corpusId);
      if (result.label !== undefined && result.label !== '' && result.label !== row.label) failField(file, `${field}.label`, `${JSON.stringify(row.label)} as ${row.corpus_id} in ${inBundle}`, result.label);
      if (result.bugType !== undefined && result.bugType !== (row.bug_type ?? '')) {
        failField(file, `${field}.bug_type`, `${JSON.stringify(row.bug_type ?? '')} as ${row.corpus_id} in ${inBundle}`, result.bugType);
      }
      if (result.similarity === undefined) failField(file, `${field}.similarity`, 'a finite number (diagnostics are derived from the scores)', undefined);
      const previous = ranking[position - 1];
      if (previous !== undefined && result.similarity > previous.score) {
        failField(file, `${field}.similarity`, `at most ${previous.score}, the score listed before it (top_results are listed by descending similarity)`, result.similarity);
      }
      const verdict = bundle.verdictOf?.(queryId, result.corpusId);
      if (verdict !== undefined && verdict.passesAllTests !== result.passesAllTests) {
        failField(
          file,
          `${field}.passes_all_tests`,
          `${verdict.passesAllTests} as the execution cache of ${inBundle} judges ${result.corpusId} on the tests of ${queryId}`,
          result.passesAllTests,
        );
      }
      passing.set(`${queryId}\u0000${result.corpusId}`, result.passesAllTests);
      ranking.push({ corpusId: result.corpusId, score: result.similarity });
    });
    if (orderRanking(ranking) !== ranking) reorderedTieQueries += 1;
    rankings.set(queryId, ranking);
  }

  const queries = bundle.bundle.queries.filter((query) => rankings.has(query.query_id));
  const run = new Map(queries.map((query) => [query.query_id, rankings.get(query.query_id) as Ranking]));
  const judgements = judgementsFromQueries(queries);
  const passes = (queryId: string, corpusId: string): boolean | undefined => passing.get(`${queryId}\u0000${corpusId}`);
  const diagnostics = diagnoseRun(run, judgements, { passes, bugTypeOf: (corpusId) => corpusById.get(corpusId)?.bug_type, unexecuted: 'error' });
  const expected = evaluateRun(run, judgements, { ks: system.ks, ties: 'expected', metrics: ['exec', 'precision', 'ndcg'], passes, unexecuted: 'error' });
  const tieMetrics: Record<string, number> = {};
  for (const [key, value] of Object.entries(expected.means)) tieMetrics[`expected_${key}`] = round(value);
  tieMetrics['rank1_tied_share'] = round(diagnostics.ties.rank1Tied.share);
  tieMetrics['rank1_tied_with_paired_distractor_share'] = round(diagnostics.ties.rank1TiedWithPairedDistractor.share);
  return { diagnostics, reorderedTieQueries, tieMetrics };
}
