import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openClusterOracle } from '@execret/cluster';
import { Command } from 'commander';
import { collectIo } from '../__fixtures__/collect-io.js';
import { registerWorkerCommand as sut } from './worker.js';

// The throwaway redis-server of @execret/cluster's tests, loaded by path (a test fixture, not API).
const redisFixture = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'cluster', 'src', '__fixtures__', 'redis-server.ts');
type RedisServer = { port: number; url: string; dispose(): Promise<void> };
const { startRedisServer } = (await import(pathToFileURL(redisFixture).href)) as { startRedisServer: (options?: { password?: string }) => Promise<RedisServer> };

function program(io: ReturnType<typeof collectIo>, hooks: Parameters<typeof sut>[3]): { command: Command; exitCode: () => number | undefined } {
  let code: number | undefined;
  const command = new Command().exitOverride();
  sut(command, io, (value) => (code = value), hooks);
  return { command, exitCode: () => code };
}

async function waitFor(what: string, predicate: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('execret worker', () => {
  const password = 'worker-test-password';
  let redis: RedisServer;
  let folder: string;

  beforeAll(async () => {
    redis = await startRedisServer({ password });
    folder = await mkdtemp(join(tmpdir(), 'execret-worker-command-'));
  });

  afterAll(async () => {
    await redis?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves the queues from EXECRET_REDIS_URL until stopped, then exits 0; its log never shows the password', async () => {
    const io = collectIo();
    const stop = new AbortController();
    const { command, exitCode } = program(io, { stopSignal: stop.signal, env: { EXECRET_REDIS_URL: redis.url }, heartbeatMs: 50 });
    const running = command.parseAsync(['worker', '--concurrency', '1', '--embed-concurrency', '0'], { from: 'user' });
    await waitFor('the worker to serve', () => io.err.includes('serving'));
    const cluster = openClusterOracle(join(folder, 'cache'), { redisUrl: redis.url });
    try {
      const [verdict] = await cluster.oracle.run([{ language: 'python', code: 'def inc(x):\n    return x + 1\n', tests: ['assert inc(1) == 2', 'assert inc(1) == 3'] }]);
      expect(verdict).toMatchObject({ status: 'completed', testResults: ['pass', 'FAIL: assert inc(1) == 3'] });
    } finally {
      await cluster.dispose();
    }
    // Progress lines go on while it serves (every 10 s by default; 50 ms here).
    await waitFor('a progress line counting the execution', () => io.err.includes('execret worker: 1 executions in 1 chunks, 0 embedding batches; '));
    stop.abort();
    await running;
    expect(exitCode()).toBe(0);
    expect(io.err).toContain(`serving redis://:[REDACTED]@127.0.0.1:${redis.port}: executions (1 at once)`);
    expect(io.err).toContain('execret worker: stopped after 1 executions in 1 chunks and 0 embedding batches\n');
    expect(io.err).not.toContain(password);
  });

  it('needs a Redis URL, and refuses a malformed one without echoing its password', async () => {
    const io = collectIo();
    const { command } = program(io, { env: {} });
    await expect(command.parseAsync(['worker'], { from: 'user' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'execret worker needs --redis <url> or EXECRET_REDIS_URL' });
    const error = await program(io, { env: {} })
      .command.parseAsync(['worker', '--redis', 'http://:some-secret@host:1'], { from: 'user' })
      .catch((caught: unknown) => caught as Error);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect((error as Error).message).toContain('--redis must start with redis:// or rediss:// (TLS)');
    expect((error as Error).message).not.toContain('some-secret');
  });
});
