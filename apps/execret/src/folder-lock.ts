import { randomBytes } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { link, mkdir, open, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ExecretError, ExecretErrorCode, IoError } from '@execret/core';

/** The lock file of an output folder (`<out>/.execret.lock`). */
export const LOCK_FILE = '.execret.lock';

/** What a lock file holds: who holds the folder. */
export interface LockOwner {
  /** Process id of the holder. */
  pid: number;
  /** Host name of the holder (a pid means nothing on another machine). */
  hostname: string;
  /** The command holding it (`execret run`). */
  command: string;
  /** When it was taken (ISO 8601). */
  since: string;
}

/** A held folder lock. */
export interface FolderLock {
  /** The lock file. */
  path: string;
  /** Locks left by processes that no longer run and were removed on the way, one sentence each. */
  notes: string[];
  /** Removes the lock file (when it is still ours). Safe to call twice. */
  release(): Promise<void>;
}

/** True when a process with this pid runs on this machine (EPERM: it runs as another user). */
export function processIsAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return undefined;
    return { pid: value.pid, hostname: value.hostname, command: String(value.command ?? 'execret'), since: String(value.since ?? '') };
  } catch {
    return undefined;
  }
}

// Creates `path` holding `text` only when it does not exist, with its whole content at once: the
// text goes to a temporary file that is hard-linked to the lock name (link fails when the name
// exists), so a reader never sees a half-written lock. Falls back to an O_EXCL create on file
// systems without hard links.
async function createExclusive(path: string, text: string): Promise<boolean> {
  const temporary = `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, text);
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(text);
      await handle.close();
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Takes the lock of an output folder so that one command at a time writes into it: an O_EXCL
 * lock file `<directory>/.execret.lock` holding the holder's pid, host name, command and start
 * time. A lock whose process no longer runs on this host (a run killed with SIGKILL) is stale: it
 * is removed (with a note) and taken. The lock is removed on release, and on process exit.
 *
 * @throws ExecretError (code `IO`, exit code 3) at once when another live process holds the folder;
 *   the message names its pid, host and command and how to proceed.
 */
export async function acquireFolderLock(directory: string, command: string): Promise<FolderLock> {
  await mkdir(directory, { recursive: true });
  const path = join(directory, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), command, since: new Date().toISOString() };
  const text = `${JSON.stringify(owner)}\n`;
  const notes: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusive(path, text)) {
      let held = true;
      // A process that ends without releasing (an uncaught error, process.exit) still frees the folder.
      const onExit = (): void => {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.once('exit', onExit);
      return {
        path,
        notes,
        async release() {
          if (!held) return;
          held = false;
          process.off('exit', onExit);
          const current = await readFile(path, 'utf8').catch(() => undefined);
          if (current === text) await unlink(path).catch(() => undefined);
        },
      };
    }
    const holderText = await readFile(path, 'utf8').catch(() => undefined);
    if (holderText === undefined) continue; // released meanwhile: try again
    const holder = parseOwner(holderText);
    if (holder !== undefined && (holder.hostname !== owner.hostname || processIsAlive(holder.pid))) {
      throw new ExecretError(
        ExecretErrorCode.IO,
        `${directory} is in use by another ${holder.command} (pid ${holder.pid} on ${holder.hostname}, since ${holder.since}): wait for it to end or use another --out; if no such process runs, delete ${path}`,
        { location: { file: path } },
      );
    }
    // Stale: its process is gone. Remove it only while it still holds what we read, so a lock
    // just taken by another process is never removed.
    const again = await readFile(path, 'utf8').catch(() => undefined);
    if (again === holderText) {
      await unlink(path).catch(() => undefined);
      notes.push(holder === undefined ? `removed an unreadable lock file ${path}` : `removed the stale lock of pid ${holder.pid} (${holder.command}, since ${holder.since}), which no longer runs`);
    }
  }
  throw new IoError(`could not lock ${directory}: ${path} keeps changing; is another execret starting there?`, { file: path });
}
