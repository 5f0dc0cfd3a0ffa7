// Verdict equivalence of the TypeScript runners on the built-in TypeScript benchmark: every
// canonical and distractor of packages/datasets/bundles/typescript runs against its query's tests
// through isolation "context" (the default) and, with --reference, through isolation "process" (a
// fresh Node.js process per job, the runner that recorded the bundle's execution_cache.jsonl); the
// outcomes are compared with each other and with the recorded ones, outcome string for outcome string.
// Usage: npm run build && node bench/typescript-equivalence.mjs [--reference] [--concurrency 2] [--bundle <folder>]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TypeScriptExecutor } from '../dist/index.js';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const withReference = process.argv.includes('--reference');
const concurrency = Number(option('concurrency', String(availableParallelism())));
const folder = option('bundle', join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'datasets', 'bundles', 'typescript'));

const readJsonl = (name) =>
  readFileSync(join(folder, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

const corpus = new Map(readJsonl('corpus.jsonl').map((row) => [row.corpus_id, row]));
const recorded = new Map(readJsonl('execution_cache.jsonl').map((row) => [`${row.code_sha256} ${row.tests_sha256}`, row.test_results]));
const jobs = [];
for (const query of readJsonl('queries.jsonl')) {
  for (const id of [...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids]) {
    const code = corpus.get(id).code;
    const testSetup = query.metadata?.test_setup ?? undefined;
    jobs.push({ id, job: { code, tests: query.test_suite, testSetup }, recorded: recorded.get(`${sha256(code)} ${sha256(JSON.stringify(query.test_suite))}`) });
  }
}
console.log(`${jobs.length} jobs from ${folder}; ${concurrency} workers; load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);

async function runAll(isolation) {
  const executor = new TypeScriptExecutor({ isolation, concurrency });
  await executor.init();
  const started = performance.now();
  const verdicts = await Promise.all(jobs.map((entry) => executor.execute(entry.job)));
  const seconds = (performance.now() - started) / 1000;
  const fallbacks = executor.fallbackJobs;
  const reasons = executor.fallbackReasons;
  await executor.dispose();
  return { verdicts, seconds, fallbacks, reasons };
}

const same = (left, right) => JSON.stringify(left) === JSON.stringify(right);
const context = await runAll('context');
const differences = jobs.filter((entry, index) => entry.recorded !== undefined && !same(entry.recorded, context.verdicts[index].testResults));
console.log(`context: ${jobs.length} jobs in ${context.seconds.toFixed(1)} s, ${context.fallbacks} handed to a fresh process; equal to the recorded outcomes: ${jobs.length - differences.length}/${jobs.length}`);
for (const [reason, count] of Object.entries(context.reasons)) console.log(`  handed over ${count}×: ${reason}`);
// A verdict with a TIMEOUT or a killed, exited or lost process never comes from a context: those
// jobs are handed to a fresh process, so such a difference is the reference runner's own timing.
const timingSensitive = (outcomes) => outcomes.some((outcome) => outcome === 'TIMEOUT' || /^ERROR: (ProcessKilled|ProcessExited|WorkerLost|ProtocolError): /.test(outcome));
const fromContexts = differences.filter((entry) => !timingSensitive(context.verdicts[jobs.indexOf(entry)].testResults) && !timingSensitive(entry.recorded));
console.log(`differences where neither side timed out or lost its process: ${fromContexts.length}`);
for (const entry of differences) {
  const verdict = context.verdicts[jobs.indexOf(entry)];
  console.log(`  ${entry.id}: recorded ${JSON.stringify(entry.recorded)}\n  ${' '.repeat(entry.id.length)}  context  ${JSON.stringify(verdict.testResults)}`);
}
if (withReference) {
  const reference = await runAll('process');
  const apart = jobs.filter((entry, index) => !same(reference.verdicts[index].testResults, context.verdicts[index].testResults));
  const recordedApart = jobs.filter((entry, index) => entry.recorded !== undefined && !same(entry.recorded, reference.verdicts[index].testResults));
  console.log(`process: ${jobs.length} jobs in ${reference.seconds.toFixed(1)} s; equal to context: ${jobs.length - apart.length}/${jobs.length}; equal to the recorded outcomes: ${jobs.length - recordedApart.length}/${jobs.length}`);
  const untimed = apart.filter((entry) => { const index = jobs.indexOf(entry); return !timingSensitive(reference.verdicts[index].testResults) && !timingSensitive(context.verdicts[index].testResults); });
  console.log(`process and context differ where neither side timed out or lost its process: ${untimed.length}`);
  for (const entry of apart) {
    const index = jobs.indexOf(entry);
    console.log(`  ${entry.id}: process ${JSON.stringify(reference.verdicts[index].testResults)}\n  ${' '.repeat(entry.id.length)}  context ${JSON.stringify(context.verdicts[index].testResults)}`);
  }
  process.exitCode = untimed.length === 0 && fromContexts.length === 0 ? 0 : 1;
} else {
  process.exitCode = fromContexts.length === 0 ? 0 : 1;
}
