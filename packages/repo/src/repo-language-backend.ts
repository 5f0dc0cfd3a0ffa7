import type { Language, TestOutcome } from '@execret/core';

/**
 * The contract every language of `execret build --from repo` implements (Python/pytest here;
 * JavaScript/TypeScript with vitest, jest or `node --test` next). The language-neutral pipeline
 * (`buildRepoBenchmark`) only talks to this interface:
 *
 * 1. {@link RepoLanguageBackend.detect}: does the project use this language and runner?
 * 2. {@link RepoLanguageBackend.discover}: documented functions, CodeSearchNet's way.
 * 3. {@link RepoLanguageBackend.startRunner}: one warm, sandboxed process per project copy with the
 *    test session loaded once; it maps tests to functions ({@link SwitchingRunner.mapTests}) and
 *    runs tests with one function switched to a replacement ({@link SwitchingRunner.run}).
 *
 * Everything a backend reports is keyed by {@link RepoFunction.id} and by the runner's own test ids
 * (pytest node ids, or `file > describe > test` names for JavaScript).
 */
export interface RepoLanguageBackend {
  /** Short name recorded in the bundle (`pytest`, `vitest`, `jest`, `node-test`). */
  readonly name: string;
  /** The language of the functions it discovers (also `metadata.language` of the queries). */
  readonly language: Language;
  /**
   * Whether this backend can take the project, and how its tests would run; `undefined` when not.
   * Must not execute project code (read files only).
   */
  detect(projectDir: string, options?: DetectOptions): Promise<RepoDetection | undefined>;
  /** Every function of the project's source files, kept or dropped with a reason. Executes no project code. */
  discover(projectDir: string, options?: DiscoverOptions): Promise<RepoDiscovery>;
  /**
   * Copies the project into a private folder and starts the warm runner there (sandboxed: the
   * environment read-only, no network, empty environment variables beyond `passEnv`).
   */
  startRunner(detection: RepoDetection, functions: readonly RepoFunction[], options: RunnerOptions): Promise<SwitchingRunner>;
}

/** Options of {@link RepoLanguageBackend.detect}. */
export interface DetectOptions {
  /** `--test-command`: overrides the detected test command (split like a shell would, no expansion). */
  testCommand?: readonly string[];
}

/** What {@link RepoLanguageBackend.detect} found. */
export interface RepoDetection {
  /** The backend's name. */
  backend: string;
  /** Absolute path of the project as given. */
  projectDir: string;
  /** The interpreter or runtime executable (e.g. `<project>/.venv/bin/python`, `/usr/bin/python3`, `node`). */
  executable: string;
  /** Folders the sandbox mounts read-only besides the system ones (a virtualenv, `node_modules`). */
  environmentDirs: string[];
  /** The test command's arguments after the runner (pytest args such as `tests/ -k fast`). */
  testArgs: string[];
  /** Human-readable description of how tests run (recorded in build_report.json). */
  description: string;
}

/** Options of {@link RepoLanguageBackend.discover}. */
export interface DiscoverOptions {
  /** Minimum doc tokens (default 3, CodeSearchNet). */
  minDocTokens?: number;
  /** Minimum body lines (default 3, CodeSearchNet). */
  minBodyLines?: number;
}

/** Why a function is not a query or pool item (discovery stage). */
export type DiscoveryDropReason =
  | 'test-file'
  | 'vendored'
  | 'generated'
  | 'constructor'
  | 'dunder'
  | 'nested'
  | 'no-doc'
  | 'short-doc'
  | 'short-body'
  | 'empty-body'
  | 'unparsable-file';

/** A function discovery left out. */
export interface DroppedFunction {
  /** File relative to the project root, `/`-separated. */
  file: string;
  /** 1-based line of its definition (0 for a whole file). */
  line: number;
  /** Qualified name (`Class.method`, `function`). */
  qualifiedName: string;
  /** Why. */
  reason: DiscoveryDropReason;
}

/** A documented function that may become a query, and is in the pool. */
export interface RepoFunction {
  /** Stable id: `<file>::<qualifiedName>` (unique within the project; a second definition gets `@<line>`). */
  id: string;
  /** File relative to the project root, `/`-separated. */
  file: string;
  /** 1-based line of the definition keyword (`def`, `function`, the method name). */
  line: number;
  /** 1-based last line. */
  endLine: number;
  /**
   * 1-based line where the runtime says the function starts (Python: the first decorator's line,
   * which is `co_firstlineno`); used to match runtime functions to discovered ones.
   */
  runtimeLine: number;
  /** `Class.method` or `function`. */
  qualifiedName: string;
  /** The function's own name. */
  name: string;
  /** The enclosing classes, outermost first (empty for a module-level function). */
  classes: string[];
  /** The whole doc (docstring or JSDoc text, without quotes or comment markers). */
  doc: string;
  /** The query: the doc's first paragraph (CodeSearchNet's `docstring_summary`). */
  query: string;
  /** Source of the function as written (dedented to column 0), doc included, decorators not. */
  code: string;
  /** {@link code} with the doc removed: the pool item and the mutator's input. */
  codeWithoutDoc: string;
}

/** Result of {@link RepoLanguageBackend.discover}. */
export interface RepoDiscovery {
  /** Source files read (test, vendored and generated files excluded). */
  files: string[];
  /** Every function definition seen (the funnel's "found"). */
  found: number;
  /** Kept functions, in file then line order. */
  functions: RepoFunction[];
  /** Functions left out, with the reason. */
  dropped: DroppedFunction[];
}

/** Options of {@link RepoLanguageBackend.startRunner}. */
export interface RunnerOptions {
  /** Concurrent children (forks or runner workers); default 2. */
  concurrency?: number;
  /** Names of environment variables passed into the sandbox (`--pass-env`); nothing else is. */
  passEnv?: readonly string[];
  /** `'auto'` (bubblewrap when installed), `'bwrap'` (required) or `'none'`. */
  sandbox?: 'auto' | 'bwrap' | 'none';
  /** Aborts start-up and every run. */
  abortSignal?: AbortSignal;
  /** Receives the runner's stderr lines (diagnostics). */
  onLog?: (line: string) => void;
}

/** One test of the instrumented run. */
export interface TestCoverage {
  /** The runner's id of the test (pytest node id). */
  testId: string;
  /** Wall-clock time of the test (setup, call, teardown), milliseconds. */
  durationMs: number;
  /** Outcome in the unmodified project. */
  outcome: TestOutcome;
  /** {@link RepoFunction.id}s it executed (directly or through other code). */
  functions: string[];
}

/** What to switch on for one run. */
export type Replacement =
  /** The unmodified project. */
  | { kind: 'none' }
  /** The function is replaced by this source (a function definition, doc optional, at column 0). */
  | { kind: 'code'; functionId: string; code: string }
  /** The function raises as soon as it is called (the forced-fail check that its switch is reached). */
  | { kind: 'force-fail'; functionId: string };

/** One run of {@link SwitchingRunner.run}. */
export interface SwitchRequest {
  replacement: Replacement;
  /** Tests to run, in this order (the pipeline sorts them fastest first). */
  testIds: readonly string[];
  /** Wall-clock limit for the whole run, milliseconds (the pipeline derives it from measured durations). */
  timeoutMs: number;
  /** End at the first test that does not pass; later tests read `NOT_RUN` (default true). */
  stopAtFirstFailure?: boolean;
}

/** The verdict of one switched run. */
export interface SwitchVerdict {
  /** One outcome per requested test, in request order (`pass`, `FAIL: …`, `TIMEOUT`, `ERROR: …`). */
  testResults: TestOutcome[];
  /** True when every requested test passed. */
  passesAllTests: boolean;
  /** How the run ended. `timeout`: the limit ended it (the test in flight and later ones read `TIMEOUT`). */
  status: 'completed' | 'stopped' | 'timeout' | 'crashed';
  /** Why it crashed (or could not switch), when it did. */
  reason?: string;
  /** Wall-clock time, milliseconds. */
  durationMs: number;
}

/**
 * A warm test process over a private copy of the project: the test session (imports, collection,
 * conftest) is loaded once; each {@link run} switches one function and runs only the given tests in
 * an isolated child (Python: a fork; JavaScript: a kept-alive runner re-run with a name filter).
 */
export interface SwitchingRunner {
  /** Runs the whole suite once with per-test hit counters. */
  mapTests(options?: { timeoutMs?: number }): Promise<TestCoverage[]>;
  /** Runs tests with one replacement switched on. Never throws for what the tests do. */
  run(request: SwitchRequest): Promise<SwitchVerdict>;
  /** Number of switched runs executed so far. */
  readonly runs: number;
  /** Stops the warm process and removes the private copy. */
  dispose(): Promise<void>;
}
