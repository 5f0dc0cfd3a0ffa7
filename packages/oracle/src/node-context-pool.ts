import { availableParallelism } from 'node:os';
import type { ExecutionLimits } from './execution-limits.js';
import { createWorkerFolder, LaunchedWorkerPool, planPythonLaunchedWorkers, positiveIntegerOption } from './fork-server.js';
import { contextWorkerConfig, NODE_CONTEXT_WORKER_SOURCE, RETIRING_CODE } from './node-context-worker-source.js';
import { NODE_WORKER_LAUNCHER_SOURCE } from './node-worker-launcher.js';
import { launchWorker, type SandboxOptions } from './sandbox-plan.js';
import { SandboxWorker, type WorkerReply, type WorkerRequest } from './sandbox-worker.js';
import { WorkerPool } from './worker-pool.js';

/** Default number of jobs a context worker runs before it is replaced by a fresh one. */
export const DEFAULT_JOBS_PER_CONTEXT_WORKER = 2000;

/** Options of {@link NodeContextPool.create}. */
export interface NodeContextPoolOptions extends SandboxOptions {
  /** The Node.js binary of the workers. */
  node: string;
  /** The Python interpreter that launches them (default `python3`). */
  python?: string | undefined;
  /** Number of workers (default: the number of CPUs). */
  concurrency?: number | undefined;
  /** The executor's limits (memory, file size, processes, open files and the tmpfs size apply to the workers). */
  limits: ExecutionLimits;
  /** Heap limit of a worker, MiB (`--max-old-space-size`). */
  heapMegabytes: number;
  /** Jobs a worker runs before it is replaced (default {@link DEFAULT_JOBS_PER_CONTEXT_WORKER}). */
  jobsPerWorker?: number | undefined;
}

/**
 * A pool of persistent, sandboxed Node.js workers that run each job in a fresh V8 context
 * (`node-context-worker-source.ts`). Workers start like Python fork servers (same sandbox plan,
 * `launchWorker`, `SandboxWorker`, `WorkerPool`), through a launcher that sets their rlimits and
 * uid before it execs Node.js. A worker whose reply asks for it (timeout, use of the Node.js
 * runtime, `jobsPerWorker` reached) is killed and replaced; one that dies is replaced too.
 */
export class NodeContextPool extends LaunchedWorkerPool {
  /** Probes the launcher's interpreter and the sandbox (a second or so; `abortSignal` kills the probes); workers start on first use. */
  static async create(options: NodeContextPoolOptions, abortSignal?: AbortSignal): Promise<NodeContextPool> {
    const concurrency = positiveIntegerOption('concurrency', options.concurrency, availableParallelism());
    const jobsPerWorker = positiveIntegerOption('jobsPerWorker', options.jobsPerWorker, DEFAULT_JOBS_PER_CONTEXT_WORKER);
    const { python, plan } = await planPythonLaunchedWorkers(
      { sandbox: options.sandbox, bwrapPath: options.bwrapPath, python: options.python, tmpfsBytes: options.limits.tmpfsBytes },
      [{ executable: options.node, probeArgs: ['-e', '0'] }],
      abortSignal,
    );
    const limits = options.limits;
    const config = {
      argv: [
        options.node,
        `--max-old-space-size=${options.heapMegabytes}`,
        '--no-warnings',
        '--frozen-intrinsics',
        '--disallow-code-generation-from-strings',
        '-e',
        NODE_CONTEXT_WORKER_SOURCE,
      ],
      worker: contextWorkerConfig(jobsPerWorker),
      limits: { addressSpace: limits.memoryBytes, fileSize: limits.fileSizeBytes, processes: limits.maxProcesses, openFiles: limits.maxOpenFiles },
    };
    const startOptions = { onSlowStart: options.onSlowStart };
    const pool = new WorkerPool(concurrency, () => new RetiringWorker(launchWorker(plan, python.executable, NODE_WORKER_LAUNCHER_SOURCE, config, createWorkerFolder), startOptions));
    return new NodeContextPool(plan, pool);
  }
}

/**
 * A sandbox worker that stops counting as alive as soon as a reply retires it (code
 * {@link RETIRING_CODE}), before its process has exited: the pool then replaces it instead of
 * handing it the next job, which would find the process gone.
 */
class RetiringWorker extends SandboxWorker {
  private retired = false;

  override get alive(): boolean {
    return super.alive && !this.retired;
  }

  override async run(request: WorkerRequest, backstopMs: number): Promise<WorkerReply> {
    const reply = await super.run(request, backstopMs);
    if (reply.exitCode === RETIRING_CODE) this.retired = true;
    return reply;
  }
}
