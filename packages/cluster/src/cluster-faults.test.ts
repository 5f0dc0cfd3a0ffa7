import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openLocalOracle, type ExecutionVerdict, type LocalOracle, type OracleJob } from '@execret/oracle';
import { Job, Queue, QueueEvents } from 'bullmq';
import { freePort, startRedisServer, type RedisServer } from './__fixtures__/redis-server.js';
import { spawnWorker, type WorkerProcess } from './__fixtures__/worker-processes.js';
import { openClusterOracle } from './cluster-oracle.js';
import { DEFAULT_QUEUE_PREFIX, EXECUTION_ALONE_QUEUE, EXECUTION_QUEUE } from './cluster-protocol.js';
import type { StartWorkerOptions } from './start-worker.js';

function outcomes(verdicts: readonly ExecutionVerdict[]): unknown[] {
  return verdicts.map(({ durationMs: _duration, cached: _cached, ...rest }) => rest);
}

async function waitFor(what: string, predicate: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Jobs that each take about `seconds` (the code sleeps while it loads), numbered from `from`. */
function slowJobs(count: number, seconds: number, from = 0): OracleJob[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return { language: 'python', code: `import time\ntime.sleep(${seconds})\n\ndef f(x):\n    return x + ${index}\n`, tests: [`assert f(1) == ${index + 1}`, `assert f(0) == ${index % 5}`] };
  });
}

describe('a cluster run with faults', () => {
  let redis: RedisServer;
  let queue: Queue;
  let folder: string;
  let local: LocalOracle;
  const workers: WorkerProcess[] = [];
  // Short locks, so that a killed worker's jobs are taken over within seconds (default 30 s).
  const workerOptions = (): StartWorkerOptions => ({ redisUrl: redis.url, concurrency: 2, embedConcurrency: 0, lockDurationMs: 2_000, stalledIntervalMs: 1_000 });

  beforeAll(async () => {
    redis = await startRedisServer();
    workers.push(...(await Promise.all([0, 1].map(() => spawnWorker(workerOptions())))));
    queue = new Queue(EXECUTION_QUEUE, { connection: { url: redis.url }, prefix: DEFAULT_QUEUE_PREFIX });
    folder = await mkdtemp(join(tmpdir(), 'execret-cluster-faults-'));
    local = openLocalOracle(join(folder, 'local-cache'));
  });

  afterAll(async () => {
    await local?.dispose();
    await queue?.close();
    await Promise.all(workers.map((worker) => worker.stop()));
    await redis?.dispose();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  it('loses nothing when a worker is killed with SIGKILL mid-batch: its jobs run again elsewhere', async () => {
    const jobs = slowJobs(16, 0.5);
    const expected = await local.oracle.run(jobs);
    const warnings: string[] = [];
    const cluster = openClusterOracle(join(folder, 'killed-cache'), { redisUrl: redis.url, onWarning: (message) => warnings.push(message) });
    try {
      const running = cluster.oracle.run(jobs);
      const victim = workers[0] as WorkerProcess;
      await waitFor('the victim to hold a job', async () => (await queue.getJobs(['active'])).some((job) => job.processedBy === victim.name));
      await victim.kill();
      const verdicts = await running;
      expect(outcomes(verdicts)).toEqual(outcomes(expected));
      expect(verdicts.every((verdict) => verdict.status === 'completed')).toBe(true);
      // The victim's chunk was taken over (stalled-job detection), not failed.
      expect(warnings.some((warning) => /a worker stopped while running job \S+ on executions/.test(warning))).toBe(true);
      expect(await queue.getJobCounts('failed')).toEqual({ failed: 0 });
    } finally {
      await cluster.dispose();
      workers[0] = await spawnWorker(workerOptions());
    }
  });

  it('survives a Redis restart that loses every queued job: it reconnects and queues them again', async () => {
    const jobs = slowJobs(24, 0.2, 100);
    const expected = await local.oracle.run(jobs);
    const cluster = openClusterOracle(join(folder, 'restart-cache'), { redisUrl: redis.url });
    try {
      let done = 0;
      const running = cluster.oracle.run(jobs, { onProgress: (count) => (done = count) });
      await waitFor('the first verdicts', () => done > 0);
      // No persistence: the queue, its jobs and their events are gone.
      await redis.kill();
      expect(done).toBeLessThan(jobs.length);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await redis.start();
      const verdicts = await running;
      expect(done).toBe(jobs.length);
      expect(outcomes(verdicts)).toEqual(outcomes(expected));
      // The workers reconnected by themselves and ran what the restart lost.
      expect(workers.every((worker) => worker.child.exitCode === null)).toBe(true);
    } finally {
      await cluster.dispose();
    }
  });

  it('fails with a clear error, never showing the password, when Redis stays unreachable past the timeout', async () => {
    const port = await freePort();
    const cluster = openClusterOracle(join(folder, 'unreachable-cache'), { redisUrl: `redis://:hunter2-secret@127.0.0.1:${port}/0`, unreachableTimeoutMs: 1_500 });
    try {
      const started = Date.now();
      const error = await cluster.oracle.run(slowJobs(1, 0)).then(
        () => undefined,
        (failure: unknown) => failure as Error & { code?: string },
      );
      expect(error?.code).toBe('IO');
      expect(error?.message).toMatch(new RegExp(`^Redis at redis://:\\[REDACTED\\]@127\\.0\\.0\\.1:${port}/0 has been unreachable for [0-9.]+ s, longer than the 1\\.5 s the submitter waits \\(last error: connect ECONNREFUSED`));
      expect(error?.message).not.toContain('hunter2');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await cluster.dispose();
    }
  });
});

describe('a job that keeps killing its workers', () => {
  let redis: RedisServer;
  let folder: string;
  const workers: WorkerProcess[] = [];
  let kills = 0;
  const killing: Array<Promise<void>> = [];
  let events: QueueEvents[] = [];
  let queues: Queue[] = [];
  // Each stall fails the job at once (maxStalledCount 0), so the bound is reached in two kills.
  const workerOptions = (): StartWorkerOptions => ({ redisUrl: redis.url, concurrency: 2, embedConcurrency: 0, lockDurationMs: 1_000, stalledIntervalMs: 500, maxStalledCount: 0 });

  beforeAll(async () => {
    redis = await startRedisServer();
    workers.push(...(await Promise.all([0, 1].map(() => spawnWorker(workerOptions())))));
    folder = await mkdtemp(join(tmpdir(), 'execret-cluster-poison-'));
    queues = [EXECUTION_QUEUE, EXECUTION_ALONE_QUEUE].map((name) => new Queue(name, { connection: { url: redis.url }, prefix: DEFAULT_QUEUE_PREFIX }));
    events = [EXECUTION_QUEUE, EXECUTION_ALONE_QUEUE].map((name) => new QueueEvents(name, { connection: { url: redis.url }, prefix: DEFAULT_QUEUE_PREFIX }));
    await Promise.all(events.map((stream) => stream.waitUntilReady()));
    // What the job does to every worker that takes it (as a job exhausting the machine's memory
    // would): the worker process dies with SIGKILL.
    events.forEach((stream, position) => stream.on('active', ({ jobId }) => {
      killing.push((async () => {
        const job = await Job.fromId(queues[position] as Queue, jobId);
        // A job that lost a worker already (maxStalledCount 0) is failed by the worker that picks it, not run.
        if (job === undefined || job.stalledCounter > 0 || job.deferredFailure !== undefined || job.finishedOn !== undefined) return;
        if (!JSON.stringify(job.data).includes('KILLS-ITS-WORKER')) return;
        const index = workers.findIndex((worker) => worker.name === job.processedBy);
        if (index === -1) return;
        kills += 1;
        await (workers[index] as WorkerProcess).kill();
        workers[index] = await spawnWorker(workerOptions());
      })());
    }));
  });

  afterAll(async () => {
    await Promise.all([...events, ...queues].map((client) => client.close()));
    await Promise.allSettled(killing);
    await Promise.all(workers.map((worker) => worker.stop()));
    await redis?.dispose();
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  it('ends as a crash verdict after a bounded number of attempts, while the jobs it shared a chunk with get their verdicts', async () => {
    // It runs for seconds, so that the killer below always strikes while it runs.
    const poison: OracleJob = { language: 'python', code: '# KILLS-ITS-WORKER\nimport time\n', tests: ['time.sleep(0.9)', 'time.sleep(0.9)', 'time.sleep(0.9)', 'time.sleep(0.9)'] };
    const innocent = slowJobs(7, 0.1, 200);
    const jobs = [...innocent.slice(0, 3), poison, ...innocent.slice(3)];
    const local = openLocalOracle(join(folder, 'local-cache'));
    const cluster = openClusterOracle(join(folder, 'cluster-cache'), { redisUrl: redis.url });
    try {
      const expected = await local.oracle.run(innocent);
      const verdicts = await cluster.oracle.run(jobs);
      const crash = verdicts[3] as ExecutionVerdict;
      expect(crash).toMatchObject({ status: 'crashed', passesAllTests: false });
      expect(crash.testResults).toEqual(poison.tests.map(() => expect.stringMatching(/^ERROR: WorkerLost: /)));
      // Once with its chunk, once alone; the oracle's own retries of a lost worker are answered without running it again.
      expect(kills).toBe(2);
      expect(outcomes([...verdicts.slice(0, 3), ...verdicts.slice(4)])).toEqual(outcomes(expected));
      // Such a verdict says nothing about the code: it is not cached.
      const runtime = (await cluster.oracle.describeRuntime('python')).fingerprint;
      expect(cluster.cache.count(runtime)).toBe(innocent.length);
      // Asked again by the same command, it is not sent to kill more workers.
      expect(outcomes(await cluster.oracle.run([poison]))).toEqual(outcomes([crash]));
      expect(kills).toBe(2);
    } finally {
      await cluster.dispose();
      await local.dispose();
    }
  });
});
