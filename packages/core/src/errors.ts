/**
 * Error codes of every failure execret reports. Codes are stable: tools and scripts may match on
 * them, so a code is never renamed, only added.
 */
export const ExecretErrorCode = {
  /** A JSON line could not be parsed. */
  JSONL_PARSE: 'JSONL_PARSE',
  /** The last line of a JSONL file is cut off (no newline, not valid JSON): the writer crashed. */
  JSONL_TRUNCATED: 'JSONL_TRUNCATED',
  /** A row parsed but a field is missing or has the wrong type or value. */
  SCHEMA: 'SCHEMA',
  /**
   * A text input (JSONL line, task file, manifest) holds bytes that are not UTF-8; the error names
   * the file, the line and the byte. Text is never decoded with replacement characters.
   */
  INVALID_UTF8: 'INVALID_UTF8',
  /** A bundle breaks a cross-file rule (duplicate id, dangling id, wrong label, hash mismatch). */
  BUNDLE_INVALID: 'BUNDLE_INVALID',
  /** A file or folder that must exist does not, or cannot be read or written. */
  IO: 'IO',
  /** A caller passed an argument outside the documented domain. */
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  /** Executing code failed for a reason other than the code itself (sandbox, interpreter). */
  EXECUTION: 'EXECUTION',
  /** A remote service (embedding provider) answered with an error. */
  PROVIDER: 'PROVIDER',
  /** The operation was aborted through an AbortSignal. */
  ABORTED: 'ABORTED',
  /** A failure that is not one of the above; the cause holds the original error. */
  INTERNAL: 'INTERNAL',
} as const;

/** One of the codes in {@link ExecretErrorCode}. */
export type ExecretErrorCode = (typeof ExecretErrorCode)[keyof typeof ExecretErrorCode];

const MARKER = Symbol.for('execret.error');

/** Where in a file an error was found. Lines are 1-based. */
export interface SourceLocation {
  /** The file path as given by the caller. */
  file: string;
  /** 1-based line number, when the error belongs to one line. */
  line?: number;
  /** The field (dotted path, e.g. `metadata.domain` or `test_suite[2]`), when one field is at fault. */
  field?: string;
}

/** Options accepted by every execret error. */
export interface ExecretErrorOptions {
  /** The error (or value) that caused this one. */
  cause?: unknown;
  /** Where the fault is, when it belongs to a file. */
  location?: SourceLocation;
}

/**
 * The base class of every error execret throws. Check with {@link ExecretError.isInstance}
 * rather than `instanceof`, which fails when two copies of `@execret/core` are installed.
 */
export class ExecretError extends Error {
  /** A stable machine-readable code. */
  readonly code: ExecretErrorCode;
  /** Where the fault is, when it belongs to a file. */
  readonly location: SourceLocation | undefined;
  private readonly [MARKER] = true;

  constructor(code: ExecretErrorCode, message: string, options: ExecretErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ExecretError';
    this.code = code;
    this.location = options.location;
  }

  /** True when `value` is an execret error from any installed copy of this package. */
  static isInstance(value: unknown): value is ExecretError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARKER] === true;
  }
}

/** Formats a location as `file:line` (or `file` when no line is known). */
export function formatLocation(location: SourceLocation): string {
  return location.line === undefined ? location.file : `${location.file}:${location.line}`;
}

/** A JSON line could not be parsed, or the file ends in a cut-off line. */
export class JsonlParseError extends ExecretError {
  constructor(location: SourceLocation & { line: number }, detail: string, truncated: boolean, cause?: unknown) {
    const message = truncated
      ? `${formatLocation(location)}: truncated last line: the file ends without a newline in the middle of a JSON value (${detail}); it was probably cut off while being written`
      : `${formatLocation(location)}: invalid JSON: ${detail}`;
    super(truncated ? ExecretErrorCode.JSONL_TRUNCATED : ExecretErrorCode.JSONL_PARSE, message, { cause, location });
    this.name = 'JsonlParseError';
  }
}

/**
 * A text input holds bytes that are not UTF-8 (a byte no UTF-8 character starts with, a cut-short
 * or overlong sequence, a surrogate): the message is `file:line: invalid UTF-8 (byte 0xff at column
 * 12); …`. Readers throw it rather than decode the byte as U+FFFD.
 */
export class InvalidUtf8Error extends ExecretError {
  /** The first byte of the ill-formed sequence (0–255). */
  readonly byte: number;
  /** 1-based column of that byte in its line, counted in bytes (a byte-order mark included). */
  readonly column: number;

  /**
   * @param advice - what to do about it, appended after `; ` (e.g. `re-save the file as UTF-8`).
   */
  constructor(location: SourceLocation & { line: number }, byte: number, column: number, advice?: string) {
    const hex = `0x${byte.toString(16).padStart(2, '0')}`;
    super(ExecretErrorCode.INVALID_UTF8, `${formatLocation(location)}: invalid UTF-8 (byte ${hex} at column ${column})${advice === undefined ? '' : `; ${advice}`}`, { location });
    this.name = 'InvalidUtf8Error';
    this.byte = byte;
    this.column = column;
  }
}

/** A row parsed as JSON but a field is missing or has the wrong type or value. */
export class SchemaError extends ExecretError {
  /** What the field should hold, e.g. `an array of strings`. */
  readonly expected: string;
  /** A short description of what was found, e.g. `number` or `missing`. */
  readonly received: string;

  constructor(location: SourceLocation & { field: string }, expected: string, received: string) {
    super(
      ExecretErrorCode.SCHEMA,
      `${formatLocation(location)}: field "${location.field}" must be ${expected}, got ${received}`,
      { location },
    );
    this.name = 'SchemaError';
    this.expected = expected;
    this.received = received;
  }
}

/** A bundle-level rule is broken. `problems` lists every problem found, in file order. */
export class BundleError extends ExecretError {
  /** Every problem found (the message shows the first few). */
  readonly problems: readonly BundleProblem[];

  constructor(problems: readonly BundleProblem[]) {
    const shown = problems.slice(0, 5).map((problem) => formatProblem(problem));
    const more = problems.length > shown.length ? `\n… and ${problems.length - shown.length} more` : '';
    super(ExecretErrorCode.BUNDLE_INVALID, `invalid bundle (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${shown.join('\n')}${more}`, {
      location: problems[0]?.location,
    });
    this.name = 'BundleError';
    this.problems = problems;
  }
}

/** One problem found while validating a bundle. */
export interface BundleProblem {
  /** A stable kind, e.g. `duplicate-id` or `hash-mismatch`. */
  kind: BundleProblemKind;
  /** Where the problem is. */
  location: SourceLocation;
  /** A sentence that says what is wrong, expected and found (without the location). */
  message: string;
}

/** The kinds of bundle problems and warnings. */
export type BundleProblemKind =
  | 'missing-file'
  | 'not-a-file'
  | 'empty'
  | 'json'
  | 'truncated'
  | 'encoding'
  | 'schema'
  | 'duplicate-id'
  | 'dangling-id'
  | 'label-mismatch'
  | 'metadata-mismatch'
  | 'cache-inconsistent'
  | 'hash-mismatch'
  | 'manifest'
  | 'id-order-predicts-label'
  | 'duplicate-code'
  | 'unknown-bug-type';

/** Formats a problem as `file:line: message`. */
export function formatProblem(problem: BundleProblem): string {
  return `${formatLocation(problem.location)}: ${problem.message}`;
}

/** A caller passed an argument outside the documented domain. */
export class InvalidArgumentError extends ExecretError {
  constructor(message: string, cause?: unknown) {
    super(ExecretErrorCode.INVALID_ARGUMENT, message, { cause });
    this.name = 'InvalidArgumentError';
  }
}

/** An operation stopped because its AbortSignal fired; `cause` holds the signal's reason (or the error the abort caused). */
export class AbortedError extends ExecretError {
  constructor(message: string, cause?: unknown) {
    super(ExecretErrorCode.ABORTED, message, { cause });
    this.name = 'AbortedError';
  }
}

/**
 * Throws an {@link AbortedError} when `signal` has fired, with the message `describe()` returns
 * (called only then, so building it costs nothing on the normal path) and the signal's reason as
 * `cause`. Use this instead of `signal.throwIfAborted()`, which throws the bare reason.
 */
export function throwIfAborted(signal: AbortSignal | undefined, describe: () => string): void {
  if (signal?.aborted) throw new AbortedError(describe(), signal.reason);
}

/** A file could not be read or written. */
export class IoError extends ExecretError {
  constructor(message: string, location: SourceLocation, cause?: unknown) {
    super(ExecretErrorCode.IO, message, { location, cause });
    this.name = 'IoError';
  }
}

// better-sqlite3's `SqliteError.code` values that mean the disk or the file failed, not the query.
const SQLITE_IO_CODES = /^SQLITE_(FULL|IOERR(_[A-Z_]+)?|CANTOPEN(_[A-Z_]+)?|READONLY(_[A-Z_]+)?|NOTADB|CORRUPT(_[A-Z_]+)?)$/;

/**
 * Turns anything thrown (an Error, a string, an object from a child process or an HTTP client)
 * into an {@link ExecretError}. Execret errors pass through unchanged; others become `INTERNAL`
 * (or `IO` for Node file-system errors and for SQLite's disk and file errors such as `SQLITE_FULL`,
 * `ABORTED` for abort errors) with the original as `cause`.
 */
export function toExecretError(value: unknown): ExecretError {
  if (ExecretError.isInstance(value)) return value;
  if (value instanceof Error) {
    const errno = (value as NodeJS.ErrnoException).code;
    if (value.name === 'AbortError') return new AbortedError(value.message || 'aborted', value);
    if (typeof errno === 'string' && /^E[A-Z]+$/.test(errno)) {
      const path = (value as NodeJS.ErrnoException).path;
      // A stream write names no file: say what ENOSPC means, so "write" alone is not the story.
      const message = errno === 'ENOSPC' && !/disk is full/.test(value.message) ? `${value.message} (the disk is full${path ? ` writing ${path}` : ''})` : value.message;
      return new ExecretError(ExecretErrorCode.IO, message, { cause: value, location: path ? { file: path } : undefined });
    }
    // SQLite (the execution and embedding caches) reports a full disk or a failed read or write
    // with codes of its own; they are input/output failures (exit code 3), not bugs.
    if (typeof errno === 'string' && SQLITE_IO_CODES.test(errno)) {
      return new ExecretError(ExecretErrorCode.IO, `${value.message} (${errno}${errno === 'SQLITE_FULL' ? ': the disk holding a cache is full' : ''})`, { cause: value });
    }
    return new ExecretError(ExecretErrorCode.INTERNAL, value.message, { cause: value });
  }
  const text = typeof value === 'string' ? value : safeStringify(value);
  return new ExecretError(ExecretErrorCode.INTERNAL, text, { cause: value });
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
