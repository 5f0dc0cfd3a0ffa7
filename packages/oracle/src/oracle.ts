import { InvalidArgumentError, throwIfAborted, type Language } from '@execret/core';
import { assertTimeScale, jobTimeScale } from './execution-limits.js';
import { executionCacheKey, scaledRuntimeFingerprint, stoppedRuntimeFingerprint, syntaxCheckCacheKey, type ExecutionCache, type ExecutionCacheEntry, type ExecutionCacheKey } from './execution-cache.js';
import type { ExecutionJob, ExecutionVerdict, Executor, RuntimeDescription, SyntaxCheckResult } from './executor.js';
import type { HardeningReport } from './hardening-report.js';
import { isInconclusive } from './syntax-check-result.js';
import { whileNotAborted } from './execution-error.js';

/** A job for the oracle: a language and an {@link ExecutionJob}. */
export interface OracleJob extends ExecutionJob {
  /** Which executor runs it. */
  language: Language;
  /**
   * The per-test time limit of this job in milliseconds (a task's calibrated limit, or
   * `execret build --timeout`); default: the runtime's own (`limits.testTimeoutMs`). Every time
   * limit of the job scales with it (`timeScale` = this ÷ the runtime's per-test limit, times the
   * run's `timeScale`), and so does its cache key ({@link scaledRuntimeFingerprint}); a job at the
   * runtime's own limit keeps the runtime's key.
   */
  testTimeoutMs?: number | undefined;
}

/** Options of {@link Oracle.run}. */
export interface OracleRunOptions {
  /** Aborts the run: queued jobs are dropped, running ones killed; the promise rejects with `ABORTED`. */
  abortSignal?: AbortSignal;
  /** Called after each job with the number done and the total. */
  onProgress?: (done: number, total: number) => void;
  /**
   * How the cache is used: `read-write` (default) answers from it and stores new verdicts;
   * `write-only` runs every job and stores the verdicts (fresh runs that refresh the cache);
   * `off` runs every job and stores nothing.
   */
  cacheMode?: 'read-write' | 'write-only' | 'off';
  /**
   * Multiplies every time limit of these jobs (see `ExecuteOptions.timeScale`; default 1). Such
   * verdicts are not the runtime's: the cache files them under the runtime fingerprint with the
   * scale ({@link scaledRuntimeFingerprint}), so they answer only runs with the same scale, and
   * `cacheMode` applies to them as to any run.
   */
  timeScale?: number;
  /**
   * For runs that only ask whether code passes (default false): each job may end at its first
   * test that does not pass (see `ExecuteOptions.stopAtFirstFailure`), so code that never finishes
   * costs one time limit instead of one per test. `passesAllTests` is what a full run gives; a
   * stored full verdict answers. A verdict ended early (status `stopped`) is stored under its own
   * runtime key (`stoppedRuntimeFingerprint`), so it answers later runs that
   * may stop early and never a full run.
   */
  stopAtFirstFailure?: boolean;
}

/** Options of {@link Oracle}. */
export interface OracleOptions {
  /** An executor per language (e.g. `{ python: new PythonExecutor() }`). The oracle disposes them. */
  executors: Partial<Record<Language, Executor>>;
  /** Where verdicts are cached; without one nothing is cached. The caller closes it. */
  cache?: ExecutionCache;
  /** Verdicts written to the cache per transaction (default 256). */
  cacheBatchSize?: number;
}

/** Counters of an oracle. */
export interface OracleStats {
  /** Jobs that ran in an executor. */
  executed: number;
  /** Jobs answered from the cache. */
  cacheHits: number;
  /** Jobs answered by an identical job in the same run. */
  deduplicated: number;
  /** Wall-clock milliseconds of the jobs that ran in an executor (the sum of their `durationMs`). */
  executedMs: number;
  /**
   * The part of {@link executedMs} spent in jobs that hit a time limit (status `timeout`, or a
   * `TIMEOUT` outcome): what hung code cost.
   */
  limitMs: number;
}


/**
 * Runs jobs through per-language executors with a cache in front: a job whose (runtime
 * fingerprint with the run's time scale, code, tests, setup) is cached is answered without
 * running; identical jobs in one call run once. A job whose verdict says the sandbox itself failed (`WorkerLost`,
 * `OracleInternalError`) is run again, twice at most; such a verdict is never cached.
 */
export class Oracle {
  private readonly fingerprints = new Map<Language, Promise<RuntimeDescription>>();
  private readonly counters: OracleStats = { executed: 0, cacheHits: 0, deduplicated: 0, executedMs: 0, limitMs: 0 };

  constructor(private readonly options: OracleOptions) {}

  /** A copy of the counters. */
  get stats(): OracleStats {
    return { ...this.counters };
  }

  /** The executor of a language (an error when none was given). */
  executor(language: Language): Executor {
    const executor = this.options.executors[language];
    if (executor === undefined) throw new InvalidArgumentError(`no executor for language "${language}"; pass one in the "executors" option`);
    return executor;
  }

  /** The runtime of a language's executor (computed once). */
  describeRuntime(language: Language): Promise<RuntimeDescription> {
    let description = this.fingerprints.get(language);
    if (description === undefined) {
      description = this.executor(language).describeRuntime();
      this.fingerprints.set(language, description);
    }
    return description;
  }

  /**
   * Runs jobs (cache first); verdicts are in job order. A verdict answered from the cache is the
   * one stored when the job ran (status, reason, outcomes, duration) with `cached: true`.
   */
  async run(jobs: readonly OracleJob[], options: OracleRunOptions = {}): Promise<ExecutionVerdict[]> {
    const mode = options.cacheMode ?? 'read-write';
    if (mode !== 'read-write' && mode !== 'write-only' && mode !== 'off') {
      throw new InvalidArgumentError(`option "cacheMode" must be "read-write", "write-only" or "off", got ${JSON.stringify(mode)}`);
    }
    const timeScale = options.timeScale ?? 1;
    assertTimeScale(timeScale);
    const cache = this.options.cache;
    const readCache = mode === 'read-write' && cache !== undefined;
    const writeCache = mode !== 'off' && cache !== undefined;
    const verdicts: Array<ExecutionVerdict | undefined> = new Array(jobs.length).fill(undefined);
    const keys: ExecutionCacheKey[] = [];
    const scales: number[] = [];
    // The limits in force are part of the key: a run with scaled time limits (the run's scale times
    // the job's own per-test limit over the runtime's) has its own runtime key.
    for (const job of jobs) {
      // The first call probes the interpreter and sandbox (seconds on a loaded machine): a Ctrl-C stops waiting.
      const runtime = await whileNotAborted(this.describeRuntime(job.language), options.abortSignal);
      const scale = jobTimeScale(runtime.limits, job.testTimeoutMs, timeScale);
      scales.push(scale);
      keys.push(executionCacheKey(scaledRuntimeFingerprint(runtime.fingerprint, scale), job));
    }
    let done = 0;
    const progress = (): void => {
      done += 1;
      options.onProgress?.(done, jobs.length);
    };

    const stopEarly = options.stopAtFirstFailure === true;
    const stoppedKey = (key: ExecutionCacheKey): ExecutionCacheKey => ({ ...key, runtime: stoppedRuntimeFingerprint(key.runtime) });
    if (readCache && cache !== undefined) {
      const entries = cache.getMany(keys);
      // A run that may stop early is answered by a full verdict first, else by a stopped one.
      const stoppedEntries = stopEarly ? cache.getMany(keys.map(stoppedKey)) : [];
      entries.forEach((found, index) => {
        const entry = found ?? stoppedEntries[index];
        if (entry === undefined) return;
        verdicts[index] = cachedVerdict(entry);
        this.counters.cacheHits += 1;
        progress();
      });
    }

    // Identical jobs (same key) run once.
    const groups = new Map<string, number[]>();
    keys.forEach((key, index) => {
      if (verdicts[index] !== undefined) return;
      const text = `${(jobs[index] as OracleJob).language}\u0000${key.runtime}\u0000${key.codeSha256}\u0000${key.testsSha256}\u0000${key.setupSha256}`;
      const group = groups.get(text);
      if (group === undefined) groups.set(text, [index]);
      else group.push(index);
    });

    const pending: Array<{ key: ExecutionCacheKey; verdict: ExecutionVerdict }> = [];
    const batchSize = this.options.cacheBatchSize ?? 256;
    const flush = (): void => {
      if (!writeCache || cache === undefined || pending.length === 0) return;
      cache.putMany(pending.splice(0).map(({ key, verdict }) => ({ key, entry: cacheEntry(verdict) })));
    };
    try {
      await Promise.all(
        [...groups.values()].map(async (indexes) => {
          const first = indexes[0] as number;
          const job = jobs[first] as OracleJob;
          const jobScale = scales[first] as number;
          const executeOptions = { abortSignal: options.abortSignal, timeScale: jobScale, stopAtFirstFailure: options.stopAtFirstFailure === true };
          let verdict = await this.executor(job.language).execute(job, executeOptions);
          this.count(verdict);
          // A lost worker says nothing about the code: run the job again on a fresh worker
          // (twice at most, so a job that kills its worker every time still gets a verdict).
          for (let retry = 0; retry < INFRASTRUCTURE_RETRIES && sandboxFailed(verdict); retry += 1) {
            throwIfAborted(options.abortSignal, () => 'execution interrupted');
            verdict = await this.executor(job.language).execute(job, executeOptions);
            this.count(verdict);
          }
          this.counters.deduplicated += indexes.length - 1;
          for (const index of indexes) {
            verdicts[index] = verdict;
            progress();
          }
          if (isCacheable(verdict)) {
            const key = keys[first] as ExecutionCacheKey;
            pending.push({ key: verdict.status === 'stopped' ? stoppedKey(key) : key, verdict });
            if (pending.length >= batchSize) flush();
          }
        }),
      );
    } finally {
      flush();
    }
    return verdicts as ExecutionVerdict[];
  }

  private count(verdict: ExecutionVerdict): void {
    this.counters.executed += 1;
    this.counters.executedMs += verdict.durationMs;
    if (verdict.status === 'timeout' || verdict.testResults.includes('TIMEOUT')) this.counters.limitMs += verdict.durationMs;
  }

  /** Runs one job (cache first). */
  async runOne(job: OracleJob, options: OracleRunOptions = {}): Promise<ExecutionVerdict> {
    return (await this.run([job], options))[0] as ExecutionVerdict;
  }

  /**
   * The syntax and entry-point check of the job's executor, cache first: a conclusive result (see
   * `isInconclusive`) is stored under (runtime fingerprint, code, tests, setup, entry point), so a
   * rebuild, or a build seeded with an exported build cache, checks nothing twice. A check that
   * gave no answer (it timed out, its process died) is never stored.
   */
  async checkSyntax(job: OracleJob & { entryPoint: string }, options: { abortSignal?: AbortSignal } = {}): Promise<SyntaxCheckResult> {
    const cache = this.options.cache;
    if (cache === undefined) return this.executor(job.language).checkSyntax(job, options);
    const key = syntaxCheckCacheKey((await whileNotAborted(this.describeRuntime(job.language), options.abortSignal)).fingerprint, job);
    const cached = cache.getSyntaxCheck(key);
    if (cached !== undefined) return cached;
    const result = await this.executor(job.language).checkSyntax(job, options);
    if (!isInconclusive(result)) cache.putSyntaxCheck(key, result);
    return result;
  }

  /**
   * {@link checkSyntax} of several jobs of one language sharing tests, setup and entry point (a
   * task's candidates): cached results first, the rest in one request where the executor batches
   * (`Executor.checkSyntaxBatch`, one forked process for a Python task's candidates), else one
   * check each at once. Results are in the order of `jobs`; conclusive ones are cached.
   */
  async checkSyntaxBatch(jobs: ReadonlyArray<OracleJob & { entryPoint: string }>, options: { abortSignal?: AbortSignal } = {}): Promise<SyntaxCheckResult[]> {
    if (jobs.length === 0) return [];
    const first = jobs[0] as OracleJob & { entryPoint: string };
    if (jobs.some((job) => job.language !== first.language)) throw new InvalidArgumentError('checkSyntaxBatch: every job of a batch must have the same language');
    const executor = this.executor(first.language);
    const cache = this.options.cache;
    const fingerprint = cache === undefined ? undefined : (await whileNotAborted(this.describeRuntime(first.language), options.abortSignal)).fingerprint;
    const keys = jobs.map((job) => (fingerprint === undefined ? undefined : syntaxCheckCacheKey(fingerprint, job)));
    const results: Array<SyntaxCheckResult | undefined> = keys.map((key) => (key === undefined ? undefined : cache?.getSyntaxCheck(key)));
    const missing = jobs.flatMap((job, index) => (results[index] === undefined ? [{ job, index }] : []));
    if (missing.length === 0) return results as SyntaxCheckResult[];
    const checked =
      executor.checkSyntaxBatch === undefined || missing.length === 1
        ? await Promise.all(missing.map(({ job }) => executor.checkSyntax(job, options)))
        : await executor.checkSyntaxBatch(
            missing.map(({ job }) => job),
            options,
          );
    missing.forEach(({ index }, position) => {
      const result = checked[position] as SyntaxCheckResult;
      results[index] = result;
      const key = keys[index];
      if (key !== undefined && !isInconclusive(result)) cache?.putSyntaxCheck(key, result);
    });
    return results as SyntaxCheckResult[];
  }

  /** The hardening report of every executor, in language order. */
  async hardeningReports(): Promise<HardeningReport[]> {
    const languages = (Object.keys(this.options.executors) as Language[]).sort();
    return Promise.all(languages.map((language) => this.executor(language).hardeningReport()));
  }

  /** Disposes every executor (the cache stays open). */
  async dispose(): Promise<void> {
    await Promise.all(Object.values(this.options.executors).map((executor) => executor?.dispose?.()));
  }
}

/** How often a job whose worker was lost is run again before its verdict is returned as is. */
const INFRASTRUCTURE_RETRIES = 2;

/** True when the verdict says the sandbox failed (a lost worker, an internal error), not the code. */
function sandboxFailed(verdict: ExecutionVerdict): boolean {
  return verdict.status === 'crashed' && verdict.testResults.some((outcome) => outcome.startsWith('ERROR: WorkerLost') || outcome.startsWith('ERROR: OracleInternalError'));
}

/** False for verdicts that say nothing about the code: the sandbox failed. */
function isCacheable(verdict: ExecutionVerdict): boolean {
  return !sandboxFailed(verdict);
}

/** What the cache keeps of a verdict: everything but the `cached` flag. */
function cacheEntry(verdict: ExecutionVerdict): ExecutionCacheEntry {
  const entry: ExecutionCacheEntry = { testResults: verdict.testResults, passesAllTests: verdict.passesAllTests, status: verdict.status, durationMs: verdict.durationMs };
  if (verdict.status === 'crashed') entry.reason = verdict.reason;
  return entry;
}

/** The stored verdict, flagged `cached`. Rows stored before reasons were kept give `reason: 'unknown'`. */
function cachedVerdict(entry: ExecutionCacheEntry): ExecutionVerdict {
  const fields = { testResults: entry.testResults, passesAllTests: entry.passesAllTests, durationMs: entry.durationMs ?? 0, cached: true as const };
  if (entry.status === 'completed' || entry.status === 'timeout') return { status: entry.status, ...fields };
  if (entry.status === 'crashed') return { status: 'crashed', ...fields, reason: entry.reason ?? 'unknown' };
  if (entry.status === 'stopped') return { status: 'stopped', ...fields };
  return { status: 'imported', ...fields };
}
