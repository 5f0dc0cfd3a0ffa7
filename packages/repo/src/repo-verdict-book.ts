import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeSha256, findExecutable, sha256Hex, testsSha256, type Bundle, type ExecutionCacheRow, type ExecutionResult, type QueryRow, type TestOutcome } from '@execret/core';
import { REPO_BACKENDS } from './repo-backends.js';
import type { RepoLanguageBackend, RunnerOptions, SwitchingRunner } from './repo-language-backend.js';
import { RepoProjectError } from './repo-project-error.js';
import { materializeSnapshot, type RepoSnapshot } from './repo-snapshot.js';
import { switchTimeoutMs } from './switch-time-limit.js';

/** The verdict lookups of a run (the shape of `VerdictBook` of `@execret/oracle`). */
export interface RunVerdictLookups {
  ensure(pairs: Iterable<readonly [string, string]>, options?: { onProgress?: (done: number, total: number) => void; abortSignal?: AbortSignal }): Promise<number>;
  get(queryId: string, corpusId: string): ExecutionResult | undefined;
  remember(queryId: string, corpusId: string, verdict: ExecutionResult): void;
  newRows(): ExecutionCacheRow[];
}

/** The `metadata.repo` of a repository query. */
interface RepoQueryMetadata {
  backend: string;
  function_id: string;
  test_durations_ms?: number[];
}

/** The repository part of a query, or undefined for a self-contained task. */
export function repoQueryMetadata(query: QueryRow): RepoQueryMetadata | undefined {
  const repo = query.metadata['repo'];
  if (typeof repo !== 'object' || repo === null) return undefined;
  const record = repo as Record<string, unknown>;
  return typeof record['function_id'] === 'string' && typeof record['backend'] === 'string' ? (record as unknown as RepoQueryMetadata) : undefined;
}

/** Options of {@link RepoVerdictBook}. */
export interface RepoVerdictBookOptions {
  /** The interpreter that runs the project's tests (default `python3` on PATH; give the project's virtualenv python when it needs packages). */
  executable?: string;
  /** Backends by name (default: every registered backend, `REPO_BACKENDS`). */
  backends?: readonly RepoLanguageBackend[];
  runner?: RunnerOptions;
}

/**
 * Judges cross-query hits of a repository bundle: snippet Y for query X is X's covering tests run
 * with X's function replaced by Y, in a warm runner over the bundle's `repo_snapshot.json`
 * (started on the first pair that needs it). Verdicts are keyed by (snapshot SHA-256, function id,
 * code SHA-256, tests SHA-256), so a verdict never outlives a change to the project's files; pairs
 * of self-contained queries go to `inner`. The first judged query's own canonical must pass, else
 * the environment cannot run the project (a missing package) and the book refuses to judge.
 */
export class RepoVerdictBook implements RunVerdictLookups {
  private readonly queries: Map<string, QueryRow>;
  private readonly code: Map<string, string>;
  private readonly released = new Map<string, ExecutionResult>();
  private readonly known = new Map<string, ExecutionResult>();
  private runner: SwitchingRunner | undefined;
  private folder: string | undefined;
  private checked = false;

  constructor(
    bundle: Bundle,
    private readonly snapshot: RepoSnapshot,
    private readonly inner: RunVerdictLookups,
    private readonly options: RepoVerdictBookOptions = {},
  ) {
    this.queries = new Map(bundle.queries.map((query) => [query.query_id, query]));
    this.code = new Map(bundle.corpus.map((row) => [row.corpus_id, row.code]));
    for (const row of bundle.executionCache ?? []) this.released.set(`${row.code_sha256}:${row.tests_sha256}`, { testResults: row.test_results as TestOutcome[], passesAllTests: row.passes_all_tests });
  }

  private key(query: QueryRow, code: string): string {
    const repo = repoQueryMetadata(query) as RepoQueryMetadata;
    return sha256Hex(`${this.snapshot.sha256}\0${repo.function_id}\0${codeSha256(code)}\0${testsSha256(query.test_suite)}`);
  }

  get(queryId: string, corpusId: string): ExecutionResult | undefined {
    const query = this.queries.get(queryId);
    const code = this.code.get(corpusId);
    if (query === undefined || code === undefined || repoQueryMetadata(query) === undefined) return this.inner.get(queryId, corpusId);
    return this.released.get(`${codeSha256(code)}:${testsSha256(query.test_suite)}`) ?? this.known.get(this.key(query, code));
  }

  remember(queryId: string, corpusId: string, verdict: ExecutionResult): void {
    const query = this.queries.get(queryId);
    const code = this.code.get(corpusId);
    if (query === undefined || code === undefined || repoQueryMetadata(query) === undefined) this.inner.remember(queryId, corpusId, verdict);
    else this.known.set(this.key(query, code), verdict);
  }

  newRows(): ExecutionCacheRow[] {
    const rows = this.inner.newRows();
    for (const [pair, verdict] of this.rowsByPair) rows.push({ code_sha256: pair.split(':')[0] as string, tests_sha256: pair.split(':')[1] as string, test_results: verdict.testResults, passes_all_tests: verdict.passesAllTests });
    return rows.sort((left, right) => (`${left.code_sha256}:${left.tests_sha256}` < `${right.code_sha256}:${right.tests_sha256}` ? -1 : 1));
  }

  private readonly rowsByPair = new Map<string, ExecutionResult>();

  async ensure(pairs: Iterable<readonly [string, string]>, options: { onProgress?: (done: number, total: number) => void; abortSignal?: AbortSignal } = {}): Promise<number> {
    const own: Array<[QueryRow, string]> = [];
    const others: Array<readonly [string, string]> = [];
    const pending = new Set<string>();
    for (const pair of pairs) {
      const query = this.queries.get(pair[0]);
      const code = this.code.get(pair[1]);
      if (query === undefined || code === undefined) continue;
      if (repoQueryMetadata(query) === undefined) {
        others.push(pair);
        continue;
      }
      if (this.get(pair[0], pair[1]) !== undefined || pending.has(this.key(query, code))) continue;
      pending.add(this.key(query, code));
      own.push([query, code]);
    }
    let executed = others.length > 0 ? await this.inner.ensure(others, options) : 0;
    let done = 0;
    for (const [query, code] of own) {
      if (options.abortSignal?.aborted === true) break;
      const verdict = await this.judge(query, code);
      this.known.set(this.key(query, code), verdict);
      this.rowsByPair.set(`${codeSha256(code)}:${testsSha256(query.test_suite)}`, verdict);
      executed += 1;
      done += 1;
      options.onProgress?.(done, own.length);
    }
    return executed;
  }

  /** Runs `code` in place of the query's function against the query's tests. */
  async judge(query: QueryRow, code: string): Promise<ExecutionResult> {
    const repo = repoQueryMetadata(query);
    if (repo === undefined) throw new RepoProjectError(`query ${query.query_id} is not a repository query (no metadata.repo)`);
    const runner = await this.start(repo.backend);
    if (!this.checked) {
      this.checked = true;
      const canonicalId = query['correct_corpus_ids'] as string[];
      const canonical = this.code.get(canonicalId[0] ?? '');
      if (canonical !== undefined) {
        const check = await this.switched(runner, query, repo, canonical);
        if (!check.passesAllTests) throw new RepoProjectError(`the project's tests do not pass here with its own code (query ${query.query_id}: ${check.testResults.find((outcome) => outcome !== 'pass') ?? ''}); give the interpreter of the project's environment (EXECRET_REPO_PYTHON)`);
      }
    }
    return this.switched(runner, query, repo, code);
  }

  private async switched(runner: SwitchingRunner, query: QueryRow, repo: RepoQueryMetadata, code: string): Promise<ExecutionResult> {
    const verdict = await runner.run({ replacement: { kind: 'code', functionId: repo.function_id, code }, testIds: query.test_suite, timeoutMs: switchTimeoutMs(repo.test_durations_ms ?? query.test_suite.map(() => 1000)) });
    // A replacement that is not a function (or does not compile) reads ERROR on every test: it fails, as code that cannot run does.
    return { testResults: verdict.testResults, passesAllTests: verdict.passesAllTests };
  }

  private async start(backendName: string): Promise<SwitchingRunner> {
    if (this.runner !== undefined) return this.runner;
    const backend = (this.options.backends ?? REPO_BACKENDS).find((entry) => entry.name === backendName);
    if (backend === undefined) throw new RepoProjectError(`no backend "${backendName}" to judge repository queries with`);
    this.folder = await mkdtemp(join(tmpdir(), 'execret-repo-judge-'));
    const projectDir = join(this.folder, 'project');
    await materializeSnapshot(this.snapshot, projectDir);
    const executable = this.options.executable ?? process.env['EXECRET_REPO_PYTHON'] ?? findExecutable('python3');
    if (executable === undefined) throw new RepoProjectError('python3 is not on PATH (set EXECRET_REPO_PYTHON to the project\'s interpreter)');
    const discovery = await backend.discover(projectDir);
    this.runner = await backend.startRunner({ backend: backend.name, projectDir, executable, environmentDirs: [], testArgs: this.snapshot.test_args, description: backend.name }, discovery.functions, this.options.runner ?? {});
    return this.runner;
  }

  /** Stops the runner and removes its copy of the project. */
  async dispose(): Promise<void> {
    await this.runner?.dispose();
    this.runner = undefined;
    if (this.folder !== undefined) await rm(this.folder, { recursive: true, force: true });
  }
}
