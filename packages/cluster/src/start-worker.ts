import { availableParallelism, hostname } from 'node:os';
import { InvalidArgumentError, LANGUAGES, type Language } from '@execret/core';
import type { Executor } from '@execret/oracle';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import {
  DEFAULT_QUEUE_PREFIX,
  EMBEDDING_JOB_NAME,
  EMBEDDING_QUEUE,
  EXECUTION_ALONE_QUEUE,
  EXECUTION_JOB_NAMES,
  EXECUTION_QUEUE,
  type DescribeRequest,
  type EmbeddingBatch,
  type ExecutionChunk,
} from './cluster-protocol.js';
import { EmbeddingProcessor, type EmbeddingProcessorOptions } from './embedding-processor.js';
import { ExecutionProcessor } from './execution-processor.js';
import { redisConnectionOptions } from './redis-connection-options.js';
import { quietClosedConnections } from './quiet-closed-connections.js';
import { parseRedisUrl, type RedisTarget } from './redis-url.js';

/** How long a worker's lock on a job lasts without renewal, ms (BullMQ's default): a killed worker's job is queued again after about this. */
export const DEFAULT_LOCK_DURATION_MS = 30_000;

/** Options of {@link startWorker}. */
export interface StartWorkerOptions {
  /** `redis://[[user]:password@]host[:port][/db]` or `rediss://…` (TLS). Logs show it without the password. */
  redisUrl: string;
  /** BullMQ key prefix of the queues (default `execret`); submitters and workers must agree. */
  prefix?: string;
  /** Executions at once: sandbox workers per language (default: the number of CPUs). */
  concurrency?: number;
  /**
   * Embedding batches at once (default 1; each uses onnxruntime's threads); 0 takes no embedding
   * jobs. Without `@execret/embeddings-transformers` installed the worker takes none either.
   */
  embedConcurrency?: number;
  /** Where this machine's models are, whether they may be downloaded, onnxruntime threads. */
  embeddings?: EmbeddingProcessorOptions;
  /**
   * How long a job's lock lasts without renewal, ms (default {@link DEFAULT_LOCK_DURATION_MS}). A
   * worker renews it every half of it while it runs a job; after a worker is killed, its jobs wait
   * this long (plus up to two `stalledIntervalMs`) before another worker takes them.
   */
  lockDurationMs?: number;
  /** How often a worker looks for jobs whose worker stopped, ms (default 30 000). */
  stalledIntervalMs?: number;
  /**
   * How often a job may lose its worker and be queued again (default 1); one more loss and the
   * job fails: the submitter runs its executions alone (queue `executions-alone`), and records a
   * crash verdict for one that loses its worker there too.
   */
  maxStalledCount?: number;
  /** The executor of a language (default: the oracle's sandboxed executors with their default limits, as a local run). */
  createExecutor?: (language: Language) => Executor;
  /** One line per event worth logging (started, connection trouble, failed jobs); the library never prints. Redis passwords never appear. */
  onLog?: (line: string) => void;
}

/** Counters of a running worker. */
export interface ClusterWorkerStats {
  /** Execution chunks answered. */
  chunks: number;
  /** Executions and syntax checks answered. */
  executions: number;
  /** Embedding batches answered. */
  embeddingBatches: number;
}

/** A running worker (see {@link startWorker}). */
export interface ClusterWorker {
  /** `host/pid`: how submitters' messages name this worker. */
  readonly name: string;
  /** The Redis it serves, password hidden. */
  readonly target: RedisTarget;
  /** Resolves once connected to Redis and taking jobs (the worker keeps retrying until then). */
  readonly ready: Promise<void>;
  /** Counters so far. */
  readonly stats: ClusterWorkerStats;
  /**
   * Stops taking jobs, waits for the running ones to finish, then stops every sandbox worker and
   * model. With `force`, or as soon as Redis is unreachable (a result could not be stored), running
   * jobs are abandoned (other workers take them over once their locks expire); so it returns
   * promptly whatever the connection's state; the wait lasts one lock duration at most. A forced call during a graceful close ends its wait.
   */
  close(force?: boolean): Promise<void>;
}

/** How often a closing worker checks whether its running jobs finished and Redis is still there, ms. */
const CLOSE_POLL_MS = 100;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether every worker's Redis connection is up now (a connection not made within a moment counts as down). */
async function redisReachable(workers: readonly Worker[]): Promise<boolean> {
  const statuses = await Promise.all(workers.map((worker) => Promise.race([worker.client.then((client) => client.status), delay(CLOSE_POLL_MS).then(() => 'waiting')])));
  return statuses.every((status) => status === 'ready');
}

/** Same message at most once per this long (a Redis outage repeats its error at every attempt). */
const REPEAT_LOG_MS = 30_000;

/**
 * Starts a worker: it takes execution chunks from the `executions` queue (and, one at a time,
 * from `executions-alone`) and runs them with the
 * oracle's own sandboxed executors (empty environment, no network, rlimits, bubblewrap when
 * available: exactly as a local run), and embedding batches from the `embeddings` queue with local
 * transformers.js models. It reconnects to Redis for as long as it runs.
 */
export function startWorker(options: StartWorkerOptions): ClusterWorker {
  const target = parseRedisUrl(options.redisUrl);
  const name = `${hostname()}/${process.pid}`;
  const embedConcurrency = options.embedConcurrency ?? 1;
  if (!Number.isSafeInteger(embedConcurrency) || embedConcurrency < 0) throw new InvalidArgumentError(`embedConcurrency must be a whole number ≥ 0, got ${String(options.embedConcurrency)}`);
  if (options.concurrency !== undefined && (!Number.isSafeInteger(options.concurrency) || options.concurrency < 1)) {
    throw new InvalidArgumentError(`concurrency must be a positive integer, got ${String(options.concurrency)}`);
  }
  const log = throttledLog(options.onLog ?? (() => {}));
  const stats: ClusterWorkerStats = { chunks: 0, executions: 0, embeddingBatches: 0 };
  const sandboxes = options.concurrency ?? availableParallelism();
  const executions = new ExecutionProcessor(name, {
    concurrency: sandboxes,
    onWarning: (message) => log(`warning: ${message}`),
    ...(options.createExecutor === undefined ? {} : { createExecutor: options.createExecutor }),
  });
  let closing: Promise<void> | undefined;
  let abandoned = false;
  // Jobs between BullMQ's 'active' and its 'completed' or 'failed' (their outcome stored in Redis).
  const running = new Set<string>();
  const track = (worker: Worker): void => {
    worker.on('active', (job) => running.add(`${worker.name}/${job.id ?? ''}`));
    worker.on('completed', (job) => running.delete(`${worker.name}/${job.id ?? ''}`));
    worker.on('failed', (job) => running.delete(`${worker.name}/${job?.id ?? ''}`));
  };
  // Interpreters and sandboxes are probed before the first job is taken.
  const warmedUp = executions.warmUp(LANGUAGES).then((problems) => problems.forEach((problem) => log(`warning: ${problem}`)));
  const connection = redisConnectionOptions(target);
  const common = {
    connection,
    prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    name,
    lockDuration: options.lockDurationMs ?? DEFAULT_LOCK_DURATION_MS,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    maxStalledCount: options.maxStalledCount ?? 1,
  };
  // One chunk at once per 4 sandbox workers, at least two: a chunk's last jobs never leave the pool idle.
  const chunksAtOnce = Math.max(2, Math.ceil(sandboxes / 4));
  const processExecution = async (job: Job) => {
    if (job.name === EXECUTION_JOB_NAMES.describe) return executions.describe(job.data as DescribeRequest);
    if (job.name !== EXECUTION_JOB_NAMES.chunk) throw new UnrecoverableError(`unknown job ${JSON.stringify(job.name)} on queue ${job.queueName}`);
    const result = await executions.run(job.data as ExecutionChunk);
    stats.chunks += 1;
    stats.executions += result.results.length;
    return result;
  };
  const executionWorker = new Worker(EXECUTION_QUEUE, processExecution, { ...common, concurrency: chunksAtOnce, autorun: false });
  watch(executionWorker, EXECUTION_QUEUE, target, log);
  track(executionWorker);
  // Jobs that run alone, one at a time: one that kills this process takes no other of them along.
  const aloneWorker = new Worker(EXECUTION_ALONE_QUEUE, processExecution, { ...common, concurrency: 1, autorun: false });
  watch(aloneWorker, EXECUTION_ALONE_QUEUE, target, log);
  track(aloneWorker);
  const started = warmedUp.then(() => {
    if (closing !== undefined) return;
    for (const worker of [executionWorker, aloneWorker]) worker.run().catch((error: unknown) => log(`${worker.name}: ${target.redact(String(error))}`));
  });

  let embeddingWorker: Worker | undefined;
  let embeddings: EmbeddingProcessor | undefined;
  // Created first (close() waits for that much), connected after.
  const embeddingsCreated = (async () => {
    if (embedConcurrency === 0) return;
    try {
      await import('@execret/embeddings-transformers');
    } catch {
      log('no embedding jobs: @execret/embeddings-transformers is not installed on this machine');
      return;
    }
    const processor = new EmbeddingProcessor(name, options.embeddings);
    embeddings = processor;
    embeddingWorker = new Worker(
      EMBEDDING_QUEUE,
      async (job: Job) => {
        if (job.name !== EMBEDDING_JOB_NAME) throw new UnrecoverableError(`unknown job ${JSON.stringify(job.name)} on queue ${EMBEDDING_QUEUE}`);
        const result = await processor.embed(job.data as EmbeddingBatch);
        stats.embeddingBatches += 1;
        return result;
      },
      { ...common, concurrency: embedConcurrency },
    );
    watch(embeddingWorker, EMBEDDING_QUEUE, target, log);
    track(embeddingWorker);
  })();
  const embeddingsReady = embeddingsCreated.then(() => embeddingWorker?.waitUntilReady());

  const ready = Promise.all([started, executionWorker.waitUntilReady(), aloneWorker.waitUntilReady(), embeddingsReady]).then(() => {
    log(
      `worker ${name} serving ${target.display}: ${EXECUTION_QUEUE} (${sandboxes} at once)` +
        (embeddingWorker === undefined ? '' : `, ${EMBEDDING_QUEUE} (${embedConcurrency} at once)`),
    );
  });
  ready.catch(() => {});

  return {
    name,
    target,
    ready,
    stats,
    close(force = false) {
      if (force) abandoned = true;
      closing ??= (async () => {
        await Promise.allSettled([embeddingsCreated, warmedUp]);
        const workers = [executionWorker, aloneWorker, embeddingWorker].filter((worker): worker is Worker => worker !== undefined);
        // No new jobs; the running ones finish and store their results. BullMQ's own graceful
        // close would wait forever for a Redis that went away (its commands wait for a
        // reconnection), so this wait ends as soon as Redis is unreachable (a result could not be
        // stored anyway: the job's lock expires and another worker takes it) or a forced close comes.
        // A job can also leave this worker without either event (its lock expired during a Redis
        // restart and another worker took it), so the wait lasts one lock duration at most: after
        // that another worker may take a job still running here anyway.
        await Promise.allSettled(workers.map((worker) => worker.pause(true)));
        const waitUntil = Date.now() + common.lockDuration;
        while (!abandoned && running.size > 0 && Date.now() < waitUntil && (await redisReachable(workers))) await delay(CLOSE_POLL_MS);
        await Promise.allSettled(workers.map((worker) => worker.close(true)));
        await Promise.allSettled([executions.dispose(), embeddings?.dispose()]);
      })();
      return closing;
    },
  };
}

function watch(worker: Worker, queue: string, target: RedisTarget, log: (line: string) => void): void {
  quietClosedConnections(worker);
  // Without an error listener an error event would end the process.
  worker.on('error', (error) => log(`${queue}: ${target.redact(error.message)} (retrying)`));
  worker.on('failed', (job, error) => {
    if (job !== undefined) log(`${queue}: job ${job.id ?? '?'} failed: ${target.redact(error.message)}`);
  });
}

function throttledLog(onLog: (line: string) => void): (line: string) => void {
  const last = new Map<string, number>();
  return (line) => {
    const now = Date.now();
    const previous = last.get(line);
    if (previous !== undefined && now - previous < REPEAT_LOG_MS) return;
    last.set(line, now);
    onLog(line);
  };
}
