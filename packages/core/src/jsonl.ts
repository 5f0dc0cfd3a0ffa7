import { createReadStream } from 'node:fs';
import { findInvalidUtf8, hasByteOrderMark, invalidUtf8Error } from './decode-utf8.js';
import { ExecretError, IoError, JsonlParseError, type InvalidUtf8Error, type SourceLocation } from './errors.js';
import { writeLinesAtomic, type WrittenFile } from './write-chunks-atomic.js';

/** Where a row came from. */
export interface RowLocation extends SourceLocation {
  line: number;
}

/** A parsed line with its 1-based line number. */
export interface JsonlRecord<T> {
  /** The parsed (and, with `parse`, validated) value. */
  value: T;
  /** 1-based line number in the file. */
  line: number;
}

/** Options of {@link readJsonl}. */
export interface ReadJsonlOptions<T> {
  /**
   * Validates and converts each parsed value; throw a {@link SchemaError} to reject a row.
   * Defaults to returning the parsed value unchanged.
   */
  parse?: (value: unknown, location: RowLocation) => T;
  /** The file name used in error messages (defaults to the path as given). */
  displayName?: string;
  /** Stops reading; the generator then throws the signal's reason. */
  abortSignal?: AbortSignal;
  /**
   * When given, a line that is not valid JSON, is not valid UTF-8 ({@link InvalidUtf8Error}), or is
   * a truncated last line is passed here and skipped instead of ending the read with an error.
   */
  onInvalidLine?: (error: JsonlParseError | InvalidUtf8Error) => void;
  /**
   * The longest line read, in bytes (default {@link JSONL_LINE_MAX_BYTES}). A longer line is a
   * {@link JsonlParseError} (passed to `onInvalidLine`, or thrown) raised as soon as the limit is
   * passed; the rest of it is skipped unread, so memory stays bounded whatever the file holds.
   */
  maxLineBytes?: number;
}

/** The longest JSONL line {@link readJsonl} reads by default: 64 MiB (a bundle row or a task is far smaller). */
export const JSONL_LINE_MAX_BYTES = 64 * 1024 * 1024;

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const CHUNK_BYTES = 1 << 20;

/**
 * Streams a JSON Lines file row by row in constant memory (one read chunk plus the longest line).
 * Blank lines are skipped; a UTF-8 byte-order mark and `\r\n` line ends are accepted. Every line
 * must be valid UTF-8: a line that is not fails with an {@link InvalidUtf8Error}
 * (`file:line: invalid UTF-8 (byte 0xff at column 12); …`), never decoded with U+FFFD. A last line
 * without a newline is accepted when it is valid JSON and reported as truncated
 * (`JSONL_TRUNCATED`) otherwise, also when it ends in the middle of a UTF-8 character. Every error
 * names the file and line.
 */
export async function* readJsonl<T = unknown>(
  path: string,
  options: ReadJsonlOptions<T> = {},
): AsyncGenerator<JsonlRecord<T>, void, undefined> {
  const file = options.displayName ?? path;
  const parse = options.parse ?? ((value: unknown) => value as T);
  const stream = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // True while the rest of an over-long line (reported already) is being skipped.
  let skipping = false;
  const maxLineBytes = options.maxLineBytes ?? JSONL_LINE_MAX_BYTES;
  let lineNumber = 0;
  // ignoreBOM: only line 1 may start with a byte-order mark, and it is removed above by hand.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  const decode = (bytes: Buffer, isLast: boolean): JsonlRecord<T> | undefined => {
    lineNumber += 1;
    let end = bytes.length;
    if (end > 0 && bytes[end - 1] === CARRIAGE_RETURN) end -= 1;
    const start = lineNumber === 1 && hasByteOrderMark(bytes) ? 3 : 0;
    const location: RowLocation = { file, line: lineNumber };
    let text: string;
    try {
      // Fatal decoding validates as it decodes, at the speed of toString('utf8') (which would
      // silently turn bad bytes into U+FFFD).
      text = utf8.decode(bytes.subarray(start, end));
    } catch {
      const sequence = findInvalidUtf8(bytes) ?? { offset: 0, byte: bytes[0] ?? 0, cutAtEnd: false };
      const failure = isLast && sequence.cutAtEnd
        ? new JsonlParseError(location, `the line ends in the middle of a UTF-8 character (byte 0x${sequence.byte.toString(16)} at column ${sequence.offset + 1} starts it)`, true)
        : invalidUtf8Error(file, lineNumber, bytes, sequence);
      if (options.onInvalidLine === undefined) throw failure;
      options.onInvalidLine(failure);
      return undefined;
    }
    if (text.trim() === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const failure = new JsonlParseError(location, `${detail}; the line starts with ${preview(text)}`, isLast, error);
      if (options.onInvalidLine === undefined) throw failure;
      options.onInvalidLine(failure);
      return undefined;
    }
    return { value: parse(value, location), line: lineNumber };
  };

  const tooLong = (): void => {
    lineNumber += 1;
    pending = [];
    pendingBytes = 0;
    skipping = true;
    const failure = new JsonlParseError({ file, line: lineNumber }, `the line is longer than ${maxLineBytes.toLocaleString('en-US')} bytes, the limit of a line; the rest of it was skipped unread`, false);
    if (options.onInvalidLine === undefined) throw failure;
    options.onInvalidLine(failure);
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      options.abortSignal?.throwIfAborted();
      let start = 0;
      let newline = chunk.indexOf(NEWLINE, start);
      while (newline !== -1) {
        if (skipping) {
          skipping = false;
        } else if (pendingBytes + newline - start > maxLineBytes) {
          tooLong();
          skipping = false;
        } else {
          const piece = chunk.subarray(start, newline);
          const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
          pending = [];
          pendingBytes = 0;
          const record = decode(line, false);
          if (record !== undefined) yield record;
        }
        start = newline + 1;
        newline = chunk.indexOf(NEWLINE, start);
      }
      if (start < chunk.length && !skipping) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > maxLineBytes) tooLong();
      }
    }
  } catch (error) {
    if (!ExecretError.isInstance(error) && typeof (error as NodeJS.ErrnoException).code === 'string') {
      const errno = error as NodeJS.ErrnoException;
      throw new IoError(`${file}: cannot read file (${errno.code}: ${errno.message})`, { file }, error);
    }
    throw error;
  } finally {
    stream.destroy();
  }
  if (pending.length > 0) {
    const record = decode(Buffer.concat(pending), true);
    if (record !== undefined) yield record;
  }
}

/** Reads a whole JSONL file into an array (see {@link readJsonl}). */
export async function readJsonlFile<T = unknown>(path: string, options: ReadJsonlOptions<T> = {}): Promise<T[]> {
  const rows: T[] = [];
  for await (const record of readJsonl(path, options)) rows.push(record.value);
  return rows;
}

function preview(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return JSON.stringify(shown);
}

/**
 * Writes rows as JSON Lines (`JSON.stringify(row)` + `\n` each, UTF-8) atomically (see
 * {@link writeChunksAtomic}). Accepts any iterable or async iterable, so arbitrarily many rows are
 * written in constant memory.
 */
export async function writeJsonl(
  path: string,
  rows: Iterable<unknown> | AsyncIterable<unknown>,
): Promise<WrittenFile> {
  async function* lines(): AsyncGenerator<string> {
    let count = 0;
    for await (const row of rows as AsyncIterable<unknown>) {
      const text = JSON.stringify(row);
      if (text === undefined) {
        throw new IoError(`${path}: row ${count + 1} cannot be written as JSON (got ${typeof row})`, { file: path, line: count + 1 });
      }
      count += 1;
      yield text;
    }
  }
  return writeLinesAtomic(path, lines());
}
