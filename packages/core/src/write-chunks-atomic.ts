import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** What an atomic writer (and `writeJsonl`) wrote. */
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
