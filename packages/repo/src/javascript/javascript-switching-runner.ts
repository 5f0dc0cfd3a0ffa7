import { spawn } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { TestOutcome } from '@execret/core';
import type { Replacement, RepoDetection, RunnerOptions, SwitchingRunner, SwitchRequest, SwitchVerdict, TestCoverage } from '../repo-language-backend.js';
import { RepoProjectError } from '../repo-project-error.js';
import { copyProject, removePrivateCopy, sandboxedCommand } from '../repo-sandbox.js';
import { switchVerdictOfReply, WarmTestProcess, type WarmTestReply } from '../warm-test-process.js';
import type { JavaScriptFunction } from './javascript-discovery.js';
import { nodeModulesChain } from './node-modules-chain.js';
import { compileReplacement, instrumentProject, listJavaScriptTestFiles } from './javascript-instrumenter.js';
import { jestServerSource } from './jest-server.js';
import { nodeTestHarnessCjs, nodeTestHarnessEsm, nodeTestHooksSource, nodeTestServerSource } from './node-test-server.js';

interface Reply extends WarmTestReply {
  tests?: string[];
  collection_errors?: string[];
  functions?: number[][];
  load_ms?: number;
}

/** jest's entry point: the detection's, else the one the project or the working directory resolves. */
function resolveJest(detection: RepoDetection): string {
  if (/(^|\/)jest\/build\/index\.js$/.test(detection.executable)) return detection.executable;
  for (const folder of [detection.projectDir, process.cwd()]) {
    try {
      return createRequire(join(folder, 'package.json')).resolve('jest');
    } catch {
      // not here
    }
  }
  throw new RepoProjectError(`jest cannot be resolved from ${detection.projectDir} or ${process.cwd()} (npm install jest, or run from the project's folder)`);
}

/** How long the warm server may take to load the test files, milliseconds. */
const START_TIMEOUT_MS = 300_000;

/** `node --test`'s default test file patterns (Node 20). */
const NODE_TEST_FILE = /(^|\/)(test|[^/]*[._-]test|test-[^/]*)\.[cm]?js$|(^|\/)test\/.*\.[cm]?js$/;

/**
 * The warm JavaScript test server of one instrumented project copy (`node --test` through the
 * execret harness in prepared worker threads, or jest's `runCLI` in one kept-alive process).
 * Requests are JSON lines on its stdin, replies JSON lines on its fd 3 (the tests' own output goes
 * to stdout/stderr), matched by id, so several runs can be in flight.
 */
export class JavaScriptSwitchingRunner implements SwitchingRunner {
  private executed = 0;
  private readonly indexOf: Map<string, number>;
  /**
   * The runner's own cost per run beyond the tests' time (jest reads its configuration and runs
   * its test files' setup on every call): the largest seen, added to every time limit, as
   * StrykerJS adds its `overheadMS`.
   */
  private overheadMs = 0;
  /** Test ids the server found, in file order. */
  tests: string[] = [];
  /** Test files that could not be loaded (the project's own errors). */
  collectionErrors: string[] = [];
  /** Whether bubblewrap isolates the server. */
  sandboxed = false;

  private constructor(
    private readonly warm: WarmTestProcess<Reply>,
    private readonly privateDir: string,
    private readonly functions: readonly JavaScriptFunction[],
  ) {
    this.indexOf = new Map(functions.map((fn, index) => [fn.id, index]));
  }

  /** Copies and instruments the project, starts the warm server and waits until the test files are loaded. */
  static async start(detection: RepoDetection, functions: readonly JavaScriptFunction[], options: RunnerOptions): Promise<JavaScriptSwitchingRunner> {
    const privateDir = await copyProject(detection.projectDir);
    const root = join(privateDir, 'project');
    try {
      // The project's node_modules (and the nearest ancestor's) are linked, not copied: the sandbox
      // mounts them read-only where they are, after its private /tmp (which would hide them when the
      // project lives under /tmp).
      // A detection made elsewhere (cross-query judging over a snapshot) names no environment: the
      // node_modules and jest reachable from the working directory are used.
      const environmentDirs = detection.environmentDirs.length > 0 ? detection.environmentDirs : await nodeModulesChain(process.cwd());
      const [own, ...ancestors] = environmentDirs;
      if (own !== undefined && own === join(detection.projectDir, 'node_modules')) await symlink(own, join(root, 'node_modules'));
      else if (own !== undefined) ancestors.unshift(own);
      if (ancestors[0] !== undefined) await symlink(ancestors[0], join(privateDir, 'node_modules'));
      const harness = { esm: join(privateDir, 'execret-node-test.mjs'), cjs: join(privateDir, 'execret-node-test.cjs') };
      await writeFile(harness.esm, nodeTestHarnessEsm);
      await writeFile(harness.cjs, nodeTestHarnessCjs);
      await instrumentProject(root, functions, detection.backend === 'node-test' ? harness : undefined);
      const config = join(privateDir, 'config.json');
      const server = join(privateDir, 'execret-server.cjs');
      let testFiles: string[] = [];
      if (detection.backend === 'node-test') {
        const patterns = detection.testArgs.filter((argument) => !argument.startsWith('-'));
        testFiles = (await listJavaScriptTestFiles(root)).filter((file) => (patterns.length > 0 ? patterns.some((pattern) => file === pattern || file.startsWith(`${pattern.replace(/\/$/, '')}/`)) : NODE_TEST_FILE.test(file)));
        await writeFile(server, nodeTestServerSource);
        await writeFile(join(privateDir, 'execret-hooks.mjs'), nodeTestHooksSource(root));
      } else {
        await writeFile(server, jestServerSource);
        await mkdir(join(privateDir, 'jest-cache'), { recursive: true });
      }
      await writeFile(config, JSON.stringify({ root, hooks: join(privateDir, 'execret-hooks.mjs'), testFiles, testArgs: detection.testArgs, concurrency: options.concurrency ?? 2, jest: detection.backend === 'jest' ? resolveJest(detection) : undefined, privateDir }));
      const node = process.execPath;
      const { command, args, env, sandboxed } = sandboxedCommand(node, [server, config], { writableDir: privateDir, cwd: root, passEnv: options.passEnv, sandbox: options.sandbox, readOnlyDirs: environmentDirs });
      const child = spawn(command, args, { env: { ...env, ...(sandboxed ? {} : { NODE_ENV: 'test' }) }, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
      // Replies come on fd 3; the tests' own output on stdout is read and dropped.
      const runner = new JavaScriptSwitchingRunner(new WarmTestProcess<Reply>(child, child.stdio[3] as Readable, 'the test server', options.onLog), privateDir, functions);
      (child.stdout as Readable).resume();
      runner.sandboxed = sandboxed;
      try {
        await runner.handshake(options.abortSignal);
      } catch (error) {
        await runner.dispose();
        throw error;
      }
      return runner;
    } catch (error) {
      await removePrivateCopy(privateDir);
      throw error;
    }
  }

  private async handshake(abortSignal: AbortSignal | undefined): Promise<void> {
    const reply = await this.warm.handshake({
      abortSignal,
      timeoutMs: START_TIMEOUT_MS,
      timeoutMessage: `the test server did not load the test files within ${START_TIMEOUT_MS / 1000} s`,
      abortMessage: 'build interrupted while the test server loaded the project',
    });
    if (reply.ready !== true) {
      throw new RepoProjectError(`the test server found no runnable test: ${(reply.collection_errors ?? []).join('; ') || reply.reason || this.warm.stderrTail()}`);
    }
    this.tests = reply.tests ?? [];
    this.collectionErrors = reply.collection_errors ?? [];
  }

  get runs(): number {
    return this.executed;
  }

  async mapTests(options: { timeoutMs?: number } = {}): Promise<TestCoverage[]> {
    const reply = await this.warm.request({ op: 'map', tests: this.tests, timeout_ms: options.timeoutMs ?? 600_000, stop_first: false, replacement: { index: -1, mode: 'none' } });
    const results = reply.results ?? [];
    this.noteOverhead(reply);
    return this.tests.map((testId, index) => ({
      testId,
      durationMs: reply.durations_ms?.[index] ?? 0,
      outcome: (results[index] ?? `ERROR: ${reply.reason ?? 'not run'}`) as TestOutcome,
      functions: (reply.functions?.[index] ?? []).map((functionIndex) => this.functions[functionIndex]?.id ?? '').filter((id) => id !== ''),
    }));
  }

  private switchOf(replacement: Replacement): { index: number; mode: string; code?: string; functionId?: string } | string {
    if (replacement.kind === 'none') return { index: -1, mode: 'none' };
    const index = this.indexOf.get(replacement.functionId);
    if (index === undefined) return `no switch for ${replacement.functionId} (not a discovered function)`;
    if (replacement.kind === 'force-fail') return { index, mode: 'fail', functionId: replacement.functionId };
    try {
      return { index, mode: 'code', code: compileReplacement(replacement.code), functionId: replacement.functionId };
    } catch (error) {
      return `the replacement does not compile: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  async run(request: SwitchRequest): Promise<SwitchVerdict & { durationsMs: Array<number | null>; loadMs?: number }> {
    this.executed += 1;
    const started = Date.now();
    const replacement = this.switchOf(request.replacement);
    if (typeof replacement === 'string') {
      const testResults = request.testIds.map(() => `ERROR: ${replacement}` as TestOutcome);
      return { testResults, passesAllTests: false, status: 'crashed', reason: replacement, durationMs: Date.now() - started, durationsMs: request.testIds.map(() => null) };
    }
    const reply = await this.warm.request({ op: 'run', tests: request.testIds, replacement, timeout_ms: request.timeoutMs + this.overheadMs, stop_first: request.stopAtFirstFailure ?? true });
    if (replacement.mode === 'none') this.noteOverhead(reply);
    return { ...switchVerdictOfReply(reply, request.testIds, Date.now() - started), ...(reply.load_ms === undefined ? {} : { loadMs: reply.load_ms }) };
  }

  private noteOverhead(reply: Reply): void {
    if (reply.status !== 'completed' || reply.duration_ms === undefined) return;
    const testsMs = (reply.durations_ms ?? []).reduce<number>((sum, value) => sum + (value ?? 0), 0);
    this.overheadMs = Math.max(this.overheadMs, Math.round(reply.duration_ms - testsMs));
  }

  async dispose(): Promise<void> {
    await this.warm.stop();
    await removePrivateCopy(this.privateDir);
  }
}
