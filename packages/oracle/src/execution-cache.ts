import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  codeSha256,
  describeValue,
  InvalidArgumentError,
  parseExecutionCacheRow,
  readJsonl,
  SchemaError,
  sha256Hex,
  testsSha256,
  writeJsonl,
  type ExecutionCacheRow,
  type TestOutcome,
  type WrittenFile,
} from '@execret/core';
import { assertTimeScale } from './execution-limits.js';
import type { SyntaxCheckResult, SyntaxProblem } from './executor.js';

/** The key of one cached verdict. */
export interface ExecutionCacheKey {
  /** The runtime fingerprint (`RuntimeDescription.fingerprint`). */
  runtime: string;
  /** `codeSha256(code)`. */
  codeSha256: string;
  /** `testsSha256(tests)`. */
  testsSha256: string;
  /** SHA-256 of the test setup, or the empty string when there is none. */
  setupSha256: string;
}

/** A cached verdict. */
export interface ExecutionCacheEntry {
  /** One outcome per test. */
  testResults: TestOutcome[];
  /** True when every outcome is `pass` (and there is at least one). */
  passesAllTests: boolean;
  /** How the job ended when it ran (`completed`, `timeout`, `crashed`; `imported` for imported rows). */
  status: string;
  /** Why a `crashed` job crashed (absent otherwise, and on rows stored before reasons were kept). */
  reason?: string;
  /** Wall-clock time of the run, milliseconds (absent on imported rows and rows stored before durations were kept). */
  durationMs?: number;
}

/** What separates a runtime fingerprint from the time scale in {@link scaledRuntimeFingerprint}. */
const TIME_SCALE_MARK = '|timescale-';

/**
 * The runtime part of the cache key of a run whose time limits are multiplied by `timeScale`
 * (`ExecuteOptions.timeScale`): `fingerprint` itself for 1, else `<fingerprint>|timescale-<scale>`
 * (`…|msg-500|timescale-3`). The fingerprint names every limit of the runtime, and the limits in
 * force are those limits with the time limits multiplied (`scaleTimeLimits`), so the key fixes every
 * limit after scaling: a verdict at one scale never answers a run at another, nor one at the
 * runtime's own limits. `timeScale` must be a finite number > 0 (below 1 for a per-test limit under the
 * runtime's, `execret build --timeout`).
 */
export function scaledRuntimeFingerprint(fingerprint: string, timeScale: number): string {
  assertTimeScale(timeScale);
  return timeScale === 1 ? fingerprint : `${fingerprint}${TIME_SCALE_MARK}${timeScale}`;
}

/**
 * What ends the runtime part of the cache key of a verdict ended at its first failing test
 * (`stopAtFirstFailure`, status `stopped`): such a verdict answers only runs that may stop early
 * too, never a full run.
 */
export const STOPPED_RUNTIME_MARK = '|stop-at-first-failure';

/** The runtime part of the key of a stopped verdict: `runtime` (scaled or not) with {@link STOPPED_RUNTIME_MARK}. */
export function stoppedRuntimeFingerprint(runtime: string): string {
  return `${runtime}${STOPPED_RUNTIME_MARK}`;
}

/** Builds the cache key of a job. */
export function executionCacheKey(runtime: string, job: { code: string; tests: readonly string[]; testSetup?: string | undefined }): ExecutionCacheKey {
  return {
    runtime,
    codeSha256: codeSha256(job.code),
    testsSha256: testsSha256(job.tests),
    setupSha256: job.testSetup ? sha256Hex(job.testSetup) : '',
  };
}

/** The key of one cached syntax check (gate G2): a job's key and the entry point it must define. */
export interface SyntaxCheckCacheKey extends ExecutionCacheKey {
  entryPoint: string;
}

/** A job as a syntax check sees it. */
export interface SyntaxCheckedJob {
  code: string;
  tests: readonly string[];
  testSetup?: string | undefined;
  entryPoint: string;
}

/** Builds the cache key of a syntax check. */
export function syntaxCheckCacheKey(runtime: string, job: SyntaxCheckedJob): SyntaxCheckCacheKey {
  return { ...executionCacheKey(runtime, job), entryPoint: job.entryPoint };
}

/**
 * The `syntax_check` field of an exported syntax-check row: the setup's hash and the entry point
 * (the rest of the key is the row's `code_sha256` and `tests_sha256`) and the problems found
 * (none: the check passed). Such a row has `test_results: []` and `passes_all_tests: false`.
 */
export interface ExportedSyntaxCheck {
  setup_sha256: string;
  entry_point: string;
  problems: SyntaxProblem[];
}

/** Options of {@link ExecutionCache.exportJsonl}. */
export interface ExportCacheOptions {
  /** Export the rows of this runtime fingerprint. */
  runtime: string;
  /**
   * Export only these jobs, in this order (missing ones are skipped, repeated keys written once).
   * Without it every row of the runtime is written, ordered by code_sha256, tests_sha256.
   */
  jobs?: ReadonlyArray<{ code: string; tests: readonly string[]; testSetup?: string | undefined }>;
  /**
   * Also write the verdicts of runs with scaled time limits (`timeScale` ≠ 1, e.g. G4's confirming
   * runs) stored for these jobs (or, without `jobs`, for the runtime), each row with a `time_scale`
   * field, after every row at the runtime's own limits, by ascending scale, then in the order
   * above. Default false: the release format has no such field, and a reader that ignores it would
   * take such a row for the runtime's verdict (a reader keeping the first row of a pair still gets
   * the runtime's). `importJsonl` files these rows under their scale. With it, verdicts of runs
   * that stopped at their first failing test (`Oracle.run` with `stopAtFirstFailure`) follow too,
   * each with `stopped_at_first_failure: true` (and its `time_scale` when not 1); `importJsonl`
   * files them back under the stopped key, where they answer only runs that may stop early.
   */
  includeTimeScaled?: boolean;
  /**
   * Also write the cached syntax checks (gate G2) of these jobs, after every verdict row: one row
   * each with a `syntax_check` field ({@link ExportedSyntaxCheck}). `importJsonl` files them back
   * as syntax checks, so a rebuild seeded with the file runs no syntax check either. Default: none
   * (the release format has no such rows).
   */
  syntaxChecks?: readonly SyntaxCheckedJob[];
}

/** Options of {@link ExecutionCache.importJsonl}. */
export interface ImportCacheOptions {
  /**
   * The runtime fingerprint to file the imported rows under (release files do not record one); a
   * row with a `time_scale` field (written with `includeTimeScaled`) goes under
   * {@link scaledRuntimeFingerprint}`(runtime, time_scale)`.
   */
  runtime: string;
  /** Replace rows that already exist (default false: existing rows win). */
  overwrite?: boolean;
  /** Rows per transaction (default 1000). */
  batchSize?: number;
  /** Aborts the import (rows of committed batches stay). */
  abortSignal?: AbortSignal;
}

/** What {@link ExecutionCache.importJsonl} did. */
export interface ImportCacheResult {
  /** Rows read from the file. */
  rows: number;
  /** Rows written to the cache. */
  inserted: number;
  /** Rows skipped because the key already existed (and `overwrite` was off). */
  skipped: number;
}

const SCHEMA_VERSION = '1';

/** Columns added after schema version 1 was released (nullable, so the version did not change): name → SQL type. */
const VERDICT_COLUMNS = { reason: 'TEXT', duration_ms: 'REAL' } as const;

/**
 * Verdicts in SQLite (better-sqlite3), keyed by (runtime fingerprint, code_sha256, tests_sha256,
 * setup_sha256). The database runs in WAL mode and every write is one transaction, so a crash
 * loses at most the batch being written and never leaves a partial row. Exports and imports
 * `execution_cache.jsonl` rows of the release format.
 */
export class ExecutionCache {
  private readonly database: Database.Database;
  private readonly selectStatement: Database.Statement<[string, string, string, string]>;
  private readonly insertStatement: Database.Statement<[string, string, string, string, string, number, string, string | null, number | null]>;
  private readonly insertIgnoreStatement: Database.Statement<[string, string, string, string, string, number, string, string | null, number | null]>;
  private readonly selectSyntaxStatement: Database.Statement<[string, string, string, string, string]>;
  private readonly insertSyntaxStatement: Database.Statement<[string, string, string, string, string, string]>;
  private readonly insertIgnoreSyntaxStatement: Database.Statement<[string, string, string, string, string, string]>;

  /**
   * Opens (or creates) a cache file; `:memory:` gives a private in-memory cache.
   * @param path The SQLite file; its folder is created when missing.
   */
  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.database = new Database(path);
    this.database.pragma('journal_mode = WAL');
    this.database.pragma('synchronous = NORMAL');
    this.database.pragma('busy_timeout = 10000');
    this.database.exec(`
      CREATE TABLE IF NOT EXISTS execution_results (
        runtime TEXT NOT NULL,
        code_sha256 TEXT NOT NULL,
        tests_sha256 TEXT NOT NULL,
        setup_sha256 TEXT NOT NULL,
        test_results TEXT NOT NULL,
        passes_all_tests INTEGER NOT NULL,
        status TEXT NOT NULL,
        reason TEXT,
        duration_ms REAL,
        PRIMARY KEY (runtime, code_sha256, tests_sha256, setup_sha256)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS syntax_checks (
        runtime TEXT NOT NULL,
        code_sha256 TEXT NOT NULL,
        tests_sha256 TEXT NOT NULL,
        setup_sha256 TEXT NOT NULL,
        entry_point TEXT NOT NULL,
        problems TEXT NOT NULL,
        PRIMARY KEY (runtime, code_sha256, tests_sha256, setup_sha256, entry_point)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS cache_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    `);
    const version = this.database.prepare<[], { value: string }>("SELECT value FROM cache_meta WHERE key = 'schema_version'").get();
    if (version === undefined) {
      this.database.prepare("INSERT INTO cache_meta (key, value) VALUES ('schema_version', ?)").run(SCHEMA_VERSION);
    } else if (version.value !== SCHEMA_VERSION) {
      this.database.close();
      throw new InvalidArgumentError(`${path}: execution cache schema version ${version.value} is not supported (expected ${SCHEMA_VERSION})`);
    }
    this.addVerdictColumns();
    this.selectStatement = this.database.prepare(
      'SELECT test_results, passes_all_tests, status, reason, duration_ms FROM execution_results WHERE runtime = ? AND code_sha256 = ? AND tests_sha256 = ? AND setup_sha256 = ?',
    );
    const columns = '(runtime, code_sha256, tests_sha256, setup_sha256, test_results, passes_all_tests, status, reason, duration_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
    this.insertStatement = this.database.prepare(`INSERT OR REPLACE INTO execution_results ${columns}`);
    this.insertIgnoreStatement = this.database.prepare(`INSERT OR IGNORE INTO execution_results ${columns}`);
    this.selectSyntaxStatement = this.database.prepare(
      'SELECT problems FROM syntax_checks WHERE runtime = ? AND code_sha256 = ? AND tests_sha256 = ? AND setup_sha256 = ? AND entry_point = ?',
    );
    const syntaxColumns = '(runtime, code_sha256, tests_sha256, setup_sha256, entry_point, problems) VALUES (?, ?, ?, ?, ?, ?)';
    this.insertSyntaxStatement = this.database.prepare(`INSERT OR REPLACE INTO syntax_checks ${syntaxColumns}`);
    this.insertIgnoreSyntaxStatement = this.database.prepare(`INSERT OR IGNORE INTO syntax_checks ${syntaxColumns}`);
  }

  /** The cached result of a syntax check, or undefined. */
  getSyntaxCheck(key: SyntaxCheckCacheKey): SyntaxCheckResult | undefined {
    const row = this.selectSyntaxStatement.get(key.runtime, key.codeSha256, key.testsSha256, key.setupSha256, key.entryPoint) as { problems: string } | undefined;
    return row === undefined ? undefined : syntaxResult(JSON.parse(row.problems) as SyntaxProblem[]);
  }

  /**
   * Stores the result of a syntax check (replacing an existing one). Only a conclusive result
   * belongs here (see `isInconclusive`): the caller decides.
   */
  putSyntaxCheck(key: SyntaxCheckCacheKey, result: SyntaxCheckResult): void {
    this.insertSyntaxStatement.run(key.runtime, key.codeSha256, key.testsSha256, key.setupSha256, key.entryPoint, JSON.stringify(result.status === 'ok' ? [] : result.problems));
  }

  /**
   * Adds the `reason` and `duration_ms` columns to a cache file made before they existed. They are
   * nullable, so the schema version stays 1 and older readers (which name their columns) still work.
   */
  private addVerdictColumns(): void {
    const missing = (): Array<[string, string]> => {
      const present = new Set(this.database.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('execution_results')").all().map((column) => column.name));
      return Object.entries(VERDICT_COLUMNS).filter(([name]) => !present.has(name));
    };
    if (missing().length === 0) return;
    // IMMEDIATE, and checked again inside: two processes opening an old file at once must not both add the columns.
    this.database
      .transaction(() => {
        for (const [name, type] of missing()) this.database.exec(`ALTER TABLE execution_results ADD COLUMN ${name} ${type}`);
      })
      .immediate();
  }

  /** Looks up many keys in one read transaction; `undefined` where there is no entry. */
  getMany(keys: readonly ExecutionCacheKey[]): Array<ExecutionCacheEntry | undefined> {
    const read = this.database.transaction((list: readonly ExecutionCacheKey[]) =>
      list.map((key) => {
        const row = this.selectStatement.get(key.runtime, key.codeSha256, key.testsSha256, key.setupSha256) as
          | { test_results: string; passes_all_tests: number; status: string; reason: string | null; duration_ms: number | null }
          | undefined;
        if (row === undefined) return undefined;
        const entry: ExecutionCacheEntry = { testResults: JSON.parse(row.test_results) as TestOutcome[], passesAllTests: row.passes_all_tests === 1, status: row.status };
        if (row.reason !== null) entry.reason = row.reason;
        if (row.duration_ms !== null) entry.durationMs = row.duration_ms;
        return entry;
      }),
    );
    return read(keys);
  }

  /** Looks up one key. */
  get(key: ExecutionCacheKey): ExecutionCacheEntry | undefined {
    return this.getMany([key])[0];
  }

  /** Writes many entries in one transaction (replacing existing ones). */
  putMany(entries: ReadonlyArray<{ key: ExecutionCacheKey; entry: ExecutionCacheEntry }>): void {
    const write = this.database.transaction((list: ReadonlyArray<{ key: ExecutionCacheKey; entry: ExecutionCacheEntry }>) => {
      for (const { key, entry } of list) {
        this.insertStatement.run(
          key.runtime,
          key.codeSha256,
          key.testsSha256,
          key.setupSha256,
          JSON.stringify(entry.testResults),
          entry.passesAllTests ? 1 : 0,
          entry.status,
          entry.reason ?? null,
          entry.durationMs ?? null,
        );
      }
    });
    write(entries);
  }

  /** Number of entries (of one runtime, when given). */
  count(runtime?: string): number {
    const row =
      runtime === undefined
        ? this.database.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM execution_results').get()
        : this.database.prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM execution_results WHERE runtime = ?').get(runtime);
    return row?.count ?? 0;
  }

  /** The runtime fingerprints present, sorted. */
  runtimes(): string[] {
    return this.database
      .prepare<[], { runtime: string }>('SELECT DISTINCT runtime FROM execution_results ORDER BY runtime')
      .all()
      .map((row) => row.runtime);
  }

  /**
   * Writes `execution_cache.jsonl` rows (`code_sha256`, `tests_sha256`, `test_results`,
   * `passes_all_tests`) atomically. When several setups share a (code, tests) pair, the first
   * by setup hash is written (the release format has no setup column). With `includeTimeScaled`,
   * rows of runs with scaled time limits follow, each with its `time_scale`.
   */
  async exportJsonl(path: string, options: ExportCacheOptions): Promise<WrittenFile> {
    return writeJsonl(path, this.exportRows(options));
  }

  private *exportRows(options: ExportCacheOptions): Generator<ExecutionCacheRow> {
    yield* this.exportRuntimeRows(options.runtime, 1, options.jobs);
    if (options.includeTimeScaled === true) {
      const scales = this.timeScalesOf(options.runtime);
      for (const timeScale of scales) yield* this.exportRuntimeRows(scaledRuntimeFingerprint(options.runtime, timeScale), timeScale, options.jobs);
      for (const timeScale of [1, ...scales]) yield* this.exportRuntimeRows(stoppedRuntimeFingerprint(scaledRuntimeFingerprint(options.runtime, timeScale)), timeScale, options.jobs, true);
    }
    if (options.syntaxChecks !== undefined) yield* this.exportSyntaxRows(options.runtime, options.syntaxChecks);
  }

  /** Syntax-check rows of the given jobs, in order, each key once; jobs without a cached check are skipped. */
  private *exportSyntaxRows(runtime: string, jobs: readonly SyntaxCheckedJob[]): Generator<ExecutionCacheRow> {
    const seen = new Set<string>();
    for (const job of jobs) {
      const key = syntaxCheckCacheKey(runtime, job);
      const text = `${key.codeSha256}:${key.testsSha256}:${key.setupSha256}:${key.entryPoint}`;
      if (seen.has(text)) continue;
      const row = this.selectSyntaxStatement.get(key.runtime, key.codeSha256, key.testsSha256, key.setupSha256, key.entryPoint) as { problems: string } | undefined;
      if (row === undefined) continue;
      seen.add(text);
      const check: ExportedSyntaxCheck = { setup_sha256: key.setupSha256, entry_point: key.entryPoint, problems: JSON.parse(row.problems) as SyntaxProblem[] };
      yield { code_sha256: key.codeSha256, tests_sha256: key.testsSha256, test_results: [], passes_all_tests: false, syntax_check: check };
    }
  }

  /** The time scales (≠ 1, > 0) with rows stored for `runtime`, ascending. */
  private timeScalesOf(runtime: string): number[] {
    const prefix = `${runtime}${TIME_SCALE_MARK}`;
    const scales: number[] = [];
    for (const { runtime: stored } of this.database
      .prepare<[number, string], { runtime: string }>('SELECT DISTINCT runtime FROM execution_results WHERE substr(runtime, 1, ?) = ?')
      .all(prefix.length, prefix)) {
      // A scale with only stopped verdicts (`stopAtFirstFailure`) counts too.
      const scaled = stored.endsWith(STOPPED_RUNTIME_MARK) ? stored.slice(0, -STOPPED_RUNTIME_MARK.length) : stored;
      const scale = Number(scaled.slice(prefix.length));
      // Only keys this class makes: the suffix must be the scale's own spelling (no deeper nesting).
      if (Number.isFinite(scale) && scale > 0 && scale !== 1 && scaledRuntimeFingerprint(runtime, scale) === scaled && !scales.includes(scale)) scales.push(scale);
    }
    return scales.sort((left, right) => left - right);
  }

  /** Rows of one runtime key (`timeScale` ≠ 1 adds the `time_scale` field): the given jobs in order, or all rows by hash. */
  private *exportRuntimeRows(
    runtime: string,
    timeScale: number,
    jobs: ExportCacheOptions['jobs'],
    stopped = false,
  ): Generator<ExecutionCacheRow> {
    const seen = new Set<string>();
    // The release format has no setup column: a job with a setup carries its hash, so an import
    // files the verdict under the same key (without it the verdict would answer no run).
    const toRow = (codeHash: string, testsHash: string, setupHash: string, results: string, passes: number): ExecutionCacheRow => {
      const row: ExecutionCacheRow = {
        code_sha256: codeHash,
        tests_sha256: testsHash,
        test_results: JSON.parse(results) as string[],
        passes_all_tests: passes === 1,
      };
      if (timeScale !== 1) row['time_scale'] = timeScale;
      if (stopped) row['stopped_at_first_failure'] = true;
      if (setupHash !== '') row['setup_sha256'] = setupHash;
      return row;
    };
    if (jobs !== undefined) {
      for (const job of jobs) {
        const key = executionCacheKey(runtime, job);
        const pair = `${key.codeSha256}:${key.testsSha256}`;
        if (seen.has(pair)) continue;
        const row = this.selectStatement.get(key.runtime, key.codeSha256, key.testsSha256, key.setupSha256) as { test_results: string; passes_all_tests: number } | undefined;
        if (row === undefined) continue;
        seen.add(pair);
        yield toRow(key.codeSha256, key.testsSha256, key.setupSha256, row.test_results, row.passes_all_tests);
      }
      return;
    }
    const rows = this.database
      .prepare<[string], { code_sha256: string; tests_sha256: string; setup_sha256: string; test_results: string; passes_all_tests: number }>(
        'SELECT code_sha256, tests_sha256, setup_sha256, test_results, passes_all_tests FROM execution_results WHERE runtime = ? ORDER BY code_sha256, tests_sha256, setup_sha256',
      )
      .iterate(runtime);
    for (const row of rows) {
      const pair = `${row.code_sha256}:${row.tests_sha256}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      yield toRow(row.code_sha256, row.tests_sha256, row.setup_sha256, row.test_results, row.passes_all_tests);
    }
  }

  /**
   * Reads `execution_cache.jsonl` rows (streaming, validated with core's schema) and files them
   * under `options.runtime` with the setup of their `setup_sha256` field (written by `exportJsonl`
   * for a job with a setup), else with none, in transactions of `batchSize` rows; a row with a
   * `time_scale` (see `includeTimeScaled`) under the runtime of that scale. A row whose
   * `passes_all_tests` disagrees with its `test_results`, or whose `time_scale` is not a number
   * > 0, is a schema error.
   */
  async importJsonl(path: string, options: ImportCacheOptions): Promise<ImportCacheResult> {
    if (typeof options.runtime !== 'string' || options.runtime === '') throw new InvalidArgumentError('importJsonl needs a non-empty "runtime" fingerprint');
    const batchSize = options.batchSize ?? 1000;
    const statement = options.overwrite ? this.insertStatement : this.insertIgnoreStatement;
    const syntaxStatement = options.overwrite ? this.insertSyntaxStatement : this.insertIgnoreSyntaxStatement;
    const writeBatch = this.database.transaction((batch: Array<{ runtime: string; row: ExecutionCacheRow }>) => {
      let inserted = 0;
      for (const { runtime, row } of batch) {
        const check = row['syntax_check'] as ExportedSyntaxCheck | undefined;
        if (check !== undefined) {
          inserted += syntaxStatement.run(runtime, row.code_sha256, row.tests_sha256, check.setup_sha256, check.entry_point, JSON.stringify(check.problems)).changes;
          continue;
        }
        const result = statement.run(runtime, row.code_sha256, row.tests_sha256, (row['setup_sha256'] as string | undefined) ?? '', JSON.stringify(row.test_results), row.passes_all_tests ? 1 : 0, 'imported', null, null);
        inserted += result.changes;
      }
      return inserted;
    });
    const result: ImportCacheResult = { rows: 0, inserted: 0, skipped: 0 };
    let batch: Array<{ runtime: string; row: ExecutionCacheRow }> = [];
    const flush = (): void => {
      if (batch.length === 0) return;
      const inserted = writeBatch(batch);
      result.inserted += inserted;
      result.skipped += batch.length - inserted;
      batch = [];
    };
    for await (const record of readJsonl(path, { parse: parseExecutionCacheRow, abortSignal: options.abortSignal })) {
      const row = record.value;
      if (row['syntax_check'] !== undefined) {
        assertExportedSyntaxCheck(row['syntax_check'], path, record.line);
        result.rows += 1;
        batch.push({ runtime: options.runtime, row });
        if (batch.length >= batchSize) flush();
        continue;
      }
      const passes = row.test_results.length > 0 && row.test_results.every((outcome) => outcome === 'pass');
      if (passes !== row.passes_all_tests) {
        throw new SchemaError({ file: path, line: record.line, field: 'passes_all_tests' }, `${String(passes)} for these test_results`, `boolean ${String(row.passes_all_tests)}`);
      }
      const setup = row['setup_sha256'];
      if (setup !== undefined && (typeof setup !== 'string' || !/^[0-9a-f]{64}$/.test(setup))) {
        throw new SchemaError({ file: path, line: record.line, field: 'setup_sha256' }, 'a SHA-256 (64 lowercase hexadecimal digits) when present', describeValue(setup));
      }
      const timeScale = row['time_scale'];
      if (timeScale !== undefined && (typeof timeScale !== 'number' || !Number.isFinite(timeScale) || timeScale <= 0)) {
        throw new SchemaError({ file: path, line: record.line, field: 'time_scale' }, 'a finite number > 0 when present', describeValue(timeScale));
      }
      const stopped = row['stopped_at_first_failure'];
      if (stopped !== undefined && stopped !== true) {
        throw new SchemaError({ file: path, line: record.line, field: 'stopped_at_first_failure' }, 'true when present', describeValue(stopped));
      }
      result.rows += 1;
      const scaled = scaledRuntimeFingerprint(options.runtime, timeScale ?? 1);
      batch.push({ runtime: stopped === true ? stoppedRuntimeFingerprint(scaled) : scaled, row });
      if (batch.length >= batchSize) flush();
    }
    flush();
    return result;
  }

  /** Closes the database (checkpointing the WAL). */
  close(): void {
    if (this.database.open) this.database.close();
  }
}

function syntaxResult(problems: SyntaxProblem[]): SyntaxCheckResult {
  return problems.length === 0 ? { status: 'ok' } : { status: 'invalid', problems };
}

/** Checks the `syntax_check` field of an imported row (a schema error names file, line and field). */
function assertExportedSyntaxCheck(value: unknown, file: string, line: number): asserts value is ExportedSyntaxCheck {
  const field = (name: string): string => `syntax_check.${name}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SchemaError({ file, line, field: 'syntax_check' }, 'an object', describeValue(value));
  const check = value as Record<string, unknown>;
  if (typeof check['setup_sha256'] !== 'string' || !/^([0-9a-f]{64})?$/.test(check['setup_sha256'])) {
    throw new SchemaError({ file, line, field: field('setup_sha256') }, 'a SHA-256 (64 lowercase hexadecimal digits) or the empty string', describeValue(check['setup_sha256']));
  }
  if (typeof check['entry_point'] !== 'string' || check['entry_point'] === '') throw new SchemaError({ file, line, field: field('entry_point') }, 'a non-empty string', describeValue(check['entry_point']));
  const problems = check['problems'];
  const parts = ['code', 'setup', 'test', 'entry-point'];
  if (
    !Array.isArray(problems) ||
    !problems.every(
      (problem: unknown) =>
        typeof problem === 'object' &&
        problem !== null &&
        parts.includes((problem as SyntaxProblem).part) &&
        typeof (problem as SyntaxProblem).message === 'string' &&
        ((problem as SyntaxProblem).part !== 'test' || Number.isSafeInteger((problem as SyntaxProblem).testIndex)),
    )
  ) {
    throw new SchemaError({ file, line, field: field('problems') }, 'an array of { part, testIndex?, message }', describeValue(problems));
  }
}
