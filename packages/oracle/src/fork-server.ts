import { chownSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findExecutable, InvalidArgumentError } from '@execret/core';
import { ExecutionError } from './execution-error.js';
import rlimitsSource from './python/rlimits.py';
import workerSource from './python/worker.py';
import { installationFolder, launchWorker, planSandbox, runCommand, type SandboxOptions, type SandboxPlan } from './sandbox-plan.js';
import { SandboxWorker, type WorkerHello, type WorkerReply, type WorkerRequest } from './sandbox-worker.js';
import { WorkerPool } from './worker-pool.js';


/** The fork server's program: the rlimit setter it shares with the Node.js worker launcher, then the server. */
const FORK_SERVER_SOURCE = `${rlimitsSource}\n${workerSource}`;
/** Version of the job harness semantics; part of every runtime fingerprint. */
export const HARNESS_VERSION = 1;

/**
 * Modules the Python worker imports once, so jobs that use them do not pay for the import. Kept
 * short: every preloaded module makes each fork a little slower (more pages to copy and free).
 */
export const DEFAULT_PRELOAD_MODULES: readonly string[] = Object.freeze([
  'bisect', 'collections', 'functools', 'heapq', 'itertools', 'math', 'random', 're', 'string', 'typing',
]);

/** The Python interpreter that runs the fork server. */
export interface PythonInfo {
  /** `sys.executable` (shims such as pyenv's are resolved to the real interpreter). */
  executable: string;
  /** e.g. `3.11.7`. */
  version: string;
  /** e.g. `cpython`. */
  implementation: string;
  /** Installation folders the sandbox user must be able to read. */
  prefixes: string[];
}

const INFO_SCRIPT =
  'import sys, json; print(json.dumps({"executable": sys.executable, "version": sys.version.split()[0], ' +
  '"implementation": sys.implementation.name, "prefixes": sorted({sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix})}))';

/**
 * Asks `python` (a name on PATH or a path) for its real executable, version and prefixes. The
 * interpreter runs without blocking the event loop (a loaded machine can take seconds to start
 * it), and `abortSignal` kills it: the promise then rejects with an `ABORTED` error.
 */
export async function probePython(python: string, abortSignal?: AbortSignal): Promise<PythonInfo> {
  const path = findExecutable(python);
  if (path === undefined) throw new ExecutionError(`Python interpreter "${python}" was not found on PATH; install python3 or pass the "python" option`);
  const result = await runCommand(path, ['-s', '-c', INFO_SCRIPT], { timeoutMs: 30_000, env: { ...process.env } as Record<string, string>, abortSignal });
  if (result.status !== 0) {
    throw new ExecutionError(`Python interpreter ${path} failed to start (${result.error?.message ?? `exit ${result.status ?? result.signal}`}): ${result.stderr.trim().slice(-500)}`);
  }
  try {
    const info = JSON.parse(result.stdout.trim().split('\n').pop() as string) as PythonInfo;
    return info;
  } catch (error) {
    throw new ExecutionError(`Python interpreter ${path} printed unexpected output: ${result.stdout.slice(0, 200)}`, error);
  }
}

/** Options of a fork-server pool. */
export interface ForkServerOptions extends SandboxOptions {
  /** The Python interpreter (default `python3`). */
  python?: string | undefined;
  /** Number of workers, i.e. jobs at once (default: the number of CPUs). */
  concurrency?: number | undefined;
  /** Modules the worker imports before forking jobs. */
  preloadModules?: readonly string[] | undefined;
  /** Size of the private /tmp and /dev/shm under bubblewrap, bytes. */
  tmpfsBytes: number;
  /** Other programs jobs exec (e.g. node): their installations are exposed and probed in the sandbox. */
  programs?: readonly SandboxedProgram[] | undefined;
}

/** A program other than Python that sandboxed workers run: its installation is exposed, and it is probed inside the sandbox. */
export interface SandboxedProgram {
  /** Its executable. */
  executable: string;
  /** Arguments of a probe run that must exit 0 inside the sandbox. */
  probeArgs: readonly string[];
  /** The folder to expose (default: the executable's folder), e.g. a Rust sysroot whose `lib` the compiler needs. */
  exposeFolder?: string | undefined;
}

/** `value` if it is a positive integer, `fallback` if it is undefined; otherwise throws, naming option `name`. */
export function positiveIntegerOption(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isSafeInteger(chosen) || chosen < 1) {
    throw new InvalidArgumentError(`option "${name}" must be a positive integer, got ${JSON.stringify(value)}`);
  }
  return chosen;
}

/**
 * Probes the Python interpreter that launches workers (`options.python`, default `python3`) and
 * plans their sandbox: the interpreter's installation and each program's are exposed, and each
 * program is probed inside. `abortSignal` kills the probes (an `ABORTED` error).
 */
export async function planPythonLaunchedWorkers(
  options: SandboxOptions & { python?: string | undefined; tmpfsBytes: number },
  programs: readonly SandboxedProgram[],
  abortSignal?: AbortSignal,
): Promise<{ python: PythonInfo; plan: SandboxPlan }> {
  const python = await probePython(options.python ?? 'python3', abortSignal);
  const exposePaths = [dirname(python.executable), installationFolder(python.executable), ...python.prefixes, ...programs.map((program) => program.exposeFolder ?? installationFolder(program.executable))];
  const plan = await planSandbox(
    options,
    {
      python: python.executable,
      exposePaths,
      probeCommands: programs.map((program) => [program.executable, ...program.probeArgs]),
    },
    abortSignal,
  );
  return { python, plan };
}

/** Creates a worker's private host folder for its jobs (`<tmpdir>/execret-oracle-…`), owned by the worker's `uid` when it has one of its own. */
export function createWorkerFolder(uid: number | undefined): string {
  const folder = mkdtempSync(join(tmpdir(), 'execret-oracle-'));
  if (uid !== undefined) chownSync(folder, uid, uid);
  return folder;
}

/**
 * Workers started by `launchWorker` under one sandbox plan and run through a {@link WorkerPool}:
 * what a pool of Python fork servers and a pool of Node.js context workers have in common.
 */
export class LaunchedWorkerPool {
  protected constructor(
    /** How the workers are isolated. */
    readonly plan: SandboxPlan,
    private readonly pool: WorkerPool,
  ) {}

  /** Number of jobs handed to workers so far. */
  get startedJobs(): number {
    return this.pool.startedJobs;
  }

  /** Number of worker processes launched so far. */
  get startedWorkers(): number {
    return this.pool.startedWorkers;
  }

  /** Runs one request on a free worker; the host kills the worker when the job outlives `backstopMs`. */
  run(request: WorkerRequest, backstopMs: number, abortSignal: AbortSignal | undefined): Promise<WorkerReply> {
    return this.pool.run({ request, backstopMs, abortSignal });
  }

  /** A running worker's self-report. */
  hello(): Promise<WorkerHello> {
    return this.pool.hello();
  }

  /** Stops every worker. */
  dispose(): Promise<void> {
    return this.pool.dispose();
  }
}

/** A pool of Python fork servers under one sandbox plan. */
export class ForkServer extends LaunchedWorkerPool {
  private constructor(
    /** The interpreter. */
    readonly python: PythonInfo,
    plan: SandboxPlan,
    pool: WorkerPool,
  ) {
    super(plan, pool);
  }

  /**
   * Probes the interpreter and the sandbox (a second or so; `abortSignal` kills the probes), then
   * prepares the pool (workers start on first use).
   */
  static async create(options: ForkServerOptions, abortSignal?: AbortSignal): Promise<ForkServer> {
    const concurrency = positiveIntegerOption('concurrency', options.concurrency, availableParallelism());
    const { python, plan } = await planPythonLaunchedWorkers(options, options.programs ?? [], abortSignal);
    const config = { preload: [...(options.preloadModules ?? DEFAULT_PRELOAD_MODULES)] };
    const startOptions = { onSlowStart: options.onSlowStart };
    const pool = new WorkerPool(concurrency, () => new SandboxWorker(launchWorker(plan, python.executable, FORK_SERVER_SOURCE, config, createWorkerFolder), startOptions));
    return new ForkServer(python, plan, pool);
  }
}

/** Reports each distinct warning once through `onWarning`. */
export function createWarningReporter(onWarning: ((message: string) => void) | undefined): (message: string) => void {
  const seen = new Set<string>();
  return (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    onWarning?.(message);
  };
}
