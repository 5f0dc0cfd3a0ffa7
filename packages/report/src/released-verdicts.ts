import { codeSha256, testsSha256, type Bundle, type ExecutionResult } from '@execret/core';

/** Answers "does corpus item X pass every test of query Q" from verdicts already computed. */
export interface ReleasedVerdicts {
  /** The verdict of a pair, or undefined when none is recorded (or an id is unknown). */
  get(queryId: string, corpusId: string): ExecutionResult | undefined;
}

/**
 * The verdicts a bundle's `execution_cache.jsonl` records, keyed as the release format defines
 * them: by (SHA-256 of the snippet's code, SHA-256 of the query's tests). Nothing is executed.
 * `@execret/oracle`'s `VerdictBook` answers the same questions and also tells apart queries that
 * share tests but not setups; `execret check` passes one through {@link ReleaseCheckOptions.verdicts}.
 */
export function releasedVerdicts(bundle: Pick<Bundle, 'queries' | 'corpus' | 'executionCache'>): ReleasedVerdicts {
  const rows = new Map<string, ExecutionResult>();
  for (const row of bundle.executionCache ?? []) rows.set(`${row.code_sha256}:${row.tests_sha256}`, { testResults: row.test_results as ExecutionResult['testResults'], passesAllTests: row.passes_all_tests });
  const tests = new Map(bundle.queries.map((query) => [query.query_id, query.test_suite]));
  const code = new Map(bundle.corpus.map((row) => [row.corpus_id, row.code]));
  const testsHashes = new Map<string, string>();
  const codeHashes = new Map<string, string>();
  return {
    get(queryId, corpusId) {
      const suite = tests.get(queryId);
      const snippet = code.get(corpusId);
      if (suite === undefined || snippet === undefined) return undefined;
      let testsHash = testsHashes.get(queryId);
      if (testsHash === undefined) testsHashes.set(queryId, (testsHash = testsSha256(suite)));
      let codeHash = codeHashes.get(corpusId);
      if (codeHash === undefined) codeHashes.set(corpusId, (codeHash = codeSha256(snippet)));
      return rows.get(`${codeHash}:${testsHash}`);
    },
  };
}
