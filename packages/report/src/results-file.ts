import type { Bundle, Ranking, Run } from '@execret/core';
import { evaluateRun, type QueryJudgement, type RunDiagnostics, type RunEvaluation } from '@execret/metrics';
import { failField as fail, isJsonObject as isObject, readJsonFile, type JsonObject } from './read-json-file.js';
import { metricsByDomain } from './metrics-by-domain.js';
import type { ListedQuery, ListedResult, LoadedSystem, ReportDiagnostics } from './report-types.js';

/** How many results per query a results file lists in `top_results`. */
export const RESULTS_FILE_TOP_RESULTS = 10;

/** One ranked result of a query in `results/<system>.json` (`per_query[].top_results[]`). */
export interface ResultsFileResult {
  /** Position in the ranking, 1-based. */
  rank: number;
  /** The snippet's `corpus_id`. */
  corpus_id: string;
  /** The snippet's `label` (`correct` or `incorrect`; empty when the bundle lacks the id). */
  label: string;
  /** The snippet's `bug_type` (empty for canonicals and unknown ids). */
  bug_type: string;
  /** The retrieval score, rounded to 1e-6. */
  similarity: number;
  /** True when the snippet passes every test of this query (false when no verdict is known). */
  passes_all_tests: boolean;
  /** One outcome per test of this query (`pass`, `FAIL: …`, `TIMEOUT`, `ERROR: …`; empty when unknown). */
  test_results: string[];
}

/** One query of `results/<system>.json` (`per_query[]`). */
export interface ResultsFileQuery {
  /** The query's `query_id`. */
  query_id: string;
  /** The query text. */
  query: string;
  /** The query's `correct_corpus_ids` from the bundle. */
  correct_corpus_ids: string[];
  /** Per-query metric values by key (`exec@1`, `ndcg@10`, …), rounded to 1e-6; empty when the query was not evaluated. */
  metrics: Record<string, number>;
  /** The first {@link RESULTS_FILE_TOP_RESULTS} results of the ranking, in rank order. */
  top_results: ResultsFileResult[];
}

/** execret's own block of a results file: what produced it, so a rerun can reuse it. */
export interface ResultsFileExecret {
  /**
   * Hash of every input that can change a number: the system id and `system`, the bytes of every
   * input file, the bundle's content hash, cutoffs, ranking depth, tie rule and tool versions.
   */
  fingerprint: string;
  /**
   * Content hash of the bundle the results were computed on (`bundleSha256` of `@execret/core`).
   * Absent in files written before execret 0.2; `report` refuses a folder whose files differ.
   */
  bundle_sha256?: string;
  /** The retriever's self-description (`Retriever.describe()`). */
  system: Record<string, unknown>;
  /** How ties in score were ordered (`corpus_id ascending`). */
  tie_rule: string;
  /** How many results per query were ranked. */
  ranking_depth: number;
  /** Query style, search direction, qrels grades, run file depth and compression (`execret run --query-style`, `--direction`, …); absent in files written before them. */
  axes?: Record<string, string | number | boolean>;
  /** Input file path (as given) → SHA-256 of its bytes, for systems that read files (`npz:`, `score`). */
  inputs?: Record<string, string>;
  /** SHA-256 of `runs/<system>.trec` as written with this file (a rerun reuses the pair only when both match). */
  run_sha256?: string;
  /**
   * Query ids of the bundle the system's run lacked (e.g. a run file from another tool), in bundle
   * order; each was scored as a miss (exec 0). Absent when the run ranked every query.
   */
  missing_queries?: string[];
  /**
   * SHA-256 of the query ids the run covered (sorted, each followed by a newline) when it ran a
   * subset (`--domains`, `--queries`); absent for the whole bundle.
   */
  query_ids_sha256?: string;
  /**
   * SHA-256 of the query texts the system received (`<query id>\t<text>\n` each) when they were not
   * the bundle's own (`run --with-examples`: the query and its examples); absent otherwise.
   */
  query_texts_sha256?: string;
  /**
   * Pipelines: what each stage did over the search, in evaluation order (inputs first): `stage`,
   * `kind`, `queries`, `rank1_tie_share`, and for rerankers `changed` (queries whose order differs
   * from the input's), `input_rank1_tie_share` and `without_information` (queries with no query-time
   * tests, which kept their input order). Absent for other systems.
   */
  stages?: Array<Record<string, unknown>>;
}

/**
 * `results/<system>.json`: the ExecRetrieval study's per-system schema plus execret's extensions
 * (`ks`, `diagnostics`, per-query `metrics`, `execret`). Keys appear in this order in the file.
 */
export interface ResultsFile {
  /** The system id. */
  model: string;
  /** Queries of the bundle. */
  n_queries: number;
  /** Snippets in the bundle's pool. */
  n_corpus: number;
  /** Cutoffs, ascending. */
  ks: number[];
  /**
   * Mean metrics by key, rounded to 1e-6: every key of the evaluation, then `expected_<key>` for the
   * tie-aware means, then `rank1_tied_share` and `rank1_tied_with_paired_distractor_share`.
   */
  metrics: Record<string, number>;
  /** The output of `diagnoseRun` from `@execret/metrics`. */
  diagnostics: RunDiagnostics;
  /**
   * Mean metrics per domain (the queries' `metadata.domain`), by domain in code unit order: each
   * holds `n_queries` (the domain's queries) and the mean of every per-query metric over them,
   * rounded to 1e-6. Absent when no query has a domain (e.g. the study's files).
   */
  metrics_by_domain?: Record<string, Record<string, number>>;
  /** One entry per bundle query, in bundle order. */
  per_query: ResultsFileQuery[];
  /** What produced the file. */
  execret: ResultsFileExecret;
}

/** The execution verdict of one snippet against one query's tests. */
export interface ResultVerdict {
  /** One outcome per test, in test order. */
  testResults: readonly string[];
  /** True when every test passes. */
  passesAllTests: boolean;
}

/** Looks up the verdict of a (query, snippet) pair; undefined when it was never executed. */
export type VerdictLookup = (queryId: string, corpusId: string) => ResultVerdict | undefined;

/** Inputs of {@link buildResultsFile}. */
export interface BuildResultsFileOptions {
  /** The system id (written as `model`). */
  systemId: string;
  /** The bundle the run ranked (its queries and corpus; nothing else is read). */
  bundle: Pick<Bundle, 'queries' | 'corpus'>;
  /** The system's rankings by query id. */
  run: Run;
  /** `evaluateRun` of the run (default tie rule): means and per-query vectors. */
  evaluation: Pick<RunEvaluation, 'means' | 'perQuery' | 'queryIds'>;
  /** `evaluateRun` of the run with `ties: 'expected'`: its means are written as `expected_<key>`. */
  expected: Pick<RunEvaluation, 'means'>;
  /** `diagnoseRun` of the run (its tie shares are also copied into `metrics`). */
  diagnostics: RunDiagnostics;
  /** Cutoffs, ascending. */
  ks: readonly number[];
  /** Verdicts of the listed results; a pair without one is written as failing with no test results. */
  verdictOf: VerdictLookup;
  /** The `execret` block (default: an empty fingerprint and system, `corpus_id ascending`, depth 0, to fill in later). */
  execret?: ResultsFileExecret;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

// The domain of a query: its `metadata.domain` when that is a non-empty string.
function domainOf(query: Pick<Bundle['queries'][number], 'metadata'>): string | undefined {
  const domain = query.metadata?.['domain'];
  return typeof domain === 'string' && domain !== '' ? domain : undefined;
}

function domainMeans(queries: Bundle['queries'], evaluation: Pick<RunEvaluation, 'perQuery' | 'queryIds'>): Record<string, Record<string, number>> | undefined {
  const domainById = new Map(queries.map((query) => [query.query_id, domainOf(query)]));
  return metricsByDomain(evaluation.queryIds, evaluation.perQuery, (queryId) => domainById.get(queryId));
}

/**
 * Builds the content of `results/<system>.json` from a run and its evaluation. Numbers are rounded
 * to 1e-6; `per_query` follows the bundle's query order and lists the top
 * {@link RESULTS_FILE_TOP_RESULTS} results of each. Write it with {@link serializeResultsFile}.
 */
export function buildResultsFile(options: BuildResultsFileOptions): ResultsFile {
  const { bundle, run, evaluation, diagnostics, verdictOf } = options;
  const metrics: Record<string, number> = {};
  for (const [key, value] of Object.entries(evaluation.means)) metrics[key] = round(value);
  for (const [key, value] of Object.entries(options.expected.means)) metrics[`expected_${key}`] = round(value);
  metrics['rank1_tied_share'] = round(diagnostics.ties.rank1Tied.share);
  metrics['rank1_tied_with_paired_distractor_share'] = round(diagnostics.ties.rank1TiedWithPairedDistractor.share);
  const position = new Map(evaluation.queryIds.map((id, index) => [id, index]));
  const corpusById = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const byDomain = domainMeans(bundle.queries, evaluation);
  return {
    model: options.systemId,
    n_queries: bundle.queries.length,
    n_corpus: bundle.corpus.length,
    ks: [...options.ks],
    metrics,
    diagnostics,
    ...(byDomain === undefined ? {} : { metrics_by_domain: byDomain }),
    per_query: bundle.queries.map((query) => {
      const index = position.get(query.query_id);
      const queryMetrics: Record<string, number> = {};
      if (index !== undefined) for (const [key, values] of Object.entries(evaluation.perQuery)) queryMetrics[key] = round(values[index] as number);
      return {
        query_id: query.query_id,
        query: query.query,
        correct_corpus_ids: query.correct_corpus_ids,
        metrics: queryMetrics,
        top_results: (run.get(query.query_id) ?? []).slice(0, RESULTS_FILE_TOP_RESULTS).map((item, rank) => {
          const row = corpusById.get(item.corpusId);
          const verdict = verdictOf(query.query_id, item.corpusId);
          return {
            rank: rank + 1,
            corpus_id: item.corpusId,
            label: row?.label ?? '',
            bug_type: row?.bug_type ?? '',
            similarity: round(item.score),
            passes_all_tests: verdict?.passesAllTests ?? false,
            test_results: verdict === undefined ? [] : [...verdict.testResults],
          };
        }),
      };
    }),
    execret: options.execret ?? { fingerprint: '', system: {}, tie_rule: 'corpus_id ascending', ranking_depth: 0 },
  };
}

/** The bytes of `results/<system>.json`: JSON indented by one space, then a newline. */
export function serializeResultsFile(results: ResultsFile): string {
  return `${JSON.stringify(results, null, 1)}\n`;
}

// Metric families derived from `top_results` when a file has no per-query metrics.
const DERIVED_METRICS = ['exec', 'precision', 'ndcg', 'exec_ndcg_gap', 'mrr', 'recall', 'hit'] as const;

function numberRecord(value: unknown, file: string, field: string): Record<string, number> {
  if (!isObject(value)) fail(file, field, 'an object of numbers', value);
  const record: Record<string, number> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'number' || !Number.isFinite(entry)) fail(file, `${field}.${key}`, 'a finite number', entry);
    record[key] = entry;
  }
  return record;
}

function finiteOrNull(value: unknown): boolean {
  return value === null || (typeof value === 'number' && Number.isFinite(value));
}

// Checks the parts of `diagnostics` the report reads, so a damaged file fails here with the field
// named rather than drawing a wrong chart.
function checkDiagnostics(value: unknown, file: string): ReportDiagnostics | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) fail(file, 'diagnostics', 'an object (diagnoseRun output)', value);
  const misses = value['rank1Misses'];
  if (!isObject(misses) || typeof misses['misses'] !== 'number') fail(file, 'diagnostics.rank1Misses.misses', 'a number', isObject(misses) ? misses['misses'] : misses);
  for (const part of ['ownPairedDistractor', 'otherQuery', 'other', 'noResult']) {
    const entry = misses[part];
    if (!isObject(entry) || typeof entry['count'] !== 'number') fail(file, `diagnostics.rank1Misses.${part}.count`, 'a number', isObject(entry) ? entry['count'] : entry);
  }
  const canonical = value['canonicalVersusDistractors'];
  if (!isObject(canonical)) fail(file, 'diagnostics.canonicalVersusDistractors', 'an object', canonical);
  for (const field of ['meanGap', 'medianGap']) {
    if (!finiteOrNull(canonical[field])) fail(file, `diagnostics.canonicalVersusDistractors.${field}`, 'a number or null', canonical[field]);
  }
  const gaps = canonical['gaps'];
  if (gaps !== undefined && (!Array.isArray(gaps) || gaps.some((gap) => typeof gap !== 'number' || !Number.isFinite(gap)))) {
    fail(file, 'diagnostics.canonicalVersusDistractors.gaps', 'an array of finite numbers when present', gaps);
  }
  const deception = value['deception'];
  if (!isObject(deception) || !isObject(deception['byBugType'])) fail(file, 'diagnostics.deception.byBugType', 'an object', isObject(deception) ? deception['byBugType'] : deception);
  for (const [bugType, counts] of Object.entries(deception['byBugType'] as JsonObject)) {
    for (const field of ['pairs', 'above', 'tied', 'below', 'rate']) {
      if (!isObject(counts) || typeof counts[field] !== 'number') fail(file, `diagnostics.deception.byBugType.${bugType}.${field}`, 'a number', isObject(counts) ? counts[field] : counts);
    }
  }
  const ablation = value['densityAblation'];
  if (!Array.isArray(ablation)) fail(file, 'diagnostics.densityAblation', 'an array', ablation);
  ablation.forEach((row: unknown, index) => {
    for (const field of ['keptDistractors', 'queries', 'expectedExec1']) {
      if (!isObject(row) || typeof row[field] !== 'number') fail(file, `diagnostics.densityAblation[${index}].${field}`, 'a number', isObject(row) ? row[field] : row);
    }
  });
  return value as unknown as ReportDiagnostics;
}

interface ParsedQuery extends ListedQuery {
  queryId: string;
  metrics: Record<string, number> | undefined;
}

function optionalString(value: unknown, file: string, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(file, field, 'a string when present', value);
  return value;
}

function parseListedResult(result: unknown, file: string, field: string): ListedResult {
  if (!isObject(result) || typeof result['corpus_id'] !== 'string') fail(file, `${field}.corpus_id`, 'a string', isObject(result) ? result['corpus_id'] : result);
  if (typeof result['passes_all_tests'] !== 'boolean') fail(file, `${field}.passes_all_tests`, 'a boolean', result['passes_all_tests']);
  const similarity = result['similarity'];
  if (similarity !== undefined && (typeof similarity !== 'number' || !Number.isFinite(similarity))) fail(file, `${field}.similarity`, 'a finite number when present', similarity);
  const testResults = result['test_results'];
  if (testResults !== undefined && (!Array.isArray(testResults) || testResults.some((outcome) => typeof outcome !== 'string'))) {
    fail(file, `${field}.test_results`, 'an array of strings when present', testResults);
  }
  return {
    corpusId: result['corpus_id'] as string,
    label: optionalString(result['label'], file, `${field}.label`),
    bugType: optionalString(result['bug_type'], file, `${field}.bug_type`),
    similarity: similarity as number | undefined,
    passesAllTests: result['passes_all_tests'] as boolean,
    testResults: testResults as string[] | undefined,
  };
}

function parseQuery(value: unknown, file: string, index: number): ParsedQuery {
  const at = `per_query[${index}]`;
  if (!isObject(value)) fail(file, at, 'an object', value);
  const queryId = value['query_id'];
  if (typeof queryId !== 'string' || queryId === '') fail(file, `${at}.query_id`, 'a non-empty string', queryId);
  const metrics = value['metrics'] === undefined ? undefined : numberRecord(value['metrics'], file, `${at}.metrics`);
  const correct = value['correct_corpus_ids'] ?? [];
  if (!Array.isArray(correct) || correct.some((id) => typeof id !== 'string')) fail(file, `${at}.correct_corpus_ids`, 'an array of strings', correct);
  const top = value['top_results'] ?? [];
  if (!Array.isArray(top)) fail(file, `${at}.top_results`, 'an array', top);
  const topResults = top.map((result: unknown, position) => parseListedResult(result, file, `${at}.top_results[${position}]`));
  return { index, queryId, metrics, correctCorpusIds: correct as string[], topResults };
}

// The study's released results files carry only `top_results`; recompute the per-query metrics from
// them (in the file's rank order, which already reflects its tie rule).
function derivePerQuery(queries: readonly ParsedQuery[], ks: readonly number[]): Record<string, number[]> {
  const run = new Map<string, Ranking>();
  const judgements = new Map<string, QueryJudgement>();
  const verdicts = new Map<string, boolean>();
  for (const query of queries) {
    run.set(
      query.queryId,
      query.topResults.map((result, position) => ({ corpusId: result.corpusId, score: -position })),
    );
    judgements.set(query.queryId, { correctCorpusIds: query.correctCorpusIds });
    for (const result of query.topResults) verdicts.set(`${query.queryId}\u0000${result.corpusId}`, result.passesAllTests);
  }
  const evaluation = evaluateRun(run, judgements, {
    ks,
    metrics: [...DERIVED_METRICS],
    passes: (queryId, corpusId) => verdicts.get(`${queryId}\u0000${corpusId}`) ?? false,
  });
  const perQuery: Record<string, number[]> = {};
  for (const [key, values] of Object.entries(evaluation.perQuery)) perQuery[key] = Array.from(values);
  return perQuery;
}

function kOf(key: string): number | undefined {
  const at = key.lastIndexOf('@');
  if (at === -1) return undefined;
  const k = Number(key.slice(at + 1));
  return Number.isSafeInteger(k) && k > 0 ? k : undefined;
}

/** One results file, checked, with its per-query values in the file's own query order. */
export interface ParsedResultsFile extends Omit<LoadedSystem, 'perQuery' | 'diagnosticsDerived'> {
  /** Query ids in the order the file lists them; every per-query vector follows it. */
  queryIds: string[];
  /** Per-query values by metric key, aligned with {@link ParsedResultsFile.queryIds}. */
  perQuery: Record<string, number[]>;
}

/**
 * Checks a parsed `results/<system>.json` (written by {@link buildResultsFile}, or one of the
 * study's released per-system files) and extracts what a report needs. A file without per-query
 * `metrics` gets them recomputed from `top_results` and `correct_corpus_ids`; a file without
 * `metrics` gets the means of its per-query values; without `ks`, the cutoffs of its `exec@k` keys
 * (else 1, 3, 5, 10). `file` names the file in error messages.
 *
 * @throws SchemaError naming the first field that is missing or malformed.
 */
export function parseResultsFile(value: unknown, file: string): ParsedResultsFile {
  if (!isObject(value)) fail(file, '(file)', 'a JSON object (results/<system>.json)', value);
  const system = value['model'];
  if (typeof system !== 'string' || system === '') fail(file, 'model', 'a non-empty string (the system id)', system);
  const rawQueries = value['per_query'];
  if (!Array.isArray(rawQueries) || rawQueries.length === 0) fail(file, 'per_query', 'a non-empty array', rawQueries);
  const queries = rawQueries.map((query: unknown, index) => parseQuery(query, file, index));
  const seen = new Set<string>();
  queries.forEach((query, index) => {
    if (seen.has(query.queryId)) fail(file, `per_query[${index}].query_id`, 'an id not listed before in the file', query.queryId);
    seen.add(query.queryId);
  });

  const rawKs = value['ks'];
  let ks: number[];
  if (rawKs === undefined) {
    const keys = Object.keys(queries[0]?.metrics ?? {}).filter((key) => key.startsWith('exec@'));
    ks = keys.map((key) => kOf(key)).filter((k): k is number => k !== undefined);
    if (ks.length === 0) ks = [1, 3, 5, 10];
  } else {
    if (!Array.isArray(rawKs) || rawKs.length === 0 || rawKs.some((k) => !Number.isSafeInteger(k) || (k as number) < 1)) fail(file, 'ks', 'a non-empty array of positive integers', rawKs);
    ks = rawKs as number[];
  }
  ks = [...new Set(ks)].sort((left, right) => left - right);

  const withMetrics = queries.filter((query) => query.metrics !== undefined).length;
  if (withMetrics !== 0 && withMetrics !== queries.length) {
    const index = queries.findIndex((query) => query.metrics === undefined);
    fail(file, `per_query[${index}].metrics`, 'an object of numbers (other queries of the file have one)', undefined);
  }
  const perQueryDerived = withMetrics === 0;
  let perQuery: Record<string, number[]>;
  if (perQueryDerived) {
    perQuery = derivePerQuery(queries, ks);
  } else {
    const keys = Object.keys(queries[0]?.metrics as Record<string, number>);
    perQuery = {};
    for (const key of keys) perQuery[key] = [];
    queries.forEach((query, index) => {
      for (const key of keys) {
        const entry = (query.metrics as Record<string, number>)[key];
        if (entry === undefined) fail(file, `per_query[${index}].metrics.${key}`, 'a finite number (the first query has this key)', entry);
        (perQuery[key] as number[]).push(entry);
      }
    });
  }

  let metrics: Record<string, number>;
  if (value['metrics'] === undefined) {
    metrics = {};
    for (const [key, values] of Object.entries(perQuery)) metrics[key] = values.reduce((sum, entry) => sum + entry, 0) / values.length;
  } else {
    metrics = numberRecord(value['metrics'], file, 'metrics');
  }
  let byDomain: Record<string, Record<string, number>> | undefined;
  const rawByDomain = value['metrics_by_domain'];
  if (rawByDomain !== undefined) {
    if (!isObject(rawByDomain)) fail(file, 'metrics_by_domain', 'an object of domains when present', rawByDomain);
    byDomain = {};
    for (const [domain, entry] of Object.entries(rawByDomain)) byDomain[domain] = numberRecord(entry, file, `metrics_by_domain.${domain}`);
  }
  const nQueries = value['n_queries'] ?? queries.length;
  if (!Number.isSafeInteger(nQueries)) fail(file, 'n_queries', 'an integer', nQueries);
  const nCorpus = value['n_corpus'];
  if (nCorpus !== undefined && !Number.isSafeInteger(nCorpus)) fail(file, 'n_corpus', 'an integer when present', nCorpus);
  const execret = value['execret'];
  if (execret !== undefined && !isObject(execret)) fail(file, 'execret', 'an object when present', execret);
  const bundleSha256 = execret?.['bundle_sha256'];
  const description = execret?.['system'];
  if (description !== undefined && !isObject(description)) fail(file, 'execret.system', 'an object when present', description);
  if (bundleSha256 !== undefined && (typeof bundleSha256 !== 'string' || !/^[0-9a-f]{64}$/.test(bundleSha256))) fail(file, 'execret.bundle_sha256', '64 lowercase hex digits when present', bundleSha256);
  return {
    system,
    file,
    nQueries: nQueries as number,
    nCorpus: nCorpus as number | undefined,
    bundleSha256: bundleSha256 as string | undefined,
    ks,
    metrics,
    ...(byDomain === undefined ? {} : { metricsByDomain: byDomain }),
    diagnostics: checkDiagnostics(value['diagnostics'], file),
    ...(description === undefined ? {} : { description }),
    listed: new Map(queries.map((query) => [query.queryId, { index: query.index, correctCorpusIds: query.correctCorpusIds, topResults: query.topResults }])),
    queryIds: queries.map((query) => query.queryId),
    perQuery,
    perQueryDerived,
  };
}

/**
 * Reads one results file from disk and checks it with {@link parseResultsFile}. `shownAs` names the
 * file in error messages (default: `path`).
 *
 * @throws IoError when the file cannot be read.
 * @throws SchemaError when it is not valid JSON or a field is missing or malformed.
 */
export async function readResultsFile(path: string, shownAs: string = path): Promise<ParsedResultsFile> {
  return parseResultsFile(await readJsonFile(path, shownAs), shownAs);
}
