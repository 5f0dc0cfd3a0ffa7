import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { AbortedError, type TestOutcome } from '@execret/core';
import type { SwitchVerdict } from './repo-language-backend.js';
import { RepoProjectError } from './repo-project-error.js';

/** The fields of a warm test process's reply that the protocol itself reads (snake_case, as sent). */
export interface WarmTestReply {
  /** The request's id; absent on the one reply that ends start-up. */
  id?: number;
  /** Set on the reply that ends start-up only: whether the process can take requests. */
  ready?: boolean;
  /** A run's status. */
  status?: SwitchVerdict['status'];
  /** Why a run did not complete, or why start-up failed. */
  reason?: string;
  /** One outcome per requested test, in request order. */
  results?: string[];
  /** Each requested test's own time in milliseconds, in request order (`null`: not run). */
  durations_ms?: Array<number | null>;
  /** The whole run's time in milliseconds. */
  duration_ms?: number;
  /** The process's exit code (-1 for a signal), on the replies made up when it ended. */
  exit_code?: number;
}

/** How long and under which names {@link WarmTestProcess.handshake} waits for start-up. */
export interface WarmTestProcessStart {
  /** Stops the wait with an {@link AbortedError} carrying `abortMessage`. */
  abortSignal: AbortSignal | undefined;
  /** Longest wait for the start-up reply, milliseconds. */
  timeoutMs: number;
  /** Message of the {@link RepoProjectError} when `timeoutMs` has passed. */
  timeoutMessage: string;
  /** Message of the {@link AbortedError} when `abortSignal` fires. */
  abortMessage: string;
}

/**
 * A kept-alive test process of one project copy (pytest's `execret_repo.py serve`, the JavaScript
 * test servers): requests are JSON lines on its stdin, replies JSON lines on `replies`, matched by
 * id, so several requests can be in flight; the reply that ends start-up is matched as id 0. When
 * the process ends, every request still waiting gets a `crashed` reply instead.
 */
export class WarmTestProcess<TReply extends WarmTestReply> {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: TReply) => void>();
  private buffer = '';
  private readonly stderr: string[] = [];
  /** Whether the process has ended. */
  exited = false;

  /**
   * @param child the process, with piped stdin and stderr.
   * @param replies the stream its replies come on (its stdout, or an extra pipe).
   * @param name how messages name it (`the pytest process`).
   * @param onLog receives each non-blank line of its stderr.
   */
  constructor(
    private readonly child: ChildProcess,
    private readonly replies: Readable,
    private readonly name: string,
    private readonly onLog: ((line: string) => void) | undefined,
  ) {}

  /** The last 15 lines of what the process wrote to stderr (of its first 20,000 characters or so), trimmed. */
  stderrTail(): string {
    return this.stderr.join('').trim().split('\n').slice(-15).join('\n');
  }

  /**
   * Starts reading the process and waits for its start-up reply, returned whether it says `ready`
   * or not (a process that ends first answers `ready: false`, `crashed`, with its stderr's tail).
   * Rejects when the process cannot be started, after `timeoutMs`, or on abort.
   */
  handshake(start: WarmTestProcessStart): Promise<TReply> {
    const stderrStream = this.child.stderr as Readable;
    stderrStream.setEncoding('utf8');
    stderrStream.on('data', (chunk: string) => {
      if (this.stderr.join('').length < 20_000) this.stderr.push(chunk);
      for (const line of chunk.split('\n')) if (line.trim() !== '') this.onLog?.(line);
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new RepoProjectError(start.timeoutMessage)), start.timeoutMs);
      const onAbort = (): void => reject(new AbortedError(start.abortMessage));
      start.abortSignal?.addEventListener('abort', onAbort, { once: true });
      const finish = (): void => {
        clearTimeout(timer);
        start.abortSignal?.removeEventListener('abort', onAbort);
      };
      this.waiting.set(0, (reply) => {
        finish();
        resolve(reply);
      });
      this.replies.setEncoding('utf8');
      this.replies.on('data', (chunk: string) => this.receive(chunk));
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        finish();
        const message = `${this.name} ended (${signal ?? `exit code ${String(code)}`}): ${this.stderrTail()}`;
        for (const [, waiter] of this.waiting) waiter({ ready: false, status: 'crashed', reason: message, exit_code: code ?? -1 } as TReply);
        this.waiting.clear();
      });
      this.child.on('error', (error) => {
        finish();
        reject(new RepoProjectError(`cannot start ${this.child.spawnfile}: ${error.message}`, error));
      });
    });
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let newline = this.buffer.indexOf('\n');
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      newline = this.buffer.indexOf('\n');
      if (line.trim() === '') continue;
      const reply = JSON.parse(line) as TReply;
      const id = reply.ready === undefined ? (reply.id ?? -1) : 0;
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      waiter?.(reply);
    }
  }

  /** Sends `payload` with a fresh id and resolves with its reply (`crashed` once the process has ended). */
  request(payload: Record<string, unknown>): Promise<TReply> {
    if (this.exited) return Promise.resolve({ status: 'crashed', reason: `${this.name} has ended` } as TReply);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      (this.child.stdin as Writable).write(`${JSON.stringify({ id, ...payload })}\n`);
    });
  }

  /** Asks the process to exit and waits for it, killing it after 5 s. */
  async stop(): Promise<void> {
    if (this.exited) return;
    (this.child.stdin as Writable).end(`${JSON.stringify({ op: 'exit' })}\n`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 5000);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      if (this.exited) resolve();
    });
  }
}

/**
 * The verdict of a run's reply: one outcome per requested test (a test the reply does not answer
 * is `ERROR: WorkerLost`), and each test's time (`null` where it did not run).
 *
 * @param fallbackDurationMs the run's time when the reply does not say it, milliseconds.
 */
export function switchVerdictOfReply(reply: WarmTestReply, testIds: readonly string[], fallbackDurationMs: number): SwitchVerdict & { durationsMs: Array<number | null> } {
  const testResults = testIds.map((_, index) => (reply.results?.[index] ?? `ERROR: WorkerLost: ${reply.reason ?? 'no reply'}`) as TestOutcome);
  return {
    testResults,
    passesAllTests: testResults.length > 0 && testResults.every((outcome) => outcome === 'pass'),
    status: reply.status ?? 'crashed',
    // A server may send `reason: null` for "no reason".
    ...(reply.reason === undefined || reply.reason === null ? {} : { reason: reply.reason }),
    durationMs: reply.duration_ms ?? fallbackDurationMs,
    durationsMs: testIds.map((_, index) => reply.durations_ms?.[index] ?? null),
  };
}
