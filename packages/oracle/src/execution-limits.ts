import { InvalidArgumentError } from '@execret/core';

/** Resource limits of one job. Every field is optional in options and filled from {@link DEFAULT_LIMITS}. */
export interface ExecutionLimits {
  /** Time limit of loading the code (plus setup) and of each test, in milliseconds (in-process timer). */
  testTimeoutMs: number;
  /**
   * Hard wall-clock limit of a whole job in milliseconds, enforced from outside the job; `auto`
   * means `jobBaseMs + testTimeoutMs × (number of tests + 1)`.
   */
  jobTimeoutMs: number | 'auto';
  /** Fixed part of the `auto` job time limit, in milliseconds (interpreter start-up for exec'd runtimes). */
  jobBaseMs: number;
  /** Address-space limit of the job process (RLIMIT_AS), in bytes. */
  memoryBytes: number;
  /** Largest file the job may write (RLIMIT_FSIZE), in bytes. */
  fileSizeBytes: number;
  /** Processes and threads the job's user may have at once (RLIMIT_NPROC). */
  maxProcesses: number;
  /** Open file descriptors per process (RLIMIT_NOFILE). */
  maxOpenFiles: number;
  /** Longest message kept in a `FAIL:` / `ERROR:` outcome, in characters (longer ones end in `…`). */
  messageChars: number;
  /** Size of the private `/tmp` (and `/dev/shm`) of a worker under bubblewrap, in bytes. */
  tmpfsBytes: number;
}

/** Default limits: 1 s per test, 1 GiB of address space, 16 MiB files, 64 processes. */
export const DEFAULT_LIMITS: Readonly<ExecutionLimits> = Object.freeze({
  testTimeoutMs: 1000,
  jobTimeoutMs: 'auto',
  jobBaseMs: 1000,
  memoryBytes: 1024 * 1024 * 1024,
  fileSizeBytes: 16 * 1024 * 1024,
  maxProcesses: 64,
  maxOpenFiles: 256,
  messageChars: 500,
  tmpfsBytes: 64 * 1024 * 1024,
});

/** Merges `overrides` into the defaults and checks every value. */
export function resolveLimits(overrides: Partial<ExecutionLimits> = {}, defaults: Readonly<ExecutionLimits> = DEFAULT_LIMITS): ExecutionLimits {
  const limits: ExecutionLimits = { ...defaults };
  for (const [key, value] of Object.entries(overrides) as Array<[keyof ExecutionLimits, unknown]>) {
    if (value !== undefined) (limits as unknown as Record<string, unknown>)[key] = value;
  }
  const positive = (name: keyof ExecutionLimits, minimum = 1): void => {
    const value = limits[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum) {
      throw new InvalidArgumentError(`limit "${name}" must be a finite number ≥ ${minimum}, got ${JSON.stringify(value)}`);
    }
  };
  positive('testTimeoutMs');
  if (limits.jobTimeoutMs !== 'auto') positive('jobTimeoutMs');
  positive('jobBaseMs', 0);
  positive('memoryBytes', 16 * 1024 * 1024);
  positive('fileSizeBytes', 1024);
  positive('maxProcesses', 1);
  positive('maxOpenFiles', 16);
  positive('messageChars', 16);
  positive('tmpfsBytes', 1024 * 1024);
  return limits;
}

/**
 * The limits as fingerprint parts (`test-1000ms`, `job-auto+1000ms`, `as-…`, `fsize-…`, `nproc-…`,
 * `nofile-…`, `msg-…`): every limit that can change a verdict, for the executors' cache fingerprints.
 */
export function limitsFingerprint(limits: ExecutionLimits): string[] {
  return [
    `test-${limits.testTimeoutMs}ms`,
    `job-${limits.jobTimeoutMs === 'auto' ? `auto+${limits.jobBaseMs}ms` : `${limits.jobTimeoutMs}ms`}`,
    `as-${limits.memoryBytes}`,
    `fsize-${limits.fileSizeBytes}`,
    `nproc-${limits.maxProcesses}`,
    `nofile-${limits.maxOpenFiles}`,
    `msg-${limits.messageChars}`,
  ];
}

/**
 * Throws unless `factor` is a finite number > 0 (option `timeScale`). Above 1 it gives a job more
 * time (G4's confirming runs, a task whose canonical is slow); below 1 less (`execret build
 * --timeout` under the runtime's per-test limit).
 */
export function assertTimeScale(factor: unknown): asserts factor is number {
  if (typeof factor !== 'number' || !Number.isFinite(factor) || factor <= 0) {
    throw new InvalidArgumentError(`option "timeScale" must be a finite number > 0, got ${JSON.stringify(factor)}`);
  }
}

/**
 * A time scale rounded to 12 significant digits, so that a product of scales spells the same in a
 * cache key however it was computed (0.2 × 3 keys as `0.6`, not `0.6000000000000001`).
 */
export function normalizeTimeScale(factor: number): number {
  assertTimeScale(factor);
  return Number(factor.toPrecision(12));
}

/**
 * The time scale of a job whose per-test limit is `testTimeoutMs` on a runtime with `limits`,
 * times the run's own `runScale` (G4's confirming runs): `testTimeoutMs / limits.testTimeoutMs ×
 * runScale`, normalised ({@link normalizeTimeScale}); `runScale` alone when `testTimeoutMs` is
 * undefined. A job at the runtime's own per-test limit therefore keeps the runtime's cache key.
 *
 * @throws InvalidArgumentError when `testTimeoutMs` is not a finite number ≥ 1.
 */
export function jobTimeScale(limits: Pick<ExecutionLimits, 'testTimeoutMs'>, testTimeoutMs: number | undefined, runScale = 1): number {
  if (testTimeoutMs === undefined) return normalizeTimeScale(runScale);
  if (typeof testTimeoutMs !== 'number' || !Number.isFinite(testTimeoutMs) || testTimeoutMs < 1) {
    throw new InvalidArgumentError(`job.testTimeoutMs must be a finite number ≥ 1 (milliseconds), got ${JSON.stringify(testTimeoutMs)}`);
  }
  return normalizeTimeScale((testTimeoutMs / limits.testTimeoutMs) * runScale);
}

/**
 * The limits with every time limit multiplied by `factor` (the per-test limit, the job's fixed
 * part and a fixed job limit; the CPU limit follows the job limit). Other limits are unchanged.
 * Below 1 the job's fixed part (`jobBaseMs`, start-up allowance, which does not get shorter with
 * the code's limits) is kept. `factor` must be a finite number > 0; 1 returns the limits as they are.
 */
export function scaleTimeLimits(limits: ExecutionLimits, factor: number | undefined): ExecutionLimits {
  if (factor === undefined || factor === 1) return limits;
  assertTimeScale(factor);
  return {
    ...limits,
    testTimeoutMs: limits.testTimeoutMs * factor,
    jobBaseMs: limits.jobBaseMs * Math.max(1, factor),
    jobTimeoutMs: limits.jobTimeoutMs === 'auto' ? 'auto' : limits.jobTimeoutMs * factor,
  };
}

/** The wall-clock limit of a job with `testCount` tests, in milliseconds. */
export function jobTimeoutFor(limits: ExecutionLimits, testCount: number): number {
  if (limits.jobTimeoutMs !== 'auto') return limits.jobTimeoutMs;
  return limits.jobBaseMs + limits.testTimeoutMs * (testCount + 1);
}

/** The limits as the fork server reads them (seconds and bytes). */
export interface WireLimits {
  testSeconds: number;
  wallSeconds: number;
  cpuSeconds: number;
  addressSpace: number | null;
  fileSize: number;
  processes: number;
  openFiles: number;
  messageChars: number;
}

/** Converts limits for one job; `addressSpace: false` leaves RLIMIT_AS unset (runtimes that reserve address space). */
export function toWireLimits(limits: ExecutionLimits, testCount: number, options: { addressSpace?: boolean } = {}): WireLimits {
  const wallMs = jobTimeoutFor(limits, testCount);
  return {
    testSeconds: limits.testTimeoutMs / 1000,
    wallSeconds: wallMs / 1000,
    cpuSeconds: Math.ceil(wallMs / 1000) + 1,
    addressSpace: options.addressSpace === false ? null : limits.memoryBytes,
    fileSize: limits.fileSizeBytes,
    processes: limits.maxProcesses,
    openFiles: limits.maxOpenFiles,
    messageChars: limits.messageChars,
  };
}
