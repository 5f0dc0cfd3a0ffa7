/**
 * `--redis` end to end: two `execret worker` processes serve a throwaway redis-server, and build,
 * verify and run through them write exactly what they write on this machine alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collectIo } from '../__fixtures__/collect-io.js';
import { main } from '../main.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', '..', 'dist', 'cli.js');
const tasks = join(here, '__fixtures__', 'build-tasks.jsonl');
// The throwaway redis-server of @execret/cluster's tests, loaded by path (a test fixture, not API).
const redisFixture = join(here, '..', '..', '..', '..', 'packages', 'cluster', 'src', '__fixtures__', 'redis-server.ts');
type RedisServer = { port: number; url: string; dispose(): Promise<void> };
const { startRedisServer } = (await import(pathToFileURL(redisFixture).href)) as { startRedisServer: (options?: { password?: string }) => Promise<RedisServer> };

const password = 'cluster-cli-password';
let redis: RedisServer;
let work: string;
const workers: ChildProcess[] = [];
let workerLog = '';

async function cliRun(argv: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = collectIo();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const code = await main(argv, io);
    return { code, stdout: io.out, stderr: io.err };
  } finally {
    for (const name of Object.keys(env)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

async function filesOf(folder: string, skip: (name: string) => boolean = () => false): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(folder.length + 1);
    if (!skip(path)) files.set(path, await readFile(join(folder, path), 'utf8'));
  }
  return new Map([...files].sort(([left], [right]) => (left < right ? -1 : 1)));
}

beforeAll(async () => {
  redis = await startRedisServer({ password });
  work = await mkdtemp(join(tmpdir(), 'execret-cluster-cli-'));
  for (let index = 0; index < 2; index += 1) {
    const worker = spawn(process.execPath, [cli, 'worker', '--concurrency', '2', '--embed-concurrency', '0'], { env: { ...process.env, EXECRET_REDIS_URL: redis.url }, stdio: ['ignore', 'ignore', 'pipe'] });
    worker.stderr?.on('data', (chunk: Buffer) => (workerLog += chunk.toString()));
    workers.push(worker);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.exitCode !== null ? resolve(undefined) : (worker.once('exit', resolve), worker.kill('SIGTERM'))))));
  await redis?.dispose();
  await rm(work, { recursive: true, force: true });
}, 60_000);

describe('build, verify and run with --redis', () => {
  it('write the files a local run writes, and never show the Redis password', async () => {
    const local = await cliRun(['build', '--from', 'jsonl', tasks, '--out', join(work, 'local', 'bundle'), '--cache', join(work, 'local', 'cache')]);
    expect(local.code).toBe(0);
    const remote = await cliRun(['build', '--from', 'jsonl', tasks, '--out', join(work, 'remote', 'bundle'), '--cache', join(work, 'remote', 'cache'), '--redis', redis.url]);
    expect(remote.stderr).not.toContain(password);
    expect(remote.code).toBe(0);
    expect(await filesOf(join(work, 'remote', 'bundle'))).toEqual(await filesOf(join(work, 'local', 'bundle')));

    // verify --fresh through the workers (the URL from the environment): no disagreement.
    const verified = await cliRun(['verify', join(work, 'remote', 'bundle'), '--fresh', '--json'], { EXECRET_REDIS_URL: redis.url });
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ disagreements: [], executed: expect.any(Number) });

    // run: cross-query hits are executed by the workers; every output file is the local one's
    // (environment.json and SHA256SUMS describe the machine and the files, both identical here).
    const runLocal = await cliRun(['run', '--bundle', join(work, 'local', 'bundle'), '--system', 'bm25', '--out', join(work, 'local', 'out')]);
    const runRemote = await cliRun(['run', '--bundle', join(work, 'local', 'bundle'), '--system', 'bm25', '--out', join(work, 'remote', 'out'), '--redis', redis.url]);
    expect([runLocal.code, runRemote.code]).toEqual([0, 0]);
    const skipCache = (path: string): boolean => path.startsWith('cache/');
    expect(await filesOf(join(work, 'remote', 'out'), skipCache)).toEqual(await filesOf(join(work, 'local', 'out'), skipCache));
    expect(workerLog).not.toContain(password);
    expect(workerLog).toContain('serving');
  }, 240_000);

  it('stops with a clear error when Redis cannot be reached, without the password', async () => {
    const url = `redis://:${password}@127.0.0.1:1/0`;
    const result = await cliRun(['verify', join(work, 'local', 'bundle'), '--fresh', '--redis', url]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).not.toContain(password);
    expect(result.stderr).toMatch(/redis/i);
  }, 120_000);
});
