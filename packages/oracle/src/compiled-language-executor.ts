import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findExecutable, type Language, type TestOutcome } from '@execret/core';
import { BatchCompiler, type CompileOutcome } from './batch-compiler.js';
import { compileErrorPart, type CompiledToolchain, type ToolchainPaths } from './compiled-toolchain.js';
import { ExecutionError, whileNotAborted } from './execution-error.js';
import { DEFAULT_LIMITS, jobTimeoutFor, limitsFingerprint, resolveLimits, scaleTimeLimits, toWireLimits, type ExecutionLimits, type WireLimits } from './execution-limits.js';
import { verdictFromReply, type ExecuteOptions, type ExecutionJob, type ExecutionVerdict, type RuntimeDescription, type SyntaxCheckJob, type SyntaxCheckResult, type SyntaxProblem } from './executor.js';
import { HARNESS_VERSION, type ForkServer, type SandboxedProgram } from './fork-server.js';
import { assertExecutionJob, ForkServerExecutor } from './fork-server-executor.js';
import { type SandboxOptions } from './sandbox-plan.js';
import type { WorkerReply } from './sandbox-worker.js';

/** Default limits of compiled-language jobs: as for Python, with a 512 MiB private /tmp (the compiler's intermediate files). */
export const DEFAULT_COMPILED_LIMITS: Readonly<ExecutionLimits> = Object.freeze({ ...DEFAULT_LIMITS, tmpfsBytes: 512 * 1024 * 1024 });

/** Options of the compiled-language executors (`CppExecutor`, `RustExecutor`, `GoExecutor`, `JavaExecutor`). */
export interface CompiledLanguageExecutorOptions extends SandboxOptions {
  /** The Python interpreter that launches the sandboxed workers (default `python3`). */
  python?: string;
  /** Jobs (and compilations) at once (default: the number of CPUs). */
  concurrency?: number;
  /** Limits of every job (defaults in `DEFAULT_COMPILED_LIMITS`). */
  limits?: Partial<ExecutionLimits>;
  /** Host-side grace added to a job's wall-clock limit before its whole worker is killed, ms (default 2000). */
  backstopGraceMs?: number;
  /** Most jobs compiled together in one batch (default 64). */
  maxBatchJobs?: number;
  /** Wall-clock limit of one compilation, ms (default 120000). */
  compileTimeoutMs?: number;
  /** Address-space limit of the compiler, bytes (default 4 GiB). */
  compileMemoryBytes?: number;
  /** Folder for compiled artifacts (default: a fresh folder under /var/tmp, removed by `dispose()`). */
  artifactDirectory?: string;
}

/** Bytes of compiler output the compile job may send back (base64 of the gzipped artifact), under the 64 MiB frame limit. */
const COMPILE_RESULT_BYTES = 60 * 1024 * 1024;

/** The compile-error outcome of every test of a job that does not compile. */
export function compileErrorOutcome(message: string, messageChars: number): TestOutcome {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  const capped = oneLine.length > messageChars ? `${oneLine.slice(0, messageChars - 1)}…` : oneLine;
  return `ERROR: CompileError: ${capped}`;
}

/**
 * Runs code of a compiled language (C++, Rust, Go, Java) against test statements under the
 * sandbox of the Python fork server (bubblewrap, rlimits, empty environment, no network, private
 * folder, output caps, the job's process group killed).
 *
 * Throughput comes from batching: the jobs that ask in the same event-loop turn (up to
 * `maxBatchJobs`) are written into one source batch, each renamed (a namespace, module, package
 * or class of its own), and compiled by one compiler run inside the sandbox; each job then runs
 * in its own sandboxed process of the batch's artifact, so a crash stays in its job. A batch that
 * does not compile is split (the jobs the diagnostics name are compiled alone, the rest again
 * together, halves when no job is named), so a job that does not compile gets its own
 * compile error, `ERROR: CompileError: <first error line>` for every test, the same whatever batch
 * it came in, and no other job's verdict changes.
 *
 * Each test runs under the harness's guard (an assertion failure is `FAIL: <message>`, an
 * exception or panic `ERROR: <type>: <message>`) and per-test time limit: a test that outlives it
 * is `TIMEOUT`, the process exits, and the tests after it run in a fresh process from the next
 * test on (with `stopAtFirstFailure`, they read `NOT_RUN`).
 */
export class CompiledLanguageExecutor extends ForkServerExecutor {
  readonly language: Language;
  private readonly programs: SandboxedProgram[];
  private resolvedPaths: ToolchainPaths | undefined;
  private resolvedVersion: string | undefined;
  private artifactFolder: string | undefined;
  private batches: BatchCompiler | undefined;
  private jobsRun = 0;

  constructor(
    private readonly toolchain: CompiledToolchain,
    private readonly options: CompiledLanguageExecutorOptions = {},
  ) {
    const limits = resolveLimits(options.limits, DEFAULT_COMPILED_LIMITS);
    const programs: SandboxedProgram[] = [];
    super({
      limits,
      sandbox: options,
      pool: { python: options.python, concurrency: options.concurrency, preloadModules: [], programs },
      backstopGraceMs: options.backstopGraceMs,
      displayName: toolchain.displayName,
    });
    this.language = toolchain.language;
    this.programs = programs;
  }

  /** Jobs run by `execute()` so far (syntax checks, compilations and cache hits are not counted). */
  override get executedJobs(): number {
    return this.jobsRun;
  }

  /** Compiler runs so far (batches, and jobs compiled alone). */
  get compileRuns(): number {
    return this.batches?.compileRuns ?? 0;
  }

  /** Finds the toolchain, probes the sandbox and starts one worker. */
  async init(): Promise<void> {
    await (await this.forkServer()).hello();
  }

  /**
   * The compiler and its version, limits and the fingerprint
   * `<language>/<compiler>-<version line>|<build flags>|harness-<version>|<limits…>`.
   */
  async describeRuntime(): Promise<RuntimeDescription> {
    const version = this.compilerVersion();
    const limits = this.limits;
    // The programs that run a job (Java's `java`) can change an outcome as much as the compiler.
    const programs = Object.entries(this.paths().programs).map(([name, path]) => `${name}-${this.versionLine(path)}`);
    const fingerprint = [`${this.language}/${this.toolchain.compiler}-${version}`, ...programs, this.toolchain.buildFingerprint, `harness-${HARNESS_VERSION}`, ...limitsFingerprint(limits)].join('|');
    return { language: this.language, interpreter: this.toolchain.compiler, version, components: { build: this.toolchain.buildFingerprint }, limits: { ...limits }, fingerprint };
  }

  /** The compiler's version line (asked once), e.g. `g++ (Debian 12.2.0-14) 12.2.0`. */
  compilerVersion(): string {
    this.resolvedVersion ??= this.versionLine(this.paths().compiler);
    return this.resolvedVersion;
  }

  /** The first line a toolchain program prints when asked for its version (the toolchain's `versionArgs`). */
  private versionLine(executable: string): string {
    const result = spawnSync(executable, [...this.toolchain.versionArgs], { encoding: 'utf8', timeout: 30_000 });
    const text = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.split('\n').map((line) => line.trim()).find((line) => line !== '');
    if (result.status !== 0 || text === undefined) throw new ExecutionError(`${this.toolchain.displayName} program ${executable} failed to report its version: ${(result.stderr ?? '').trim().slice(-300)}`);
    return text;
  }

  /** Runs one job (see the class description). */
  async execute(job: ExecutionJob, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    const started = performance.now();
    const testCount = job.tests.length;
    const artifact = await whileNotAborted(this.compiler().artifactFor({ code: job.code, setup: job.testSetup ?? '', tests: job.tests }), options.abortSignal);
    const elapsed = (): number => Math.round((performance.now() - started) * 1000) / 1000;
    if (artifact.status !== 'ok') {
      this.jobsRun += 1;
      const fill = (outcome: TestOutcome): TestOutcome[] => Array.from({ length: testCount }, () => outcome);
      if (artifact.status === 'compile-error') {
        return { status: 'completed', testResults: fill(compileErrorOutcome(artifact.message, this.limits.messageChars)), passesAllTests: false, durationMs: elapsed() };
      }
      if (artifact.timeout) return { status: 'timeout', testResults: fill('TIMEOUT'), passesAllTests: false, durationMs: elapsed() };
      return { status: 'crashed', testResults: fill(compileErrorOutcome(`the compiler failed: ${artifact.reason}`, this.limits.messageChars)), passesAllTests: false, durationMs: elapsed(), reason: artifact.reason };
    }
    const limits = scaleTimeLimits(this.limits, options.timeScale);
    const paths = this.paths();
    const outcomes: unknown[] = [];
    let last: WorkerReply;
    let durationMs = 0;
    for (;;) {
      const start = outcomes.length;
      const remaining = testCount - start;
      const request = {
        kind: 'exec' as const,
        argv: this.toolchain.runArgv(paths, artifact.artifactPath, artifact.unit, start, limits.testTimeoutMs, limits.messageChars * 4),
        files: {},
        expected: remaining,
        limits: toWireLimits({ ...limits, memoryBytes: limits.memoryBytes + (this.toolchain.addressSpaceAllowanceBytes ?? 0) }, remaining),
        resultBytes: this.resultBytes(remaining),
        ...(options.stopAtFirstFailure === true ? { stopAtFailure: true } : {}),
      };
      last = await this.send(request, jobTimeoutFor(limits, remaining), options.abortSignal);
      durationMs += last.durationMs;
      const reported = last.outcomes.slice(0, remaining);
      outcomes.push(...reported);
      if (outcomes.length >= testCount || remaining === 0) break;
      // The harness ends its process after a test's TIMEOUT; the tests after it run in a fresh one.
      const timedOut = reported.length > 0 && reported[reported.length - 1] === 'TIMEOUT' && last.status === 'ok' && last.signal === undefined;
      if (!timedOut || options.stopAtFirstFailure === true) break;
    }
    this.jobsRun += 1;
    return verdictFromReply({ ...last, outcomes, durationMs }, testCount);
  }

  /** Gate G2 for a compiled language: the job compiles (code, setup and tests together) and the code defines the entry point. */
  async checkSyntax(job: SyntaxCheckJob): Promise<SyntaxCheckResult> {
    assertExecutionJob(job);
    this.assertNotDisposed();
    const problems: SyntaxProblem[] = [];
    const artifact = await this.compiler().artifactFor({ code: job.code, setup: job.testSetup ?? '', tests: job.tests });
    if (artifact.status === 'compile-error') {
      const where = compileErrorPart(artifact.diagnostics, artifact.span);
      problems.push({ ...where, message: compileErrorOutcome(artifact.message, this.limits.messageChars) });
    } else if (artifact.status === 'failed') {
      // No answer about the code (see isInconclusive): never cached, tried again.
      problems.push({ part: 'code', message: artifact.timeout ? 'TIMEOUT' : `ERROR: ProcessKilled: the compiler failed: ${artifact.reason}` });
    }
    if (!this.toolchain.definesEntryPoint(job.code, job.entryPoint)) {
      problems.push({ part: 'entry-point', message: `entry point "${job.entryPoint}" is not defined at the top level of the code` });
    }
    return problems.length === 0 ? { status: 'ok' } : { status: 'invalid', problems };
  }

  /** Stops every worker and removes the artifacts this executor created. */
  override async dispose(): Promise<void> {
    await super.dispose();
    if (this.artifactFolder !== undefined && this.options.artifactDirectory === undefined) rmSync(this.artifactFolder, { recursive: true, force: true });
  }

  /** Also finds the toolchain before the first worker starts (its folders are exposed in the sandbox). */
  protected override forkServer(abortSignal?: AbortSignal): Promise<ForkServer> {
    this.paths();
    return super.forkServer(abortSignal);
  }

  /** The compiler and programs, found on PATH once; a missing one throws, naming the Debian package. */
  paths(): ToolchainPaths {
    if (this.resolvedPaths === undefined) {
      const missing = (name: string): never => {
        throw new ExecutionError(`${this.toolchain.displayName} needs "${name}", which was not found on PATH; install the Debian package "${this.toolchain.debianPackage}" (apt-get install ${this.toolchain.debianPackage})`);
      };
      const found = findExecutable(this.toolchain.compiler) ?? missing(this.toolchain.compiler);
      const { compiler, exposeFolder } = this.toolchain.resolveCompiler?.(found) ?? { compiler: found, exposeFolder: undefined };
      const programs: Record<string, string> = {};
      for (const [key, name] of Object.entries(this.toolchain.programs ?? {})) programs[key] = findExecutable(name) ?? missing(name);
      this.resolvedPaths = { compiler, programs };
      this.programs.push({ executable: compiler, probeArgs: [...this.toolchain.versionArgs], exposeFolder });
      for (const program of Object.values(programs)) this.programs.push({ executable: program, probeArgs: ['-version'] });
      // The shell tools of the compile script.
      for (const tool of ['sh', 'gzip', 'base64']) {
        const found = findExecutable(tool);
        if (found === undefined) missing(tool);
      }
    }
    return this.resolvedPaths;
  }

  private compiler(): BatchCompiler {
    if (this.batches === undefined) {
      this.batches = new BatchCompiler({
        toolchain: this.toolchain,
        compile: (files) => this.compileFiles(files),
        store: (contentKey, artifact) => this.store(contentKey, artifact),
        maxBatchJobs: this.options.maxBatchJobs ?? 64,
      });
    }
    return this.batches;
  }

  private store(contentKey: string, artifact: Buffer): string {
    if (this.artifactFolder === undefined) {
      this.artifactFolder = this.options.artifactDirectory ?? mkdtempSync('/var/tmp/execret-artifacts-');
      // Others (the sandbox's job uids) may enter and run what is inside, not list it.
      chmodSync(this.artifactFolder, 0o711);
    }
    const path = join(this.artifactFolder, `${this.language}-${contentKey.slice(0, 32)}`);
    if (!existsSync(path)) {
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, artifact, { mode: 0o755 });
      chmodSync(temporary, 0o755);
      renameSync(temporary, path);
    }
    return path;
  }

  private async compileFiles(files: Record<string, string>): Promise<CompileOutcome> {
    const paths = this.paths();
    const compileMs = this.options.compileTimeoutMs ?? 120_000;
    const searchPath = [...new Set([dirname(paths.compiler), ...Object.values(paths.programs).map((program) => dirname(program)), '/usr/local/bin', '/usr/bin', '/bin'])].join(':');
    const script = [
      `PATH=${searchPath}; export PATH; HOME=$PWD; export HOME`,
      'exec >diagnostics.txt 2>&1',
      `if ( ${this.toolchain.compileScript(paths)} ) && [ -f artifact ]; then`,
      `  printf '[0,"B' >&3; gzip -1 -c artifact | base64 -w0 >&3; printf '"]\\n' >&3`,
      'else',
      `  printf '[0,"E' >&3; head -c 65536 diagnostics.txt | base64 -w0 >&3; printf '"]\\n' >&3`,
      'fi',
    ].join('\n');
    const seconds = compileMs / 1000;
    const limits: WireLimits = {
      testSeconds: seconds,
      wallSeconds: seconds,
      cpuSeconds: Math.ceil(seconds) * 2,
      addressSpace: this.options.compileMemoryBytes ?? 4 * 1024 ** 3,
      fileSize: 512 * 1024 * 1024,
      processes: Math.max(this.limits.maxProcesses, 128),
      openFiles: Math.max(this.limits.maxOpenFiles, 4096),
      messageChars: this.limits.messageChars,
    };
    const reply = await this.send({ kind: 'exec', argv: ['/bin/sh', '-c', script], files, expected: 1, limits, resultBytes: COMPILE_RESULT_BYTES }, compileMs, undefined);
    const first = reply.outcomes[0];
    if (typeof first === 'string' && first.startsWith('B') && reply.status === 'ok') {
      return { status: 'ok', artifact: gunzipSync(Buffer.from(first.slice(1), 'base64')) };
    }
    if (typeof first === 'string' && first.startsWith('E') && reply.status === 'ok') {
      return { status: 'error', diagnostics: Buffer.from(first.slice(1), 'base64').toString('utf8') };
    }
    const detail = reply.reason ?? (reply.signal !== undefined ? `signal ${reply.signal}` : `exit code ${reply.exitCode ?? 'unknown'}`);
    return { status: 'failed', reason: `${reply.status}: ${detail}`, timeout: reply.status === 'timeout' };
  }
}
