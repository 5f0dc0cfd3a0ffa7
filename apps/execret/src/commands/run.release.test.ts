import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle } from '@execret/core';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';
import { buildReport } from '@execret/report';
import { hashVector, writeHashEmbeddingModule } from '../__fixtures__/hash-embedding-module.js';
import type { Progress } from '../progress.js';
import { fileSafeSystemId } from '../systems.js';
import { runBenchmark, type ResultsFile, type RunOptions } from './run.js';

const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'examples', 'tiny-bundle');

let work: string;
let cache: string;
let oracle: LocalOracle;
let cosine: string;
let dot: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-release-'));
  const module = await writeHashEmbeddingModule(work);
  cosine = `module:${module}#cosineModel`;
  dot = `module:${module}#dotModel?similarity=dot`;
  // One cache for every run here: verdicts and vectors are computed once.
  cache = join(work, 'cache');
  oracle = openLocalOracle(cache);
});
afterAll(async () => {
  await oracle.dispose();
  await rm(work, { recursive: true, force: true });
});

function recorder(): Progress & { notes: string[] } {
  const notes: string[] = [];
  return { notes, stage: () => () => undefined, done: () => undefined, note: (message) => notes.push(message) };
}

async function run(out: string, systems: string[], extra: Partial<RunOptions> = {}) {
  const progress = recorder();
  const outcomes = await runBenchmark({ bundle, systems, out, oracle: oracle.oracle, progress, context: { cacheDirectory: cache }, ...extra });
  return { outcomes, notes: progress.notes };
}

async function json<T = Record<string, unknown>>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

// A results file with the fields that name the system removed: `model` (the system id) and, in
// the `execret` block, `fingerprint` (hashes the id and description), `system` (the retriever's
// description), `inputs` (the npz file's hash) and `run_sha256` (the run file's tag is the id).
async function withoutSystemFields(path: string): Promise<string> {
  const results = await json<ResultsFile & { execret: Record<string, unknown> }>(path);
  const { model: _model, ...rest } = results;
  const { fingerprint: _fingerprint, system: _system, inputs: _inputs, run_sha256: _run, ...execret } = results.execret;
  return JSON.stringify({ ...rest, execret }, null, 1);
}

// A TREC run without its tag column (the sixth), which is the system's file-safe id.
async function withoutTags(path: string): Promise<string> {
  return (await readFile(path, 'utf8'))
    .split('\n')
    .map((line) => line.split(' ').slice(0, 5).join(' '))
    .join('\n');
}

describe('saved matrices of dense systems', () => {
  let out: string;
  beforeAll(async () => {
    out = join(work, 'dense');
    const { outcomes } = await run(out, [cosine, dot, 'bm25']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['computed', 'computed', 'computed']);
  }, 120_000);

  it('writes embeddings/<system>.npz for every dense system (not for bm25), in the layout numpy and npz: systems read', async () => {
    expect((await readdir(join(out, 'embeddings'))).sort()).toEqual([`${fileSafeSystemId(cosine)}.npz`, `${fileSafeSystemId(dot)}.npz`].sort());
    const path = join(out, 'embeddings', `${fileSafeSystemId(dot)}.npz`);
    const seen = JSON.parse(
      execFileSync('python3', ['-c', `
import json, numpy as np
f = np.load(${JSON.stringify(path)})
print(json.dumps({name: [str(f[name].dtype), list(f[name].shape)] for name in sorted(f.files)} | {'similarity_value': str(f['similarity'][0])}))
`], { encoding: 'utf8' }),
    ) as Record<string, unknown>;
    expect(seen).toEqual({
      corpus_embeddings: ['float32', [10, 8]],
      corpus_ids: ['<U6', [10]],
      query_embeddings: ['float32', [3, 8]],
      query_ids: ['<U6', [3]],
      similarity: ['<U3', [1]],
      similarity_value: 'dot',
    });
  });

  it('summarises each saved matrix: shapes, dtype, finiteness, zero rows and norms of the model vectors', async () => {
    const { bundle: tiny } = await readBundle(bundle);
    const summary = await json<Record<string, Record<string, unknown>>>(join(out, 'embedding_summary.json'));
    expect(Object.keys(summary)).toEqual([cosine, dot].sort());
    // The norms of the vectors the model gives the bundle's texts, as float32.
    const norms = (kind: string, texts: string[]) => texts.map((text) => Math.sqrt(hashVector(kind, text).reduce((sum, value) => sum + Math.fround(value) ** 2, 0)));
    const queryNorms = norms('query', tiny.queries.map((query) => query.query));
    const corpusNorms = norms('document', tiny.corpus.map((row) => row.code));
    for (const [systemId, similarity] of [[cosine, 'cosine'], [dot, 'dot']] as const) {
      const entry = summary[systemId] as Record<string, Record<string, unknown>>;
      expect(entry['file']).toBe(`embeddings/${fileSafeSystemId(systemId)}.npz`);
      expect(entry['similarity']).toBe(similarity);
      expect(entry['queries']).toMatchObject({ shape: [3, 8], dtype: 'float32', all_finite: true, zero_norm_rows: 0 });
      expect(entry['corpus']).toMatchObject({ shape: [10, 8], dtype: 'float32', all_finite: true, zero_norm_rows: 0 });
      expect(entry['queries']?.['norm_min']).toBeCloseTo(Math.min(...queryNorms), 12);
      expect(entry['queries']?.['norm_max']).toBeCloseTo(Math.max(...queryNorms), 12);
      expect(entry['corpus']?.['norm_min']).toBeCloseTo(Math.min(...corpusNorms), 12);
      expect(entry['corpus']?.['norm_max']).toBeCloseTo(Math.max(...corpusNorms), 12);
    }
  });

  it('npz:<out>/embeddings/<system>.npz reproduces each system without the model: results and run byte for byte, apart from the fields that name the system', async () => {
    const replay = join(work, 'replay');
    const saved = [cosine, dot].map((systemId) => `npz:${join(out, 'embeddings', `${fileSafeSystemId(systemId)}.npz`)}`);
    const { outcomes } = await run(replay, saved);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['computed', 'computed']);
    for (const [index, systemId] of [cosine, dot].entries()) {
      const original = join(out, 'results', `${fileSafeSystemId(systemId)}.json`);
      const again = outcomes[index]?.resultsFile as string;
      expect(await withoutSystemFields(again)).toBe(await withoutSystemFields(original));
      expect(await withoutTags(outcomes[index]?.runFile as string)).toBe(await withoutTags(join(out, 'runs', `${fileSafeSystemId(systemId)}.trec`)));
      // The dot system's file records its similarity: npz: without ?similarity= compares by dot.
      expect((await json<ResultsFile>(again)).execret.system).toMatchObject({ precomputed: true, similarity: index === 0 ? 'cosine' : 'dot' });
    }
    // An npz: system saves no matrices of its own.
    expect(await readdir(replay)).not.toContain('embeddings');
  }, 120_000);

  it('reuses a dense system with its matrices, and recomputes it (same bytes) when its saved matrices are gone', async () => {
    const path = join(out, 'embeddings', `${fileSafeSystemId(cosine)}.npz`);
    const before = await readFile(path);
    const sums = await readFile(join(out, 'SHA256SUMS'), 'utf8');
    const again = await run(out, [cosine, dot, 'bm25']);
    expect(again.outcomes.map((outcome) => outcome.status)).toEqual(['reused', 'reused', 'reused']);
    expect(await readFile(join(out, 'SHA256SUMS'), 'utf8')).toBe(sums);
    await rm(path);
    const after = await run(out, [cosine]);
    expect(after.outcomes.map((outcome) => outcome.status)).toEqual(['computed']);
    expect(after.notes).toContain(`${cosine}: embeddings/${fileSafeSystemId(cosine)}.npz is missing: recomputing`);
    expect(Buffer.compare(await readFile(path), before)).toBe(0);
    expect(await readFile(join(out, 'SHA256SUMS'), 'utf8')).toBe(sums);
  }, 120_000);
});

describe('a dense system that fails', () => {
  it('leaves no matrices, summary entry, invocation row or checksum behind', async () => {
    const out = join(work, 'failing');
    const module = join(work, 'flaky.mjs');
    const mode = join(work, 'flaky-mode.txt');
    // The model reads its mode at each call; without an invocationKey of its own, its cache key is
    // the module's bytes, so an edited module embeds afresh.
    const source = `import { readFileSync } from 'node:fs';
export default { specificationVersion: 'v1', provider: 'flaky', modelId: 'm', maxEmbeddingsPerCall: 8,
  async doEmbed({ values }) {
    if (readFileSync(${JSON.stringify(mode)}, 'utf8') === 'offline') throw new Error('model offline');
    return { embeddings: values.map((text) => [text.length + 1, 1]), warnings: [] };
  } };
`;
    await writeFile(mode, 'online');
    await writeFile(module, source);
    const flaky = `module:${module}`;
    expect((await run(out, [flaky, 'bm25'])).outcomes.map((outcome) => outcome.status)).toEqual(['computed', 'computed']);
    expect(Object.keys(await json(join(out, 'embedding_summary.json')))).toEqual([flaky]);
    // The module is edited (so the system runs again) and the model is now offline: it fails.
    await writeFile(module, `${source}// edited\n`);
    await writeFile(mode, 'offline');
    expect((await run(out, [flaky])).outcomes.map((outcome) => outcome.status)).toEqual(['failed']);
    expect(await readdir(join(out, 'embeddings'))).toEqual([]);
    expect(await json(join(out, 'embedding_summary.json'))).toEqual({});
    expect(Object.keys(await json(join(out, 'invocation_table.json')))).toEqual(['bm25']);
    expect(await readFile(join(out, 'SHA256SUMS'), 'utf8')).not.toContain(fileSafeSystemId(flaky));
  }, 120_000);
});

describe("the study's files", () => {
  let out: string;
  beforeAll(async () => {
    out = join(work, 'study');
    await run(out, [cosine, dot, 'bm25']);
  }, 120_000);

  it('writes SHA256SUMS over every file but cache/, which sha256sum -c accepts', async () => {
    const listed = (await readFile(join(out, 'SHA256SUMS'), 'utf8')).trim().split('\n').map((line) => line.slice(66));
    expect(listed).toEqual([
      'config.json',
      'embedding_summary.json',
      `embeddings/${fileSafeSystemId(cosine)}.npz`,
      `embeddings/${fileSafeSystemId(dot)}.npz`,
      'environment.json',
      'execution_cache.jsonl',
      'invocation_table.json',
      'results/bm25.json',
      `results/${fileSafeSystemId(cosine)}.json`,
      `results/${fileSafeSystemId(dot)}.json`,
      'runs/bm25.trec',
      `runs/${fileSafeSystemId(cosine)}.trec`,
      `runs/${fileSafeSystemId(dot)}.trec`,
      'runs/qrels.txt',
      'tests/paired_difference_intervals.json',
    ].sort());
    expect(execFileSync('sha256sum', ['-c', '--strict', 'SHA256SUMS'], { cwd: out, encoding: 'utf8' }).trim().split('\n')).toHaveLength(listed.length);
  });

  it('writes paired difference intervals for every pair, in the study shape, equal to the report\'s paired bootstrap', async () => {
    const intervals = await json<Record<string, Record<string, Record<string, number>>>>(join(out, 'tests', 'paired_difference_intervals.json'));
    const [a, b, c] = ['bm25', cosine, dot].sort();
    expect(Object.keys(intervals)).toEqual([`${a} minus ${b}`, `${a} minus ${c}`, `${b} minus ${c}`]);
    const entry = intervals[`${a} minus ${b}`]?.['exec@1'] as Record<string, number>;
    expect(entry).toMatchObject({ n: 3, bootstrap_samples: 5000, seed: 20260510, method: 'percentile' });
    const results = async (systemId: string) => json<ResultsFile>(join(out, 'results', `${fileSafeSystemId(systemId as string)}.json`));
    expect(entry['mean_difference']).toBeCloseTo(((await results(a as string)).metrics['exec@1'] as number) - ((await results(b as string)).metrics['exec@1'] as number), 12);
    const report = await buildReport(out);
    const pairwise = report.comparison.pairwiseTests[`${a} vs ${b}`] as Record<string, Record<string, unknown>>;
    expect([entry['ci95_low'], entry['ci95_high']]).toEqual(pairwise['exec@1']?.['bootstrap_ci_95']);
  }, 60_000);

  it('writes only the pairs named with compare, and refuses a comparison naming an unknown system before any work', async () => {
    const named = join(work, 'named');
    await run(named, [cosine, 'bm25'], { compare: [['bm25', cosine]] });
    expect(Object.keys(await json(join(named, 'tests', 'paired_difference_intervals.json')))).toEqual([`bm25 minus ${cosine}`]);
    const refused = join(work, 'refused');
    const error = await run(refused, ['bm25'], { compare: [['bm25', 'openai:nope']] }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('--compare names "openai:nope", which is neither run now nor in the output folder; known systems: bm25');
    expect(await readdir(refused).catch(() => [])).not.toContain('results');
  }, 60_000);

  it('writes an invocation table with each system\'s provider, model, similarity, dimensions and vector type', async () => {
    const table = await json<Record<string, Record<string, unknown>>>(join(out, 'invocation_table.json'));
    expect(Object.keys(table)).toEqual(['bm25', cosine, dot].sort());
    expect(table[cosine]).toMatchObject({ kind: 'dense', provider: 'hash', model: 'cosine', similarity: 'cosine', dimensions: 8, vector_dtype: 'float32', query_prefix: null, pooling: null });
    expect(table[dot]).toMatchObject({ kind: 'dense', provider: 'hash', model: 'dot', similarity: 'dot', dimensions: 8 });
    expect(table['bm25']).toMatchObject({ kind: 'lexical', provider: 'bm25', similarity: null, vector_dtype: null });
    expect((table['bm25']?.['parameters'] as Record<string, unknown>)['tokenizer']).toBeDefined();
  });

  it('writes the environment: Node, Python, execret and dependency versions, OS and CPU, nothing about the host', async () => {
    const environment = await json<Record<string, Record<string, string> | string | null>>(join(out, 'environment.json'));
    expect(environment['node']).toBe(process.version);
    expect(environment['python']).toBe(execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim().replace(/^Python /, ''));
    const dependencies = environment['dependencies'] as Record<string, string>;
    expect(dependencies['onnxruntime-node']).toMatch(/^\d+\.\d+\.\d+/);
    expect(dependencies['@huggingface/transformers']).toMatch(/^\d+\.\d+\.\d+/);
    expect(dependencies['tree-sitter-python']).toMatch(/^\d+\.\d+\.\d+/);
    expect(dependencies['web-tree-sitter']).toMatch(/^\d+\.\d+\.\d+/);
    expect((environment['packages'] as Record<string, string>)['@execret/embeddings']).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(environment['os'] as Record<string, string>)).toEqual(['platform', 'release', 'arch']);
    expect(JSON.stringify(environment)).not.toContain((await import('node:os')).hostname());
  });
});
