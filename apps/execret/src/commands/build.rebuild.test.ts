import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBundle, type Language } from '@execret/core';
import { builtinBundleDirectory, loadBuiltinTasks } from '@execret/datasets';
import type { DatasetValidation } from '@execret/oracle';
import { ExecutionCache, JavaScriptExecutor, Oracle, PythonExecutor, TypeScriptExecutor, type LocalOracle } from '@execret/oracle';
import { createProgress } from '../progress.js';
import { buildBenchmark } from './build.js';

const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });
const services: LocalOracle[] = [];

afterAll(async () => {
  for (const service of services) await service.dispose();
});

/** Runnable processes, besides the test's own, that `whileBusy` makes sure of. */
const BUSY_PROCESSES = 2;

/**
 * Runs `work` while at least {@link BUSY_PROCESSES} other processes keep the CPUs busy: jobs run
 * slower than on the machine that built the committed bundles (with four workers and two more
 * runnable processes, each job gets about a third of one of the two CPUs). Under `npm test` other
 * tasks do that already (the load average says how many ran over the last minute); child processes
 * that spin make up the difference, so the test alone is as loaded as under `npm test`.
 */
async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  const busy: ChildProcess[] = [];
  const spinners = Math.max(0, BUSY_PROCESSES - Math.floor(loadavg()[0] ?? 0));
  for (let index = 0; index < spinners; index += 1) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    expect(busy.every((child) => child.exitCode === null && child.pid !== undefined)).toBe(true);
    const result = await work();
    expect(busy.every((child) => child.exitCode === null)).toBe(true);
    return result;
  } finally {
    for (const child of busy) child.kill('SIGKILL');
  }
}

/**
 * What `openLocalOracle` opens (both executors with their default limits, so the runtime
 * fingerprints the build caches were filed under, and one SQLite cache), with four workers per
 * executor instead of one per CPU. On two CPUs four workers beside two spinning processes give each
 * job less CPU than two workers would (the machine is at least as loaded for it), while the test
 * gets more of the CPUs; jobs that never finish wait out their limits four at a time.
 */
function fourWorkerOracle(cacheDirectory: string): LocalOracle {
  const cache = new ExecutionCache(join(cacheDirectory, 'executions.sqlite'));
  const python = new PythonExecutor({ concurrency: 4 });
  const typescript = new TypeScriptExecutor({ concurrency: 4 });
  const javascript = new JavaScriptExecutor({ concurrency: 4 });
  return {
    oracle: new Oracle({ executors: { python, typescript, javascript }, cache }),
    cache,
    async dispose() {
      await Promise.allSettled([python.dispose(), typescript.dispose(), javascript.dispose()]);
      cache.close();
    },
  };
}

/** `<bundle>/../<language>-build-cache.jsonl`: the verdict of every candidate of the committed build, and of G4's confirming runs. */
function buildCache(language: Language): string {
  return join(builtinBundleDirectory(language), '..', `${language}-build-cache.jsonl`);
}

describe.each(['python', 'typescript', 'javascript'] as const)('the committed %s bundle', (language) => {
  it('is rebuilt byte for byte from the task sources, the seed and the build cache, on a loaded machine', async () => {
    const work = await mkdtemp(join(tmpdir(), `execret-rebuild-${language}-`));
    const oracle = fourWorkerOracle(join(work, 'cache'));
    services.push(oracle);
    const execute = jest.spyOn(oracle.oracle.executor(language), 'execute');
    // Every candidate's verdict and every confirming run of G4 come from the committed build
    // cache (executing the kept distractors again is what the next test does); the canonicals
    // still run twice (G3 never answers from a cache).
    const report = await whileBusy(() => buildBenchmark({ language, out: join(work, 'bundle'), importCache: buildCache(language), oracle, progress: quiet }));
    expect(report.tasks.accepted).toBeGreaterThan(0);
    const committed = builtinBundleDirectory(language);
    const names = (await readdir(committed)).sort();
    expect((await readdir(join(work, 'bundle'))).sort()).toEqual(names);
    const differing: string[] = [];
    for (const name of names) {
      if (Buffer.compare(await readFile(join(work, 'bundle', name)), await readFile(join(committed, name))) !== 0) differing.push(name);
    }
    // On a mismatch the rebuilt bundle stays in the temporary folder, for a diff.
    expect({ work, differing }).toEqual({ work, differing: [] });
    // Only canonicals executed (G3 runs each twice; a run whose worker was lost runs again): the
    // build cache answered every candidate and every confirming run of G4. A candidate here means
    // the committed build cache is stale: rebuild the bundle with --export-cache (packages/datasets/README.md).
    const canonicals = new Set((await loadBuiltinTasks(language)).map((task) => task.canonical));
    const ran = execute.mock.calls.map(([job]) => job.code);
    const others = ran.filter((code) => !canonicals.has(code));
    expect({ others: others.length, first: others.slice(0, 2) }).toEqual({ others: 0, first: [] });
    const validation = JSON.parse(await readFile(join(work, 'bundle', 'dataset_validation.json'), 'utf8')) as DatasetValidation;
    expect(new Set(ran).size).toBe(validation.tasks.filter((task) => task.gates.G3.status !== 'skipped').length);
  }, 900_000);

  // JavaScript's distractors are TypeScript's edits with the types erased and `npm test` has no
  // minute to spare for 1,200 more jobs: its fresh run takes every sixth distractor in corpus order
  // (`execret verify builtin:javascript` runs them all: 1,498 of 1,498 snippets agree).
  it('keeps only canonicals that passed twice and distractors that fail on a fresh run', async () => {
    const committed = builtinBundleDirectory(language);
    const validation = JSON.parse(await readFile(join(committed, 'dataset_validation.json'), 'utf8')) as DatasetValidation;
    for (const audit of validation.tasks.filter((task) => task.accepted)) {
      expect(audit.canonical.runs).toHaveLength(2);
      for (const run of audit.canonical.runs) expect(run.passes_all_tests).toBe(true);
    }
    const { bundle } = await readBundle(committed);
    // Fresh runs (no cache read or written) without the spinning processes: four workers on two
    // CPUs load the machine no more than the rebuild's workers and spinners did (load can only turn
    // a pass into a TIMEOUT, hiding a passing distractor, so a less loaded machine checks no less).
    // The question is only whether each distractor fails, so a job ends at its first failing test
    // (the outcomes up to it are a full run's): a distractor that never finishes a test costs one
    // time limit, not one per test (they were most of this test's time).
    const service = fourWorkerOracle(await mkdtemp(join(tmpdir(), `execret-verify-${language}-`)));
    services.push(service);
    const oracle = service.oracle;
    const queryOf = new Map(bundle.queries.flatMap((query) => query.paired_distractor_corpus_ids.map((id) => [id, query] as const)));
    const incorrect = bundle.corpus.filter((row) => row.label === 'incorrect');
    const distractors = language === 'javascript' ? incorrect.filter((_, index) => index % 6 === 0) : incorrect;
    const verdicts = await oracle.run(
      distractors.map((row) => {
        const query = queryOf.get(row.corpus_id);
        if (query === undefined) throw new Error(`${row.corpus_id} is not paired with a query`);
        return { language, code: row.code, tests: query.test_suite };
      }),
      { cacheMode: 'off', stopAtFirstFailure: true },
    );
    const passing = distractors.filter((_, index) => verdicts[index]?.passesAllTests).map((row) => row.corpus_id);
    expect(passing).toEqual([]);
  }, 1_200_000);

  it('meets the distribution targets: ≥ 95% of tasks with 4 distractors, each bug type 5–40%', async () => {
    const { bundle } = await readBundle(builtinBundleDirectory(language));
    const full = bundle.queries.filter((query) => query.paired_distractor_corpus_ids.length === 4).length;
    expect(full / bundle.queries.length).toBeGreaterThanOrEqual(0.95);
    const distractors = bundle.corpus.filter((row) => row.label === 'incorrect');
    const counts = new Map<string, number>();
    for (const row of distractors) counts.set(row.bug_type as string, (counts.get(row.bug_type as string) ?? 0) + 1);
    expect(counts.size).toBe(6);
    for (const [bugType, count] of counts) {
      const share = count / distractors.length;
      expect({ bugType, atLeast5: share >= 0.05, atMost40: share <= 0.4 }).toEqual({ bugType, atLeast5: true, atMost40: true });
    }
    expect(new Set(bundle.corpus.map((row) => row.code)).size).toBe(bundle.corpus.length);
  });
});
