import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestOutcome } from '@execret/core';
import type { RepoDetection, RepoFunction, RunnerOptions, SwitchingRunner, SwitchRequest, SwitchVerdict, TestCoverage } from '../repo-language-backend.js';
import { RepoProjectError } from '../repo-project-error.js';
import { copyProject, removePrivateCopy, sandboxedCommand } from '../repo-sandbox.js';
import { switchVerdictOfReply, WarmTestProcess, type WarmTestReply } from '../warm-test-process.js';
import helperSource from './execret_repo.py';

interface Reply extends WarmTestReply {
  tests?: string[];
  switchable?: Record<string, number>;
  collection_errors?: string[];
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
    private readonly warm: WarmTestProcess<Reply>,
    private readonly privateDir: string,
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
    const runner = new PytestSwitchingRunner(new WarmTestProcess<Reply>(child, child.stdout, 'the pytest process', options.onLog), privateDir);
    runner.sandboxed = sandboxed;
    try {
      await runner.handshake(options.abortSignal);
    } catch (error) {
      await runner.dispose();
      throw error;
    }
    return runner;
  }

  private async handshake(abortSignal: AbortSignal | undefined): Promise<void> {
    const reply = await this.warm.handshake({
      abortSignal,
      timeoutMs: START_TIMEOUT_MS,
      timeoutMessage: `pytest did not finish collecting the project within ${START_TIMEOUT_MS / 1000} s`,
      abortMessage: 'build interrupted while pytest collected the project',
    });
    if (reply.ready !== true) {
      throw new RepoProjectError(`pytest could not collect the project (exit code ${String(reply.exit_code)}): ${(reply.collection_errors ?? []).join('; ') || this.warm.stderrTail()}`);
    }
    this.tests = reply.tests ?? [];
    this.switchable = reply.switchable ?? {};
    this.collectionErrors = reply.collection_errors ?? [];
  }

  get runs(): number {
    return this.executed;
  }

  async mapTests(options: { timeoutMs?: number } = {}): Promise<TestCoverage[]> {
    const reply = await this.warm.request({ op: 'map', tests: this.tests, timeout_ms: options.timeoutMs ?? 600_000 });
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
    const reply = await this.warm.request({ op: 'run', tests: request.testIds, replacement: request.replacement, timeout_ms: request.timeoutMs, stop_first: request.stopAtFirstFailure ?? true });
    return switchVerdictOfReply(reply, request.testIds, 0);
  }

  async dispose(): Promise<void> {
    await this.warm.stop();
    await removePrivateCopy(this.privateDir);
  }
}
