import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startRedisServer, type RedisServer } from './__fixtures__/redis-server.js';
import { ClusterClient } from './cluster-client.js';
import { RemoteExecutor } from './remote-executor.js';
import { startWorker as sut } from './start-worker.js';

async function waitFor(what: string, predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(sut.name, () => {
  const password = 'correct-horse-battery';
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedisServer({ password });
  });

  afterAll(async () => {
    await redis?.dispose();
  });

  it('serves a Redis that needs a password, logging its URL with the password hidden', async () => {
    const log: string[] = [];
    const worker = sut({ redisUrl: redis.url, concurrency: 1, embedConcurrency: 0, onLog: (line) => log.push(line) });
    const client = new ClusterClient({ redisUrl: redis.url });
    try {
      await worker.ready;
      const runtime = await new RemoteExecutor('python', client).describeRuntime();
      expect(runtime.fingerprint).toMatch(/^python\/cpython-/);
      expect(log).toContainEqual(`worker ${worker.name} serving redis://:[REDACTED]@127.0.0.1:${redis.port}: executions (1 at once)`);
      expect(log.join('\n')).not.toContain(password);
    } finally {
      await client.close();
      await worker.close();
    }
  });

  it('keeps retrying with a wrong password, and its log never shows that password', async () => {
    const log: string[] = [];
    const wrong = 'wrong-password-123';
    const worker = sut({ redisUrl: `redis://:${wrong}@127.0.0.1:${redis.port}`, concurrency: 1, embedConcurrency: 0, onLog: (line) => log.push(line) });
    try {
      await waitFor('an authentication error in the log', () => log.some((line) => /WRONGPASS|NOAUTH/.test(line)));
      expect(log.filter((line) => /WRONGPASS|NOAUTH/.test(line))[0]).toMatch(/^executions(-alone)?: .*\(retrying\)$/);
      expect(log.join('\n')).not.toContain(wrong);
    } finally {
      await worker.close(true);
    }
  });
});
