// Jobs per second of the compiled-language executors (C++, Rust, Go, Java): batched (many jobs per
// compiler run, each job in its own sandboxed process) against one compilation per job (the same
// executor with batches of one), on the same jobs in the same run, and the share of equal verdicts.
// Usage: npm run bench [-- --compiled-jobs 256 --single-jobs 16 --concurrency 2 --languages cpp,rust,go,java]
import { availableParallelism, loadavg } from 'node:os';
import { CppExecutor, GoExecutor, JavaExecutor, RustExecutor } from '../dist/index.js';
import { descendantsCpuMs, nodeCpuMs } from './process-cpu.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const batchedJobs = Number(argument('compiled-jobs', 256));
const singleJobs = Number(argument('single-jobs', 16));
const concurrency = Number(argument('concurrency', availableParallelism()));
const languages = String(argument('languages', 'cpp,rust,go,java')).split(',');

// Per language, templates of a small function with eight tests; every job gets its own constant k
// so no two jobs have the same code (as in a corpus of canonicals and mutants). Every fourth job is
// a mutant that fails some tests.
const range = (count) => Array.from({ length: count }, (_, index) => index);
const templates = {
  cpp: [
    (k, bug) => ({ code: `#include <vector>\nstd::vector<int> add_k(const std::vector<int>& values) {\n  std::vector<int> out;\n  for (int v : values) out.push_back(v + ${k}${bug ? ' + 1' : ''});\n  return out;\n}\n`, tests: range(8).map((i) => `CHECK(add_k({${i}, ${i + 1}}) == std::vector<int>({${i + k}, ${i + 1 + k}}));`) }),
    (k, bug) => ({ code: `long fib(int n) {\n  long a = 0, b = 1;\n  for (int i = 0; i ${bug ? '<=' : '<'} n; ++i) { long t = a + b; a = b; b = t; }\n  return a + ${k};\n}\n`, tests: [0, 1, 1, 2, 3, 5, 8, 13].map((value, i) => `CHECK_EQ(fib(${i}), ${value + k});`) }),
    (k, bug) => ({ code: `int clamp_value(int x) {\n  if (x < 0) return 0;\n  if (x ${bug ? '>=' : '>'} ${k + 10}) return ${k + 10};\n  return x;\n}\n`, tests: range(8).map((i) => `CHECK_EQ(clamp_value(${i * 5 - 10}), ${Math.min(Math.max(i * 5 - 10, 0), k + 10)});`) }),
  ],
  rust: [
    (k, bug) => ({ code: `fn add_k(values: &[i64]) -> Vec<i64> {\n    values.iter().map(|v| v + ${k}${bug ? ' + 1' : ''}).collect()\n}\n`, tests: range(8).map((i) => `assert_eq!(add_k(&[${i}, ${i + 1}]), vec![${i + k}, ${i + 1 + k}]);`) }),
    (k, bug) => ({ code: `fn fib(n: u32) -> i64 {\n    let (mut a, mut b) = (0i64, 1i64);\n    for _ in 0..${bug ? '=' : ''}n { let t = a + b; a = b; b = t; }\n    a + ${k}\n}\n`, tests: [0, 1, 1, 2, 3, 5, 8, 13].map((value, i) => `assert_eq!(fib(${i}), ${value + k});`) }),
    (k, bug) => ({ code: `fn clamp_value(x: i64) -> i64 {\n    if x < 0 { return 0; }\n    if x ${bug ? '>=' : '>'} ${k + 10} { return ${k + 10}; }\n    x\n}\n`, tests: range(8).map((i) => `assert_eq!(clamp_value(${i * 5 - 10}), ${Math.min(Math.max(i * 5 - 10, 0), k + 10)});`) }),
  ],
  go: [
    (k, bug) => ({ code: `func addK(values []int) []int {\n\tout := []int{}\n\tfor _, v := range values {\n\t\tout = append(out, v+${k}${bug ? '+1' : ''})\n\t}\n\treturn out\n}\n`, tests: range(8).map((i) => `assertEqual(addK([]int{${i}, ${i + 1}}), []int{${i + k}, ${i + 1 + k}})`) }),
    (k, bug) => ({ code: `func fib(n int) int {\n\ta, b := 0, 1\n\tfor i := 0; i ${bug ? '<=' : '<'} n; i++ {\n\t\ta, b = b, a+b\n\t}\n\treturn a + ${k}\n}\n`, tests: [0, 1, 1, 2, 3, 5, 8, 13].map((value, i) => `assertEqual(fib(${i}), ${value + k})`) }),
    (k, bug) => ({ code: `func clampValue(x int) int {\n\tif x < 0 {\n\t\treturn 0\n\t}\n\tif x ${bug ? '>=' : '>'} ${k + 10} {\n\t\treturn ${k + 10}\n\t}\n\treturn x\n}\n`, tests: range(8).map((i) => `assertEqual(clampValue(${i * 5 - 10}), ${Math.min(Math.max(i * 5 - 10, 0), k + 10)})`) }),
  ],
  java: [
    (k, bug) => ({ code: `static List<Integer> addK(List<Integer> values) {\n    List<Integer> out = new ArrayList<>();\n    for (int v : values) out.add(v + ${k}${bug ? ' + 1' : ''});\n    return out;\n}\n`, tests: range(8).map((i) => `assertEquals(List.of(${i + k}, ${i + 1 + k}), addK(List.of(${i}, ${i + 1})));`) }),
    (k, bug) => ({ code: `static long fib(int n) {\n    long a = 0, b = 1;\n    for (int i = 0; i ${bug ? '<=' : '<'} n; i++) { long t = a + b; a = b; b = t; }\n    return a + ${k};\n}\n`, tests: [0, 1, 1, 2, 3, 5, 8, 13].map((value, i) => `assertEquals(${value + k}, fib(${i}));`) }),
    (k, bug) => ({ code: `static int clampValue(int x) {\n    if (x < 0) return 0;\n    if (x ${bug ? '>=' : '>'} ${k + 10}) return ${k + 10};\n    return x;\n}\n`, tests: range(8).map((i) => `assertEquals(${Math.min(Math.max(i * 5 - 10, 0), k + 10)}, clampValue(${i * 5 - 10}));`) }),
  ],
};
const executors = { cpp: CppExecutor, rust: RustExecutor, go: GoExecutor, java: JavaExecutor };

const makeJobs = (language, count, offset) =>
  range(count).map((index) => {
    const list = templates[language];
    return list[index % list.length](offset + Math.floor(index / list.length), index % 4 === 3);
  });

async function timed(executor, jobs) {
  const started = performance.now();
  const verdicts = await Promise.all(jobs.map((job) => executor.execute(job)));
  return { seconds: (performance.now() - started) / 1000, verdicts };
}

// CPU accounting (process-cpu.mjs), so the figures can be compared even when other
// processes share the CPUs: the host process, and the live Python workers with the jobs and
// compilers they reaped, read before the workers stop.
const cpuMs = () => descendantsCpuMs((command) => command.startsWith('python')) + nodeCpuMs();

const key = (verdict) => JSON.stringify(verdict.testResults);
console.log(`compiled-language throughput: ${concurrency} workers, ${batchedJobs} batched jobs and ${singleJobs} one-compile-per-job jobs per language, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
for (const language of languages) {
  const Executor = executors[language];
  const batched = new Executor({ concurrency, maxBatchJobs: 64 });
  const single = new Executor({ concurrency, maxBatchJobs: 1 });
  try {
    // Warm-up (sandbox probe, workers, Go's standard packages), not timed.
    await Promise.all([batched.execute(makeJobs(language, 1, 100_000)[0]), single.execute(makeJobs(language, 1, 100_001)[0])]);
    const jobs = makeJobs(language, batchedJobs, 0);
    const compileRunsBefore = batched.compileRuns;
    // One executor's workers at a time, so the CPU read is that phase's.
    await single.dispose();
    let cpuBefore = cpuMs();
    const many = await timed(batched, jobs);
    const batchedCpuMs = (cpuMs() - cpuBefore) / batchedJobs;
    await batched.dispose();
    const singleFresh = new Executor({ concurrency, maxBatchJobs: 1 });
    await singleFresh.execute(makeJobs(language, 1, 100_002)[0]);
    cpuBefore = cpuMs();
    const few = await timed(singleFresh, jobs.slice(0, singleJobs));
    const singleCpuMs = (cpuMs() - cpuBefore) / singleJobs;
    await singleFresh.dispose();
    const batchedRate = batchedJobs / many.seconds;
    const singleRate = singleJobs / few.seconds;
    const equal = few.verdicts.filter((verdict, index) => key(verdict) === key(many.verdicts[index])).length;
    const passing = many.verdicts.filter((verdict) => verdict.passesAllTests).length;
    console.log(
      `${language.padEnd(5)} batched ${batchedRate.toFixed(1)} jobs/s (${batchedJobs} jobs in ${many.seconds.toFixed(1)} s, ${batched.compileRuns - compileRunsBefore} compiler runs, ${passing} pass all, ${batchedCpuMs.toFixed(1)} ms CPU/job → ${((concurrency * 1000) / batchedCpuMs).toFixed(0)} jobs/s on ${concurrency} idle CPUs) | ` +
        `one compile per job ${singleRate.toFixed(2)} jobs/s (${singleJobs} jobs in ${few.seconds.toFixed(1)} s, ${singleCpuMs.toFixed(0)} ms CPU/job) | ratio ${(batchedRate / singleRate).toFixed(1)}x (CPU ${(singleCpuMs / batchedCpuMs).toFixed(1)}x) | equal verdicts ${equal}/${singleJobs}`,
    );
  } finally {
    await Promise.all([batched.dispose(), single.dispose()]);
  }
}
console.log(`load average after: ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
