import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ExecretError, IoError, SchemaError } from '@execret/core';

/** One line of a text file with its 1-based number. */
export interface TextLine {
  /** The line without its line end (a UTF-8 byte-order mark on line 1 is removed). */
  text: string;
  /** 1-based line number. */
  line: number;
}

/**
 * The longest line a TREC run or qrels file may hold, in bytes (64 KiB). A result line is
 * `qid Q0 docno rank score tag`, a few dozen bytes; a longer line is refused, naming the file and
 * line, as soon as the limit is passed, so a file without line ends is never held in memory whole.
 */
export const TEXT_LINE_MAX_BYTES = 64 * 1024;

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

// The two bytes every gzip member starts with.
const GZIP_MAGIC = [0x1f, 0x8b];

async function isGzip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/**
 * Streams the lines of a UTF-8 text file (`\n` or `\r\n` ends) in constant memory. A
 * gzip-compressed file (detected by its first bytes, whatever its name) is decompressed on the fly.
 * A line longer than `maxLineBytes` (default {@link TEXT_LINE_MAX_BYTES}) is a {@link SchemaError}
 * naming the file and line, raised before the rest of the line is read.
 */
export async function* readTextLines(path: string, displayName: string, maxLineBytes: number = TEXT_LINE_MAX_BYTES): AsyncGenerator<TextLine, void, undefined> {
  let stream: Readable | undefined;
  let line = 0;
  const tooLong = (): SchemaError =>
    new SchemaError({ file: displayName, line: line + 1, field: '(line)' }, `at most ${maxLineBytes.toLocaleString('en-US')} bytes long (a TREC line is "qid Q0 docno rank score tag" or "qid 0 docno grade")`, `a longer line`);
  const text = (bytes: Buffer): TextLine => {
    line += 1;
    const end = bytes.length > 0 && bytes[bytes.length - 1] === CARRIAGE_RETURN ? bytes.length - 1 : bytes.length;
    const decoded = bytes.toString('utf8', 0, end);
    return { text: line === 1 && decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded, line };
  };
  try {
    const compressed = await isGzip(path);
    const file = createReadStream(path, { highWaterMark: 1 << 20 });
    if (compressed) {
      const gunzip = createGunzip();
      file.on('error', (error) => gunzip.destroy(error));
      stream = file.pipe(gunzip);
    } else {
      stream = file;
    }
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      let newline = chunk.indexOf(NEWLINE, start);
      while (newline !== -1) {
        if (pendingBytes + newline - start > maxLineBytes + 1) throw tooLong();
        const piece = chunk.subarray(start, newline);
        const bytes = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
        pending = [];
        pendingBytes = 0;
        yield text(bytes);
        start = newline + 1;
        newline = chunk.indexOf(NEWLINE, start);
      }
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        // One byte of slack for the carriage return of a \r\n line end.
        if (pendingBytes > maxLineBytes + 1) throw tooLong();
      }
    }
    if (pendingBytes > 0) yield text(Buffer.concat(pending));
  } catch (error) {
    if (!ExecretError.isInstance(error) && typeof (error as NodeJS.ErrnoException).code === 'string') {
      const errno = error as NodeJS.ErrnoException;
      throw new IoError(`${displayName}: cannot read file (${errno.code}: ${errno.message})`, { file: displayName }, error);
    }
    throw error;
  } finally {
    stream?.destroy();
  }
}

/** Splits a line into whitespace-separated fields (spaces and tabs, as trec_eval's `isspace`). */
export function splitFields(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}
