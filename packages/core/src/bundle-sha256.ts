import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_FILES } from './bundle-format.js';
import { IoError } from './errors.js';
import { describeFileKind, fileKind } from './file-kind.js';

/**
 * SHA-256 of a file's bytes as 64 lowercase hex digits. The file is streamed, so memory stays
 * constant whatever its size.
 *
 * @throws IoError naming the file when it cannot be read (`code` of the cause: `ENOENT`, `EACCES`…),
 *   or when it is not a regular file (a FIFO, socket, device or folder: never opened).
 */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  // Opening a FIFO waits for a writer, for ever: stat first, and hash regular files only.
  const kind = await fileKind(path).catch(() => 'file' as const);
  if (kind !== 'file' && kind !== 'missing') {
    const cause = Object.assign(new Error(`${path} is ${describeFileKind(kind)}`), { code: kind === 'directory' ? 'EISDIR' : 'EINVAL' });
    throw new IoError(`cannot read ${path}: it is ${describeFileKind(kind)}, not a regular file`, { file: path }, cause);
  }
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch (error) {
    throw new IoError(`cannot read ${path}: ${(error as Error).message}`, { file: path }, error);
  }
  return hash.digest('hex');
}

/** The files {@link bundleSha256} covers, in hashing order. */
export const BUNDLE_CONTENT_FILES = [BUNDLE_FILES.queries, BUNDLE_FILES.corpus, BUNDLE_FILES.distractorMetadata, BUNDLE_FILES.executionCache] as const;

/** The content hash of a bundle and the hash of each file it covers. */
export interface BundleContentHash {
  /** SHA-256 over the per-file hashes (see {@link bundleSha256}), 64 lowercase hex digits. */
  sha256: string;
  /** File name → SHA-256 of its bytes, or `null` when the bundle has no such file. */
  files: Record<(typeof BUNDLE_CONTENT_FILES)[number], string | null>;
}

/**
 * The content hash of the bundle in `directory` (the folder holding the JSONL files): the SHA-256
 * of the lines `<file name>\t<sha256 of its bytes, or ->\n` for `queries.jsonl`, `corpus.jsonl`,
 * `distractor_metadata.jsonl` and `execution_cache.jsonl`, in that order. Every byte of every file
 * counts, whether or not the bundle has a `manifest.json` (which is not hashed: it only describes
 * the files). Files are streamed. Python: `hashlib.sha256("".join(f"{name}\t{digest}\n" …).encode())`.
 *
 * @throws IoError when a file exists but cannot be read.
 */
export async function bundleSha256(directory: string): Promise<BundleContentHash> {
  const files = {} as BundleContentHash['files'];
  let lines = '';
  for (const name of BUNDLE_CONTENT_FILES) {
    let digest: string | null;
    try {
      digest = await sha256File(join(directory, name));
    } catch (error) {
      if ((error as { cause?: NodeJS.ErrnoException }).cause?.code !== 'ENOENT') throw error;
      digest = null;
    }
    files[name] = digest;
    lines += `${name}\t${digest ?? '-'}\n`;
  }
  return { sha256: createHash('sha256').update(lines).digest('hex'), files };
}
