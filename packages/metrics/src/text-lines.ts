import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { ExecretError, IoError } from '@execret/core';

/** One line of a text file with its 1-based number. */
export interface TextLine {
  /** The line without its line end (a UTF-8 byte-order mark on line 1 is removed). */
  text: string;
  /** 1-based line number. */
  line: number;
}

/** Streams the lines of a UTF-8 text file (`\n` or `\r\n` ends) in constant memory. */
export async function* readTextLines(path: string, displayName: string): AsyncGenerator<TextLine, void, undefined> {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const raw of lines) {
      line += 1;
      yield { text: line === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw, line };
    }
  } catch (error) {
    if (!ExecretError.isInstance(error) && typeof (error as NodeJS.ErrnoException).code === 'string') {
      const errno = error as NodeJS.ErrnoException;
      throw new IoError(`${displayName}: cannot read file (${errno.code}: ${errno.message})`, { file: displayName }, error);
    }
    throw error;
  } finally {
    lines.close();
    stream.destroy();
  }
}

/** Splits a line into whitespace-separated fields (spaces and tabs, as trec_eval's `isspace`). */
export function splitFields(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}
