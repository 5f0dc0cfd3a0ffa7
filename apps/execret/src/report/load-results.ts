import { readFile, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { IoError, SchemaError, describeValue, type Ranking } from '@execret/core';
import { evaluateRun, type QueryJudgement } from '@execret/metrics';
import type { LoadedResults, LoadedSystem, ReportDiagnostics } from './report-types.js';

/** Files a study results folder holds besides the per-system results; they are skipped, not read. */
export const NON_SYSTEM_RESULT_FILES: readonly string[] = ['full_leaderboard.json', 'invocation_table.json'];

// Metric families derived from `top_results` when a file has no per-query metrics.
const DERIVED_METRICS = ['exec', 'precision', 'ndcg', 'exec_ndcg_gap', 'mrr', 'recall', 'hit'] as const;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(file: string, field: string, expected: string, received: unknown): never {
  throw new SchemaError({ file, field }, expected, describeValue(received));
}

async function readJson(path: string, shownAs: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new IoError(`cannot read ${shownAs}: ${(error as Error).message}`, { file: path }, error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SchemaError({ file: shownAs, field: '(file)' }, 'a JSON document', `invalid JSON (${(error as Error).message})`);
  }
}

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

interface ParsedQuery {
  queryId: string;
  metrics: Record<string, number> | undefined;
  correctCorpusIds: string[];
  topResults: Array<{ corpusId: string; passes: boolean }>;
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
  const topResults = top.map((result: unknown, position) => {
    const field = `${at}.top_results[${position}]`;
    if (!isObject(result) || typeof result['corpus_id'] !== 'string') fail(file, `${field}.corpus_id`, 'a string', isObject(result) ? result['corpus_id'] : result);
    if (typeof result['passes_all_tests'] !== 'boolean') fail(file, `${field}.passes_all_tests`, 'a boolean', result['passes_all_tests']);
    return { corpusId: result['corpus_id'] as string, passes: result['passes_all_tests'] as boolean };
  });
  return { queryId, metrics, correctCorpusIds: correct as string[], topResults };
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
    for (const result of query.topResults) verdicts.set(`${query.queryId}\u0000${result.corpusId}`, result.passes);
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

interface ParsedSystem extends Omit<LoadedSystem, 'perQuery'> {
  queryIds: string[];
  perQuery: Record<string, number[]>;
}

function parseResultsFile(value: unknown, file: string): ParsedSystem {
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
  const nQueries = value['n_queries'] ?? queries.length;
  if (!Number.isSafeInteger(nQueries)) fail(file, 'n_queries', 'an integer', nQueries);
  const nCorpus = value['n_corpus'];
  if (nCorpus !== undefined && !Number.isSafeInteger(nCorpus)) fail(file, 'n_corpus', 'an integer when present', nCorpus);
  return {
    system,
    file,
    nQueries: nQueries as number,
    nCorpus: nCorpus as number | undefined,
    ks,
    metrics,
    diagnostics: checkDiagnostics(value['diagnostics'], file),
    queryIds: queries.map((query) => query.queryId),
    perQuery,
    perQueryDerived,
  };
}

function codeUnitOrder(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Reads every `results/*.json` of a run folder (written by `execret run`, or the study's released
 * per-system files), checks them, and aligns their per-query values on the first system's query
 * order. Systems must cover the same query ids; each system id may appear in one file only.
 * `config.json` is read when present.
 *
 * @throws IoError when `<directory>/results` is missing or holds no results file.
 * @throws SchemaError when a file is not valid JSON, lacks a field, or its queries differ from the others'.
 */
export async function loadResults(directory: string): Promise<LoadedResults> {
  const root = resolve(directory);
  const resultsDirectory = join(root, 'results');
  const info = await stat(resultsDirectory).catch(() => undefined);
  if (info === undefined || !info.isDirectory()) {
    throw new IoError(`no results folder at ${resultsDirectory}: expected the output folder of "execret run --out ${directory}"`, { file: resultsDirectory });
  }
  const names = (await readdir(resultsDirectory)).filter((name) => name.endsWith('.json')).sort(codeUnitOrder);
  const skippedFiles = names.filter((name) => NON_SYSTEM_RESULT_FILES.includes(name)).map((name) => `results/${name}`);
  const systemFiles = names.filter((name) => !NON_SYSTEM_RESULT_FILES.includes(name));
  if (systemFiles.length === 0) {
    throw new IoError(`${resultsDirectory} holds no results/<system>.json file: run "execret run --out ${directory}" first`, { file: resultsDirectory });
  }

  const parsed: ParsedSystem[] = [];
  const fileOfSystem = new Map<string, string>();
  for (const name of systemFiles) {
    const file = `results/${name}`;
    const system = parseResultsFile(await readJson(join(resultsDirectory, name), file), file);
    const previous = fileOfSystem.get(system.system);
    if (previous !== undefined) fail(file, 'model', `a system id not used by another results file (${previous} has it too)`, system.system);
    fileOfSystem.set(system.system, file);
    parsed.push(system);
  }
  parsed.sort((left, right) => codeUnitOrder(left.system, right.system));

  const reference = parsed[0] as ParsedSystem;
  const queryIds = reference.queryIds;
  const systems: LoadedSystem[] = parsed.map((system) => {
    if (system === reference) return withoutQueryIds(system);
    const position = new Map(system.queryIds.map((queryId, index) => [queryId, index]));
    const missing = queryIds.filter((queryId) => !position.has(queryId));
    const extra = system.queryIds.filter((queryId) => !reference.queryIds.includes(queryId));
    if (missing.length > 0 || extra.length > 0) {
      const parts = [
        ...(missing.length > 0 ? [`${missing.length} missing (${missing.slice(0, 3).join(', ')})`] : []),
        ...(extra.length > 0 ? [`${extra.length} extra (${extra.slice(0, 3).join(', ')})`] : []),
      ];
      throw new SchemaError(
        { file: system.file, field: 'per_query' },
        `the same ${queryIds.length} query ids as ${reference.file} (systems are compared query by query)`,
        parts.join(', '),
      );
    }
    const perQuery: Record<string, number[]> = {};
    for (const [key, values] of Object.entries(system.perQuery)) perQuery[key] = queryIds.map((queryId) => values[position.get(queryId) as number] as number);
    return withoutQueryIds({ ...system, perQuery });
  });

  const configPath = join(root, 'config.json');
  let config: Record<string, unknown> | undefined;
  if ((await stat(configPath).catch(() => undefined)) !== undefined) {
    const value = await readJson(configPath, 'config.json');
    if (!isObject(value)) fail('config.json', '(file)', 'a JSON object', value);
    config = value;
  }
  return { directory: root, config, systems, queryIds: [...queryIds], skippedFiles };
}

function withoutQueryIds(system: ParsedSystem): LoadedSystem {
  const { queryIds: _queryIds, ...rest } = system;
  return rest;
}
