import { codeSha256, sha256Hex, testsSha256, compareCodeUnits, type Bundle, type CorpusRow, type ExecutionCacheRow, type ExecutionResult, type Language, type QueryRow } from '@execret/core';
import type { Oracle, OracleJob } from './oracle.js';
import { queryLanguage, querySetup } from './query-execution.js';
import { queryTestTimeoutMs } from './task-time-limit.js';

/** Options of {@link VerdictBook.ensure}. */
export interface EnsureVerdictsOptions {
  /** Called after each executed job with the number done and the number to execute. */
  onProgress?: (done: number, total: number) => void;
  /** Aborts the execution (the promise rejects with `ABORTED`; verdicts of this call are not recorded). */
  abortSignal?: AbortSignal;
}

/**
 * Answers "does corpus item X pass every test of query Q" for a bundle: from the bundle's
 * `execution_cache.jsonl` first, else by running the snippet against the query's tests (and its
 * `metadata.test_setup`, with the per-test limit of `metadata.test_timeout_ms` when it has one) through the oracle (a cross-query hit; the oracle's own cache makes reruns
 * free). Every verdict not in the bundle is remembered, and {@link VerdictBook.newRows} returns
 * them as release-format cache rows.
 *
 * Keys. A verdict this book runs or remembers is keyed by (code SHA-256, tests SHA-256, setup
 * SHA-256), as the oracle's cache is: two queries with equal tests but different setups are two
 * pairs, each run with its own setup. The bundle's own rows are keyed as the release format defines
 * them, by (code, tests) only; a row was computed for a query whose tests they are, with that
 * query's setup, so it answers a pair only when that setup is known to be the pair's: when every
 * query with those tests has one setup (always so for the study's release, which has none), or,
 * when setups differ, for the queries with those tests that list the code among their own
 * snippets (`correct_corpus_ids`, `paired_distractor_corpus_ids`) and their setups. Other pairs run.
 */
export class VerdictBook {
  private readonly known = new Map<string, ExecutionResult>();
  private readonly added = new Map<string, ExecutionResult>();
  /** The bundle's own rows by `code:tests`. */
  private readonly released = new Map<string, ExecutionResult>();
  /** Setup hashes of the queries, by tests hash. */
  private readonly setupsByTests = new Map<string, Set<string>>();
  /** For tests shared by queries of different setups: the setups of the queries owning each `code:tests`. */
  private readonly ownerSetups = new Map<string, Set<string>>();
  private readonly queries: Map<string, QueryRow>;
  private readonly corpus: Map<string, CorpusRow>;
  private readonly codeHash = new Map<string, string>();
  private readonly queryHash = new Map<string, { tests: string; setup: string }>();

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
      this.released.set(`${row.code_sha256}:${row.tests_sha256}`, { testResults: row.test_results as ExecutionResult['testResults'], passesAllTests: row.passes_all_tests });
    }
    for (const query of bundle.queries) {
      const { tests, setup } = this.queryHashes(query.query_id);
      const setups = this.setupsByTests.get(tests) ?? new Set<string>();
      setups.add(setup);
      this.setupsByTests.set(tests, setups);
    }
    for (const query of bundle.queries) {
      const { tests, setup } = this.queryHashes(query.query_id);
      if ((this.setupsByTests.get(tests) as Set<string>).size < 2) continue;
      for (const corpusId of [...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids]) {
        if (!this.corpus.has(corpusId)) continue;
        const releaseKey = `${this.codeSha(corpusId)}:${tests}`;
        const owners = this.ownerSetups.get(releaseKey) ?? new Set<string>();
        owners.add(setup);
        this.ownerSetups.set(releaseKey, owners);
      }
    }
  }

  private codeSha(corpusId: string): string {
    let code = this.codeHash.get(corpusId);
    if (code === undefined) {
      code = codeSha256((this.corpus.get(corpusId) as CorpusRow).code);
      this.codeHash.set(corpusId, code);
    }
    return code;
  }

  private queryHashes(queryId: string): { tests: string; setup: string } {
    let hashes = this.queryHash.get(queryId);
    if (hashes === undefined) {
      const query = this.queries.get(queryId) as QueryRow;
      const setup = querySetup(query);
      const testTimeoutMs = queryTestTimeoutMs(query);
      // As the oracle's cache key: no setup and an empty one are the same job, and a per-test
      // limit of its own (`metadata.test_timeout_ms`) makes another job, as another setup does.
      hashes = { tests: testsSha256(query.test_suite), setup: `${setup === undefined ? '' : sha256Hex(setup)}${testTimeoutMs === undefined ? '' : `@${testTimeoutMs}ms`}` };
      this.queryHash.set(queryId, hashes);
    }
    return hashes;
  }

  /** The key of a pair: `code:tests:setup` hashes. */
  private key(queryId: string, corpusId: string): string {
    const { tests, setup } = this.queryHashes(queryId);
    return `${this.codeSha(corpusId)}:${tests}:${setup}`;
  }

  /** The verdict of a pair from this book's runs, or from the bundle's rows when they apply to the pair's setup. */
  private lookup(queryId: string, corpusId: string): ExecutionResult | undefined {
    const own = this.known.get(this.key(queryId, corpusId));
    if (own !== undefined) return own;
    const { tests, setup } = this.queryHashes(queryId);
    const releaseKey = `${this.codeSha(corpusId)}:${tests}`;
    const row = this.released.get(releaseKey);
    if (row === undefined) return undefined;
    if ((this.setupsByTests.get(tests)?.size ?? 0) < 2) return row;
    return this.ownerSetups.get(releaseKey)?.has(setup) ? row : undefined;
  }

  /** The verdict of a pair, when known (`undefined` for unknown ids too). */
  get(queryId: string, corpusId: string): ExecutionResult | undefined {
    if (!this.queries.has(queryId) || !this.corpus.has(corpusId)) return undefined;
    return this.lookup(queryId, corpusId);
  }

  /**
   * Runs every pair whose verdict is not known yet, each distinct (code, tests, setup) once, in the
   * order first listed; pairs with unknown ids are skipped. Resolves with the number of jobs run.
   */
  async ensure(pairs: Iterable<readonly [string, string]>, options: EnsureVerdictsOptions = {}): Promise<number> {
    const pending = new Map<string, OracleJob>();
    for (const [queryId, corpusId] of pairs) {
      const query = this.queries.get(queryId);
      const row = this.corpus.get(corpusId);
      if (query === undefined || row === undefined) continue;
      const key = this.key(queryId, corpusId);
      if (pending.has(key) || this.lookup(queryId, corpusId) !== undefined) continue;
      const setup = querySetup(query);
      const testTimeoutMs = queryTestTimeoutMs(query);
      pending.set(key, {
        language: queryLanguage(query),
        code: row.code,
        tests: query.test_suite,
        ...(setup === undefined ? {} : { testSetup: setup }),
        ...(testTimeoutMs === undefined ? {} : { testTimeoutMs }),
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

  /** Records a verdict obtained earlier (e.g. from a previous run's results file) for the pair's (code, tests, setup); a known pair keeps its verdict. */
  remember(queryId: string, corpusId: string, verdict: ExecutionResult): void {
    if (!this.queries.has(queryId) || !this.corpus.has(corpusId) || verdict.testResults.length === 0) return;
    if (this.lookup(queryId, corpusId) !== undefined) return;
    const key = this.key(queryId, corpusId);
    this.known.set(key, verdict);
    this.added.set(key, verdict);
  }

  /**
   * Release-format cache rows of the verdicts not in the bundle (run or remembered here), sorted by
   * code hash, then tests hash. The format has no setup, so a (code, tests) pair is written once,
   * and only when it is unambiguous: verdicts for several setups that give the same outcomes make
   * one row; a (code, tests) whose setups give different outcomes, or whose outcomes differ from
   * the bundle's own row, is left out (the rows stay consistent for any reader).
   */
  newRows(): ExecutionCacheRow[] {
    const byPair = new Map<string, ExecutionResult[]>();
    for (const [key, verdict] of this.added) {
      const pair = key.slice(0, key.lastIndexOf(':'));
      const list = byPair.get(pair) ?? [];
      list.push(verdict);
      byPair.set(pair, list);
    }
    const same = (left: ExecutionResult, right: ExecutionResult): boolean =>
      left.testResults.length === right.testResults.length && left.testResults.every((outcome, index) => outcome === right.testResults[index]);
    const rows: ExecutionCacheRow[] = [];
    for (const [pair, verdicts] of byPair) {
      const first = verdicts[0] as ExecutionResult;
      const released = this.released.get(pair);
      if (!verdicts.every((verdict) => same(verdict, first)) || (released !== undefined && !same(released, first))) continue;
      const [code, tests] = pair.split(':') as [string, string];
      rows.push({ code_sha256: code, tests_sha256: tests, test_results: first.testResults, passes_all_tests: first.passesAllTests });
    }
    return rows.sort((left, right) => compareCodeUnits(left.code_sha256, right.code_sha256) || compareCodeUnits(left.tests_sha256, right.tests_sha256));
  }
}

/** The query's `metadata.test_setup` when it is a non-empty string. */
