import { codeSha256, testsSha256, type Bundle, type CorpusRow, type QueryRow } from '@execret/core';

/** The execution verdict of one corpus snippet against one query's tests. */
export interface Verdict {
  testResults: string[];
  passesAllTests: boolean;
}

/** One (code, tests) pair to execute. */
export interface VerdictJob {
  code: string;
  tests: readonly string[];
  testSetup?: string;
  language: string;
}

/** Runs jobs the bundle's cache does not answer (the oracle, through its own cache). */
export type ExecuteJobs = (jobs: readonly VerdictJob[], onProgress?: (done: number, total: number) => void) => Promise<Verdict[]>;

/**
 * Answers "does corpus item X pass all tests of query Q": from the bundle's `execution_cache.jsonl`
 * first, else by executing the snippet against the query's tests (a cross-query hit). Every pair
 * executed is remembered, and `newRows()` returns them as release-format cache rows.
 */
export class VerdictBook {
  private readonly known = new Map<string, Verdict>();
  private readonly added = new Map<string, Verdict>();
  private readonly queries: Map<string, QueryRow>;
  private readonly corpus: Map<string, CorpusRow>;
  private readonly codeHash = new Map<string, string>();
  private readonly testsHash = new Map<string, string>();

  constructor(private readonly bundle: Bundle) {
    this.queries = new Map(bundle.queries.map((query) => [query.query_id, query]));
    this.corpus = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
    for (const row of bundle.executionCache ?? []) {
      this.known.set(`${row.code_sha256}:${row.tests_sha256}`, { testResults: row.test_results, passesAllTests: row.passes_all_tests });
    }
  }

  private key(queryId: string, corpusId: string): string {
    let code = this.codeHash.get(corpusId);
    if (code === undefined) {
      code = codeSha256((this.corpus.get(corpusId) as CorpusRow).code);
      this.codeHash.set(corpusId, code);
    }
    let tests = this.testsHash.get(queryId);
    if (tests === undefined) {
      tests = testsSha256((this.queries.get(queryId) as QueryRow).test_suite);
      this.testsHash.set(queryId, tests);
    }
    return `${code}:${tests}`;
  }

  /** The verdict, when known. */
  get(queryId: string, corpusId: string): Verdict | undefined {
    if (!this.queries.has(queryId) || !this.corpus.has(corpusId)) return undefined;
    return this.known.get(this.key(queryId, corpusId));
  }

  /** Executes every pair not yet known (each distinct (code, tests) once). Returns how many ran. */
  async ensure(pairs: Iterable<[string, string]>, execute: ExecuteJobs, onProgress?: (done: number, total: number) => void): Promise<number> {
    const pending = new Map<string, VerdictJob>();
    for (const [queryId, corpusId] of pairs) {
      const query = this.queries.get(queryId);
      const row = this.corpus.get(corpusId);
      if (query === undefined || row === undefined) continue;
      const key = this.key(queryId, corpusId);
      if (this.known.has(key) || pending.has(key)) continue;
      const setup = query.metadata['test_setup'];
      pending.set(key, {
        code: row.code,
        tests: query.test_suite,
        ...(typeof setup === 'string' && setup !== '' ? { testSetup: setup } : {}),
        language: typeof query.metadata['language'] === 'string' ? (query.metadata['language'] as string) : 'python',
      });
    }
    if (pending.size === 0) return 0;
    const keys = [...pending.keys()];
    const verdicts = await execute([...pending.values()], onProgress);
    keys.forEach((key, index) => {
      const verdict = verdicts[index] as Verdict;
      this.known.set(key, verdict);
      this.added.set(key, verdict);
    });
    return keys.length;
  }

  /** Records a verdict obtained earlier (e.g. from a previous run's results file). */
  remember(queryId: string, corpusId: string, verdict: Verdict): void {
    if (!this.queries.has(queryId) || !this.corpus.has(corpusId) || verdict.testResults.length === 0) return;
    const key = this.key(queryId, corpusId);
    if (this.known.has(key)) return;
    this.known.set(key, verdict);
    this.added.set(key, verdict);
  }

  /** Cache rows of the pairs executed here (not in the bundle), sorted by key. */
  newRows(): Array<{ code_sha256: string; tests_sha256: string; test_results: string[]; passes_all_tests: boolean }> {
    return [...this.added.entries()]
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
      .map(([key, verdict]) => {
        const [code, tests] = key.split(':') as [string, string];
        return { code_sha256: code, tests_sha256: tests, test_results: verdict.testResults, passes_all_tests: verdict.passesAllTests };
      });
  }
}
