import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { WrittenFile } from '@execret/core';

const BUFFER_BYTES = 1 << 20;

/**
 * Writes lines (each followed by `\n`) to `path` atomically in constant memory: a temporary file
 * beside the target is written, flushed to disk and renamed over the target. Core's
 * `writeFileAtomic` takes the whole text at once, which a 10-million-line run file should not need.
 */
export async function writeLinesAtomic(path: string, lines: Iterable<string> | AsyncIterable<string>): Promise<WrittenFile> {
  const directory = dirname(path);
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${basename(path)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  const hash = createHash('sha256');
  const handle = await open(temporary, 'w');
  let pending: string[] = [];
  let pendingLength = 0;
  let bytes = 0;
  let rows = 0;
  const flush = async (): Promise<void> => {
    if (pending.length === 0) return;
    const block = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingLength = 0;
    hash.update(block);
    bytes += block.length;
    await handle.write(block);
  };
  try {
    for await (const line of lines as AsyncIterable<string>) {
      pending.push(line, '\n');
      pendingLength += line.length + 1;
      rows += 1;
      if (pendingLength >= BUFFER_BYTES) await flush();
    }
    await flush();
    await handle.sync();
    await handle.close();
    await rename(temporary, path);
    return { path, rows, bytes, sha256: hash.digest('hex') };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}
