import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonlFile, type QueryRow } from '@execret/core';
import { readTrecRun } from '@execret/metrics';
import type { EditsComparison } from '@execret/report';
import { runCli } from '../__fixtures__/run-cli.js';

const tasksFile = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'build-tasks.jsonl');

let work: string;

/** Each query's deception rate (distractors strictly above the canonical), by task id, read straight from the run file. */
async function ratesByTask(bundle: string, runFile: string): Promise<Map<string, number>> {
  const { run } = await readTrecRun(runFile);
  const rates = new Map<string, number>();
  for (const query of await readJsonlFile<QueryRow>(join(bundle, 'queries.jsonl'))) {
    const score = new Map((run.get(query.query_id) ?? []).map((item) => [item.corpusId, item.score]));
    const canonical = score.get(query.correct_corpus_ids[0] as string) as number;
    const above = query.paired_distractor_corpus_ids.filter((id) => (score.get(id) as number) > canonical).length;
    rates.set(query.entry_id, above / query.paired_distractor_corpus_ids.length);
  }
  return rates;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-report-edits-test-'));
  const cache = join(work, 'cache');
  for (const [name, edits] of [['single', '1'], ['stacked', '2'], ['single-again', '1']] as const) {
    expect((await runCli(['build', '--from', 'jsonl', tasksFile, '--out', join(work, 'bench', name), '--edits', edits, '--cache', cache])).code).toBe(0);
    expect((await runCli(['run', '--bundle', join(work, 'bench', name), '--system', 'bm25', '--out', join(work, 'runs', name), '--cache', cache])).code).toBe(0);
  }
}, 240_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('execret report --compare-edits', () => {
  it('compares deception of the single-edit and stacked bundles of the same tasks, as the run files give it', async () => {
    const folder = join(work, 'runs', 'single');
    const result = await runCli(['report', folder, '--compare-edits', join(work, 'runs', 'stacked'), '--resamples', '500']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('deception, single-edit');
    const comparison = JSON.parse(await readFile(join(folder, 'tests', 'edits_comparison.json'), 'utf8')) as EditsComparison;
    expect(comparison.matched_tasks).toBe(4);
    expect([comparison.single.edits, comparison.stacked.edits]).toEqual([1, 2]);
    expect(comparison.systems.map((entry) => entry.system)).toEqual(['bm25']);
    expect(comparison.all_systems).toBeNull();
    const single = await ratesByTask(join(work, 'bench', 'single'), join(folder, 'runs', 'bm25.trec'));
    const stacked = await ratesByTask(join(work, 'bench', 'stacked'), join(work, 'runs', 'stacked', 'runs', 'bm25.trec'));
    const mean = (rates: Map<string, number>): number => [...rates.values()].reduce((sum, rate) => sum + rate, 0) / rates.size;
    const [bm25] = comparison.systems;
    expect(bm25?.tasks).toBe(4);
    expect(bm25?.single.mean_rate).toBeCloseTo(mean(single), 12);
    expect(bm25?.stacked.mean_rate).toBeCloseTo(mean(stacked), 12);
    expect(bm25?.difference?.estimate).toBeCloseTo(mean(stacked) - mean(single), 12);
    expect(bm25?.difference?.ci95_low).toBeLessThanOrEqual(bm25?.difference?.estimate as number);
    expect(bm25?.difference?.ci95_high).toBeGreaterThanOrEqual(bm25?.difference?.estimate as number);
    // The folder stays checkable: SHA256SUMS now covers the comparison too.
    expect((await runCli(['check', folder])).code).toBe(0);
  }, 120_000);

  it('refuses two single-edit folders and writes nothing', async () => {
    const folder = join(work, 'runs', 'single-again');
    const result = await runCli(['report', folder, '--compare-edits', join(work, 'runs', 'single'), '--resamples', '200']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('comparing edits needs one bundle of single-edit distractors and one of stacked distractors');
    expect(await stat(join(folder, 'tests', 'edits_comparison.json')).catch(() => undefined)).toBeUndefined();
    expect(await stat(join(folder, 'report.html')).catch(() => undefined)).toBeUndefined();
  }, 60_000);
});
