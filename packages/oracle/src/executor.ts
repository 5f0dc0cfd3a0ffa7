import { constants } from 'node:os';
import type { ExecutionResult, Language, TestOutcome } from '@execret/core';
import type { ExecutionLimits } from './execution-limits.js';
import type { HardeningReport } from './hardening-report.js';
import type { WorkerReply } from './sandbox-worker.js';

/** One (code, tests) job. */
export interface ExecutionJob {
  /** The implementation under test. */
  code: string;
  /** Test statements, each run on its own with its own outcome. */
  tests: readonly string[];
  /** Code run after `code` and before the tests (imports, helpers). */
  testSetup?: string | undefined;
}

/** A job for the syntax and entry-point check (gate G2). */
export interface SyntaxCheckJob extends ExecutionJob {
  /** The function the tests call; it must be defined at the top level of `code`. */
  entryPoint: string;
}

/** Options of {@link Executor.execute}. */
export interface ExecuteOptions {
  /** Aborts the job; the promise rejects with an `ABORTED` error and the job's processes are killed. */
  abortSignal?: AbortSignal | undefined;
  /**
   * Multiplies every time limit of this job (per test, whole job, CPU); > 0, default 1
   * (below 1 the job's fixed start-up part is kept, see `scaleTimeLimits`). A verdict
   * run with another scale than 1 is not the runtime's verdict at its limits: the `Oracle` files it
   * under `scaledRuntimeFingerprint(fingerprint, scale)`, never under the runtime's own. Used to
   * tell code that never finishes from a machine that was slow (see `confirmDistractors`).
   */
  timeScale?: number | undefined;
  /**
   * Lets the executor end the job at its first test whose outcome is not `pass` (default false),
   * for callers that only ask whether code passes: a job whose third test never finishes then costs
   * one time limit, not one per test. The outcomes up to that test are those of a full run, so
   * `passesAllTests` is too; a job ended early has status `stopped` and its later tests read
   * {@link NOT_RUN_OUTCOME}. An executor may ignore the option and run every test.
   */
  stopAtFirstFailure?: boolean | undefined;
}

/** The outcome of the tests a job ended by `stopAtFirstFailure` never ran. */
export const NOT_RUN_OUTCOME = 'ERROR: NotRun: the job stopped at its first failing test' as const;

interface VerdictFields extends ExecutionResult {
  /** Wall-clock time of the job when it ran, milliseconds (0 when not recorded, as for imported verdicts). */
  durationMs: number;
  /** Set when an `Oracle` answered from its cache: the verdict is the one stored when the job ran, and no code ran now. */
  cached?: true;
}

/**
 * The verdict of one job, keyed by how the job ended. In every case `testResults` has one outcome
 * per test and `passesAllTests` is true only when all of them are `pass` (and there is at least
 * one test). A test counts as `pass` only when the job process reported it; tests it never
 * reported get `TIMEOUT` (status `timeout`) or an `ERROR: …` naming why (status `crashed`).
 */
export type ExecutionVerdict =
  /** Every test reported an outcome. */
  | (VerdictFields & { status: 'completed' })
  /** The job's wall-clock limit (or CPU limit) ended it; unreported tests are `TIMEOUT`. */
  | (VerdictFields & { status: 'timeout' })
  /**
   * The job process ended before reporting every test: it exited (`os._exit`, `process.exit`),
   * was killed by a signal (segfault, memory), broke the result protocol, or its worker died.
   * Unreported tests are `ERROR: ProcessExited: …`, `ERROR: ProcessKilled: …`,
   * `ERROR: ProtocolError: …` or `ERROR: WorkerLost: …`; `reason` says which.
   */
  | (VerdictFields & { status: 'crashed'; reason: string })
  /**
   * From the cache, for a row imported from an `execution_cache.jsonl` (see
   * `ExecutionCache.importJsonl`): the release format keeps only the outcomes, so how the job
   * ended is unknown. Always `cached`.
   */
  | (VerdictFields & { status: 'imported' })
  /**
   * Ended at its first failing test, as `stopAtFirstFailure` allows: the outcomes up to it are a
   * full run's, the tests after it read {@link NOT_RUN_OUTCOME}. Never cached.
   */
  | (VerdictFields & { status: 'stopped' });

/** One problem found by the syntax and entry-point check. */
export interface SyntaxProblem {
  /** Which part is at fault. */
  part: 'code' | 'setup' | 'test' | 'entry-point';
  /** 0-based index of the test, for `part: 'test'`. */
  testIndex?: number;
  /** What is wrong, e.g. `ERROR: SyntaxError: invalid syntax (<solution>, line 3)`. */
  message: string;
}

/** Result of the syntax and entry-point check. */
export type SyntaxCheckResult = { status: 'ok' } | { status: 'invalid'; problems: SyntaxProblem[] };

/** What determines an executor's verdicts besides the code and tests. */
export interface RuntimeDescription {
  /** The language the executor runs. */
  language: Language;
  /** Interpreter name, e.g. `cpython` or `node`. */
  interpreter: string;
  /** Interpreter version, e.g. `3.11.7`. */
  version: string;
  /** Other versions that matter (e.g. the TypeScript compiler). */
  components: Record<string, string>;
  /** The limits in force. */
  limits: ExecutionLimits;
  /**
   * The cache key part for the runtime: language, interpreter and version, harness version,
   * hash seed and every limit, as one string. Equal fingerprints give equal verdicts.
   */
  fingerprint: string;
}

/**
 * Runs code against tests in isolated processes. Implementations: `PythonExecutor`,
 * `TypeScriptExecutor`. `init()` is optional (the first call starts the workers); `dispose()`
 * must be called to stop the worker processes.
 */
export interface Executor {
  /** The language of the code and tests it runs. */
  readonly language: Language;
  /** Starts the workers ahead of the first job (checks the sandbox, starts one worker). */
  init?(): Promise<void>;
  /** Interpreter, versions, limits and the fingerprint used in cache keys. */
  describeRuntime(): Promise<RuntimeDescription>;
  /** Runs one job; resolves with its verdict (whatever the code does); rejects only on abort or a broken setup. */
  execute(job: ExecutionJob, options?: ExecuteOptions): Promise<ExecutionVerdict>;
  /** Checks that code, setup and tests parse and that the code defines the entry point (gate G2); runs no user code. */
  checkSyntax(job: SyntaxCheckJob, options?: ExecuteOptions): Promise<SyntaxCheckResult>;
  /**
   * Optional: {@link checkSyntax} of several codes sharing tests, setup and entry point (a task's
   * candidates) in one request, results in the order of `jobs`. Executors without it are called
   * once per job (`Oracle.checkSyntaxBatch`).
   */
  checkSyntaxBatch?(jobs: readonly SyntaxCheckJob[], options?: ExecuteOptions): Promise<SyntaxCheckResult[]>;
  /** Which protections are active, as observed from inside a worker. */
  hardeningReport(): Promise<HardeningReport>;
  /** Number of jobs (runs and checks) actually executed so far. */
  readonly executedJobs: number;
  /** Stops every worker process and frees resources. */
  dispose?(): Promise<void>;
}

/** Name of a signal number (`SIGSEGV`), or `signal N` when unknown. */
export function signalName(signal: number): string {
  for (const [name, number] of Object.entries(constants.signals)) if (number === signal) return name;
  return `signal ${signal}`;
}

const SIGXCPU = constants.signals.SIGXCPU;

/** Turns a worker reply into a verdict, filling tests the job never reported. */
export function verdictFromReply(
  reply: Pick<WorkerReply, 'status' | 'outcomes' | 'durationMs'> & Partial<Pick<WorkerReply, 'exitCode' | 'signal' | 'reason'>>,
  testCount: number,
): ExecutionVerdict {
  const reported = reply.outcomes.slice(0, testCount).map((outcome) => String(outcome) as TestOutcome);
  const durationMs = Math.round(reply.durationMs * 1000) / 1000;
  const finish = (status: 'completed' | 'timeout' | 'crashed' | 'stopped', fill: TestOutcome, reason?: string): ExecutionVerdict => {
    const testResults = reported.slice();
    for (let index = testResults.length; index < testCount; index += 1) testResults.push(fill);
    const passesAllTests = testResults.length > 0 && testResults.every((outcome) => outcome === 'pass');
    if (status === 'crashed') return { status, testResults, passesAllTests, durationMs, reason: reason ?? 'unknown' };
    return { status, testResults, passesAllTests, durationMs };
  };
  if (reported.length >= testCount) return finish('completed', 'TIMEOUT');
  if (reply.status === 'stopped') return finish('stopped', NOT_RUN_OUTCOME);
  if (reply.status === 'timeout' || (reply.status === 'ok' && reply.signal === SIGXCPU)) return finish('timeout', 'TIMEOUT');
  if (reply.status === 'ok') {
    if (reply.signal !== undefined) {
      const name = signalName(reply.signal);
      return finish('crashed', `ERROR: ProcessKilled: ${name}`, `the job process was killed by ${name}`);
    }
    const code = reply.exitCode ?? 0;
    return finish('crashed', `ERROR: ProcessExited: exit code ${code}`, `the job process exited with code ${code} before reporting every test`);
  }
  if (reply.status === 'protocol') {
    const why = reply.reason ?? 'malformed results';
    return finish('crashed', `ERROR: ProtocolError: ${why}`, `the job broke the result protocol: ${why}`);
  }
  if (reply.status === 'worker-lost') {
    const why = reply.reason ?? 'the sandbox worker exited during the job';
    return finish('crashed', 'ERROR: WorkerLost: the sandbox worker exited during the job', why);
  }
  const why = reply.reason ?? 'internal error';
  return finish('crashed', `ERROR: OracleInternalError: ${why}`, `the fork server failed: ${why}`);
}
