// Jobs per second for typical tasks (8 asserts each): the hardened fork-server pool against a
// fresh interpreter per job (the study's approach), and for TypeScript the context pool against a
// fresh Node.js process per job, in the same run on the same machine.
// Usage: npm run bench [-- --jobs 3000 --fresh-jobs 300 --concurrency 2 --ts-jobs 1000 --ts-process-jobs 100]
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { PythonExecutor, TypeScriptExecutor, formatHardeningReport, tasksPerJob } from '../dist/index.js';
import { TICK_MS, descendantsCpuMs, nodeCpuMs, statFields } from './process-cpu.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const hardenedJobs = argument('jobs', 3000);
const freshJobs = argument('fresh-jobs', 300);
const tsJobs = argument('ts-jobs', 1000);
const tsProcessJobs = argument('ts-process-jobs', 100);
const concurrency = argument('concurrency', availableParallelism());

// Eight templates of small functions, each with eight asserts; every job gets its own constant so
// no two jobs have the same code (as in a corpus of canonicals and mutants).
const templates = [
  (k) => ({ code: `def add_k(values):\n    return [v + ${k} for v in values]\n`, tests: Array.from({ length: 8 }, (_, i) => `assert add_k([${i}, ${i + 1}]) == [${i + k}, ${i + 1 + k}]`) }),
  (k) => ({ code: `def count_above(values, limit=${k}):\n    return sum(1 for v in values if v > limit)\n`, tests: Array.from({ length: 8 }, (_, i) => `assert count_above(list(range(${k + i + 1}))) == ${i}`) }),
  (k) => ({ code: `def repeat_word(word):\n    return " ".join([word] * ${(k % 5) + 1})\n`, tests: Array.from({ length: 8 }, (_, i) => `assert repeat_word("w${i}").count("w${i}") == ${(k % 5) + 1}`) }),
  (k) => ({ code: `def clamp(x, low=0, high=${k + 10}):\n    if x < low:\n        return low\n    if x > high:\n        return high\n    return x\n`, tests: Array.from({ length: 8 }, (_, i) => `assert clamp(${i * 5 - 10}) == ${Math.min(Math.max(i * 5 - 10, 0), k + 10)}`) }),
  (k) => ({ code: `from collections import Counter\ndef top_letter(text):\n    return Counter(text + "${String.fromCharCode(97 + (k % 26)).repeat(3)}").most_common(1)[0][0]\n`, tests: Array.from({ length: 8 }, (_, i) => `assert top_letter("${'xyz'.slice(0, i % 3)}") == "${String.fromCharCode(97 + (k % 26))}"`) }),
  (k) => ({ code: `def fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a + ${k}\n`, tests: [0, 1, 1, 2, 3, 5, 8, 13].map((value, i) => `assert fib(${i}) == ${value + k}`) }),
  (k) => ({ code: `def chunk(items, size=${(k % 3) + 1}):\n    return [items[i:i + size] for i in range(0, len(items), size)]\n`, tests: Array.from({ length: 8 }, (_, i) => `assert len(chunk(list(range(${i * 3})))) == ${Math.ceil((i * 3) / ((k % 3) + 1))}`) }),
  (k) => ({ code: `def is_palindrome(text):\n    cleaned = [c.lower() for c in text if c.isalnum()]\n    return cleaned == cleaned[::-1] and ${k} >= 0\n`, tests: ['abba', 'abc', 'A man, a plan, a canal: Panama', '', 'ab', 'racecar', 'xyz', 'noon'].map((word) => `assert is_palindrome(${JSON.stringify(word)}) == ${word.toLowerCase().replace(/[^a-z0-9]/g, '') === [...word.toLowerCase().replace(/[^a-z0-9]/g, '')].reverse().join('') ? 'True' : 'False'}`) }),
];
const makeJobs = (count, offset) => Array.from({ length: count }, (_, index) => templates[index % templates.length](offset + Math.floor(index / templates.length)));

// The fresh-interpreter baseline: one `python3` process per job, exec of code then each test,
// with a per-test alarm; no sandbox (the study's runner).
const FRESH_HARNESS = `
import json, signal, sys
job = json.loads(sys.stdin.read())
class Timeout(BaseException): pass
def alarm(signum, frame): raise Timeout()
signal.signal(signal.SIGALRM, alarm)
namespace = {"__name__": "solution"}
results = []
try:
    exec(compile(job["code"], "<solution>", "exec"), namespace)
    loaded = None
except BaseException as error:
    loaded = "ERROR: %s: %s" % (type(error).__name__, error)
for test in job["tests"]:
    if loaded:
        results.append(loaded); continue
    try:
        signal.setitimer(signal.ITIMER_REAL, 1.0)
        exec(compile(test, "<test>", "exec"), namespace)
        results.append("pass")
    except AssertionError as error:
        results.append("FAIL: %s" % (error or test))
    except Timeout:
        results.append("TIMEOUT")
    except BaseException as error:
        results.append("ERROR: %s: %s" % (type(error).__name__, error))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
print(json.dumps(results))
`;

const python = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();

function runFresh(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(python, ['-c', FRESH_HARNESS], { stdio: ['pipe', 'pipe', 'ignore'] });
    let output = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(output));
      } catch {
        resolve(['ERROR: no output']);
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

const seconds = (start) => (performance.now() - start) / 1000;

/** CPU ms of the Python worker processes below this process, including the jobs they reaped. */
const workerCpuMs = () => descendantsCpuMs((command) => command.startsWith('python'));
/** CPU ms of this process's reaped children (the fresh interpreters). */
function reapedChildrenCpuMs() {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}
const round = (value, digits = 1) => Number(value.toFixed(digits));

/** The process count of an executor since `before` (a snapshot of `executor.processCount`). */
const processesSince = (executor, before) => {
  const now = executor.processCount;
  return Object.fromEntries(Object.entries(now).map(([key, value]) => [key, value - before[key]]));
};
/**
 * "x.xx tasks per job (…)": processes and threads the jobs created (counted in the sandbox's PID
 * namespace, each job's own process included), worker starts at three processes each.
 */
const describeProcesses = (count) =>
  `${round(tasksPerJob(count), 2)} tasks (processes + threads) per job: ${count.jobTasks} created by ${count.countedJobs} jobs with a process of their own, ${count.inWorkerJobs} jobs answered inside a worker, ${count.workerStarts} worker starts`;

console.log(`oracle throughput: ${concurrency} workers, ${availableParallelism()} CPUs, load average at start ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
console.log(`python: ${python}`);

const executor = new PythonExecutor({ concurrency, onWarning: (message) => console.log(`warning: ${message}`) });
await executor.init();
for (const line of formatHardeningReport(await executor.hardeningReport())) console.log(line);
await Promise.all(makeJobs(4 * concurrency, 10_000).map((job) => executor.execute(job))); // warm-up

const jobs = makeJobs(hardenedJobs, 0);
const pythonProcessesBefore = executor.processCount;
let workerCpu = workerCpuMs();
let nodeCpu = nodeCpuMs();
let start = performance.now();
const verdicts = await Promise.all(jobs.map((job) => executor.execute(job)));
const hardenedSeconds = seconds(start);
const hardenedCpuPerJob = (workerCpuMs() - workerCpu + nodeCpuMs() - nodeCpu) / hardenedJobs;
const hardenedRate = hardenedJobs / hardenedSeconds;
const hardenedPassing = verdicts.filter((verdict) => verdict.passesAllTests).length;
const pythonProcesses = processesSince(executor, pythonProcessesBefore);
await executor.dispose();

let childrenCpu = reapedChildrenCpuMs();
nodeCpu = nodeCpuMs();
start = performance.now();
const freshResults = await pool(jobs.slice(0, freshJobs), concurrency, runFresh);
const freshSeconds = seconds(start);
const freshCpuPerJob = (reapedChildrenCpuMs() - childrenCpu + nodeCpuMs() - nodeCpu) / freshJobs;
const freshRate = freshJobs / freshSeconds;
const agree = freshResults.filter((results, index) => JSON.stringify(results) === JSON.stringify(verdicts[index].testResults)).length;

// TypeScript: the same jobs through a fresh Node.js process per job (isolation "process", the
// reference) and through the context pool (isolation "context", the default). As in a build, a
// task's canonical and its distractors share one test suite: five jobs per task.
const tsTemplates = [
  (k, bug) => ({
    code: `export function addK(values: number[]): number[] {\n  return values.map((v: number) => v + ${k + bug});\n}\n`,
    tests: Array.from({ length: 8 }, (_, i) => `assert.deepStrictEqual(addK([${i}, ${i + 1}]), [${i + k}, ${i + 1 + k}]);`),
  }),
  (k, bug) => ({
    code: `export function clamp(x: number, low = 0, high = ${k + 10}): number {\n  if (x < low) return low;\n  if (x ${bug % 2 ? '>=' : '>'} high) return ${bug > 1 ? 'low' : 'high'};\n  return x;\n}\n`,
    tests: Array.from({ length: 8 }, (_, i) => `assert.strictEqual(clamp(${i * 5 - 10 + (i === 7 ? k + 3 : 0)}), ${Math.min(Math.max(i * 5 - 10 + (i === 7 ? k + 3 : 0), 0), k + 10)});`),
  }),
  (k, bug) => ({
    code: `export function countAbove(values: readonly number[], limit: number = ${k}): number {\n  let count = 0;\n  for (const value of values) if (value ${bug % 2 ? '>=' : '>'} limit${bug > 1 ? ' + 1' : ''}) count += 1;\n  return count;\n}\n`,
    tests: Array.from({ length: 8 }, (_, i) => `assert.strictEqual(countAbove(Array.from({ length: ${k + i + 1} }, (_, index) => index)), ${i});`),
  }),
  (k, bug) => ({
    code: `export function chunk<T>(items: T[], size: number = ${(k % 3) + 1}): T[][] {\n  const out: T[][] = [];\n  for (let i = 0; i < items.length; i += size${bug ? ` + ${bug % 2}` : ''}) out.push(items.slice(i, i + size));\n  return out;\n}\n`,
    tests: Array.from({ length: 8 }, (_, i) => `assert.strictEqual(chunk(Array.from({ length: ${i * 3} }, (_, index) => index)).length, ${Math.ceil((i * 3) / ((k % 3) + 1))});`),
  }),
];
const makeTsJobs = (count) =>
  Array.from({ length: count }, (_, index) => {
    const task = Math.floor(index / 5);
    return tsTemplates[task % tsTemplates.length](task, index % 5);
  });

async function measureTypeScript(isolation, count) {
  const typescript = new TypeScriptExecutor({ isolation, concurrency, onWarning: (message) => console.log(`warning: ${message}`) });
  await typescript.init();
  const work = makeTsJobs(count);
  await Promise.all(makeTsJobs(2 * concurrency).map((job) => typescript.execute({ ...job, code: `${job.code}// warm-up\n` })));
  // Workers start in the run (and are measured) only when one is replaced; the host's CPU counts in full.
  const processesBefore = typescript.processCount;
  const workersBefore = descendantsCpuMs();
  const hostBefore = nodeCpuMs();
  const started = performance.now();
  const verdicts = await Promise.all(work.map((job) => typescript.execute(job)));
  const wallSeconds = seconds(started);
  const hostCpu = nodeCpuMs() - hostBefore;
  const workersCpu = descendantsCpuMs() - workersBefore;
  const fallbacks = typescript.fallbackJobs;
  const processes = processesSince(typescript, processesBefore);
  await typescript.dispose();
  return { rate: count / wallSeconds, wallSeconds, cpuPerJob: (hostCpu + workersCpu) / count, hostCpuPerJob: hostCpu / count, verdicts, fallbacks, processes };
}

let tsContext;
let tsProcess;
if (tsJobs > 0) {
  tsProcess = await measureTypeScript('process', tsProcessJobs);
  tsContext = await measureTypeScript('context', tsJobs);
}

console.log('');
console.log(`hardened fork server : ${hardenedJobs} jobs in ${round(hardenedSeconds, 2)} s = ${round(hardenedRate)} jobs/s (${hardenedPassing} pass all tests)`);
console.log(`  processes per job    : ${describeProcesses(pythonProcesses)}`);
console.log(`fresh python3 per job: ${freshJobs} jobs in ${round(freshSeconds, 2)} s = ${round(freshRate)} jobs/s (same outcomes as the fork server for ${agree}/${freshJobs})`);
console.log(`speed-up             : ${round(hardenedRate / freshRate)}x (target ≥ 10x); target ≥ 500 jobs/s: ${hardenedRate >= 500 ? 'met' : 'NOT met'}`);
const cores = availableParallelism();
console.log(`CPU per job          : fork server ${round(hardenedCpuPerJob, 2)} ms (host + workers + jobs), fresh interpreter ${round(freshCpuPerJob, 2)} ms, ratio ${round(freshCpuPerJob / hardenedCpuPerJob)}x`);
console.log(`capacity on ${cores} idle CPUs (${cores} × 1000 / CPU ms per job): fork server ${Math.round((cores * 1000) / hardenedCpuPerJob)} jobs/s, fresh interpreter ${Math.round((cores * 1000) / freshCpuPerJob)} jobs/s`);
if (tsContext !== undefined) {
  const common = Math.min(tsProcessJobs, tsJobs);
  const same = tsProcess.verdicts.slice(0, common).filter((verdict, index) => JSON.stringify(verdict.testResults) === JSON.stringify(tsContext.verdicts[index].testResults)).length;
  const capacity = (cpu) => Math.round((cores * 1000) / cpu);
  console.log(`typescript, process per job : ${tsProcessJobs} jobs in ${round(tsProcess.wallSeconds, 2)} s = ${round(tsProcess.rate)} jobs/s, CPU ${round(tsProcess.cpuPerJob, 2)} ms per job (host ${round(tsProcess.hostCpuPerJob, 2)}), capacity on ${cores} idle CPUs ≈ ${capacity(tsProcess.cpuPerJob)} jobs/s`);
  console.log(`  processes per job          : ${describeProcesses(tsProcess.processes)}`);
  console.log(`typescript, context pool    : ${tsJobs} jobs in ${round(tsContext.wallSeconds, 2)} s = ${round(tsContext.rate)} jobs/s, CPU ${round(tsContext.cpuPerJob, 2)} ms per job (host ${round(tsContext.hostCpuPerJob, 2)}, most of it transpiling), capacity ≈ ${capacity(tsContext.cpuPerJob)} jobs/s; ${tsContext.fallbacks} handed to a process`);
  console.log(`  processes per job          : ${describeProcesses(tsContext.processes)}`);
  console.log(`typescript speed-up         : ${round(tsContext.rate / tsProcess.rate)}x in jobs/s, ${round(tsProcess.cpuPerJob / tsContext.cpuPerJob)}x in CPU per job; target ≥ 300 jobs/s: ${tsContext.rate >= 300 ? 'met' : 'NOT met'} (capacity ${capacity(tsContext.cpuPerJob) >= 300 ? 'meets' : 'misses'} it); same outcomes on ${same}/${common} jobs`);
}
console.log(`load average at end: ${loadavg().map((value) => value.toFixed(2)).join(' ')} (other processes share these CPUs)`);
