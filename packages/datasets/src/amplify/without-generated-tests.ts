import { BUNDLE_FILES, SchemaError, describeValue, testsSha256, type Bundle, type ExecutionCacheRow, type QueryRow } from '@execret/core';
import { GENERATED_TESTS_FIELD } from './amplify-tests.js';

/** What {@link withoutGeneratedTests} returns. */
export interface WithoutGeneratedTestsResult {
  /** The bundle with every query's generated tests removed. */
  bundle: Bundle;
  /** Queries that had generated tests. */
  queries: number;
  /** Tests removed over all queries. */
  removedTests: number;
}

/** The number of trailing generated tests of a query (0 without the field), checked. */
function generatedCount(query: QueryRow): number {
  const value = query.metadata[GENERATED_TESTS_FIELD];
  if (value === undefined) return 0;
  const location = { file: `${BUNDLE_FILES.queries} (query ${query.query_id})`, field: `metadata.${GENERATED_TESTS_FIELD}` };
  const size = query.test_suite.length;
  if (!Array.isArray(value) || !value.every((index) => Number.isSafeInteger(index))) throw new SchemaError(location, 'an array of test_suite indexes', describeValue(value));
  const sorted = [...(value as number[])].sort((left, right) => left - right);
  const suffix = sorted.every((index, position) => index === size - sorted.length + position);
  if (!suffix || sorted.length >= size) {
    throw new SchemaError(location, `the indexes of the last tests of test_suite, leaving at least one (test_suite has ${size})`, JSON.stringify(value));
  }
  return sorted.length;
}

/**
 * The bundle as it is scored without its generated tests: each query whose
 * `metadata.generated_tests` lists tests (see `amplifyTests`) keeps the others, in order, and loses
 * the field; every `execution_cache.jsonl` row of such a query's tests keeps the outcomes of the
 * remaining tests, under the hash of the shorter suite. No code runs: generated tests are always
 * the last tests of a suite, and tests run in order with one outcome each, so the outcomes of the
 * tests before them are the ones a run of the shorter suite gives. The corpus, labels and
 * distractor metadata stay as they are, so a distractor that only generated tests failed now
 * passes every test of its query: exec@k counts it as passing, as the shorter suite judges it.
 *
 * @throws SchemaError when a `metadata.generated_tests` is not the indexes of the last tests of its
 * suite (at least one test must remain), or two queries with the same tests mark different ones.
 */
export function withoutGeneratedTests(bundle: Bundle): WithoutGeneratedTestsResult {
  const kept = new Map<string, { count: number; tests: string; query: string }>();
  let queries = 0;
  let removedTests = 0;
  const rows: QueryRow[] = bundle.queries.map((query) => {
    const count = generatedCount(query);
    if (count === 0) return query;
    const remaining = query.test_suite.slice(0, query.test_suite.length - count);
    const before = testsSha256(query.test_suite);
    const previous = kept.get(before);
    if (previous !== undefined && previous.count !== remaining.length) {
      throw new SchemaError(
        { file: `${BUNDLE_FILES.queries} (query ${query.query_id})`, field: `metadata.${GENERATED_TESTS_FIELD}` },
        `the same generated tests as query ${previous.query}, which has the same test_suite`,
        `${count} generated tests of ${query.test_suite.length}`,
      );
    }
    kept.set(before, { count: remaining.length, tests: testsSha256(remaining), query: query.query_id });
    queries += 1;
    removedTests += count;
    const { [GENERATED_TESTS_FIELD]: _generated, ...metadata } = query.metadata;
    return { ...query, test_suite: remaining, metadata };
  });
  const executionCache = bundle.executionCache?.map((row): ExecutionCacheRow => {
    const projection = kept.get(row.tests_sha256);
    if (projection === undefined) return row;
    const results = row.test_results.slice(0, projection.count);
    return { ...row, tests_sha256: projection.tests, test_results: results, passes_all_tests: results.length > 0 && results.every((outcome) => outcome === 'pass') };
  });
  return { bundle: { ...bundle, queries: rows, ...(executionCache === undefined ? {} : { executionCache }) }, queries, removedTests };
}
