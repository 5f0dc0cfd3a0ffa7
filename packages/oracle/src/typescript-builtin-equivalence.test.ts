import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { codeSha256, readBundle, SeededRandom, testsSha256, type Bundle } from '@execret/core';
import type { ExecutionJob } from './executor.js';
import { TypeScriptExecutor } from './typescript-executor.js';

// Every candidate (canonical and distractors) of a seeded sample of the built-in TypeScript
// bundle's tasks runs through both isolations, a context per job (the default) and a fresh
// Node.js process per job (the reference), and must get the same outcome strings. Jobs whose
// recorded verdict depends on timing (a TIMEOUT, a killed or exited process) are left out: a context
// never answers them itself but hands them to a fresh process, and each of their timeouts costs a
// second. The whole bundle, those jobs included, is `node bench/typescript-equivalence.mjs
// --reference` (a minute or more on two CPUs, too long for the default test run).

const SAMPLE_TASKS = 12;
const SAMPLE_SEED = 20260510;
const bundleFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'datasets', 'bundles', 'typescript');

const timingSensitive = (outcomes: readonly string[]): boolean => outcomes.some((outcome) => outcome === 'TIMEOUT' || /^ERROR: (ProcessKilled|ProcessExited|WorkerLost|ProtocolError): /.test(outcome));

/** Every candidate of `SAMPLE_TASKS` tasks drawn with `SAMPLE_SEED`, except those whose recorded verdict depends on timing. */
function sampleJobs(bundle: Bundle): { cases: Array<{ id: string; job: ExecutionJob }>; skipped: number } {
  const code = new Map(bundle.corpus.map((row) => [row.corpus_id, row.code]));
  const recorded = new Map((bundle.executionCache ?? []).map((row) => [`${row.code_sha256} ${row.tests_sha256}`, row.test_results]));
  const cases: Array<{ id: string; job: ExecutionJob }> = [];
  let skipped = 0;
  for (const query of new SeededRandom(SAMPLE_SEED).sample(bundle.queries, SAMPLE_TASKS)) {
    const setup = query.metadata['test_setup'];
    for (const id of [...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids]) {
      const text = code.get(id);
      if (text === undefined) throw new Error(`${bundleFolder}/queries.jsonl: ${query.query_id} lists ${id}, which corpus.jsonl lacks`);
      const outcomes = recorded.get(`${codeSha256(text)} ${testsSha256(query.test_suite)}`);
      if (outcomes === undefined) throw new Error(`${bundleFolder}/execution_cache.jsonl: no row for ${id} with the tests of ${query.query_id}`);
      if (timingSensitive(outcomes)) skipped += 1;
      else cases.push({ id, job: { code: text, tests: query.test_suite, ...(typeof setup === 'string' ? { testSetup: setup } : {}) } });
    }
  }
  return { cases, skipped };
}

let pool: TypeScriptExecutor;
let reference: TypeScriptExecutor;

beforeAll(async () => {
  pool = new TypeScriptExecutor({ sandbox: 'bwrap', concurrency: 2 });
  reference = new TypeScriptExecutor({ isolation: 'process', sandbox: 'bwrap', concurrency: 2 });
  await Promise.all([pool.init(), reference.init()]);
});

afterAll(async () => {
  await Promise.all([pool?.dispose(), reference?.dispose()]);
});

describe('the built-in TypeScript bundle on both isolations', () => {
  it('gives the reference runner’s outcome strings on every sampled candidate', async () => {
    const { bundle } = await readBundle(bundleFolder);
    const { cases, skipped } = sampleJobs(bundle);
    expect(cases.length).toBeGreaterThanOrEqual(SAMPLE_TASKS * 4);
    expect(skipped).toBeLessThan(cases.length / 4);
    const [fromPool, fromReference] = await Promise.all([Promise.all(cases.map((entry) => pool.execute(entry.job))), Promise.all(cases.map((entry) => reference.execute(entry.job)))]);
    const differing = cases
      .map((entry, index) => ({ id: entry.id, context: fromPool[index]?.testResults, process: fromReference[index]?.testResults }))
      .filter((row) => JSON.stringify(row.context) !== JSON.stringify(row.process));
    expect(differing).toEqual([]);
    // Most jobs answered from contexts (a loaded machine may push a few past half a limit): the
    // comparison above is of the context runner, not of the reference with itself.
    expect(pool.fallbackJobs).toBeLessThan(cases.length / 4);
    // The sample is not all passes: failing assertions and errors are compared too.
    expect(fromReference.filter((verdict) => !verdict.passesAllTests).length).toBeGreaterThan(cases.length / 2);
  }, 120_000);
});
