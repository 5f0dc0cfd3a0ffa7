import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle, writeBundle } from '@execret/core';
import { main } from '../main.js';
import type { SystemOutcome } from './run.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');

// Examples a user states with each query of the example bundle (none is one of its tests), in the
// three forms the execution-aware reranker reads.
const EXAMPLES: Record<string, unknown> = {
  q_0001: "squeeze_whitespace('a\\n\\nb') == 'a b'\nsqueeze_whitespace(' x ') == 'x'",
  q_0002: [
    { input: [[1, 2, 4], 2], output: 1 },
    { input: [[2, 4], 9], output: 2 },
  ],
  q_0003: ["assert is_valid_port('8a') is False", "assert is_valid_port('007') is False"],
};

let work: string;
let bundle: string;

async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-pipeline-run-'));
  const read = await readBundle(tinyBundle);
  bundle = join(work, 'bundle');
  await writeBundle(bundle, { ...read.bundle, queries: read.bundle.queries.map((query) => ({ ...query, metadata: { ...query.metadata, examples: EXAMPLES[query.query_id] } })) }, { seed: 7 });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a reranking pipeline as a system', () => {
  it('runs beside its first stage, and the report shows its gain with a paired test (numbers checked by hand)', async () => {
    const out = join(work, 'out');
    const pipeline = 'bm25 >> exec-rerank:examples?depth=10';
    const ran = await cli(['run', '--bundle', bundle, '--system', 'bm25', '--system', pipeline, '--out', out, '--json']);
    expect(ran.code).toBe(0);
    const outcomes = JSON.parse(ran.stdout) as SystemOutcome[];
    // bm25 puts a distractor first for all three queries; each query's examples reject every
    // distractor that bm25 ranks above the canonical, so the canonical comes first after reranking.
    expect(outcomes.map((outcome) => [outcome.system, outcome.metrics['exec@1']])).toEqual([
      ['bm25', 0],
      [pipeline, 1],
    ]);
    const results = JSON.parse(await readFile(outcomes[1]?.resultsFile as string, 'utf8')) as { execret: { system: Record<string, unknown> } };
    expect(results.execret.system).toMatchObject({ pipeline, kind: 'rerank', input: { stage: 'bm25', kind: 'system' }, reranker: { kind: 'execution', depth: 10, sources: ['examples'] } });

    expect((await cli(['report', out, '--resamples', '200'])).code).toBe(0);
    const data = JSON.parse(await readFile(join(out, 'report_data.json'), 'utf8')) as { pipeline_gains: Array<{ pipeline: string; first_stage: string; metrics: Array<Record<string, unknown>> }> };
    expect(data.pipeline_gains.map((row) => [row.pipeline, row.first_stage])).toEqual([[pipeline, 'bm25']]);
    // All three queries are won by the pipeline alone: gain 1, every bootstrap resample 1,
    // McNemar exact p = 2 × 0.5³ = 0.25.
    expect(data.pipeline_gains[0]?.metrics.find((gain) => gain['metric'] === 'exec@1')).toEqual({
      metric: 'exec@1',
      pipeline: 1,
      first_stage: 0,
      gain: 1,
      ci95: [1, 1],
      pipeline_only: 3,
      first_stage_only: 0,
      mcnemar_exact_p: expect.closeTo(0.25, 12),
      mcnemar_exact_p_holm: expect.closeTo(0.25, 12),
    });
    const markdown = await readFile(join(out, 'leaderboard.md'), 'utf8');
    expect(markdown).toContain('## Pipelines: gain over the first stage');
    expect(markdown).toContain('| bm25 \\>\\> exec-rerank:examples?depth=10 | bm25 | 1.000 | 0.000 | +1.000 | [+1.000, +1.000] | 3 / 0 | 0.2500 (Holm 0.2500) |');
    expect(await readFile(join(out, 'report.html'), 'utf8')).toContain('<section id="pipeline-gains">');
  }, 120_000);

  it('says to run the first stage when the folder has only the pipeline', async () => {
    const out = join(work, 'only-pipeline');
    expect((await cli(['run', '--bundle', bundle, '--system', 'bm25 >> exec-rerank:examples?depth=10', '--out', out])).code).toBe(0);
    expect((await cli(['report', out, '--resamples', '50'])).code).toBe(0);
    expect(await readFile(join(out, 'leaderboard.md'), 'utf8')).toContain('No results for the first stage of bm25 in this folder: run it too');
  }, 120_000);
});
