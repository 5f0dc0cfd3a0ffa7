import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretErrorCode } from '@execret/core';
import { exitCodeFor } from './main.js';
import { acquireFolderLock as sut, LOCK_FILE } from './folder-lock.js';

describe(sut.name, () => {
  it('holds the folder until released, recording pid, host and command', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-lock-'));
    const lock = await sut(directory, 'execret run');
    const owner = JSON.parse(await readFile(join(directory, LOCK_FILE), 'utf8')) as Record<string, unknown>;
    expect(owner).toMatchObject({ pid: process.pid, hostname: hostname(), command: 'execret run' });
    const error = await sut(directory, 'execret run').catch((caught: unknown) => caught);
    expect((error as { code: string }).code).toBe(ExecretErrorCode.IO);
    expect(exitCodeFor(error)).toBe(3);
    expect((error as Error).message).toContain(`in use by another execret run (pid ${process.pid} on ${hostname()}`);
    await lock.release();
    await lock.release();
    expect(await readdir(directory)).toEqual([]);
    await (await sut(directory, 'execret run')).release();
  });

  it('takes over the lock of a process that no longer runs, with a note naming it', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-lock-'));
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    await writeFile(join(directory, LOCK_FILE), JSON.stringify({ pid: child.pid, hostname: hostname(), command: 'execret run', since: '2026-01-01T00:00:00.000Z' }));
    const lock = await sut(directory, 'execret run');
    expect(lock.notes).toEqual([`removed the stale lock of pid ${child.pid} (execret run, since 2026-01-01T00:00:00.000Z), which no longer runs`]);
    await lock.release();
  });

  it('never removes a lock another process took after this one released it', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-lock-'));
    const lock = await sut(directory, 'execret run');
    const other = JSON.stringify({ pid: 1, hostname: 'elsewhere', command: 'execret run', since: 'now' });
    await writeFile(join(directory, LOCK_FILE), other);
    await lock.release();
    expect(await readFile(join(directory, LOCK_FILE), 'utf8')).toBe(other);
  });
});
