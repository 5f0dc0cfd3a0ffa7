import { spawnSync } from 'node:child_process';
import type { Language } from '@execret/core';
import { ExecutionError } from './execution-error.js';
import { jobTimeoutFor, limitsFingerprint, scaleTimeLimits, toWireLimits, type ExecutionLimits } from './execution-limits.js';
import type { ExecuteOptions, ExecutionJob, ExecutionVerdict, RuntimeDescription, SyntaxCheckJob, SyntaxCheckResult, SyntaxProblem } from './executor.js';
import { HARNESS_VERSION } from './fork-server.js';
import { assertExecutionJob, ForkServerExecutor } from './fork-server-executor.js';
import { NODE_RUNNER_SOURCE } from './node-runner-source.js';
import type { SandboxOptions } from './sandbox-plan.js';
import { prepareTypeScriptJob, type PreparedTypeScriptJob, type TranspileCache } from './typescript-job-preparation.js';
import { loadTypeScript, topLevelNames, transpile, type TypeScriptModule } from './typescript-transpiler.js';

/** Settings of {@link TypeScriptProcessExecutor}. */
export interface TypeScriptProcessExecutorSettings {
  /** The Node.js binary that runs jobs. */
  node: string;
  /** The Python interpreter of the fork server (default `python3`). */
  python: string | undefined;
  /** Jobs at once. */
  concurrency: number | undefined;
  /** Resolved limits of every job. */
  limits: ExecutionLimits;
  /** Sandbox choice, bubblewrap path, warnings. */
  sandbox: SandboxOptions;
  /** Host-side grace after the wall-clock limit before the whole worker is killed, ms. */
  backstopGraceMs: number | undefined;
}

/** Heap limit of a job's Node.js process: half the address-space limit, at least 32 MiB. */
export function heapMegabytesFor(limits: ExecutionLimits): number {
  return Math.max(32, Math.floor((limits.memoryBytes / 2 ** 20) * 0.5));
}

/**
 * The reference TypeScript runner: each job is a fresh Node.js process (`node -e` with
 * {@link NODE_RUNNER_SOURCE}), launched by the sandboxed Python fork server with its own session,
 * rlimits, private folder and no stdio, and killed with everything it started when it ends.
 * It is the reference every other TypeScript runner is checked against. `TypeScriptExecutor` uses
 * it for isolation `process`, and for the jobs its context pool cannot reproduce exactly.
 */
export class TypeScriptProcessExecutor extends ForkServerExecutor {
  readonly language: Language = 'typescript';

  private resolvedNodeVersion: string | undefined;

  constructor(private readonly runner: TypeScriptProcessExecutorSettings) {
    super({
      limits: runner.limits,
      sandbox: runner.sandbox,
      // Jobs exec Node.js, so its installation is exposed and probed in the sandbox; nothing is preloaded.
      pool: { python: runner.python, concurrency: runner.concurrency, preloadModules: [], programs: [{ executable: runner.node, probeArgs: ['-e', '0'] }] },
      backstopGraceMs: runner.backstopGraceMs,
      displayName: 'TypeScript',
    });
  }

  /** Probes the sandbox and starts one worker. */
  async init(): Promise<void> {
    await (await this.forkServer()).hello();
  }

  /** Node.js and TypeScript versions, limits and the cache fingerprint of this runner. */
  async describeRuntime(): Promise<RuntimeDescription> {
    return describeTypeScriptRuntime((await loadTypeScript()).version, this.nodeVersion(), this.limits);
  }

  /** Runs one job in a fresh Node.js process. */
  async execute(job: ExecutionJob, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    const ts = await loadTypeScript();
    return this.runPrepared(prepareTypeScriptJob(ts, job, this.limits.messageChars), job.tests.length, options);
  }

  /** Transpiles code, setup and tests (syntax errors only) and checks the entry point is declared at top level; runs nothing. */
  async checkSyntax(job: SyntaxCheckJob): Promise<SyntaxCheckResult> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    return checkTypeScriptSyntax(await loadTypeScript(), job, this.limits.messageChars);
  }

  /** The version of the Node.js binary that runs jobs (asked once). */
  nodeVersion(): string {
    if (this.resolvedNodeVersion === undefined) {
      const node = this.runner.node;
      if (node === process.execPath) {
        this.resolvedNodeVersion = process.versions.node;
      } else {
        const result = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8', timeout: 30_000 });
        if (result.status !== 0) throw new ExecutionError(`Node.js binary ${node} failed to report its version: ${(result.stderr ?? '').trim().slice(-300)}`);
        this.resolvedNodeVersion = result.stdout.trim();
      }
    }
    return this.resolvedNodeVersion;
  }

  /** Runs one prepared job in a fresh Node.js process. */
  runPrepared(prepared: PreparedTypeScriptJob, testCount: number, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    this.assertNotDisposed();
    const limits = scaleTimeLimits(this.limits, options.timeScale);
    const payload = { ...prepared, testMs: limits.testTimeoutMs, messageChars: limits.messageChars };
    const request = {
      kind: 'exec' as const,
      argv: [this.runner.node, `--max-old-space-size=${heapMegabytesFor(limits)}`, '--no-warnings', '-e', NODE_RUNNER_SOURCE],
      files: { 'job.json': JSON.stringify(payload) },
      expected: testCount,
      limits: toWireLimits(limits, testCount),
      resultBytes: this.resultBytes(testCount),
      ...(options.stopAtFirstFailure === true ? { stopAtFailure: true } : {}),
    };
    return this.runJob(request, jobTimeoutFor(limits, testCount), testCount, options.abortSignal);
  }
}

/**
 * The runtime description of a TypeScript runner: Node.js and TypeScript versions, limits, and a
 * fingerprint `typescript/node-<version>|tsc-<version>|harness-<version>[|<runner>]|<limits…>`.
 * `runner` names a runner other than the reference (a fresh process per job), e.g. `context-1`; it
 * is also `components.runner`.
 */
export function describeTypeScriptRuntime(typescriptVersion: string, nodeVersion: string, limits: ExecutionLimits, runner?: string): RuntimeDescription {
  const parts = [`typescript/node-${nodeVersion}`, `tsc-${typescriptVersion}`, `harness-${HARNESS_VERSION}`, ...(runner === undefined ? [] : [runner]), ...limitsFingerprint(limits)];
  const components: Record<string, string> = runner === undefined ? { typescript: typescriptVersion } : { typescript: typescriptVersion, runner };
  return { language: 'typescript', interpreter: 'node', version: nodeVersion, components, limits: { ...limits }, fingerprint: parts.join('|') };
}

/** The syntax and entry-point check of a TypeScript job (gate G2): transpile diagnostics and top-level declarations. */
export function checkTypeScriptSyntax(ts: TypeScriptModule, job: SyntaxCheckJob, messageChars: number, cache?: TranspileCache): SyntaxCheckResult {
  // The same transpilation a run does (and, with a cache, the same results: a task's test suite,
  // shared by all its candidates, is transpiled once for the checks and the runs together).
  const prepared = prepareTypeScriptJob(ts, job, messageChars, cache);
  const problems: SyntaxProblem[] = [];
  if (prepared.codeError !== null) problems.push({ part: 'code', message: prepared.codeError });
  if (prepared.setupError !== null) problems.push({ part: 'setup', message: prepared.setupError });
  prepared.tests.forEach((test, testIndex) => {
    if ('error' in test) problems.push({ part: 'test', testIndex, message: test.error });
  });
  if (prepared.codeError === null && !topLevelNames(ts, job.code).has(job.entryPoint)) {
    problems.push({ part: 'entry-point', message: `entry point "${job.entryPoint}" is not declared at the top level of the code` });
  }
  return problems.length === 0 ? { status: 'ok' } : { status: 'invalid', problems };
}
