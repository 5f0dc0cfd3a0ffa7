import { InvalidArgumentError, type Language } from '@execret/core';
import { ExecutionError, whileNotAborted } from './execution-error.js';
import type { ExecutionLimits } from './execution-limits.js';
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
import { createWarningReporter, ForkServer, type ForkServerOptions } from './fork-server.js';
import { buildHardeningReport, type HardeningReport } from './hardening-report.js';
import type { ProcessCount } from './process-count.js';
import type { SandboxOptions } from './sandbox-plan.js';
import type { WorkerReply, WorkerRequest } from './sandbox-worker.js';

/** Throws unless `job` has the documented shape. */
export function assertExecutionJob(job: ExecutionJob): void {
  if (typeof job !== 'object' || job === null) throw new InvalidArgumentError(`job must be an object, got ${job === null ? 'null' : typeof job}`);
  if (typeof job.code !== 'string') throw new InvalidArgumentError(`job.code must be a string, got ${typeof job.code}`);
  if (!Array.isArray(job.tests) || job.tests.some((test) => typeof test !== 'string')) {
    throw new InvalidArgumentError('job.tests must be an array of strings');
  }
  if (job.testSetup !== undefined && typeof job.testSetup !== 'string') {
    throw new InvalidArgumentError(`job.testSetup must be a string when present, got ${typeof job.testSetup}`);
  }
}

/** What a {@link ForkServerExecutor} needs from its subclass. */
export interface ForkServerExecutorSettings {
  /** The resolved limits of every job. */
  limits: ExecutionLimits;
  /** Sandbox choice, bubblewrap path and the warning callback. */
  sandbox: SandboxOptions;
  /** The fork server's pool: interpreter, workers, preloaded modules, programs jobs exec. */
  pool: Omit<ForkServerOptions, keyof SandboxOptions | 'tmpfsBytes'>;
  /** Host-side grace added to a job's wall-clock limit before its whole worker is killed, ms (default 2000). */
  backstopGraceMs: number | undefined;
  /** Name in error messages, e.g. `Python`. */
  displayName: string;
}

/**
 * The part every executor on the sandboxed fork server shares: the worker pool (created on first
 * use, its sandbox warnings reported once), sending a job with its host-side backstop, counting
 * executed jobs, the hardening report and disposal. Subclasses describe their runtime, build the
 * worker requests and check syntax.
 */
export abstract class ForkServerExecutor implements Executor {
  abstract readonly language: Language;
  /** The limits of every job. */
  protected readonly limits: ExecutionLimits;
  private server: ForkServer | undefined;
  /** The pool being created (its probes running), shared by every job that waits for it. */
  private starting: Promise<ForkServer> | undefined;
  /** Kills the start-up probes on `dispose()`. */
  private readonly startup = new AbortController();
  private readonly warn: (message: string) => void;
  private disposed = false;
  private executed = 0;
  private countedJobs = 0;
  private jobTasks = 0;
  private killedByBackstop = 0;

  protected constructor(private readonly settings: ForkServerExecutorSettings) {
    this.limits = settings.limits;
    this.warn = createWarningReporter(settings.sandbox.onWarning);
  }

  abstract describeRuntime(): Promise<RuntimeDescription>;
  abstract execute(job: ExecutionJob, options?: ExecuteOptions): Promise<ExecutionVerdict>;
  abstract checkSyntax(job: SyntaxCheckJob, options?: ExecuteOptions): Promise<SyntaxCheckResult>;

  /** Jobs run by `execute()` so far (syntax checks and cache hits are not counted). */
  get executedJobs(): number {
    return this.executed;
  }

  /**
   * Jobs the host's backstop ended by killing their worker so far: none unless a worker stops
   * answering (its wall-clock limit, moved on by the time a job waited for a CPU, ends every job).
   */
  get backstopKills(): number {
    return this.killedByBackstop;
  }

  /** Processes created so far: tasks of the counted jobs (see {@link ProcessCount}) and worker starts. */
  get processCount(): ProcessCount {
    return { countedJobs: this.countedJobs, jobTasks: this.jobTasks, inWorkerJobs: 0, workerStarts: this.server?.startedWorkers ?? 0 };
  }

  /** Protections observed from inside a worker. */
  async hardeningReport(): Promise<HardeningReport> {
    const server = await this.forkServer();
    const hello = await server.hello();
    return buildHardeningReport(this.language, server.plan, hello, { ...this.limits });
  }

  /** Stops every worker; later calls reject. */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.startup.abort(new ExecutionError(`the ${this.settings.displayName} executor was disposed while its workers were starting`));
    await this.server?.dispose();
  }

  /** Throws when the executor was disposed. */
  protected assertNotDisposed(): void {
    if (this.disposed) throw new ExecutionError(`the ${this.settings.displayName} executor was disposed; create a new one to run more jobs`);
  }

  /**
   * The worker pool, created on first use (probing the interpreter and the sandbox without blocking
   * the event loop). A caller whose `abortSignal` fires stops waiting at once (an `ABORTED` error);
   * the probes go on for the others until `dispose()` kills them. A failed start is retried by the
   * next call.
   */
  protected async forkServer(abortSignal?: AbortSignal): Promise<ForkServer> {
    this.assertNotDisposed();
    if (this.server !== undefined) return this.server;
    if (this.starting === undefined) {
      const { sandbox, bwrapPath, onSlowStart } = this.settings.sandbox;
      this.starting = ForkServer.create({ sandbox, bwrapPath, onSlowStart, ...this.settings.pool, tmpfsBytes: this.limits.tmpfsBytes }, this.startup.signal).then(
        async (server) => {
          if (this.disposed) {
            await server.dispose();
            this.assertNotDisposed();
          }
          this.server = server;
          for (const warning of server.plan.warnings) this.warn(warning);
          return server;
        },
        (error: unknown) => {
          this.starting = undefined;
          throw error;
        },
      );
    }
    return whileNotAborted(this.starting, abortSignal);
  }

  /** Sends one request to a free worker; the host kills the worker `backstopGraceMs` after `wallMs`. */
  protected async send(request: WorkerRequest, wallMs: number, abortSignal: AbortSignal | undefined): Promise<WorkerReply> {
    this.assertNotDisposed();
    // Once started, the pool takes the job in this call (a dispose() right after it finds the job queued).
    const server = this.server ?? (await this.forkServer(abortSignal));
    const reply = await server.run(request, wallMs + (this.settings.backstopGraceMs ?? 2000), abortSignal);
    if (reply.killedByBackstop === true) this.killedByBackstop += 1;
    if (reply.tasks !== undefined) {
      this.countedJobs += 1;
      this.jobTasks += reply.tasks;
    }
    return reply;
  }

  /** Runs one job's request and turns the reply into its verdict (counted in `executedJobs`). */
  protected async runJob(request: WorkerRequest, wallMs: number, testCount: number, abortSignal: AbortSignal | undefined): Promise<ExecutionVerdict> {
    const reply = await this.send(request, wallMs, abortSignal);
    this.executed += 1;
    return verdictFromReply(reply, testCount);
  }

  /** Bytes a job may write on the result pipe: per test, the message cap with JSON-escaping slack (a character can take 12 bytes as `\ud83d\ude00`). */
  protected resultBytes(testCount: number): number {
    return Math.max(1, testCount) * (this.limits.messageChars * 12 + 64) + 4096;
  }
}
