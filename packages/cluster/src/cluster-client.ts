import { randomUUID } from 'node:crypto';
import { AbortedError, ExecretErrorCode, InvalidArgumentError } from '@execret/core';
import { Job, Queue, QueueEvents, type ConnectionOptions } from 'bullmq';
import { ClusterError } from './cluster-error.js';
import { DEFAULT_QUEUE_PREFIX } from './cluster-protocol.js';
import { quietClosedConnections } from './quiet-closed-connections.js';
import { parseRedisUrl, type RedisTarget } from './redis-url.js';
import { redisConnectionOptions } from './redis-connection-options.js';

/** How long the submitter waits for an unreachable Redis before it fails every job: 60 s. */
export const DEFAULT_UNREACHABLE_TIMEOUT_MS = 60_000;

/** How often outstanding jobs are looked up in Redis besides the queue events (and after every reconnection). */
const DEFAULT_SWEEP_INTERVAL_MS = 5_000;

/** How often Redis is pinged to tell whether it is reachable. */
const PING_INTERVAL_MS = 500;

/** How long without any connected worker before the warning is repeated. */
const NO_WORKER_WARNING_INTERVAL_MS = 30_000;

/** The reason BullMQ gives a job that stalled more often than the workers' `maxStalledCount`. */
const STALL_LIMIT_REASON = 'stalled more than allowable limit';

/** Options of {@link ClusterClient}. */
export interface ClusterClientOptions {
  /** `redis://[[user]:password@]host[:port][/db]`, or `rediss://…` for TLS. Never shown: messages use the redacted form. */
  redisUrl: string;
  /** BullMQ key prefix of the queues (default `execret`); submitters and workers must agree. */
  prefix?: string;
  /**
   * How long Redis may stay unreachable (no answer to a PING) before every outstanding and later
   * job fails with a {@link ClusterError} (code `IO`), ms (default {@link DEFAULT_UNREACHABLE_TIMEOUT_MS}).
   * Shorter outages are ridden out: the client reconnects and resubmits what Redis lost.
   */
  unreachableTimeoutMs?: number;
  /** How often outstanding jobs are looked up besides the queue events, ms (default 5000). */
  sweepIntervalMs?: number;
  /** Called for conditions worth telling the user (no worker connected, a worker stopped mid-job); the library never prints. */
  onWarning?: (message: string) => void;
}

/** How a job ended. */
export type JobOutcome<T> =
  | { status: 'completed'; value: T }
  /** `stalled`: the job outlived every worker that took it more often than the workers' `maxStalledCount` allows. */
  | { status: 'failed'; reason: string; stalled: boolean };

/** Options of {@link ClusterClient.submit}. */
export interface SubmitOptions {
  /** Drops the job (removed from the queue when no worker has taken it yet); the promise rejects with `ABORTED`. */
  abortSignal?: AbortSignal;
}

interface OutstandingJob {
  queue: string;
  name: string;
  data: unknown;
  settle: (outcome: JobOutcome<unknown>) => void;
  fail: (error: Error) => void;
}

interface QueuePair {
  queue: Queue;
  /** Created once the queue has connected (a QueueEvents that never connected cannot be closed). */
  events: QueueEvents | undefined;
  /** Resolves once the queue and its event stream are connected. */
  ready: Promise<unknown>;
  toAdd: string[];
}

/**
 * The submitting side of the cluster: adds jobs to BullMQ queues on Redis and resolves each with
 * its outcome. Outcomes arrive through the queues' event streams; outstanding jobs are also looked
 * up every few seconds and after every reconnection, so an event missed during an outage is
 * recovered and a job Redis lost (a restart without persistence) is added again under its id.
 * While Redis is unreachable the client waits and retries; after `unreachableTimeoutMs` every
 * outstanding job fails with a {@link ClusterError}. Job ids are unique per client and submission,
 * so a result is never taken from another run.
 */
export class ClusterClient {
  /** The Redis URL, checked, with its display form. */
  readonly target: RedisTarget;
  private readonly prefix: string;
  private readonly connection: ConnectionOptions;
  private readonly unreachableTimeoutMs: number;
  private readonly sweepIntervalMs: number;
  private readonly onWarning: (message: string) => void;
  private readonly pairs = new Map<string, QueuePair>();
  private readonly outstanding = new Map<string, OutstandingJob>();
  private readonly runId = randomUUID().replaceAll('-', '');
  private sequence = 0;
  private failure: ClusterError | undefined;
  private closed = false;
  private lastReachable = Date.now();
  private lastError = '';
  private disturbed = false;
  private pinging = false;
  private sweeping = false;
  private lastSweep = Date.now();
  private lastNoWorkerWarning = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(options: ClusterClientOptions) {
    this.target = parseRedisUrl(options.redisUrl);
    this.prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
    this.unreachableTimeoutMs = options.unreachableTimeoutMs ?? DEFAULT_UNREACHABLE_TIMEOUT_MS;
    if (!(this.unreachableTimeoutMs > 0)) throw new InvalidArgumentError(`unreachableTimeoutMs must be a positive number of milliseconds, got ${String(options.unreachableTimeoutMs)}`);
    this.sweepIntervalMs = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
    this.onWarning = options.onWarning ?? (() => {});
    this.connection = redisConnectionOptions(this.target);
    this.timer = setInterval(() => this.tick(), PING_INTERVAL_MS);
    this.timer.unref();
  }

  /** Jobs added and not settled yet. */
  get pendingJobs(): number {
    return this.outstanding.size;
  }

  /**
   * Adds a job and resolves with how it ended. Jobs submitted in the same tick are added in one
   * round trip. Rejects with a {@link ClusterError} (code `IO`) when Redis stays unreachable past
   * the timeout, or `ABORTED` on abort or {@link close}.
   */
  submit<T>(queueName: string, jobName: string, data: unknown, options: SubmitOptions = {}): Promise<JobOutcome<T>> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new AbortedError('the cluster client is closed'));
    if (options.abortSignal?.aborted) return Promise.reject(new AbortedError('job not submitted: aborted', options.abortSignal.reason));
    const id = `${this.runId}-${(this.sequence += 1)}`;
    const pair = this.pair(queueName);
    return new Promise<JobOutcome<T>>((resolve, reject) => {
      const signal = options.abortSignal;
      const onAbort = (): void => {
        if (!this.outstanding.delete(id)) return;
        reject(new AbortedError('job dropped: aborted', signal?.reason));
        // Only a job no worker holds can be removed; a running one finishes unheard.
        pair.queue.remove(id).catch(() => {});
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = (): void => signal?.removeEventListener('abort', onAbort);
      this.outstanding.set(id, {
        queue: queueName,
        name: jobName,
        data,
        settle: (outcome) => {
          done();
          resolve(outcome as JobOutcome<T>);
        },
        fail: (error) => {
          done();
          reject(error);
        },
      });
      pair.toAdd.push(id);
      if (pair.toAdd.length === 1) setImmediate(() => void this.addPending(pair));
    });
  }

  /**
   * Stops: outstanding jobs reject with `ABORTED` and are removed from the queues when no worker
   * holds them, then the connections close. Safe to call twice.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    const left = [...this.outstanding.entries()];
    this.outstanding.clear();
    for (const [, job] of left) job.fail(new AbortedError('the cluster client was closed before the job finished'));
    if (this.failure === undefined && left.length > 0) {
      await withTimeout(Promise.allSettled(left.map(([id, job]) => this.pair(job.queue).queue.remove(id))), 2_000);
    }
    await Promise.allSettled(
      [...this.pairs.values()].map(async (pair) => {
        // A reachable Redis closes cleanly; from an unreachable one the clients are disconnected.
        const closing = Promise.allSettled([pair.events?.close(), pair.queue.close()]);
        if ((await withTimeout(closing, 2_000)) === 'timeout') {
          await withTimeout(Promise.allSettled([pair.events?.disconnect(), pair.queue.disconnect()]), 2_000);
        }
      }),
    );
  }

  private pair(queueName: string): QueuePair {
    let pair = this.pairs.get(queueName);
    if (pair !== undefined) return pair;
    const queue = new Queue(queueName, { connection: this.connection, prefix: this.prefix });
    quietClosedConnections(queue);
    const noteError = (error: Error): void => {
      this.disturbed = true;
      this.lastError = this.target.redact(error.message);
    };
    queue.on('error', noteError);
    queue.on('ioredis:close', () => {
      this.disturbed = true;
    });
    const created: QueuePair = { queue, events: undefined, ready: Promise.resolve(), toAdd: [] };
    created.ready = queue.waitUntilReady().then(async () => {
      if (this.closed) return;
      const events = new QueueEvents(queueName, { connection: this.connection, prefix: this.prefix });
      created.events = events;
      quietClosedConnections(events);
      events.on('error', noteError);
      events.on('completed', ({ jobId, returnvalue }) => this.settle(jobId, { status: 'completed', value: returnvalue }));
      events.on('failed', ({ jobId, failedReason }) => this.settle(jobId, failedOutcome(failedReason)));
      events.on('stalled', ({ jobId }) => {
        if (this.outstanding.has(jobId)) this.onWarning(`a worker stopped while running job ${jobId} on ${queueName} (killed or lost); it was queued again`);
      });
      await events.waitUntilReady();
    });
    created.ready.catch(noteError);
    this.pairs.set(queueName, created);
    return created;
  }

  private settle(jobId: string, outcome: JobOutcome<unknown>): void {
    const job = this.outstanding.get(jobId);
    if (job === undefined) return;
    this.outstanding.delete(jobId);
    job.settle(outcome);
  }

  // Adds the jobs submitted since the last call in one round trip. A failure leaves them
  // outstanding: the next sweep finds them missing and adds them again.
  private async addPending(pair: QueuePair): Promise<void> {
    const ids = pair.toAdd.splice(0);
    try {
      await pair.ready;
      await this.add(pair, ids);
    } catch (error) {
      this.disturbed = true;
      this.lastError = this.target.redact(error instanceof Error ? error.message : String(error));
    }
  }

  private async add(pair: QueuePair, ids: readonly string[]): Promise<void> {
    const jobs = ids.flatMap((id) => {
      const job = this.outstanding.get(id);
      if (job === undefined) return [];
      return [{ name: job.name, data: job.data, opts: { jobId: id, attempts: 1, removeOnComplete: { age: 3_600, count: 1_000 }, removeOnFail: { age: 86_400, count: 1_000 } } }];
    });
    if (jobs.length > 0) await pair.queue.addBulk(jobs);
  }

  private tick(): void {
    if (this.closed || this.failure !== undefined) return;
    const now = Date.now();
    if (now - this.lastReachable > this.unreachableTimeoutMs) {
      this.fail(now - this.lastReachable);
      return;
    }
    if (!this.pinging) void this.ping();
    if (!this.sweeping && this.outstanding.size > 0 && now - this.lastSweep >= this.sweepIntervalMs) void this.sweep();
  }

  // A PING that has not come back means Redis is unreachable (commands wait for the reconnection).
  private async ping(): Promise<void> {
    this.pinging = true;
    const started = Date.now();
    try {
      // Nothing is connected before the first job; then the first queue's connection is pinged.
      const pair = this.pairs.values().next().value;
      if (pair === undefined) {
        this.lastReachable = Date.now();
        return;
      }
      // BullMQ's client adapter forwards every ioredis command, PING included.
      const client = (await pair.queue.client) as unknown as { ping(): Promise<string> };
      await client.ping();
      this.lastReachable = Date.now();
      if (this.lastReachable - started > 2 * PING_INTERVAL_MS) this.disturbed = true;
      if (this.disturbed && !this.sweeping) void this.sweep();
    } catch (error) {
      this.disturbed = true;
      this.lastError = this.target.redact(error instanceof Error ? error.message : String(error));
    } finally {
      this.pinging = false;
    }
  }

  // Looks every outstanding job up: finished ones are settled (their event may have been missed),
  // missing ones (Redis restarted without its data) are added again under the same id.
  private async sweep(): Promise<void> {
    this.sweeping = true;
    this.disturbed = false;
    this.lastSweep = Date.now();
    try {
      const byQueue = new Map<string, string[]>();
      for (const [id, job] of this.outstanding) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), id]);
      for (const [queueName, ids] of byQueue) {
        const pair = this.pair(queueName);
        const states = await Promise.all(ids.map((id) => pair.queue.getJobState(id)));
        const missing: string[] = [];
        await Promise.all(
          ids.map(async (id, index) => {
            const state = states[index];
            if (state === 'unknown') missing.push(id);
            if (state !== 'completed' && state !== 'failed') return;
            const job = await Job.fromId(pair.queue, id);
            if (job === undefined) missing.push(id);
            else if (state === 'completed') this.settle(id, { status: 'completed', value: job.returnvalue });
            else this.settle(id, failedOutcome(job.failedReason));
          }),
        );
        await this.add(pair, missing);
        if (this.outstanding.size > 0) await this.warnWithoutWorkers(pair, queueName);
      }
    } catch (error) {
      this.disturbed = true;
      this.lastError = this.target.redact(error instanceof Error ? error.message : String(error));
    } finally {
      this.sweeping = false;
    }
  }

  private async warnWithoutWorkers(pair: QueuePair, queueName: string): Promise<void> {
    if (Date.now() - this.lastNoWorkerWarning < NO_WORKER_WARNING_INTERVAL_MS) return;
    const workers = await pair.queue.getWorkersCount().catch(() => undefined);
    if (workers !== 0) return;
    this.lastNoWorkerWarning = Date.now();
    this.onWarning(`no execret worker is connected to ${this.target.display} (queue ${queueName}); jobs wait until one is: start one with execret worker --redis <url>`);
  }

  private fail(elapsedMs: number): void {
    const detail = this.lastError === '' ? '' : ` (last error: ${this.lastError})`;
    this.failure = new ClusterError(
      ExecretErrorCode.IO,
      `Redis at ${this.target.display} has been unreachable for ${seconds(elapsedMs)}, longer than the ${seconds(this.unreachableTimeoutMs)} the submitter waits${detail}; finished work is in the caches, rerun the command once Redis is back`,
    );
    const left = [...this.outstanding.values()];
    this.outstanding.clear();
    for (const job of left) job.fail(this.failure);
  }
}

/** `1.5 s`, `60 s`. */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

function failedOutcome(reason: string | undefined): JobOutcome<never> {
  const text = reason ?? 'unknown failure';
  return { status: 'failed', reason: text, stalled: text.includes(STALL_LIMIT_REASON) };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
