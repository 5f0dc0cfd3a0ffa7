import { InvalidArgumentError, type Language } from '@execret/core';
import { jobTimeoutFor, limitsFingerprint, resolveLimits, scaleTimeLimits, toWireLimits, type ExecutionLimits } from './execution-limits.js';
import {
  verdictFromReply,
  type ExecuteOptions,
  type ExecutionJob,
  type ExecutionVerdict,
  type RuntimeDescription,
  type SyntaxCheckJob,
  type SyntaxCheckResult,
  type SyntaxProblem,
} from './executor.js';
import { HARNESS_VERSION } from './fork-server.js';
import { assertExecutionJob, ForkServerExecutor } from './fork-server-executor.js';
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
export class PythonExecutor extends ForkServerExecutor {
  /** Always `python`. */
  readonly language: Language = 'python';

  constructor(options: PythonExecutorOptions = {}) {
    super({
      limits: resolveLimits(options.limits),
      sandbox: options,
      pool: { python: options.python, concurrency: options.concurrency, preloadModules: options.preloadModules },
      backstopGraceMs: options.backstopGraceMs,
      displayName: 'Python',
    });
  }

  /** Probes the interpreter and sandbox and starts one worker. */
  async init(): Promise<void> {
    await (await this.forkServer()).hello();
  }

  /** The interpreter, limits and cache fingerprint. */
  async describeRuntime(): Promise<RuntimeDescription> {
    const server = await this.forkServer();
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
    const limits = scaleTimeLimits(this.limits, options.timeScale);
    const request = {
      kind: 'python' as const,
      code: job.code,
      setup: job.testSetup ?? null,
      tests: job.tests,
      limits: toWireLimits(limits, job.tests.length),
      resultBytes: this.resultBytes(job.tests.length),
      ...(options.stopAtFirstFailure === true ? { stopAtFailure: true } : {}),
    };
    return this.runJob(request, jobTimeoutFor(limits, job.tests.length), job.tests.length, options.abortSignal);
  }

  /** Compiles code, setup and tests without running them and checks that the entry point is defined at top level. */
  async checkSyntax(job: SyntaxCheckJob, options: ExecuteOptions = {}): Promise<SyntaxCheckResult> {
    return (await this.checkSyntaxBatch([job], options))[0] as SyntaxCheckResult;
  }

  /**
   * {@link checkSyntax} for several codes against the same tests, setup and entry point (a task's
   * candidates, gate G2) in one forked process: the shared parts compile once, and the batch costs
   * one fork instead of one per code. Results are in the order of `jobs`; a code the batch did not
   * reach (its time limit, a killed process) gets the inconclusive result a single check would.
   *
   * @throws InvalidArgumentError when the jobs do not share tests, setup and entry point.
   */
  async checkSyntaxBatch(jobs: readonly SyntaxCheckJob[], options: ExecuteOptions = {}): Promise<SyntaxCheckResult[]> {
    if (jobs.length === 0) return [];
    jobs.forEach((job) => assertExecutionJob(job));
    const first = jobs[0] as SyntaxCheckJob;
    const shared = (job: SyntaxCheckJob): string => JSON.stringify([job.tests, job.testSetup ?? null, job.entryPoint]);
    if (jobs.some((job) => shared(job) !== shared(first))) {
      throw new InvalidArgumentError('checkSyntaxBatch: every job of a batch must have the same tests, test setup and entry point');
    }
    // The time limit grows with the batch as a job's does with its tests (one code: as before).
    const request = {
      kind: 'check' as const,
      code: first.code,
      codes: jobs.map((job) => job.code),
      setup: first.testSetup ?? null,
      tests: first.tests,
      entryPoint: first.entryPoint,
      expected: jobs.length,
      limits: toWireLimits(this.limits, jobs.length - 1),
      resultBytes: this.resultBytes((first.tests.length + 2) * jobs.length),
    };
    const reply = await this.send(request, jobTimeoutFor(this.limits, jobs.length - 1), options.abortSignal);
    return jobs.map((job, index) => {
      const result = reply.outcomes[index] as { code: string | null; setup: string | null; tests: Array<string | null>; entryPoint: boolean | null } | undefined;
      if (result === undefined || result === null || typeof result !== 'object') {
        const verdict = verdictFromReply({ ...reply, outcomes: [] }, 1);
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
    });
  }
}
