// Executions per second through the BullMQ queue (a local redis-server, 1 and 2 worker processes)
// against the local pool, on the same jobs, in the same run on the same machine; and what the
// queue costs per job in CPU time (submitter, Redis, worker processes without their sandboxes).
// Usage: npm run bench [-- --jobs 2000 --chunk-size 32 --rounds 2]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Oracle, PythonExecutor } from '@execret/oracle';
import { ClusterClient, RemoteExecutor } from '../dist/index.js';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const jobCount = argument('jobs', 2000);
const chunkSize = argument('chunk-size', 32);
const rounds = argument('rounds', 2);
const cpus = availableParallelism();

// Typical small tasks: a function and eight asserts, distinct code per job.
const shapes = [
  (k) => [`def scale(values):\n    return [v * ${k} for v in values]\n`, (i) => `assert scale([${i}]) == [${i * k}]`],
  (k) => [`def below(values):\n    return [v for v in values if v < ${k}]\n`, (i) => `assert len(below(range(${i}))) == ${Math.min(i, k)}`],
  (k) => [`def label(n):\n    if n % ${(k % 4) + 2} == 0:\n        return "even-ish"\n    return "odd-ish"\n`, (i) => `assert label(${i}) == ${i % ((k % 4) + 2) === 0 ? '"even-ish"' : '"odd-ish"'}`],
  (k) => [`def total(text):\n    return sum(ord(c) for c in text) + ${k}\n`, (i) => `assert total("${'a'.repeat(i)}") == ${97 * i + k}`],
];
const jobs = Array.from({ length: jobCount }, (_, index) => {
  const [code, test] = shapes[index % shapes.length](Math.floor(index / shapes.length) + 1);
  return { language: 'python', code, tests: Array.from({ length: 8 }, (__, i) => test(i)) };
});

const cpuOfPid = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, ms (USER_HZ 100)
};
const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const outcomes = (verdicts) => verdicts.map((verdict) => verdict.testResults.join('|')).join('\n');

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function started(child, marker) {
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data) => {
      output += data;
      if (output.includes(marker)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before "${marker}"`)));
  });
}

async function timed(label, run) {
  const start = performance.now();
  const verdicts = await run();
  const seconds = (performance.now() - start) / 1000;
  return { label, verdicts, seconds, rate: jobs.length / seconds };
}

console.log(`${jobs.length} jobs (8 asserts each), ${cpus} CPUs, chunks of ≤ ${chunkSize}, best of ${rounds} rounds; load average at start ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);

// Local pool: the oracle's Python executor, one sandbox worker per CPU, no cache. Its host CPU per
// job is the executor's own work, which a worker process does too.
async function runLocal() {
  const oracle = new Oracle({ executors: { python: new PythonExecutor({ concurrency: cpus }) } });
  await oracle.run(jobs.slice(0, 50));
  const before = ownCpu();
  const result = await timed('local pool', () => oracle.run(jobs));
  result.hostCpu = (ownCpu() - before) / jobs.length;
  await oracle.dispose();
  return result;
}

// Through the queue: the same sandbox count as the local pool, shared between the worker processes.
async function runQueue(redisUrl, redisPid, workerCount) {
  const concurrency = Math.max(1, Math.ceil(cpus / workerCount));
  const workers = Array.from({ length: workerCount }, () =>
    spawn(process.execPath, [new URL('./worker.mjs', import.meta.url).pathname, JSON.stringify({ redisUrl, concurrency, embedConcurrency: 0 })], { stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  await Promise.all(workers.map((worker) => started(worker, 'ready')));
  const client = new ClusterClient({ redisUrl });
  const oracle = new Oracle({ executors: { python: new RemoteExecutor('python', client, { chunkSize }) } });
  await oracle.run(jobs.slice(0, 50));
  const before = { submitter: ownCpu(), redis: cpuOfPid(redisPid), workers: workers.map((worker) => cpuOfPid(worker.pid)) };
  const result = await timed(`queue, ${workerCount} worker process${workerCount === 1 ? '' : 'es'} × ${concurrency}`, () => oracle.run(jobs));
  const after = { submitter: ownCpu(), redis: cpuOfPid(redisPid), workers: workers.map((worker) => cpuOfPid(worker.pid)) };
  result.cost = {
    submitter: (after.submitter - before.submitter) / jobs.length,
    redis: (after.redis - before.redis) / jobs.length,
    workers: after.workers.reduce((sum, value, index) => sum + value - before.workers[index], 0) / jobs.length,
  };
  await client.close();
  await Promise.all(workers.map((worker) => new Promise((resolve) => {
    worker.once('exit', resolve);
    worker.kill('SIGTERM');
  })));
  return result;
}

const folder = mkdtempSync(join(tmpdir(), 'execret-bench-redis-'));
const port = await freePort();
const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder], { stdio: ['ignore', 'pipe', 'inherit'] });
await started(redis, 'Ready to accept connections');
const redisUrl = `redis://127.0.0.1:${port}`;

// Rounds alternate the three set-ups, so that other load on a shared machine hits each alike.
const best = new Map();
for (let round = 0; round < rounds; round += 1) {
  for (const run of [() => runLocal(), () => runQueue(redisUrl, redis.pid, 1), () => runQueue(redisUrl, redis.pid, 2)]) {
    const result = await run();
    if (!best.has(result.label) || best.get(result.label).rate < result.rate) best.set(result.label, result);
  }
}
redis.kill('SIGKILL');
rmSync(folder, { recursive: true, force: true });

const local = best.get('local pool');
const reference = outcomes(local.verdicts);
for (const result of best.values()) {
  const agree = outcomes(result.verdicts) === reference ? 'same outcomes as local' : 'OUTCOMES DIFFER FROM LOCAL';
  console.log(`${result.label.padEnd(34)} ${result.rate.toFixed(1).padStart(8)} jobs/s  ${((result.rate / local.rate) * 100).toFixed(0).padStart(4)} % of local  (${result.seconds.toFixed(2)} s; ${agree})`);
}
console.log(`local host CPU per job (the executor's own work): ${local.hostCpu.toFixed(3)} ms`);
for (const result of best.values()) {
  if (result.cost === undefined) continue;
  const { submitter, redis: redisCpu, workers } = result.cost;
  console.log(
    `queue cost per job, ${result.label}: submitter ${submitter.toFixed(3)} ms CPU, Redis ${redisCpu.toFixed(3)} ms, worker processes ${workers.toFixed(3)} ms (sandboxes not counted; ${(workers - local.hostCpu).toFixed(3)} ms above the local host's)`,
  );
}
console.log(`load average at end ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
