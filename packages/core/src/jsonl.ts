import { createReadStream } from 'node:fs';
import { ExecretError, IoError, JsonlParseError, type SourceLocation } from './errors.js';
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
   * When given, a line that is not valid JSON (or a truncated last line) is passed here and
   * skipped instead of ending the read with an error.
   */
  onInvalidLine?: (error: JsonlParseError) => void;
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const CHUNK_BYTES = 1 << 20;

/**
 * Streams a JSON Lines file row by row in constant memory (one read chunk plus the longest line).
 * Blank lines are skipped; a UTF-8 byte-order mark and `\r\n` line ends are accepted. A last line
 * without a newline is accepted when it is valid JSON and reported as truncated
 * (`JSONL_TRUNCATED`) otherwise. Every error names the file and line.
 */
export async function* readJsonl<T = unknown>(
  path: string,
  options: ReadJsonlOptions<T> = {},
): AsyncGenerator<JsonlRecord<T>, void, undefined> {
  const file = options.displayName ?? path;
  const parse = options.parse ?? ((value: unknown) => value as T);
  const stream = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  let pending: Buffer[] = [];
  let lineNumber = 0;

  const decode = (bytes: Buffer, isLast: boolean): JsonlRecord<T> | undefined => {
    lineNumber += 1;
    let end = bytes.length;
    if (end > 0 && bytes[end - 1] === CARRIAGE_RETURN) end -= 1;
    let start = 0;
    if (lineNumber === 1 && end >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
    const text = bytes.toString('utf8', start, end);
    if (text.trim() === '') return undefined;
    const location: RowLocation = { file, line: lineNumber };
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

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      options.abortSignal?.throwIfAborted();
      let start = 0;
      let newline = chunk.indexOf(NEWLINE, start);
      while (newline !== -1) {
        const piece = chunk.subarray(start, newline);
        const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
        pending = [];
        const record = decode(line, false);
        if (record !== undefined) yield record;
        start = newline + 1;
        newline = chunk.indexOf(NEWLINE, start);
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
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
