import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AbortedError, type TestOutcome } from '@execret/core';
import type { RepoDetection, RepoFunction, RunnerOptions, SwitchingRunner, SwitchRequest, SwitchVerdict, TestCoverage } from '../repo-language-backend.js';
import { RepoProjectError } from '../repo-project-error.js';
import { copyProject, removePrivateCopy, sandboxedCommand } from '../repo-sandbox.js';
import helperSource from './execret_repo.py';

interface Reply {
  id?: number;
  ready?: boolean;
  tests?: string[];
  switchable?: Record<string, number>;
  collection_errors?: string[];
  exit_code?: number;
  status?: SwitchVerdict['status'];
  results?: string[];
  durations_ms?: Array<number | null>;
  duration_ms?: number;
  reason?: string;
  functions?: string[][];
}

/** How long the warm process may take to import and collect the project, milliseconds. */
const START_TIMEOUT_MS = 300_000;

/**
 * The warm pytest process of one project copy (see `execret_repo.py serve`): collection once, one
 * `fork()` per request. Requests are JSON lines on stdin; replies come back in completion order and
 * are matched by id, so several requests can be in flight (the Python side forks each at once).
 */
export class PytestSwitchingRunner implements SwitchingRunner {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  private buffer = '';
  private exited = false;
  private executed = 0;
  /** Test ids pytest collected, in collection order. */
  tests: string[] = [];
  /** Function ids whose live function objects were found (switchable), with how many objects each. */
  switchable: Record<string, number> = {};
  /** Collection errors pytest reported (the project's own). */
  collectionErrors: string[] = [];
  /** Whether bubblewrap isolates the process. */
  sandboxed = false;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly privateDir: string,
    private readonly onLog: ((line: string) => void) | undefined,
  ) {}

  /** Copies the project, starts the warm process and waits until collection is done. */
  static async start(detection: RepoDetection, functions: readonly RepoFunction[], options: RunnerOptions): Promise<PytestSwitchingRunner> {
    const privateDir = await copyProject(detection.projectDir);
    const root = join(privateDir, 'project');
    const helper = join(privateDir, 'execret_repo.py');
    const config = join(privateDir, 'config.json');
    await writeFile(helper, helperSource);
    await writeFile(
      config,
      JSON.stringify({
        root,
        alt_roots: [detection.projectDir],
        test_args: detection.testArgs,
        functions: functions.map(({ id, file, line, runtimeLine, name, classes, code }) => ({ id, file, line, runtimeLine, name, classes, code })),
      }),
    );
    const { command, args, env, sandboxed } = sandboxedCommand(detection.executable, ['-B', helper, 'serve', config], { writableDir: privateDir, cwd: root, readOnlyDirs: [...new Set([detection.projectDir, ...detection.environmentDirs])], passEnv: options.passEnv, sandbox: options.sandbox });
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const runner = new PytestSwitchingRunner(child, privateDir, options.onLog);
    runner.sandboxed = sandboxed;
    try {
      await runner.handshake(options.abortSignal);
    } catch (error) {
      await runner.dispose();
      throw error;
    }
    return runner;
  }

  private handshake(abortSignal: AbortSignal | undefined): Promise<void> {
    const stderr: string[] = [];
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      if (stderr.join('').length < 20_000) stderr.push(chunk);
      for (const line of chunk.split('\n')) if (line.trim() !== '') this.onLog?.(line);
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new RepoProjectError(`pytest did not finish collecting the project within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      const onAbort = (): void => reject(new AbortedError('build interrupted while pytest collected the project'));
      abortSignal?.addEventListener('abort', onAbort, { once: true });
      const finish = (): void => {
        clearTimeout(timer);
        abortSignal?.removeEventListener('abort', onAbort);
      };
      this.waiting.set(0, (reply) => {
        finish();
        if (reply.ready !== true) {
          reject(new RepoProjectError(`pytest could not collect the project (exit code ${String(reply.exit_code)}): ${(reply.collection_errors ?? []).join('; ') || stderr.join('').trim().split('\n').slice(-15).join('\n')}`));
          return;
        }
        this.tests = reply.tests ?? [];
        this.switchable = reply.switchable ?? {};
        this.collectionErrors = reply.collection_errors ?? [];
        resolve();
      });
      this.child.stdout.setEncoding('utf8');
      this.child.stdout.on('data', (chunk: string) => this.receive(chunk));
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        finish();
        const message = `the pytest process ended (${signal ?? `exit code ${String(code)}`}): ${stderr.join('').trim().split('\n').slice(-15).join('\n')}`;
        for (const [, waiter] of this.waiting) waiter({ ready: false, status: 'crashed', reason: message, exit_code: code ?? -1 });
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
      const reply = JSON.parse(line) as Reply;
      const id = reply.ready === undefined ? (reply.id ?? -1) : 0;
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      waiter?.(reply);
    }
  }

  private request(payload: Record<string, unknown>): Promise<Reply> {
    if (this.exited) return Promise.resolve({ status: 'crashed', reason: 'the pytest process has ended' });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.child.stdin.write(`${JSON.stringify({ id, ...payload })}\n`);
    });
  }

  get runs(): number {
    return this.executed;
  }

  async mapTests(options: { timeoutMs?: number } = {}): Promise<TestCoverage[]> {
    const reply = await this.request({ op: 'map', tests: this.tests, timeout_ms: options.timeoutMs ?? 600_000 });
    const results = reply.results ?? [];
    return this.tests.map((testId, index) => ({
      testId,
      durationMs: reply.durations_ms?.[index] ?? 0,
      outcome: (results[index] ?? `ERROR: ${reply.reason ?? 'not run'}`) as TestOutcome,
      functions: reply.functions?.[index] ?? [],
    }));
  }

  async run(request: SwitchRequest): Promise<SwitchVerdict & { durationsMs: Array<number | null> }> {
    this.executed += 1;
    const reply = await this.request({ op: 'run', tests: request.testIds, replacement: request.replacement, timeout_ms: request.timeoutMs, stop_first: request.stopAtFirstFailure ?? true });
    const testResults = request.testIds.map((_, index) => (reply.results?.[index] ?? `ERROR: WorkerLost: ${reply.reason ?? 'no reply'}`) as TestOutcome);
    return {
      testResults,
      passesAllTests: testResults.length > 0 && testResults.every((outcome) => outcome === 'pass'),
      status: reply.status ?? 'crashed',
      ...(reply.reason === undefined ? {} : { reason: reply.reason }),
      durationMs: reply.duration_ms ?? 0,
      durationsMs: request.testIds.map((_, index) => reply.durations_ms?.[index] ?? null),
    };
  }

  async dispose(): Promise<void> {
    if (!this.exited) {
      this.child.stdin.end(`${JSON.stringify({ op: 'exit' })}\n`);
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
    await removePrivateCopy(this.privateDir);
  }
}
