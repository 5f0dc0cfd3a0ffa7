import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ExecretError, IoError, JsonlParseError, type SourceLocation } from './errors.js';

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

/** What {@link writeJsonl} wrote. */
export interface WrittenFile {
  /** Final path of the file. */
  path: string;
  /** Number of rows (lines). */
  rows: number;
  /** Size in bytes. */
  bytes: number;
  /** SHA-256 of the file's bytes, lowercase hex. */
  sha256: string;
}

const WRITE_BUFFER_BYTES = 1 << 20;
// One write call takes at most this much (large typed arrays are written in slices, not copied).
const MAX_WRITE_BYTES = 1 << 30;

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

/**
 * Writes lines, each followed by `\n`, atomically (see {@link writeChunksAtomic}); `rows` in the
 * result is the number of lines.
 */
export async function writeLinesAtomic(path: string, lines: Iterable<string> | AsyncIterable<string>): Promise<WrittenFile> {
  let rows = 0;
  async function* chunks(): AsyncGenerator<string> {
    for await (const line of lines as AsyncIterable<string>) {
      rows += 1;
      yield `${line}\n`;
    }
  }
  const written = await writeChunksAtomic(path, chunks());
  return { ...written, rows };
}

/** Writes a string or bytes to `path` atomically (see {@link writeChunksAtomic}); `rows` counts its lines. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<WrittenFile> {
  const written = await writeChunksAtomic(path, [data]);
  return { ...written, rows: typeof data === 'string' ? data.split('\n').length - (data.endsWith('\n') ? 1 : 0) : 0 };
}

/**
 * Writes chunks (strings as UTF-8, or bytes) one after another to `path` atomically: they go to a
 * temporary file beside the target, which is flushed to disk and renamed over the target, so a
 * crash leaves either the old file or the new one, never a mix. Small chunks are buffered; chunks
 * of 1 MiB or more (e.g. a typed array's bytes) are written as they are, without a copy. Memory
 * stays constant for any number of chunks. `rows` in the result is 0.
 */
export async function writeChunksAtomic(path: string, chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>): Promise<WrittenFile> {
  const directory = dirname(path);
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${basename(path)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  const hash = createHash('sha256');
  let bytes = 0;
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  const handle = await open(temporary, 'w');
  const writeAll = async (block: Uint8Array): Promise<void> => {
    for (let start = 0; start < block.length; ) {
      const { bytesWritten } = await handle.write(block, start, Math.min(MAX_WRITE_BYTES, block.length - start));
      start += bytesWritten;
    }
  };
  const flush = async (): Promise<void> => {
    if (bufferedBytes === 0) return;
    const block = Buffer.concat(buffered, bufferedBytes);
    buffered = [];
    bufferedBytes = 0;
    await writeAll(block);
  };
  try {
    for await (const chunk of chunks as AsyncIterable<string | Uint8Array>) {
      const block = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      hash.update(block);
      bytes += block.length;
      if (block.length >= WRITE_BUFFER_BYTES) {
        await flush();
        await writeAll(block);
        continue;
      }
      buffered.push(block);
      bufferedBytes += block.length;
      if (bufferedBytes >= WRITE_BUFFER_BYTES) await flush();
    }
    await flush();
    await handle.sync();
    await handle.close();
    await rename(temporary, path);
    return { path, rows: 0, bytes, sha256: hash.digest('hex') };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}
