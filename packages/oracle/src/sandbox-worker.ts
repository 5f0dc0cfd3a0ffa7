import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ExecutionError } from './execution-error.js';
import { encodeFrame, FrameDecoder } from './frame-codec.js';
import type { WorkerLaunch } from './sandbox-plan.js';

/** What a fork server reports about itself when it starts (observed from inside the sandbox). */
export interface WorkerHello {
  /** Protocol version of the fork server. */
  protocol: number;
  /** Interpreter version, e.g. `3.11.7`. */
  version: string;
  /** Interpreter implementation, e.g. `cpython`. */
  implementation: string;
  /** The interpreter path. */
  executable: string;
  /** uid and gid the worker (and its jobs) run as. */
  uid: number;
  gid: number;
  /** Names of the environment variables the worker started with (before clearing them). */
  startEnvironment: string[];
  /** Names of the environment variables jobs inherit (empty). */
  environment: string[];
  /** True when string hashing is randomised (PYTHONHASHSEED unset). */
  hashRandomized: boolean;
  /** True when the worker has its own PID namespace. */
  pidNamespace: boolean;
  /** True when every job gets the same PID (the worker resets its namespace's next PID before each job); Python fork servers only. */
  fixedJobPids?: boolean;
  /** True when the worker may kill every process it can signal after a job (own PID namespace or uid). */
  killAll: boolean;
  /** True when `no_new_privs` is set (setuid programs cannot gain privileges). */
  noNewPrivileges: boolean;
  /** True when the worker is not dumpable (jobs cannot ptrace it or read its memory). */
  dumpableOff: boolean;
  /** True when the worker is a child subreaper (orphaned job processes come back to it). */
  subreaper: boolean;
  /** True when `/` is mounted read-only. */
  readOnlyRoot: boolean;
  /** True when the temporary folder is a private tmpfs. */
  privateTmp: boolean;
  /** True when no network interface but loopback exists. */
  networkIsolated: boolean;
}

/** A job request sent to a worker (the `run` frame without `t` and `id`). */
export type WorkerRequest = Record<string, unknown> & { kind: 'python' | 'check' | 'exec' };

/** How a job ended, from the host's point of view. */
export type WorkerJobStatus =
  /** The job process exited (check `outcomes.length` against the expected count). */
  | 'ok'
  /** The worker's wall clock (or the host's backstop) killed the job. */
  | 'timeout'
  /** The job wrote something that is not a result line. */
  | 'protocol'
  /** The fork server failed internally. */
  | 'internal'
  /** The worker process died during the job (e.g. the job killed its parent). */
  | 'worker-lost'
  /** The request asked to stop at the first failing test (`stopAtFailure`), and the job was ended there, tests left. */
  | 'stopped';

/** The reply to one job. */
export interface WorkerReply {
  /** How the job ended. */
  status: WorkerJobStatus;
  /** Results in order: outcome strings for runs, one object for checks. */
  outcomes: unknown[];
  /** Exit code of the job process, when it exited. */
  exitCode: number | undefined;
  /** Signal number that ended the job process, when one did. */
  signal: number | undefined;
  /** Detail for `protocol`, `internal` and `worker-lost`. */
  reason: string | undefined;
  /** Wall-clock time of the job in the worker, milliseconds. */
  durationMs: number;
  /**
   * Tasks (processes and threads) the job created, its own process included, counted by a worker
   * in its own PID namespace (the namespace's last PID before and after the job); undefined
   * elsewhere, and for jobs that run inside their worker (TypeScript contexts create none).
   */
  tasks?: number | undefined;
  /** True when the host's backstop killed the worker (the worker itself never ended the job). */
  killedByBackstop?: boolean | undefined;
}

interface RunningJob {
  id: number;
  outcomes: unknown[];
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
  backstop: NodeJS.Timeout;
  /** The host's hard limit for this job, ms from `started` (moved on by the worker's `ext` frames). */
  backstopMs: number;
  started: number;
  cancelled: boolean;
  killedByBackstop: boolean;
}

const STDERR_TAIL_BYTES = 8192;
const EXIT_WAIT_MS = 2000;

/** How a {@link SandboxWorker} waits for its start. */
export interface WorkerStartOptions {
  /**
   * Called while a start is slow: after {@link WorkerStartOptions.noteEveryMs} without the worker's
   * hello, and again after each further interval, with a one-line note (how long, the load average).
   * The start keeps waiting: on a loaded machine a start can take a minute.
   */
  onSlowStart?: ((message: string) => void) | undefined;
  /** Interval of the slow-start notes, ms (default {@link START_NOTE_MS}). */
  noteEveryMs?: number | undefined;
  /** A worker still alive without a hello after this long fails to start, with its stderr, ms (default {@link START_GIVE_UP_MS}). */
  giveUpAfterMs?: number | undefined;
}

/** Default interval of slow-start notes, ms. */
export const START_NOTE_MS = 30_000;
/**
 * Default time after which a worker that is still running but has not said hello fails to start,
 * ms: long enough for any loaded machine (a start takes well under a second on an idle one), short
 * enough that a worker stuck for good (a hung sandbox helper) is reported.
 */
export const START_GIVE_UP_MS = 600_000;

/**
 * One fork-server process (inside bubblewrap when the plan says so). Runs one job at a time;
 * a job that outlives `backstopMs` kills the whole worker, which then cannot be reused.
 */
export class SandboxWorker {
  private child: ChildProcess | undefined;
  private readonly decoder = new FrameDecoder();
  private running: RunningJob | undefined;
  private stderrTail = '';
  private exited = false;
  private retiredByReply = false;
  private exitPromise: Promise<void> | undefined;
  private nextId = 1;
  private helloPromise: Promise<WorkerHello> | undefined;
  private helloResolve: ((hello: WorkerHello) => void) | undefined;
  private helloReject: ((error: Error) => void) | undefined;

  constructor(
    private readonly launch: WorkerLaunch,
    private readonly startOptions: WorkerStartOptions = {},
  ) {}

  /** True until the worker process exits or is killed (or a reply retired it: it gets no further job). */
  get alive(): boolean {
    return this.child !== undefined && !this.exited && !this.retiredByReply;
  }

  /** True while a job runs. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Starts the process and waits for its hello frame. */
  start(): Promise<WorkerHello> {
    if (this.helloPromise !== undefined) return this.helloPromise;
    this.helloPromise = new Promise<WorkerHello>((resolve, reject) => {
      this.helloResolve = resolve;
      this.helloReject = reject;
    });
    const { command, args, env, uid, gid } = this.launch;
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env, uid, gid, detached: true });
    this.child = child;
    // A slow start is waited for (with a note now and then); only a worker that exits before its
    // hello, or shows none for START_GIVE_UP_MS, fails, with its own stderr output.
    const startedAt = performance.now();
    const noteEveryMs = this.startOptions.noteEveryMs ?? START_NOTE_MS;
    const giveUpAfterMs = this.startOptions.giveUpAfterMs ?? START_GIVE_UP_MS;
    const startTimer = setInterval(() => {
      const waitedMs = performance.now() - startedAt;
      if (waitedMs >= giveUpAfterMs) {
        clearInterval(startTimer);
        // After the pending I/O: a host whose event loop was blocked for long finds the hello in
        // its pipe only in the poll phase, which comes after these timers.
        setImmediate(() => {
          if (this.helloResolve === undefined) return;
          this.failStart(new ExecutionError(`worker did not start within ${Math.round(waitedMs)} ms although it kept running${this.stderrSuffix()}`));
          this.kill();
        });
        return;
      }
      const load = loadavg().map((value) => value.toFixed(1)).join(' ');
      this.startOptions.onSlowStart?.(`a sandbox worker has not started after ${Math.round(waitedMs / 1000)} s (load average ${load}); still waiting`);
    }, Math.min(noteEveryMs, giveUpAfterMs));
    startTimer.unref();
    this.exitPromise = new Promise<void>((resolve) => {
      child.once('close', () => resolve());
    });
    child.once('error', (error) => {
      clearInterval(startTimer);
      this.exited = true;
      this.failStart(new ExecutionError(`could not start the worker (${command}): ${error.message}`, error));
      this.finishRunning({ status: 'worker-lost', reason: `the worker failed: ${error.message}` });
    });
    child.once('exit', (code, signal) => {
      clearInterval(startTimer);
      this.exited = true;
      this.failStart(new ExecutionError(`worker exited before it was ready (${signal ?? `exit code ${code}`})${this.stderrSuffix()}`));
      const reason = this.running?.killedByBackstop
        ? 'the job outlived its wall-clock limit and its worker was killed'
        : `the sandbox worker exited during the job (${signal ?? `exit code ${code}`})`;
      this.finishRunning({ status: this.running?.killedByBackstop ? 'timeout' : 'worker-lost', reason, ...(this.running?.killedByBackstop === true ? { killedByBackstop: true } : {}) });
      this.removeHostFolder();
    });
    child.stdin?.on('error', () => {
      // EPIPE after the worker died; the exit handler reports it.
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      let messages: unknown[];
      try {
        messages = this.decoder.push(chunk);
      } catch (error) {
        this.kill();
        this.finishRunning({ status: 'worker-lost', reason: (error as Error).message });
        return;
      }
      for (const message of messages) this.dispatch(message as Record<string, unknown>);
    });
    this.helloPromise.then(
      () => clearInterval(startTimer),
      () => clearInterval(startTimer),
    );
    return this.helloPromise;
  }

  /**
   * Runs one job. Resolves with the reply (never rejects for anything the job does); rejects
   * only when the worker is not usable. `backstopMs` is the host's hard limit for this job.
   */
  run(request: WorkerRequest, backstopMs: number): Promise<WorkerReply> {
    if (this.running !== undefined) return Promise.reject(new ExecutionError('worker is busy; the pool runs one job per worker'));
    if (!this.alive) return Promise.reject(new ExecutionError('worker is not running'));
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<WorkerReply>((resolve, reject) => {
      const backstop = this.armBackstop(id, backstopMs);
      this.running = { id, outcomes: [], resolve, reject, backstop, backstopMs, started: performance.now(), cancelled: false, killedByBackstop: false };
      this.child?.stdin?.write(encodeFrame({ ...request, t: 'run', id }));
    });
  }

  private armBackstop(id: number, delayMs: number): NodeJS.Timeout {
    return setTimeout(() => {
      // After the pending I/O, as for the start: a reply that waits in the pipe while the host's
      // event loop was blocked past the backstop is the job's answer, not a reason to kill.
      setImmediate(() => {
        if (this.running?.id !== id) return;
        this.running.killedByBackstop = true;
        this.kill();
      });
    }, delayMs);
  }

  /** Asks the worker to kill the running job; its reply then has status `timeout` and `cancelled` set. */
  cancelRunning(): void {
    if (this.running === undefined || this.running.cancelled) return;
    this.running.cancelled = true;
    this.child?.stdin?.write(encodeFrame({ t: 'cancel', id: this.running.id }));
  }

  /** Kills the worker and everything in it at once. */
  kill(): void {
    const child = this.child;
    if (child === undefined || this.exited) return;
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    child.kill('SIGKILL');
    // No bubblewrap but a separate uid: jobs that left their session still run under that uid.
    if (this.launch.sandboxUid !== undefined && this.launch.hostTemporaryFolder !== undefined) killProcessesOfUid(this.launch.sandboxUid);
  }

  /** Stops the worker: closes its input (it cleans up and exits), then kills it if it lingers. */
  async dispose(): Promise<void> {
    const child = this.child;
    if (child === undefined) return;
    if (!this.exited) {
      child.stdin?.end();
      const timer = setTimeout(() => this.kill(), EXIT_WAIT_MS);
      await this.exitPromise;
      clearTimeout(timer);
    } else {
      await this.exitPromise;
    }
    // No bubblewrap and a separate uid: anything the jobs left behind still runs under that uid.
    if (this.launch.sandboxUid !== undefined && this.launch.hostTemporaryFolder !== undefined) killProcessesOfUid(this.launch.sandboxUid);
    this.removeHostFolder();
  }

  private dispatch(message: Record<string, unknown>): void {
    switch (message['t']) {
      case 'hello':
        this.helloResolve?.(message as unknown as WorkerHello);
        this.helloResolve = undefined;
        this.helloReject = undefined;
        return;
      case 'ext': {
        // The worker moved the job's wall-clock limit on by the time the job waited for a CPU
        // (a loaded machine): the backstop moves with it, so load alone never kills a worker.
        const running = this.running;
        const extensionMs = message['ms'];
        if (running === undefined || message['id'] !== running.id || typeof extensionMs !== 'number' || !Number.isFinite(extensionMs)) return;
        clearTimeout(running.backstop);
        running.backstop = this.armBackstop(running.id, Math.max(0, running.started + running.backstopMs + extensionMs - performance.now()));
        return;
      }
      case 'out': {
        const running = this.running;
        if (running !== undefined && message['id'] === running.id) {
          for (const pair of message['r'] as Array<[number, unknown]>) running.outcomes.push(pair[1]);
        }
        return;
      }
      case 'done': {
        const running = this.running;
        if (running === undefined || message['id'] !== running.id) return;
        for (const pair of (message['r'] as Array<[number, unknown]> | undefined) ?? []) running.outcomes.push(pair[1]);
        const workerStatus = String(message['st']);
        let status: WorkerJobStatus;
        if (workerStatus === 'ok') status = 'ok';
        else if (workerStatus === 'timeout' || workerStatus === 'cancelled') status = 'timeout';
        else if (workerStatus === 'protocol') status = 'protocol';
        else if (workerStatus === 'host-gone') status = 'worker-lost';
        else if (workerStatus === 'stopped') status = 'stopped';
        else status = 'internal';
        this.finishRunning({
          status,
          exitCode: typeof message['code'] === 'number' ? message['code'] : undefined,
          signal: typeof message['sig'] === 'number' ? message['sig'] : undefined,
          reason: typeof message['why'] === 'string' ? message['why'] : workerStatus === 'host-gone' ? 'the executor was disposed during the job' : undefined,
          durationMs: typeof message['ms'] === 'number' ? message['ms'] : undefined,
          tasks: typeof message['tasks'] === 'number' ? message['tasks'] : undefined,
        });
        if (message['leak'] === true) {
          // Something survived the sweep, or the job left state behind (its network): never reuse
          // this worker. Not alive from now on, so the pool does not hand it the next job before
          // the kill has taken effect.
          this.retiredByReply = true;
          this.kill();
        }
        return;
      }
      default:
        return;
    }
  }

  private finishRunning(update: Partial<WorkerReply> & { status: WorkerJobStatus }): void {
    const running = this.running;
    if (running === undefined) return;
    this.running = undefined;
    clearTimeout(running.backstop);
    running.resolve({
      status: update.status,
      outcomes: running.outcomes,
      exitCode: update.exitCode,
      signal: update.signal,
      reason: update.reason,
      durationMs: update.durationMs ?? performance.now() - running.started,
      tasks: update.tasks,
      ...(update.killedByBackstop === true ? { killedByBackstop: true } : {}),
    });
  }

  private failStart(error: Error): void {
    const reject = this.helloReject;
    this.helloResolve = undefined;
    this.helloReject = undefined;
    reject?.(error);
  }

  private stderrSuffix(): string {
    const tail = this.stderrTail.trim().split('\n').slice(-5).join(' | ');
    return tail ? `: ${tail}` : '';
  }

  private removeHostFolder(): void {
    if (this.launch.hostTemporaryFolder !== undefined) {
      rmSync(this.launch.hostTemporaryFolder, { recursive: true, force: true, maxRetries: 2 });
    }
  }
}

/**
 * Kills every process whose real uid is `uid` (used only with the otherwise unused uids given to
 * workers on a root host without bubblewrap, where jobs may have escaped their session).
 */
export function killProcessesOfUid(uid: number): number {
  let killed = 0;
  for (let round = 0; round < 5; round += 1) {
    let found = 0;
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      return killed;
    }
    for (const entry of entries) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        const match = /^Uid:\s+(\d+)/m.exec(status);
        if (match !== null && Number(match[1]) === uid) {
          found += 1;
          process.kill(Number(entry), 'SIGKILL');
          killed += 1;
        }
      } catch {
        // exited meanwhile
      }
    }
    if (found === 0) break;
  }
  return killed;
}
