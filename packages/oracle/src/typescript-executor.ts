import { spawnSync } from 'node:child_process';
import type { Language } from '@execret/core';
import { ExecutionError } from './execution-error.js';
import { DEFAULT_LIMITS, jobTimeoutFor, limitsFingerprint, resolveLimits, scaleTimeLimits, toWireLimits, type ExecutionLimits } from './execution-limits.js';
import type { ExecuteOptions, ExecutionJob, ExecutionVerdict, RuntimeDescription, SyntaxCheckJob, SyntaxCheckResult, SyntaxProblem } from './executor.js';
import { HARNESS_VERSION } from './fork-server.js';
import { assertExecutionJob, ForkServerExecutor } from './fork-server-executor.js';
import { NODE_RUNNER_SOURCE } from './node-runner-source.js';
import type { SandboxOptions } from './sandbox-plan.js';
import { isAsyncTest, loadTypeScript, topLevelNames, transpile, type TypeScriptModule } from './typescript-transpiler.js';

/** Default limits of TypeScript jobs: as for Python, plus 3 s of start-up allowance (a Node process per job). */
export const DEFAULT_TYPESCRIPT_LIMITS: Readonly<ExecutionLimits> = Object.freeze({ ...DEFAULT_LIMITS, jobBaseMs: 3000 });

/** Options of {@link TypeScriptExecutor}. */
export interface TypeScriptExecutorOptions extends SandboxOptions {
  /** The Node.js binary that runs jobs (default: the one running this process). */
  node?: string;
  /** The Python interpreter of the fork server that isolates and launches jobs (default `python3`). */
  python?: string;
  /** Number of jobs at once (default: the number of CPUs). */
  concurrency?: number;
  /** Limits of every job (defaults in `DEFAULT_TYPESCRIPT_LIMITS`). */
  limits?: Partial<ExecutionLimits>;
  /** Host-side grace added to a job's wall-clock limit before its whole worker is killed, ms (default 2000). */
  backstopGraceMs?: number;
}

/** Result of preparing a job on the host: transpiled code and tests, or the outcome that replaces them. */
interface PreparedJob {
  codeError: string | null;
  code: string;
  setupError: string | null;
  setup: string | null;
  tests: Array<{ source: string; async: boolean; original: string } | { error: string }>;
}

/**
 * Runs TypeScript (or JavaScript) code against `node:assert` test statements, e.g.
 * `assert.deepStrictEqual(f([3, 1]), [1, 3])` with `assert` = `node:assert/strict`.
 *
 * Types are stripped on the host with `ts.transpileModule` (syntax errors only, no type
 * checking). Each job is a fresh Node.js process, launched by the same sandboxed Python fork
 * server as Python jobs: own session, rlimits, private folder, no stdio, bubblewrap when
 * available, and everything it leaves behind killed. Each test runs under `vm`'s per-call
 * timeout; a test containing `await` runs inside an async function and its promise is awaited
 * with the same limit. Same outcome strings as the Python executor: `pass`, `FAIL: <assertion
 * message>`, `TIMEOUT`, `ERROR: <error name>: <message>` (`ERROR: ThrownValue: …` for non-Error
 * throws).
 */
export class TypeScriptExecutor extends ForkServerExecutor {
  /** Always `typescript`. */
  readonly language: Language = 'typescript';
  private readonly node: string;
  private nodeVersion: string | undefined;

  constructor(options: TypeScriptExecutorOptions = {}) {
    const node = options.node ?? process.execPath;
    super({
      limits: resolveLimits(options.limits, DEFAULT_TYPESCRIPT_LIMITS),
      sandbox: options,
      // Jobs exec Node.js, so its installation is exposed and probed in the sandbox; nothing is preloaded.
      pool: { python: options.python, concurrency: options.concurrency, preloadModules: [], programs: [{ executable: node, probeArgs: ['-e', '0'] }] },
      backstopGraceMs: options.backstopGraceMs,
      displayName: 'TypeScript',
    });
    this.node = node;
  }

  /** Probes the sandbox, starts one worker and loads the TypeScript compiler. */
  async init(): Promise<void> {
    await Promise.all([this.forkServer().hello(), loadTypeScript()]);
  }

  /** Node.js and TypeScript versions, limits and the cache fingerprint. */
  async describeRuntime(): Promise<RuntimeDescription> {
    const ts = await loadTypeScript();
    const nodeVersion = this.resolveNodeVersion();
    const limits = this.limits;
    const fingerprint = [
      `typescript/node-${nodeVersion}`,
      `tsc-${ts.version}`,
      `harness-${HARNESS_VERSION}`,
      ...limitsFingerprint(limits),
    ].join('|');
    return { language: 'typescript', interpreter: 'node', version: nodeVersion, components: { typescript: ts.version }, limits: { ...limits }, fingerprint };
  }

  /** Runs one job in a fresh Node.js process. */
  async execute(job: ExecutionJob, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    const ts = await loadTypeScript();
    const prepared = this.prepare(ts, job);
    const limits = scaleTimeLimits(this.limits, options.timeScale);
    const heapMegabytes = Math.max(32, Math.floor((limits.memoryBytes / 2 ** 20) * 0.5));
    const payload = { ...prepared, testMs: limits.testTimeoutMs, messageChars: limits.messageChars };
    const request = {
      kind: 'exec' as const,
      argv: [this.node, `--max-old-space-size=${heapMegabytes}`, '--no-warnings', '-e', NODE_RUNNER_SOURCE],
      files: { 'job.json': JSON.stringify(payload) },
      expected: job.tests.length,
      limits: toWireLimits(limits, job.tests.length),
      resultBytes: this.resultBytes(job.tests.length),
    };
    return this.runJob(request, jobTimeoutFor(limits, job.tests.length), job.tests.length, options.abortSignal);
  }

  /** Transpiles code, setup and tests (syntax errors only) and checks the entry point is declared at top level; runs nothing. */
  async checkSyntax(job: SyntaxCheckJob): Promise<SyntaxCheckResult> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    const ts = await loadTypeScript();
    const limit = this.limits.messageChars;
    const problems: SyntaxProblem[] = [];
    const code = transpile(ts, job.code, 'solution.ts', limit);
    if (!code.ok) problems.push({ part: 'code', message: code.outcome });
    if (job.testSetup) {
      const setup = transpile(ts, job.testSetup, 'setup.ts', limit);
      if (!setup.ok) problems.push({ part: 'setup', message: setup.outcome });
    }
    job.tests.forEach((test, testIndex) => {
      const result = transpile(ts, isAsyncTest(test) ? wrapAsync(test) : test, `test-${testIndex}.ts`, limit);
      if (!result.ok) problems.push({ part: 'test', testIndex, message: result.outcome });
    });
    if (code.ok && !topLevelNames(ts, job.code).has(job.entryPoint)) {
      problems.push({ part: 'entry-point', message: `entry point "${job.entryPoint}" is not declared at the top level of the code` });
    }
    return problems.length === 0 ? { status: 'ok' } : { status: 'invalid', problems };
  }

  private prepare(ts: TypeScriptModule, job: ExecutionJob): PreparedJob {
    const limit = this.limits.messageChars;
    const code = transpile(ts, job.code, 'solution.ts', limit);
    const setup = job.testSetup ? transpile(ts, job.testSetup, 'setup.ts', limit) : undefined;
    return {
      codeError: code.ok ? null : code.outcome,
      code: code.ok ? code.javascript : '',
      setupError: setup === undefined || setup.ok ? null : setup.outcome,
      setup: setup !== undefined && setup.ok ? setup.javascript : null,
      tests: job.tests.map((test, index) => {
        const asynchronous = isAsyncTest(test);
        const result = transpile(ts, asynchronous ? wrapAsync(test) : test, `test-${index}.ts`, limit);
        return result.ok ? { source: result.javascript, async: asynchronous, original: test } : { error: result.outcome };
      }),
    };
  }

  private resolveNodeVersion(): string {
    if (this.nodeVersion === undefined) {
      if (this.node === process.execPath) {
        this.nodeVersion = process.versions.node;
      } else {
        const result = spawnSync(this.node, ['-p', 'process.versions.node'], { encoding: 'utf8', timeout: 30_000 });
        if (result.status !== 0) throw new ExecutionError(`Node.js binary ${this.node} failed to report its version: ${(result.stderr ?? '').trim().slice(-300)}`);
        this.nodeVersion = result.stdout.trim();
      }
    }
    return this.nodeVersion;
  }
}

/** Wraps a test that awaits so it runs as a script: `(async () => { <test> })()`. */
function wrapAsync(test: string): string {
  return `(async () => {\n${test}\n})()`;
}
