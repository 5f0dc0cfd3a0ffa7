import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ExecretError, IoError } from '@execret/core';

/** One line of a text file with its 1-based number. */
export interface TextLine {
  /** The line without its line end (a UTF-8 byte-order mark on line 1 is removed). */
  text: string;
  /** 1-based line number. */
  line: number;
}

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
 */
export async function* readTextLines(path: string, displayName: string): AsyncGenerator<TextLine, void, undefined> {
  let stream: Readable | undefined;
  let lines: ReturnType<typeof createInterface> | undefined;
  let line = 0;
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
    stream.setEncoding('utf8');
    lines = createInterface({ input: stream, crlfDelay: Infinity });
    for await (const text of lines) {
      line += 1;
      yield { text: line === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, line };
    }
  } catch (error) {
    if (!ExecretError.isInstance(error) && typeof (error as NodeJS.ErrnoException).code === 'string') {
      const errno = error as NodeJS.ErrnoException;
      throw new IoError(`${displayName}: cannot read file (${errno.code}: ${errno.message})`, { file: displayName }, error);
    }
    throw error;
  } finally {
    lines?.close();
    stream?.destroy();
  }
}

/** Splits a line into whitespace-separated fields (spaces and tabs, as trec_eval's `isspace`). */
export function splitFields(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}
