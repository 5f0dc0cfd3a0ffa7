import { lstat, stat } from 'node:fs/promises';

/** What a path is, as {@link fileKind} finds it without opening it. */
export type FileKind = 'file' | 'directory' | 'fifo' | 'socket' | 'character device' | 'block device' | 'missing';

/**
 * What is at `path`, following symbolic links (a dangling link is `missing`), found with
 * `stat` only: nothing is opened, so a FIFO (named pipe) or a device never blocks the caller.
 * Read a file only when this says `file`: opening a FIFO waits until a writer appears.
 */
export async function fileKind(path: string): Promise<FileKind> {
  const info = await stat(path).catch(async (error: NodeJS.ErrnoException) => {
    // A link whose target is gone, or a path through a non-folder, is as absent as a missing file.
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'ELOOP') return undefined;
    if ((await lstat(path).catch(() => undefined)) === undefined) return undefined;
    throw error;
  });
  if (info === undefined) return 'missing';
  if (info.isFile()) return 'file';
  if (info.isDirectory()) return 'directory';
  if (info.isFIFO()) return 'fifo';
  if (info.isSocket()) return 'socket';
  if (info.isCharacterDevice()) return 'character device';
  return 'block device';
}

/** `a FIFO (named pipe)`, `a folder`, … : a {@link FileKind} in a sentence. */
export function describeFileKind(kind: Exclude<FileKind, 'file' | 'missing'>): string {
  return { directory: 'a folder', fifo: 'a FIFO (named pipe)', socket: 'a socket', 'character device': 'a character device', 'block device': 'a block device' }[kind];
}

/** `<name> is a FIFO (named pipe), not a regular file`, for a path that exists but is not a file. */
export function notAFileMessage(name: string, kind: Exclude<FileKind, 'file' | 'missing'>): string {
  return `${name} is ${describeFileKind(kind)}, not a regular file (it is never opened: reading a FIFO or a device can wait forever)`;
}
