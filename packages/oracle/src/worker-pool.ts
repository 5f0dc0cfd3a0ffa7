import { abortError, ExecutionError } from './execution-error.js';
import type { SandboxWorker, WorkerHello, WorkerReply, WorkerRequest } from './sandbox-worker.js';

/** One job for the pool. */
export interface PoolJob {
  /** The request sent to a worker. */
  request: WorkerRequest;
  /** Host-side hard limit of the job, milliseconds (the worker's own limit comes first). */
  backstopMs: number;
  /** Aborts the job: a queued job is dropped, a running one is killed; the promise rejects with `ABORTED`. */
  abortSignal?: AbortSignal | undefined;
}

interface QueueItem {
  job: PoolJob;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
  worker: SandboxWorker | undefined;
  onAbort: (() => void) | undefined;
}

/**
 * Attempts at starting a worker before the jobs waiting for it fail: a start can fail for a
 * passing reason on a loaded machine (a sandbox helper that could not fork), a broken setup fails
 * every attempt within a second or so.
 */
export const WORKER_START_ATTEMPTS = 3;

/**
 * A fixed number of fork-server workers and a FIFO queue of jobs. Workers start on first use and
 * are replaced when they die (a job killed its parent, or outlived the host backstop). A worker
 * whose start fails is tried again, {@link WORKER_START_ATTEMPTS} times in all.
 */
export class WorkerPool {
  private readonly workers = new Set<SandboxWorker>();
  private readonly idle: SandboxWorker[] = [];
  /** Waiting jobs are `queue[head…]` (a head index keeps dequeuing O(1) for long queues). */
  private queue: Array<QueueItem | undefined> = [];
  private head = 0;
  private starting = 0;
  private disposed = false;
  private firstHelloPromise: Promise<WorkerHello> | undefined;
  private jobsStarted = 0;
  private workersStarted = 0;

  /**
   * @param size Number of workers (jobs that run at once).
   * @param createWorker Makes a new (not yet started) worker.
   */
  constructor(
    readonly size: number,
    private readonly createWorker: () => SandboxWorker,
  ) {}

  /** Number of jobs handed to workers so far. */
  get startedJobs(): number {
    return this.jobsStarted;
  }

  /** Number of worker processes launched so far (failed start attempts and replacements included). */
  get startedWorkers(): number {
    return this.workersStarted;
  }

  /** Runs a job on the next free worker. */
  run(job: PoolJob): Promise<WorkerReply> {
    if (this.disposed) return Promise.reject(new ExecutionError('the executor was disposed; create a new one to run more jobs'));
    if (job.abortSignal?.aborted) return Promise.reject(abortError(job.abortSignal));
    return new Promise<WorkerReply>((resolve, reject) => {
      const item: QueueItem = { job, resolve, reject, worker: undefined, onAbort: undefined };
      if (job.abortSignal !== undefined) {
        item.onAbort = () => {
          if (item.worker !== undefined) {
            item.worker.cancelRunning();
            return;
          }
          const index = this.queue.indexOf(item, this.head);
          if (index >= 0) this.queue.splice(index, 1);
          reject(abortError(job.abortSignal));
        };
        job.abortSignal.addEventListener('abort', item.onAbort, { once: true });
      }
      this.queue.push(item);
      this.pump();
    });
  }

  /** The hello of a running worker (starting one when none runs yet). */
  hello(): Promise<WorkerHello> {
    if (this.firstHelloPromise === undefined) {
      if (this.disposed) return Promise.reject(new ExecutionError('the executor was disposed'));
      this.starting += 1;
      this.firstHelloPromise = this.startWithRetries().then(
        ({ worker, hello }) => {
          this.starting -= 1;
          this.release(worker);
          return hello;
        },
        (error: Error) => {
          this.starting -= 1;
          this.firstHelloPromise = undefined;
          throw error;
        },
      );
    }
    return this.firstHelloPromise;
  }

  /** Starts a worker, trying again after a failed start ({@link WORKER_START_ATTEMPTS} in all); rejects with the last start's error. */
  private async startWithRetries(): Promise<{ worker: SandboxWorker; hello: WorkerHello }> {
    for (let attempt = 1; ; attempt += 1) {
      const worker = this.createWorker();
      this.workers.add(worker);
      this.workersStarted += 1;
      try {
        return { worker, hello: await worker.start() };
      } catch (error) {
        this.workers.delete(worker);
        if (attempt >= WORKER_START_ATTEMPTS || this.disposed) throw error;
      }
    }
  }

  /** Stops every worker (waiting for them to exit) and rejects queued jobs. */
  async dispose(): Promise<void> {
    this.disposed = true;
    for (const item of this.drainQueue()) this.settle(item, () => item.reject(new ExecutionError('the executor was disposed before the job ran')));
    await Promise.all([...this.workers].map((worker) => worker.dispose()));
    this.workers.clear();
    this.idle.length = 0;
  }

  private get waiting(): number {
    return this.queue.length - this.head;
  }

  private dequeue(): QueueItem {
    const item = this.queue[this.head] as QueueItem;
    this.queue[this.head] = undefined;
    this.head += 1;
    if (this.head >= 1024 && this.head * 2 >= this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  private drainQueue(): QueueItem[] {
    const items = this.queue.slice(this.head) as QueueItem[];
    this.queue = [];
    this.head = 0;
    return items;
  }

  private pump(): void {
    while (this.waiting > 0) {
      const worker = this.takeIdle();
      if (worker === undefined) {
        if (this.workers.size < this.size && this.starting < this.waiting) this.startWorker();
        return;
      }
      this.dispatch(worker, this.dequeue());
    }
  }

  private takeIdle(): SandboxWorker | undefined {
    while (this.idle.length > 0) {
      const worker = this.idle.pop() as SandboxWorker;
      if (worker.alive) return worker;
      this.workers.delete(worker);
    }
    return undefined;
  }

  private startWorker(): void {
    this.starting += 1;
    this.startWithRetries().then(
      ({ worker }) => {
        this.starting -= 1;
        this.release(worker);
      },
      (error: Error) => {
        this.starting -= 1;
        // A worker that cannot start means a broken setup: fail what is waiting instead of retrying forever.
        for (const item of this.drainQueue()) this.settle(item, () => item.reject(error));
      },
    );
  }

  private dispatch(worker: SandboxWorker, item: QueueItem): void {
    item.worker = worker;
    this.jobsStarted += 1;
    worker.run(item.job.request, item.job.backstopMs).then(
      (reply) => {
        this.settle(item, () => {
          if (item.job.abortSignal?.aborted) item.reject(abortError(item.job.abortSignal));
          else item.resolve(reply);
        });
        this.release(worker);
      },
      (error: Error) => {
        this.settle(item, () => item.reject(error));
        this.release(worker);
      },
    );
  }

  private settle(item: QueueItem, action: () => void): void {
    if (item.onAbort !== undefined) item.job.abortSignal?.removeEventListener('abort', item.onAbort);
    action();
  }

  private release(worker: SandboxWorker): void {
    if (this.disposed) return;
    if (worker.alive) {
      this.idle.push(worker);
    } else {
      this.workers.delete(worker);
      void worker.dispose();
    }
    this.pump();
  }
}
