import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBundle, type Language } from '@execret/core';
import { builtinBundleDirectory } from '@execret/datasets';
import type { DatasetValidation } from '@execret/oracle';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';
import { createProgress } from '../progress.js';
import { buildBenchmark } from './build.js';

const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });
const services: LocalOracle[] = [];

// The rebuild runs on a loaded machine: two child processes spin for the whole file, so jobs run
// slower than on the machine that built the committed bundles, and the bundles must not change.
const busy: ChildProcess[] = [];
beforeAll(() => {
  for (let index = 0; index < 2; index += 1) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
});
afterAll(async () => {
  for (const child of busy) child.kill('SIGKILL');
  for (const service of services) await service.dispose();
});

/** `<bundle>/../<language>-build-cache.jsonl`: the verdict of every candidate of the committed build. */
function buildCache(language: Language): string {
  return join(builtinBundleDirectory(language), '..', `${language}-build-cache.jsonl`);
}

describe.each(['python', 'typescript'] as const)('the committed %s bundle', (language) => {
  it('is rebuilt byte for byte from the task sources and the seed, on a loaded machine', async () => {
    expect(busy.every((child) => child.exitCode === null && child.pid !== undefined)).toBe(true);
    const work = await mkdtemp(join(tmpdir(), `execret-rebuild-${language}-`));
    const oracle = openLocalOracle(join(work, 'cache'));
    services.push(oracle);
    // The candidates' verdicts come from the committed build cache (executing every candidate
    // again is what the next test does for the kept ones); canonicals still run twice (G3), and
    // kept distractors with a timing-sensitive verdict run again with generous limits (G4).
    const report = await buildBenchmark({ language, out: join(work, 'bundle'), importCache: buildCache(language), oracle, progress: quiet });
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
  }, 1_800_000);

  it('keeps only canonicals that passed twice and distractors that fail on a fresh run', async () => {
    const committed = builtinBundleDirectory(language);
    const validation = JSON.parse(await readFile(join(committed, 'dataset_validation.json'), 'utf8')) as DatasetValidation;
    for (const audit of validation.tasks.filter((task) => task.accepted)) {
      expect(audit.canonical.runs).toHaveLength(2);
      for (const run of audit.canonical.runs) expect(run.passes_all_tests).toBe(true);
    }
    const { bundle } = await readBundle(committed);
    const oracle = openLocalOracle(await mkdtemp(join(tmpdir(), `execret-verify-${language}-`)));
    services.push(oracle);
    const queryOf = new Map(bundle.queries.flatMap((query) => query.paired_distractor_corpus_ids.map((id) => [id, query] as const)));
    const distractors = bundle.corpus.filter((row) => row.label === 'incorrect');
    const verdicts = await oracle.oracle.run(
      distractors.map((row) => {
        const query = queryOf.get(row.corpus_id);
        if (query === undefined) throw new Error(`${row.corpus_id} is not paired with a query`);
        return { language, code: row.code, tests: query.test_suite };
      }),
      { cacheMode: 'off' },
    );
    const passing = distractors.filter((_, index) => verdicts[index]?.passesAllTests).map((row) => row.corpus_id);
    expect(passing).toEqual([]);
  }, 600_000);

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
