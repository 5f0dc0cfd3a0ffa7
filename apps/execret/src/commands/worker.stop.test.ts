import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';

// The throwaway redis-server of @execret/cluster's tests, loaded by path (a test fixture, not API).
const here = dirname(fileURLToPath(import.meta.url));
const redisFixture = join(here, '..', '..', '..', '..', 'packages', 'cluster', 'src', '__fixtures__', 'redis-server.ts');
type RedisServer = { url: string; kill(): Promise<void>; dispose(): Promise<void> };
const { startRedisServer } = (await import(pathToFileURL(redisFixture).href)) as { startRedisServer: () => Promise<RedisServer> };
const cli = join(here, '..', '..', 'dist', 'cli.js');

/** Every process below `pid` now (children first found through /proc/<pid>/task/<tid>/children). */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const visit = (parent: number): void => {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter((text) => text !== '').map(Number)) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') !== true;
  } catch {
    return false;
  }
};

describe('execret worker', () => {
  it('exits on SIGTERM (0 or 143) after its Redis went away, leaving no child process', async () => {
    const redis = await startRedisServer();
    const worker = spawn(process.execPath, [cli, 'worker', '--redis', redis.url, '--concurrency', '1', '--embed-concurrency', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    const waitForLog = (text: string): Promise<void> =>
      new Promise((resolve) => {
        const check = (): void => {
          if (!stderr.includes(text)) return;
          worker.stderr?.off('data', check);
          resolve();
        };
        worker.stderr?.on('data', check);
        check();
      });
    worker.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => worker.once('exit', (code, signal) => resolve({ code, signal })));
    try {
      await waitForLog('serving');
      const children = descendants(worker.pid as number);
      expect(children.length).toBeGreaterThan(0);
      await redis.dispose();
      await waitForLog('ECONNREFUSED');
      worker.kill('SIGTERM');
      const { code, signal } = await exited;
      expect(code === 0 || code === 143 || signal === 'SIGTERM').toBe(true);
      expect(stderr).toContain('execret worker: stopping');
      expect(children.filter(alive)).toEqual([]);
    } finally {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      await redis.dispose();
    }
  }, 60_000);
});
