import { AbortedError, ExecretErrorCode, InvalidArgumentError, sha256Hex, type Language } from '@execret/core';
import {
  ExecutionError,
  type ExecuteOptions,
  type ExecutionJob,
  type ExecutionVerdict,
  type Executor,
  type HardeningReport,
  type RuntimeDescription,
  type SyntaxCheckJob,
  type SyntaxCheckResult,
} from '@execret/oracle';
import type { ClusterClient } from './cluster-client.js';
import { ClusterError } from './cluster-error.js';
import {
  CLUSTER_PROTOCOL_VERSION,
  EXECUTION_ALONE_QUEUE,
  EXECUTION_JOB_NAMES,
  EXECUTION_QUEUE,
  type ChunkItem,
  type ChunkItemResult,
  type DescribeRequest,
  type DescribeResult,
  type ExecutionChunk,
  type ExecutionChunkResult,
} from './cluster-protocol.js';

/** Most items in one queue job (default of {@link RemoteExecutorOptions.chunkSize}). */
export const DEFAULT_CHUNK_SIZE = 32;

/** Options of {@link RemoteExecutor}. */
export interface RemoteExecutorOptions {
  /**
   * Most executions per queue job (default {@link DEFAULT_CHUNK_SIZE}): a burst of jobs is cut into
   * chunks so that one Redis round trip carries many executions. Smaller bursts are spread over up
   * to 8 chunks (never fewer than 4 executions each) so that several workers share them.
   */
  chunkSize?: number;
  /** Most chunks queued or running at once (default 64); later executions wait on the submitter. */
  maxChunksInFlight?: number;
}

interface PendingItem {
  item: ChunkItem;
  /** Runs in a chunk of its own (after its chunk outlived every worker that took it). */
  alone: boolean;
  settled: boolean;
  resolve: (result: ChunkItemResult) => void;
  reject: (error: Error) => void;
}

/** Times a runtime description is asked when its workers keep getting lost. */
const DESCRIBE_ATTEMPTS = 3;

/** Chunks a small burst is spread over, at most. */
const SPREAD = 8;
/** Fewest executions in a chunk of a spread burst. */
const MIN_SPREAD_CHUNK = 4;

/**
 * An `Executor` whose jobs run on `execret worker` processes: `execute` and `checkSyntax` calls
 * are gathered into chunks of up to `chunkSize` jobs, each chunk is one BullMQ job, and the
 * workers answer with the verdicts of the oracle's own sandboxed executors. The runtime (and so
 * the cache fingerprint) is the workers': `describeRuntime()` asks one, and every chunk carries the
 * fingerprint, so a worker with another interpreter or other limits refuses it (a
 * {@link ClusterError}) instead of answering under the wrong cache key.
 *
 * A chunk whose worker dies is queued again by BullMQ (stalled-job detection). A chunk that loses
 * its worker more often than the workers' `maxStalledCount` allows is split: each of its jobs runs
 * alone, on the `executions-alone` queue, which a worker serves one job at a time. A job that loses
 * its worker there too gets a `crashed` verdict (`ERROR: WorkerLost: …`, which the oracle never
 * caches) and is not sent again by this executor: a job that kills every worker that runs it costs
 * at most 2 × (maxStalledCount + 1) workers.
 */
export class RemoteExecutor implements Executor {
  readonly language: Language;
  private readonly chunkSize: number;
  private readonly maxChunksInFlight: number;
  private readonly pending: PendingItem[] = [];
  private readonly workerKillers = new Map<string, ChunkItemResult>();
  private readonly described = new Map<boolean, Promise<DescribeResult>>();
  private inFlight = 0;
  private flushScheduled = false;
  private executed = 0;
  private disposed = false;

  constructor(
    language: Language,
    private readonly client: ClusterClient,
    options: RemoteExecutorOptions = {},
  ) {
    this.language = language;
    this.chunkSize = positiveInteger(options.chunkSize ?? DEFAULT_CHUNK_SIZE, 'chunkSize');
    this.maxChunksInFlight = positiveInteger(options.maxChunksInFlight ?? 64, 'maxChunksInFlight');
  }

  /** Executions and checks answered by workers so far (not those answered without running). */
  get executedJobs(): number {
    return this.executed;
  }

  /** Waits for a worker to describe its runtime. */
  async init(): Promise<void> {
    await this.describeRuntime();
  }

  /** The runtime of the workers (asked once), whose fingerprint keys the submitter's cache. */
  async describeRuntime(): Promise<RuntimeDescription> {
    return (await this.describe(false)).runtime;
  }

  /** The hardening report of one worker, as it observes its own sandbox. */
  async hardeningReport(): Promise<HardeningReport> {
    const { hardening, worker } = await this.describe(true);
    if (hardening === undefined) throw new ClusterError(ExecretErrorCode.EXECUTION, `worker ${worker} sent no hardening report`);
    return hardening;
  }

  async execute(job: ExecutionJob, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    const item: ChunkItem = { op: 'execute', job: wireJob(job), ...(options.timeScale === undefined ? {} : { timeScale: options.timeScale }) };
    const result = await this.enqueue(item, options.abortSignal);
    if (result.op !== 'execute') throw new ClusterError(ExecretErrorCode.EXECUTION, 'a worker answered a run with a syntax check result');
    return result.verdict;
  }

  async checkSyntax(job: SyntaxCheckJob, options: ExecuteOptions = {}): Promise<SyntaxCheckResult> {
    const result = await this.enqueue({ op: 'check', job: { ...wireJob(job), entryPoint: job.entryPoint } }, options.abortSignal);
    if (result.op !== 'check') throw new ClusterError(ExecretErrorCode.EXECUTION, 'a worker answered a syntax check with a verdict');
    return result.result;
  }

  /** Drops the jobs not sent yet (they reject); the client is closed by its owner. */
  async dispose(): Promise<void> {
    this.disposed = true;
    for (const pending of this.pending.splice(0)) settle(pending, () => pending.reject(disposedError(this.language)));
  }

  private describe(hardening: boolean): Promise<DescribeResult> {
    let described = this.described.get(hardening);
    if (described === undefined) {
      const request: DescribeRequest = { protocol: CLUSTER_PROTOCOL_VERSION, language: this.language, hardening };
      described = (async () => {
        // A description runs no user code: losing its workers is bad luck, tried again.
        for (let attempt = 1; ; attempt += 1) {
          const outcome = await this.client.submit<DescribeResult>(EXECUTION_QUEUE, EXECUTION_JOB_NAMES.describe, request);
          if (outcome.status === 'failed' && outcome.stalled && attempt < DESCRIBE_ATTEMPTS) continue;
          if (outcome.status === 'failed') throw new ClusterError(ExecretErrorCode.EXECUTION, `a worker could not describe its ${this.language} runtime: ${outcome.reason}`);
          if (outcome.value?.runtime?.language !== this.language) throw new ClusterError(ExecretErrorCode.EXECUTION, `worker ${String(outcome.value?.worker)} described another runtime than ${this.language}`);
          return outcome.value;
        }
      })();
      // A failed description is asked again next time.
      described.catch(() => this.described.delete(hardening));
      this.described.set(hardening, described);
    }
    return described;
  }

  private enqueue(item: ChunkItem, abortSignal: AbortSignal | undefined): Promise<ChunkItemResult> {
    if (this.disposed) return Promise.reject(disposedError(this.language));
    if (abortSignal?.aborted) return Promise.reject(new AbortedError('execution aborted', abortSignal.reason));
    const known = this.workerKillers.get(itemKey(item));
    if (known !== undefined) return Promise.resolve(known);
    return new Promise<ChunkItemResult>((resolve, reject) => {
      const onAbort = (): void => {
        const index = this.pending.indexOf(pending);
        if (index !== -1) this.pending.splice(index, 1);
        // A job already sent still runs; its result is ignored.
        settle(pending, () => pending.reject(new AbortedError('execution aborted', abortSignal?.reason)));
      };
      const pending: PendingItem = {
        item,
        alone: false,
        settled: false,
        resolve: (result) => {
          abortSignal?.removeEventListener('abort', onAbort);
          resolve(result);
        },
        reject: (error) => {
          abortSignal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      abortSignal?.addEventListener('abort', onAbort, { once: true });
      this.pending.push(pending);
      this.scheduleFlush();
    });
  }

  // Calls made in one tick (the oracle starts every job of a run at once) share chunks.
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.pending.length > 0 && this.inFlight < this.maxChunksInFlight && !this.disposed) {
      const items = this.pending.splice(0, this.nextChunkSize());
      this.inFlight += 1;
      void this.send(items).finally(() => {
        this.inFlight -= 1;
        if (this.pending.length > 0) this.scheduleFlush();
      });
    }
  }

  private nextChunkSize(): number {
    if (this.pending[0]?.alone) return 1;
    const waiting = this.pending.findIndex((pending) => pending.alone);
    const available = waiting === -1 ? this.pending.length : waiting;
    const size = Math.min(this.chunkSize, Math.max(MIN_SPREAD_CHUNK, Math.ceil(available / SPREAD)));
    // Equal chunks rather than full ones and a remainder.
    const chunks = Math.ceil(available / size);
    return Math.min(available, Math.ceil(available / chunks));
  }

  private async send(items: PendingItem[]): Promise<void> {
    try {
      const { runtime } = await this.describe(false);
      const chunk: ExecutionChunk = { protocol: CLUSTER_PROTOCOL_VERSION, language: this.language, fingerprint: runtime.fingerprint, items: items.map((pending) => pending.item) };
      const alone = items.length === 1 && (items[0] as PendingItem).alone;
      const outcome = await this.client.submit<ExecutionChunkResult>(alone ? EXECUTION_ALONE_QUEUE : EXECUTION_QUEUE, EXECUTION_JOB_NAMES.chunk, chunk);
      if (outcome.status === 'completed') {
        const results = outcome.value?.results;
        if (!Array.isArray(results) || results.length !== items.length) {
          throw new ClusterError(ExecretErrorCode.EXECUTION, `worker ${String(outcome.value?.worker)} answered a chunk of ${items.length} jobs with ${Array.isArray(results) ? results.length : 'no'} results`);
        }
        this.executed += items.length;
        items.forEach((pending, index) => settle(pending, () => pending.resolve(results[index] as ChunkItemResult)));
      } else if (outcome.stalled && items.length > 1) {
        // One of them may kill workers: each runs alone, first.
        for (const pending of items) pending.alone = true;
        this.pending.unshift(...items.filter((pending) => !pending.settled));
      } else if (outcome.stalled) {
        const [pending] = items as [PendingItem];
        const result = workerKilledResult(pending.item);
        this.workerKillers.set(itemKey(pending.item), result);
        settle(pending, () => pending.resolve(result));
      } else {
        throw new ClusterError(ExecretErrorCode.EXECUTION, `a worker failed a chunk of ${items.length} ${this.language} jobs: ${outcome.reason}`);
      }
    } catch (error) {
      for (const pending of items) settle(pending, () => pending.reject(error instanceof Error ? error : new Error(String(error))));
    }
  }
}

function settle(pending: PendingItem, action: () => void): void {
  if (pending.settled) return;
  pending.settled = true;
  action();
}

function disposedError(language: Language): ExecutionError {
  return new ExecutionError(`the remote ${language} executor was disposed; create a new one to run more jobs`);
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got ${String(value)}`);
  return value;
}

// Only the fields a job has travel (an absent setup stays absent).
function wireJob(job: ExecutionJob): ExecutionJob {
  return { code: job.code, tests: [...job.tests], ...(job.testSetup === undefined ? {} : { testSetup: job.testSetup }) };
}

function itemKey(item: ChunkItem): string {
  return sha256Hex(JSON.stringify(item));
}

const WORKER_LOST = 'ERROR: WorkerLost: every execret worker that ran this job stopped before finishing it';

/**
 * The answer for a job that outlived every worker that took it (killed, out of memory): a crashed
 * verdict whose outcomes start `ERROR: WorkerLost`, which the oracle never caches.
 */
function workerKilledResult(item: ChunkItem): ChunkItemResult {
  if (item.op === 'check') return { op: 'check', result: { status: 'invalid', problems: [{ part: 'code', message: WORKER_LOST }] } };
  return {
    op: 'execute',
    verdict: {
      status: 'crashed',
      testResults: item.job.tests.map(() => WORKER_LOST),
      passesAllTests: false,
      durationMs: 0,
      reason: 'the execret worker processes running this job stopped (killed or out of memory) more often than their maxStalledCount allows',
    },
  };
}
