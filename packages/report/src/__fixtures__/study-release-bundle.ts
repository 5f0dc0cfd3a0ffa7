// The bundle of __fixtures__/study-release (written by make-study-release.py) as a ReportBundle, with
// verdicts looked up in its execution cache by (code, tests) hash as the release format keys them
// (the CLI uses VerdictBook of @execret/oracle, which agrees for bundles without test setups).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSha256, codeSha256, readBundle, resolveBundleDirectory, testsSha256 } from '@execret/core';
import type { ReportBundle } from '../report-bundle.js';

/** The folder holding `data/` (the bundle) and `results/` (three systems in the study's layout). */
export const STUDY_RELEASE = join(dirname(fileURLToPath(import.meta.url)), 'study-release');

/** Reads the fixture's bundle (or the one at `directory`) with a verdict lookup over its execution cache. */
export async function studyReleaseBundle(directory: string = STUDY_RELEASE): Promise<ReportBundle> {
  const { bundle } = await readBundle(directory);
  const { sha256 } = await bundleSha256(await resolveBundleDirectory(directory));
  const cache = new Map((bundle.executionCache ?? []).map((row) => [`${row.code_sha256}:${row.tests_sha256}`, row]));
  const queries = new Map(bundle.queries.map((query) => [query.query_id, query]));
  const corpus = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  return {
    name: 'study-release',
    sha256,
    bundle,
    verdictOf: (queryId, corpusId) => {
      const query = queries.get(queryId);
      const row = corpus.get(corpusId);
      if (query === undefined || row === undefined) return undefined;
      const cached = cache.get(`${codeSha256(row.code)}:${testsSha256(query.test_suite)}`);
      return cached === undefined ? undefined : { testResults: cached.test_results, passesAllTests: cached.passes_all_tests };
    },
  };
}
