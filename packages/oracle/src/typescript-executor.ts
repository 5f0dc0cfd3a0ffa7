import { InvalidArgumentError, type Language } from '@execret/core';
import { ExecutionError, whileNotAborted } from './execution-error.js';
import { DEFAULT_LIMITS, jobTimeoutFor, resolveLimits, scaleTimeLimits, type ExecutionLimits } from './execution-limits.js';
import {
  verdictFromReply,
  type ExecuteOptions,
  type ExecutionJob,
  type ExecutionVerdict,
  type Executor,
  type RuntimeDescription,
  type SyntaxCheckJob,
  type SyntaxCheckResult,
} from './executor.js';
import { createWarningReporter } from './fork-server.js';
import { assertExecutionJob } from './fork-server-executor.js';
import { buildHardeningReport, type HardeningReport } from './hardening-report.js';
import { NodeContextPool } from './node-context-pool.js';
import { CONTEXT_RUNNER_VERSION, CONTEXT_TIME_SHARE } from './node-context-worker-source.js';
import type { ProcessCount } from './process-count.js';
import type { SandboxOptions } from './sandbox-plan.js';
import { TypeScriptBatchTranspiler } from './typescript-batch-transpiler.js';
import { prepareTypeScriptJob, TranspileCache, type PreparedTypeScriptJob } from './typescript-job-preparation.js';
import { checkTypeScriptSyntax, describeTypeScriptRuntime, heapMegabytesFor, TypeScriptProcessExecutor } from './typescript-process-executor.js';
import { loadTypeScript, type TypeScriptModule } from './typescript-transpiler.js';

/** Jobs transpiled together in one event-loop turn. */
const PREPARATION_BATCH_JOBS = 16;

/** Default limits of TypeScript jobs: as for Python, plus 3 s of start-up allowance (a Node process per job). */
export const DEFAULT_TYPESCRIPT_LIMITS: Readonly<ExecutionLimits> = Object.freeze({ ...DEFAULT_LIMITS, jobBaseMs: 3000 });

/** Options of {@link TypeScriptExecutor}. */
export interface TypeScriptExecutorOptions extends SandboxOptions {
  /**
   * How jobs are isolated. `context` (default): each job in a fresh V8 context of a persistent,
   * sandboxed Node.js worker (a pool of one per CPU), handing to a fresh Node.js process every job
   * whose outcome its checks cannot vouch for; verdicts are those of `process`. `process`: each job
   * in a fresh Node.js process (the reference; 40–90 ms of CPU per job).
   */
  isolation?: 'context' | 'process';
  /** The Node.js binary that runs jobs (default: the one running this process). */
  node?: string;
  /** The Python interpreter that launches workers (default `python3`). */
  python?: string;
  /** Number of jobs at once (default: the number of CPUs). */
  concurrency?: number;
  /** Limits of every job (defaults in `DEFAULT_TYPESCRIPT_LIMITS`). */
  limits?: Partial<ExecutionLimits>;
  /** Host-side grace added to a job's wall-clock limit before its whole worker is killed, ms (default 2000). */
  backstopGraceMs?: number;
  /** Jobs a context worker runs before it is replaced by a fresh one (default 2000; `context` isolation). */
  jobsPerWorker?: number;
}

/**
 * Runs TypeScript (or JavaScript) code against `node:assert` test statements, e.g.
 * `assert.deepStrictEqual(f([3, 1]), [1, 3])` with `assert` = `node:assert/strict`.
 *
 * Types are stripped on the host as `ts.transpileModule` strips them (syntax errors only, no type
 * checking; the new texts of waiting jobs share one TypeScript program, and a text met again, such
 * as a test suite shared by several jobs, is transpiled once). Each test runs under `vm`'s per-call
 * timeout; a test containing `await` runs inside an async function and its promise is awaited with
 * the same limit. Outcomes: `pass`, `FAIL: <assertion message>`, `TIMEOUT`,
 * `ERROR: <error name>: <message>` (`ERROR: ThrownValue: …` for non-Error throws).
 *
 * Isolation `process` runs every job in a fresh Node.js process launched by the sandboxed Python
 * fork server (own session, rlimits, private folder, no stdio, bubblewrap when available, and
 * everything it leaves behind killed). Isolation `context` (the default) runs jobs in fresh V8
 * contexts of persistent sandboxed Node.js workers (a few ms of CPU per job instead of 40–90) and
 * gives the same verdicts: a job that reaches for the Node.js runtime, uses
 * `node:assert` in a realm-dependent way, runs slowly (over half a limit) or times out, crashes
 * its worker, or yields an outcome that quotes stack frames or depends on stack or memory headroom
 * is run again as a fresh process, and that verdict is returned (see the package README).
 */
export class TypeScriptExecutor implements Executor {
  /** Always `typescript`. */
  readonly language: Language = 'typescript';
  private readonly isolation: 'context' | 'process';
  private readonly limits: ExecutionLimits;
  private readonly reference: TypeScriptProcessExecutor;
  private readonly transpiled = new TranspileCache();
  private readonly warn: (message: string) => void;
  private contexts: NodeContextPool | undefined;
  /** The context pool being created (its probes running), shared by every job that waits for it. */
  private startingContexts: Promise<NodeContextPool> | undefined;
  /** Kills the start-up probes on `dispose()`. */
  private readonly startup = new AbortController();
  private disposed = false;
  private executed = 0;
  private inContext = 0;
  private readonly handedOver = new Map<string, number>();
  private readonly waiting: Array<{ ts: TypeScriptModule; job: ExecutionJob; resolve: (prepared: PreparedTypeScriptJob) => void; reject: (error: Error) => void }> = [];
  private draining = false;
  private batchTranspiler: TypeScriptBatchTranspiler | undefined;

  constructor(private readonly options: TypeScriptExecutorOptions = {}) {
    const isolation = options.isolation ?? 'context';
    if (isolation !== 'context' && isolation !== 'process') {
      throw new InvalidArgumentError(`option "isolation" must be "context" or "process", got ${JSON.stringify(isolation)}`);
    }
    this.isolation = isolation;
    this.limits = resolveLimits(options.limits, DEFAULT_TYPESCRIPT_LIMITS);
    this.warn = createWarningReporter(options.onWarning);
    this.reference = new TypeScriptProcessExecutor({
      node: options.node ?? process.execPath,
      python: options.python,
      concurrency: options.concurrency,
      limits: this.limits,
      sandbox: { sandbox: options.sandbox, bwrapPath: options.bwrapPath, onWarning: this.warn, onSlowStart: options.onSlowStart },
      backstopGraceMs: options.backstopGraceMs,
    });
  }

  /** Jobs run by `execute()` so far (syntax checks and cache hits are not counted). */
  get executedJobs(): number {
    return this.executed;
  }

  /** Jobs of `execute()` that a context worker handed to a fresh Node.js process (`context` isolation). */
  get fallbackJobs(): number {
    let total = 0;
    for (const count of this.handedOver.values()) total += count;
    return total;
  }

  /** Why jobs were handed to a fresh Node.js process: reason → number of jobs (`context` isolation). */
  get fallbackReasons(): Record<string, number> {
    return Object.fromEntries([...this.handedOver.entries()].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)));
  }

  /**
   * Processes created so far: those of the fresh processes (isolation `process`, and jobs handed
   * over), the jobs a context answered (none each) and the context workers started.
   */
  get processCount(): ProcessCount {
    const fresh = this.reference.processCount;
    return { ...fresh, inWorkerJobs: this.inContext, workerStarts: fresh.workerStarts + (this.contexts?.startedWorkers ?? 0) };
  }

  /** Probes the sandbox, starts one worker and loads the TypeScript compiler. */
  async init(): Promise<void> {
    if (this.isolation === 'process') await Promise.all([this.reference.init(), loadTypeScript()]);
    else await Promise.all([this.contextPool().then((pool) => pool.hello()), loadTypeScript()]);
  }

  /**
   * Node.js and TypeScript versions, limits and the cache fingerprint. The `context` fingerprint
   * adds `context-<version>` to the `process` one: its verdicts are meant to equal the reference's
   * and are checked to on every built-in task and hostile program, but a cache key covers every
   * input that can change a verdict, and a runner is one.
   */
  async describeRuntime(): Promise<RuntimeDescription> {
    const runner = this.isolation === 'context' ? `context-${CONTEXT_RUNNER_VERSION}` : undefined;
    return describeTypeScriptRuntime((await loadTypeScript()).version, this.reference.nodeVersion(), this.limits, runner);
  }

  /** Runs one job (see the class description). */
  async execute(job: ExecutionJob, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    const ts = await loadTypeScript();
    const prepared = await this.prepare(ts, job);
    const testCount = job.tests.length;
    if (this.isolation === 'context') {
      const limits = scaleTimeLimits(this.limits, options.timeScale);
      const wallMs = jobTimeoutFor(limits, testCount);
      const request = {
        kind: 'exec' as const,
        job: { ...prepared, testMs: limits.testTimeoutMs, messageChars: limits.messageChars, wallMs },
      };
      // Past this share of the wall-clock limit the worker hands the job over anyway.
      const backstopMs = Math.ceil(wallMs * CONTEXT_TIME_SHARE) + 250;
      // Once started, the pool takes the job in this call (a dispose() right after it finds the job queued).
      const pool = this.contexts ?? (await this.contextPool(options.abortSignal));
      const reply = await pool.run(request, backstopMs, options.abortSignal);
      if (reply.status === 'ok' && reply.outcomes.length >= testCount) {
        this.executed += 1;
        this.inContext += 1;
        return verdictFromReply(reply, testCount);
      }
      const reason = reply.status === 'ok' ? 'the worker reported too few outcomes' : reply.status === 'internal' ? (reply.reason ?? 'unknown') : reply.status === 'timeout' ? 'the job outlived its share of the wall-clock limit' : 'the worker died during the job';
      this.handedOver.set(reason, (this.handedOver.get(reason) ?? 0) + 1);
    }
    const verdict = await this.reference.runPrepared(prepared, testCount, options);
    this.executed += 1;
    return verdict;
  }

  /** Transpiles code, setup and tests (syntax errors only) and checks the entry point is declared at top level; runs nothing. */
  async checkSyntax(job: SyntaxCheckJob): Promise<SyntaxCheckResult> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    return checkTypeScriptSyntax(await loadTypeScript(), job, this.limits.messageChars, this.transpiled);
  }

  /** Protections observed from inside a worker (a context worker in `context` isolation). */
  async hardeningReport(): Promise<HardeningReport> {
    if (this.isolation === 'process') return this.reference.hardeningReport();
    const pool = await this.contextPool();
    const hello = await pool.hello();
    return buildHardeningReport(this.language, pool.plan, hello, { ...this.limits });
  }

  /** Stops every worker; later calls reject. */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.startup.abort(new ExecutionError('the TypeScript executor was disposed while its workers were starting'));
    await Promise.all([this.contexts?.dispose(), this.reference.dispose()]);
  }

  /**
   * Transpiles the jobs waiting to run in batches of {@link PREPARATION_BATCH_JOBS}, one batch per
   * event-loop turn: their new texts through one TypeScript program (`TypeScriptBatchTranspiler`),
   * then each job from the cache. A turn between batches keeps the workers' pipes flowing
   * (`Promise.all` over many jobs would otherwise transpile them all in one synchronous block, and a
   * worker's start-up answer could arrive after its start-up timer).
   */
  private prepare(ts: TypeScriptModule, job: ExecutionJob): Promise<PreparedTypeScriptJob> {
    return new Promise<PreparedTypeScriptJob>((resolve, reject) => {
      this.waiting.push({ ts, job, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => this.drain());
      }
    });
  }

  private drain(): void {
    const batch = this.waiting.splice(0, PREPARATION_BATCH_JOBS);
    const first = batch[0];
    if (first !== undefined) {
      const messageChars = this.limits.messageChars;
      try {
        this.batchTranspiler ??= new TypeScriptBatchTranspiler(first.ts);
        this.transpiled.fill(this.batchTranspiler, batch.map((item) => item.job), messageChars);
        for (const item of batch) item.resolve(prepareTypeScriptJob(item.ts, item.job, messageChars, this.transpiled));
      } catch (error) {
        for (const item of batch) item.reject(error as Error);
      }
    }
    if (this.waiting.length > 0) setImmediate(() => this.drain());
    else this.draining = false;
  }

  private assertNotDisposed(): void {
    if (this.disposed) throw new ExecutionError('the TypeScript executor was disposed; create a new one to run more jobs');
  }

  /**
   * The context pool, created on first use (probing without blocking the event loop). A caller
   * whose `abortSignal` fires stops waiting at once; `dispose()` kills the probes; a failed start
   * is retried by the next call.
   */
  private async contextPool(abortSignal?: AbortSignal): Promise<NodeContextPool> {
    this.assertNotDisposed();
    if (this.contexts !== undefined) return this.contexts;
    this.startingContexts ??= NodeContextPool.create(
      {
        node: this.options.node ?? process.execPath,
        python: this.options.python,
        concurrency: this.options.concurrency,
        sandbox: this.options.sandbox,
        bwrapPath: this.options.bwrapPath,
        onSlowStart: this.options.onSlowStart,
        limits: this.limits,
        heapMegabytes: heapMegabytesFor(this.limits),
        jobsPerWorker: this.options.jobsPerWorker,
      },
      this.startup.signal,
    ).then(
      async (pool) => {
        if (this.disposed) {
          await pool.dispose();
          this.assertNotDisposed();
        }
        this.contexts = pool;
        for (const warning of pool.plan.warnings) this.warn(warning);
        return pool;
      },
      (error: unknown) => {
        this.startingContexts = undefined;
        throw error;
      },
    );
    return whileNotAborted(this.startingContexts, abortSignal);
  }
}
