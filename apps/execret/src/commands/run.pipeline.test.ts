import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle, writeBundle } from '@execret/core';
import { collectIo } from '../__fixtures__/collect-io.js';
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
  const io = collectIo();
  const code = await main(argv, io);
  return { code, stdout: io.out, stderr: io.err };
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

  it('--with-examples gives every system the query text with its examples, and a folder holds one choice', async () => {
    // A retriever that writes down the texts it receives.
    const module = join(work, 'recorder.mjs');
    const received = join(work, 'received.json');
    await writeFile(
      module,
      `import { writeFileSync } from 'node:fs';
let ids = [];
export default {
  systemId: 'recorder',
  describe: () => ({ records: 'query texts' }),
  async index(documents) { ids = documents.map((document) => document.id); },
  async search(queries) {
    writeFileSync(${JSON.stringify(received)}, JSON.stringify(Object.fromEntries(queries.map((query) => [query.id, query.text]))));
    return new Map(queries.map((query) => [query.id, ids.map((id) => ({ corpusId: id, score: 0 }))]));
  },
};
`,
    );
    const out = join(work, 'with-examples');
    const ran = await cli(['run', '--bundle', bundle, '--system', `module:${module}`, '--with-examples', '--out', out, '--json']);
    expect(ran.code).toBe(0);
    const texts = JSON.parse(await readFile(received, 'utf8')) as Record<string, string>;
    const read = await readBundle(bundle);
    const query = (id: string): string => read.bundle.queries.find((row) => row.query_id === id)?.query as string;
    expect(texts['q_0001']).toBe(`${query('q_0001')}\n\nExamples:\nsqueeze_whitespace('a\\n\\nb') == 'a b'\nsqueeze_whitespace(' x ') == 'x'`);
    expect(texts['q_0003']).toBe(`${query('q_0003')}\n\nExamples:\nassert is_valid_port('8a') is False\nassert is_valid_port('007') is False`);
    // { input, output } objects are shown as the assertion they run as.
    expect(texts['q_0002']?.split('\n\nExamples:\n')[1]?.split('\n')).toHaveLength(2);
    const results = JSON.parse(await readFile((JSON.parse(ran.stdout) as SystemOutcome[])[0]?.resultsFile as string, 'utf8')) as { execret: { query_texts_sha256?: string } };
    const config = JSON.parse(await readFile(join(out, 'config.json'), 'utf8')) as { query_texts?: { with_examples: boolean; sha256: string } };
    expect(config.query_texts).toEqual({ with_examples: true, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(results.execret.query_texts_sha256).toBe(config.query_texts?.sha256);

    // The same folder without examples would mix two benchmarks: refused, nothing run.
    const plain = await cli(['run', '--bundle', bundle, '--system', 'bm25', '--out', out]);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain('config.json records query texts with examples');
    // A bundle without examples: --with-examples would change nothing, so it is an error.
    const none = await cli(['run', '--bundle', tinyBundle, '--system', 'bm25', '--with-examples', '--out', join(work, 'no-examples')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--with-examples: none of the 3 queries');
  }, 120_000);
});

