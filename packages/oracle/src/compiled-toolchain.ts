import type { Language } from '@execret/core';

/** One job inside a batch source: its code, setup and tests, and its number in the batch. */
export interface BatchUnit {
  /** 0-based number of the unit in its batch: the renamed namespace, module, package or class. */
  index: number;
  /** The implementation under test. */
  code: string;
  /** Declarations placed after the code (helpers of the tests); may be empty. */
  setup: string;
  /** Test statements, each run with its own guard. */
  tests: readonly string[];
}

/** Where one unit sits in the rendered sources (1-based lines, inclusive). */
export interface UnitSpan {
  /** The unit's number in the batch. */
  unit: number;
  /** The file that holds it (a name of {@link RenderedBatch.files}). */
  file: string;
  /** First and last line of the whole unit. */
  firstLine: number;
  lastLine: number;
  /** First and last line of each test. */
  tests: ReadonlyArray<readonly [number, number]>;
  /** First and last line of the code. */
  code: readonly [number, number];
}

/** The source files of one batch, and where each unit sits in them. */
export interface RenderedBatch {
  /** File name (no `/`) → content, written into the compile job's private folder. */
  files: Record<string, string>;
  /** One span per unit, in unit order. */
  spans: UnitSpan[];
}

/** Paths a toolchain's compile script and run command need, resolved on the host. */
export interface ToolchainPaths {
  /** The compiler (or the tool that drives it), absolute. */
  compiler: string;
  /** Other programs, absolute (e.g. `java` for Java). */
  programs: Record<string, string>;
}

/**
 * What a compiled language contributes to `CompiledLanguageExecutor`: how many jobs are written
 * into one source batch (each renamed: a C++ namespace, a Rust module, a Go package, a Java class),
 * how the batch is compiled into one artifact inside the sandbox, and how one job of an artifact
 * is run. The harness each batch carries runs the job's tests from a given index on, one guarded
 * test at a time, writes one `[index, outcome]` JSON line per test on fd 3, and on a test that
 * outlives its limit writes `TIMEOUT` for it and exits (the executor then runs the tests after it
 * in a fresh process).
 */
export interface CompiledToolchain {
  /** The language. */
  language: Language;
  /** Name in messages, e.g. `C++`. */
  displayName: string;
  /** The compiler's name on PATH, e.g. `g++`. */
  compiler: string;
  /** Other programs found on PATH beside the compiler (name → name on PATH). */
  programs?: Readonly<Record<string, string>>;
  /** The Debian package that provides the toolchain, named in the error when it is missing. */
  debianPackage: string;
  /** Arguments that make the compiler print its version. */
  versionArgs: readonly string[];
  /** Compiler flags and harness version that change artifacts; part of the runtime fingerprint. */
  buildFingerprint: string;
  /** Renders units into the batch's sources. */
  render(units: readonly BatchUnit[]): RenderedBatch;
  /**
   * The shell commands (POSIX sh, run in the compile job's private folder holding the rendered
   * files) that build the artifact `artifact` there; a non-zero exit is a compile error whose
   * diagnostics are the commands' standard error.
   */
  compileScript(paths: ToolchainPaths): string;
  /**
   * Command line that runs one unit of an artifact at `artifactPath` from test `start` on, with the
   * per-test limit `testMs` and messages cut at `messageBytes` bytes.
   */
  runArgv(paths: ToolchainPaths, artifactPath: string, unit: number, start: number, testMs: number, messageBytes: number): string[];
  /** True when the job must be compiled alone (e.g. C++ macros would leak into other jobs of a batch). */
  compileAlone?(unit: Pick<BatchUnit, 'code' | 'setup' | 'tests'>): boolean;
  /**
   * The real compiler behind the one found on PATH, and the folder the sandbox must expose for it
   * (e.g. rustup's proxy → `<sysroot>/bin/rustc` and the sysroot); default: the one found, its folder.
   */
  resolveCompiler?(found: string): { compiler: string; exposeFolder: string };
  /** True when `code` defines the function `entryPoint` at its top level. */
  definesEntryPoint(code: string, entryPoint: string): boolean;
  /**
   * Address space a job process gets beyond the `memoryBytes` limit, bytes (default 0): runtimes
   * that reserve address space they do not use (Go's needs about 1 GiB before its heap).
   */
  addressSpaceAllowanceBytes?: number;
}

/** The first error line of compiler diagnostics, or a short note when there is none. */
export function firstCompileError(diagnostics: string): string {
  const lines = diagnostics.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const error = lines.find((line) => /\berror\b/i.test(line)) ?? lines[0];
  return error ?? 'the compiler failed without a message';
}

const LOCATION = /([A-Za-z0-9_.-]+\.(?:cpp|rs|go|java)):(\d+)/g;

/**
 * The units that diagnostics point at: every `file:line` mention that falls inside a unit's span.
 * Empty when no mention falls in a unit (an error in the shared harness, a linker error).
 */
export function blamedUnits(diagnostics: string, spans: readonly UnitSpan[]): Set<number> {
  const blamed = new Set<number>();
  for (const match of diagnostics.matchAll(LOCATION)) {
    const file = match[1] as string;
    const line = Number(match[2]);
    for (const span of spans) {
      if (span.file === file && line >= span.firstLine && line <= span.lastLine) blamed.add(span.unit);
    }
  }
  return blamed;
}

/** Where a compile error of a job alone lies: its code, a test (with index), or the rest. */
export function compileErrorPart(diagnostics: string, span: UnitSpan): { part: 'code' | 'setup' | 'test'; testIndex?: number } {
  for (const match of diagnostics.matchAll(LOCATION)) {
    if (match[1] !== span.file) continue;
    const line = Number(match[2]);
    const testIndex = span.tests.findIndex(([first, last]) => line >= first && line <= last);
    if (testIndex >= 0) return { part: 'test', testIndex };
    if (line >= span.code[0] && line <= span.code[1]) return { part: 'code' };
    return { part: 'setup' };
  }
  return { part: 'code' };
}

/** Escapes `text` for a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Accumulates lines and reports the current (1-based) line number, for rendering batches with spans. */
export class LineWriter {
  private readonly lines: string[] = [];

  /** Number of the next line to be written. */
  get nextLine(): number {
    return this.lines.length + 1;
  }

  /** Appends `text` (which may hold several lines); returns its first and last line. */
  write(text: string): [number, number] {
    const first = this.nextLine;
    this.lines.push(...text.split('\n'));
    return [first, this.nextLine - 1];
  }

  /** The text written so far. */
  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
