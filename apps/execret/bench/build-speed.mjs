// Build-speed bench (issue 25): how long a new user waits, with empty caches, for
//   mbpp     an import of an MBPP-shaped fixture (bench/mbpp-shaped-fixture.mjs; 500 tasks, three
//            asserts each, by default), as `execret build --from mbpp` runs it (goal ≤ 5 min);
//   builtin  the built-in Python benchmark built from its task sources, no build cache (goal ≤ 10 min);
//   verify   `execret verify` of the built-in Python bundle (goal ≤ 2 min);
// and, for each, the share of execution time spent in jobs that hit a time limit (goal < 25%;
// 91% before the builds stopped at a candidate's first hang). Prints `uptime` before and after
// each stage: the figures depend on the machine's load, so quote them with it.
//
//   npm run bench:build -- [--stages mbpp,builtin,verify] [--tasks 500] [--timeout <seconds>] [--keep <folder>]
// (--timeout: the per-test floor of both builds, as `execret build --timeout`; default the runtime's 1 s)
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readBundle } from '@execret/core';
import { builtinBundleDirectory } from '@execret/datasets';
import { openLocalOracle, verifyBundle } from '@execret/oracle';
import { buildBenchmark } from '../dist/index.js';
import { mbppShapedJsonl } from './mbpp-shaped-fixture.mjs';

const { values } = parseArgs({ options: { stages: { type: 'string', default: 'mbpp,builtin,verify' }, tasks: { type: 'string', default: '500' }, timeout: { type: 'string' }, keep: { type: 'string' } } });
const floor = values.timeout === undefined ? {} : { testTimeoutMs: Math.round(Number(values.timeout) * 1000) };
const stages = values.stages.split(',');
const taskCount = Number(values.tasks);

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;

/** A progress object for buildBenchmark that prints a line every 10 s: stage, done/total, and the oracle's counters. */
function heartbeat(oracle) {
  let label = 'start';
  let done = 0;
  let total = 0;
  const started = Date.now();
  const timer = setInterval(() => {
    const stats = oracle.stats;
    process.stderr.write(`  [${seconds(Date.now() - started)}] ${label} ${done}/${total}; executed ${stats.executed} jobs (${seconds(stats.executedMs)} of job time, ${seconds(stats.limitMs)} in jobs that hit a limit)\n`);
  }, 10_000);
  timer.unref();
  return {
    progress: {
      stage(next, count) {
        label = next;
        total = count;
        done = 0;
        return (value) => (done = value);
      },
      done() {},
      note() {},
    },
    stop: () => clearInterval(timer),
  };
}

function summary(name, milliseconds, stats, extra) {
  const share = stats.executedMs === 0 ? 0 : (100 * stats.limitMs) / stats.executedMs;
  console.log(`${name}: ${seconds(milliseconds)} wall; ${stats.executed} jobs executed, ${stats.cacheHits} from the cache; job time ${seconds(stats.executedMs)}, of which ${seconds(stats.limitMs)} (${share.toFixed(1)}%) in jobs that hit a time limit${extra ? `; ${extra}` : ''}`);
  console.log(`  load after: ${uptime()}`);
}

async function build(name, work, options) {
  console.log(`${name}: load before: ${uptime()}`);
  const local = openLocalOracle(join(work, `${name}-cache`));
  const beat = heartbeat(local.oracle);
  const started = Date.now();
  try {
    const report = await buildBenchmark({ ...options, out: join(work, name), oracle: local, progress: beat.progress });
    summary(name, Date.now() - started, local.oracle.stats, `${report.tasks.accepted} of ${report.tasks.total} tasks accepted, ${report.distractors.kept} distractors kept`);
  } finally {
    beat.stop();
    await local.dispose();
  }
}

const work = values.keep ?? (await mkdtemp(join(tmpdir(), 'execret-build-speed-')));
await mkdir(work, { recursive: true });
try {
  if (stages.includes('mbpp')) {
    const fixture = join(work, 'mbpp-shaped.jsonl');
    await writeFile(fixture, mbppShapedJsonl(taskCount));
    await build('mbpp', work, { from: { kind: 'mbpp', path: fixture }, ...floor });
  }
  if (stages.includes('builtin')) await build('builtin', work, { language: 'python', ...floor });
  if (stages.includes('verify')) {
    console.log(`verify: load before: ${uptime()}`);
    const { bundle } = await readBundle(builtinBundleDirectory('python'));
    const local = openLocalOracle(join(work, 'verify-cache'));
    const beat = heartbeat(local.oracle);
    const started = Date.now();
    try {
      const result = await verifyBundle(bundle, { oracle: local.oracle, onProgress: (done, total) => beat.progress.stage('verify', total)(done) });
      summary('verify', Date.now() - started, local.oracle.stats, `${result.disagreements.length} disagreements`);
    } finally {
      beat.stop();
      await local.dispose();
    }
  }
} finally {
  if (values.keep === undefined) await rm(work, { recursive: true, force: true });
}
