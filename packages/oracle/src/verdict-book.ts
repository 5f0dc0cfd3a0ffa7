import { codeSha256, InvalidArgumentError, LANGUAGES, testsSha256, compareCodeUnits, type Bundle, type CorpusRow, type ExecutionCacheRow, type ExecutionResult, type Language, type QueryRow } from '@execret/core';
import type { Oracle, OracleJob } from './oracle.js';

/** Options of {@link VerdictBook.ensure}. */
export interface EnsureVerdictsOptions {
  /** Called after each executed job with the number done and the number to execute. */
  onProgress?: (done: number, total: number) => void;
  /** Aborts the execution (the promise rejects with `ABORTED`; verdicts of this call are not recorded). */
  abortSignal?: AbortSignal;
}

/**
 * Answers "does corpus item X pass every test of query Q" for a bundle: from the bundle's
 * `execution_cache.jsonl` first, else by running the snippet against the query's tests through the
 * oracle (a cross-query hit; the oracle's own cache makes reruns free). Verdicts are keyed by
 * (code SHA-256, tests SHA-256), as in the release format, so each distinct pair runs once. Every
 * verdict not in the bundle is remembered, and {@link VerdictBook.newRows} returns them as
 * release-format cache rows.
 */
export class VerdictBook {
  private readonly known = new Map<string, ExecutionResult>();
  private readonly added = new Map<string, ExecutionResult>();
  private readonly queries: Map<string, QueryRow>;
  private readonly corpus: Map<string, CorpusRow>;
  private readonly codeHash = new Map<string, string>();
  private readonly testsHash = new Map<string, string>();

  /**
   * @param bundle The bundle whose queries and corpus are judged; its execution cache seeds the book.
   * @param oracle Runs the pairs the bundle's cache lacks (language from the query's `metadata.language`, default python).
   */
  constructor(
    bundle: Bundle,
    private readonly oracle: Oracle,
  ) {
    this.queries = new Map(bundle.queries.map((query) => [query.query_id, query]));
    this.corpus = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
    for (const row of bundle.executionCache ?? []) {
      this.known.set(`${row.code_sha256}:${row.tests_sha256}`, { testResults: row.test_results as ExecutionResult['testResults'], passesAllTests: row.passes_all_tests });
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

  /** The verdict of a pair, when known (`undefined` for unknown ids too). */
  get(queryId: string, corpusId: string): ExecutionResult | undefined {
    if (!this.queries.has(queryId) || !this.corpus.has(corpusId)) return undefined;
    return this.known.get(this.key(queryId, corpusId));
  }

  /**
   * Runs every pair whose verdict is not known yet, each distinct (code, tests) once, in the order
   * first listed; pairs with unknown ids are skipped. Resolves with the number of pairs run.
   */
  async ensure(pairs: Iterable<readonly [string, string]>, options: EnsureVerdictsOptions = {}): Promise<number> {
    const pending = new Map<string, OracleJob>();
    for (const [queryId, corpusId] of pairs) {
      const query = this.queries.get(queryId);
      const row = this.corpus.get(corpusId);
      if (query === undefined || row === undefined) continue;
      const key = this.key(queryId, corpusId);
      if (this.known.has(key) || pending.has(key)) continue;
      const setup = query.metadata['test_setup'];
      pending.set(key, {
        language: queryLanguage(query),
        code: row.code,
        tests: query.test_suite,
        ...(typeof setup === 'string' && setup !== '' ? { testSetup: setup } : {}),
      });
    }
    if (pending.size === 0) return 0;
    const keys = [...pending.keys()];
    const verdicts = await this.oracle.run([...pending.values()], { onProgress: options.onProgress, abortSignal: options.abortSignal });
    keys.forEach((key, index) => {
      const verdict = verdicts[index] as ExecutionResult;
      const result: ExecutionResult = { testResults: verdict.testResults, passesAllTests: verdict.passesAllTests };
      this.known.set(key, result);
      this.added.set(key, result);
    });
    return keys.length;
  }

  /** Records a verdict obtained earlier (e.g. from a previous run's results file); a known pair keeps its verdict. */
  remember(queryId: string, corpusId: string, verdict: ExecutionResult): void {
    if (!this.queries.has(queryId) || !this.corpus.has(corpusId) || verdict.testResults.length === 0) return;
    const key = this.key(queryId, corpusId);
    if (this.known.has(key)) return;
    this.known.set(key, verdict);
    this.added.set(key, verdict);
  }

  /** Release-format cache rows of the verdicts not in the bundle (run or remembered here), sorted by code hash, then tests hash. */
  newRows(): ExecutionCacheRow[] {
    return [...this.added.entries()]
      .sort(([left], [right]) => compareCodeUnits(left, right))
      .map(([key, verdict]) => {
        const [code, tests] = key.split(':') as [string, string];
        return { code_sha256: code, tests_sha256: tests, test_results: verdict.testResults, passes_all_tests: verdict.passesAllTests };
      });
  }
}

function queryLanguage(query: QueryRow): Language {
  const given = query.metadata['language'];
  const language = typeof given === 'string' ? given : 'python';
  if (!(LANGUAGES as readonly unknown[]).includes(language)) {
    throw new InvalidArgumentError(`query "${query.query_id}": cannot execute ${language} code: only ${LANGUAGES.join(' and ')} are supported`);
  }
  return language as Language;
}
