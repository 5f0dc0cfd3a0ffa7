import { InvalidArgumentError, type Language } from '@execret/core';
import { ExecutionError } from './execution-error.js';
import { jobTimeoutFor, limitsFingerprint, resolveLimits, toWireLimits, type ExecutionLimits } from './execution-limits.js';
import {
  verdictFromReply,
  type ExecuteOptions,
  type ExecutionJob,
  type ExecutionVerdict,
  type Executor,
  type RuntimeDescription,
  type SyntaxCheckJob,
  type SyntaxCheckResult,
  type SyntaxProblem,
} from './executor.js';
import { createWarningReporter, ForkServer, HARNESS_VERSION } from './fork-server.js';
import { buildHardeningReport, type HardeningReport } from './hardening-report.js';
import type { SandboxOptions } from './sandbox-plan.js';

/** Options of {@link PythonExecutor}. */
export interface PythonExecutorOptions extends SandboxOptions {
  /** The Python interpreter, a name on PATH or a path (default `python3`; shims are resolved). */
  python?: string;
  /** Number of workers, i.e. jobs that run at once (default: the number of CPUs). */
  concurrency?: number;
  /** Limits of every job (defaults in `DEFAULT_LIMITS`). */
  limits?: Partial<ExecutionLimits>;
  /** Modules each worker imports once before forking jobs (default `DEFAULT_PRELOAD_MODULES`). */
  preloadModules?: readonly string[];
  /** Host-side grace added to a job's wall-clock limit before its whole worker is killed, ms (default 2000). */
  backstopGraceMs?: number;
}

/** Slack per test for JSON escaping in result lines (a character can take 12 bytes as `\ud83d\ude00`). */
function resultBytes(testCount: number, messageChars: number): number {
  return Math.max(1, testCount) * (messageChars * 12 + 64) + 4096;
}

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

/**
 * Runs Python code against assert-statement tests in a pool of warm fork servers: each job is a
 * fork of a worker that already has the interpreter loaded, isolated in its own session with
 * rlimits, a private working folder and no stdio, inside bubblewrap when available.
 *
 * Outcomes: `pass`; `FAIL: <assertion message, or the test source when the assertion has none>`;
 * `TIMEOUT`; `ERROR: <exception type>: <message>` (`ERROR: <type>` when the message is empty).
 * When the code (or setup) fails to load, every test gets the load error. The code runs as a
 * module named `solution`, so `if __name__ == "__main__":` blocks do not run; `random` starts
 * from seed 0 and string hashing is not randomised (PYTHONHASHSEED=0) in every job.
 */
export class PythonExecutor implements Executor {
  /** Always `python`. */
  readonly language: Language = 'python';
  private server: ForkServer | undefined;
  private readonly limits: ExecutionLimits;
  private readonly warn: (message: string) => void;
  private disposed = false;
  private executed = 0;

  constructor(private readonly options: PythonExecutorOptions = {}) {
    this.limits = resolveLimits(options.limits);
    this.warn = createWarningReporter(options.onWarning);
  }

  /** Jobs run by {@link PythonExecutor.execute} so far (syntax checks and cache hits are not counted). */
  get executedJobs(): number {
    return this.executed;
  }

  /** Probes the interpreter and sandbox and starts one worker. */
  async init(): Promise<void> {
    await this.forkServer().hello();
  }

  /** The interpreter, limits and cache fingerprint. */
  async describeRuntime(): Promise<RuntimeDescription> {
    const server = this.forkServer();
    const python = server.python;
    const limits = this.limits;
    const fingerprint = [
      `python/${python.implementation}-${python.version}`,
      `harness-${HARNESS_VERSION}`,
      'hashseed-0',
      ...limitsFingerprint(limits),
    ].join('|');
    return { language: 'python', interpreter: python.implementation, version: python.version, components: {}, limits: { ...limits }, fingerprint };
  }

  /** Runs one job (see the class description for the outcome strings). */
  async execute(job: ExecutionJob, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    assertExecutionJob(job);
    const server = this.forkServer();
    const wallMs = jobTimeoutFor(this.limits, job.tests.length);
    const request = {
      kind: 'python' as const,
      code: job.code,
      setup: job.testSetup ?? null,
      tests: job.tests,
      limits: toWireLimits(this.limits, job.tests.length),
      resultBytes: resultBytes(job.tests.length, this.limits.messageChars),
    };
    const reply = await server.run(request, wallMs + (this.options.backstopGraceMs ?? 2000), options.abortSignal);
    this.executed += 1;
    return verdictFromReply(reply, job.tests.length);
  }

  /** Compiles code, setup and tests without running them and checks that the entry point is defined at top level. */
  async checkSyntax(job: SyntaxCheckJob, options: ExecuteOptions = {}): Promise<SyntaxCheckResult> {
    assertExecutionJob(job);
    const server = this.forkServer();
    const request = {
      kind: 'check' as const,
      code: job.code,
      setup: job.testSetup ?? null,
      tests: job.tests,
      entryPoint: job.entryPoint,
      expected: 1,
      limits: toWireLimits(this.limits, 0),
      resultBytes: resultBytes(job.tests.length + 2, this.limits.messageChars),
    };
    const reply = await server.run(request, jobTimeoutFor(this.limits, 0) + (this.options.backstopGraceMs ?? 2000), options.abortSignal);
    const result = reply.outcomes[0] as { code: string | null; setup: string | null; tests: Array<string | null>; entryPoint: boolean | null } | undefined;
    if (result === undefined || typeof result !== 'object') {
      const verdict = verdictFromReply(reply, 1);
      return { status: 'invalid', problems: [{ part: 'code', message: verdict.testResults[0] ?? 'ERROR: CheckFailed' }] };
    }
    const problems: SyntaxProblem[] = [];
    if (result.code !== null) problems.push({ part: 'code', message: result.code });
    if (result.setup !== null) problems.push({ part: 'setup', message: result.setup });
    result.tests.forEach((message, testIndex) => {
      if (message !== null) problems.push({ part: 'test', testIndex, message });
    });
    if (result.code === null && result.entryPoint !== true) {
      problems.push({ part: 'entry-point', message: `entry point "${job.entryPoint}" is not defined at the top level of the code` });
    }
    return problems.length === 0 ? { status: 'ok' } : { status: 'invalid', problems };
  }

  /** Protections observed from inside a worker. */
  async hardeningReport(): Promise<HardeningReport> {
    const server = this.forkServer();
    const hello = await server.hello();
    return buildHardeningReport('python', server.plan, hello, { ...this.limits });
  }

  /** Stops every worker; later calls reject. */
  async dispose(): Promise<void> {
    this.disposed = true;
    await this.server?.dispose();
  }

  private forkServer(): ForkServer {
    if (this.disposed) throw new ExecutionError('the Python executor was disposed; create a new one to run more jobs');
    if (this.server === undefined) {
      this.server = ForkServer.create({
        sandbox: this.options.sandbox,
        bwrapPath: this.options.bwrapPath,
        python: this.options.python,
        concurrency: this.options.concurrency,
        preloadModules: this.options.preloadModules,
        tmpfsBytes: this.limits.tmpfsBytes,
      });
      for (const warning of this.server.plan.warnings) this.warn(warning);
    }
    return this.server;
  }
}
