import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findSystemEntry, readBundle, type Bundle, type Retriever, type Run, type SystemContext } from '@execret/core';
import { bm25SystemEntry } from '@execret/bm25';
import { evaluateRun, judgementsFromQueries } from '@execret/metrics';
import { ExecutionCache, Oracle, PythonExecutor, VerdictBook } from '@execret/oracle';
import { answerJson, startRecordingServer, type RecordingServer } from '../__fixtures__/recording-server.js';
import { tinyLogit, writeTinyCrossEncoder } from '../__fixtures__/tiny-cross-encoder.js';
import type { ExecutionRerankRecord } from '../execution/execution-reranker.js';
import type { PipelineRetriever } from './pipeline-retriever.js';
import { createPipelineSystemEntry, findSystemEntryWithPipelines, pipelineInputFiles } from './pipeline-system-entry.js';

const EXAMPLE_BUNDLE = join(dirname(fileURLToPath(import.meta.url)), '../../../../examples/tiny-bundle');

// Examples a user would give with each query of the example bundle, written from the queries
// (none is in a test suite), in three of the accepted forms.
const EXAMPLES: Record<string, unknown> = {
  q_0001: "squeeze_whitespace('a\\n\\nb') == 'a b'\nsqueeze_whitespace(' x ') == 'x'",
  q_0002: [
    { input: [[1, 2, 4], 2], output: 1 },
    { input: [[2, 4], 9], output: 2 },
  ],
  q_0003: ["assert is_valid_port('8a') is False", "assert is_valid_port('007') is False"],
};

let folder: string;
let bundle: Bundle;
let executionCache: ExecutionCache;
let oracle: Oracle;
let server: RecordingServer;
let context: SystemContext;
const created: Retriever[] = [];

const entry = createPipelineSystemEntry({ entries: () => [bm25SystemEntry], openOracle: () => ({ oracle, dispose: async () => undefined }) });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'execret-pipeline-'));
  const read = await readBundle(EXAMPLE_BUNDLE);
  bundle = { ...read.bundle, queries: read.bundle.queries.map((query) => ({ ...query, metadata: { ...query.metadata, examples: EXAMPLES[query.query_id] } })) };
  executionCache = new ExecutionCache(join(folder, 'executions.sqlite'));
  oracle = new Oracle({ executors: { python: new PythonExecutor({ concurrency: 2 }) }, cache: executionCache });
  server = await startRecordingServer();
  context = { cacheDirectory: join(folder, 'cache'), env: {} };
});

afterAll(async () => {
  for (const retriever of created) await retriever.dispose?.();
  await oracle.executor('python').dispose?.();
  executionCache.close();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

async function runSystem(systemId: string, topK = 10): Promise<{ run: Run; retriever: Retriever }> {
  const retriever = await findSystemEntryWithPipelines([bm25SystemEntry], entry, systemId).create(systemId, context);
  created.push(retriever);
  await retriever.index(bundle.corpus.map((row) => ({ id: row.corpus_id, text: row.code })));
  // As `execret run` would pass them with the query metadata (see the README).
  const run = await retriever.search(
    bundle.queries.map((query) => ({ id: query.query_id, text: query.query, metadata: query.metadata })),
    { topK },
  );
  return { run, retriever };
}

/** exec@k of a run, judged on the hidden test suites through the verdict book (bundle cache, then the oracle). */
async function execAt(run: Run, ks: number[]): Promise<Record<string, number>> {
  const book = new VerdictBook(bundle, oracle);
  await book.ensure([...run].flatMap(([queryId, ranking]) => ranking.slice(0, Math.max(...ks)).map((item): [string, string] => [queryId, item.corpusId])));
  const evaluation = evaluateRun(run, judgementsFromQueries(bundle.queries), { ks, metrics: ['exec'], passes: (queryId, corpusId) => book.get(queryId, corpusId)?.passesAllTests, unexecuted: 'error' });
  return Object.fromEntries(ks.map((k) => [`exec@${k}`, evaluation.means[`exec@${k}`] as number]));
}

describe(createPipelineSystemEntry.name, () => {
  it('lifts exec@1 of bm25 on the example bundle by execution-aware reranking with the queries\' examples (checked by hand)', async () => {
    // BM25 ranks a wrong snippet first for every query: q_0001 ties its canonical c_0010 with the
    // distractor c_0007 (same token bag) and the id puts c_0007 first; q_0002 and q_0003 put
    // is_valid_port distractors (c_0008, c_0004) first. Every canonical is in the top 10.
    const first = await runSystem('bm25');
    expect(await execAt(first.run, [1, 10])).toEqual({ 'exec@1': 0, 'exec@10': 1 });

    // With the examples: c_0010 is the only squeeze_whitespace passing both ('' joins to 'ab');
    // c_0003 the only first_at_least (c_0001 loops, c_0002 and c_0006 return 2 and 0 for the
    // first example); c_0005 and c_0009 (< 65535) both pass is_valid_port's examples and keep
    // BM25's order, canonical first. So exec@1 = 3 / 3.
    const { run, retriever } = await runSystem('bm25 >> exec-rerank:examples?depth=10');
    expect(await execAt(run, [1])).toEqual({ 'exec@1': 1 });
    expect([...run].map(([queryId, ranking]) => [queryId, ranking[0]?.corpusId])).toEqual([
      ['q_0001', 'c_0010'],
      ['q_0002', 'c_0003'],
      ['q_0003', 'c_0005'],
    ]);
    // Rank-derived scores keep the reranked order under the core tie rule; candidates the examples
    // could not tell apart (same examples passed) that BM25 tied keep equal scores.
    expect(run.get('q_0001')?.map((item) => item.score)).toEqual([10, 9, 8, 7, 7, 5, 5, 5, 5, 5]);
    const bm25Scores = new Map(first.run.get('q_0001')?.map((item) => [item.corpusId, item.score]));
    const reranked = run.get('q_0001') ?? [];
    expect(bm25Scores.get(reranked[3]?.corpusId as string)).toBe(bm25Scores.get(reranked[4]?.corpusId as string));
    expect(new Set(reranked.slice(5).map((item) => bm25Scores.get(item.corpusId))).size).toBe(1);

    // Every stage is recorded: BM25's run, then the reranker's with its tests and outcomes.
    const stages = (retriever as PipelineRetriever).stages;
    expect(stages.map((stage) => [stage.stage, stage.kind])).toEqual([
      ['bm25', 'system'],
      ['bm25 >> exec-rerank:examples?depth=10', 'rerank'],
    ]);
    expect(stages[0]?.run).toEqual(first.run);
    const record = stages[1]?.records?.get('q_0002') as ExecutionRerankRecord;
    expect(record.tests.map((test) => test.test)).toEqual(['assert (first_at_least([1, 2, 4], 2)) == (1)', 'assert (first_at_least([2, 4], 9)) == (2)']);
    expect(record.ranking.find((entry) => entry.id === 'c_0001')?.outcomes).toEqual(['TIMEOUT', 'TIMEOUT']);
    expect(retriever.describe()).toMatchObject({ pipeline: 'bm25 >> exec-rerank:examples?depth=10', kind: 'rerank', reranker: { depth: 10, sources: ['examples'], runtimes: { python: expect.stringMatching(/^python\//) } }, input: { stage: 'bm25', kind: 'system' } });

    // A rerun executes nothing: every verdict comes from the oracle's cache.
    const before = oracle.stats.executed;
    const again = await runSystem('bm25 >> exec-rerank:examples?depth=10');
    expect(again.run).toEqual(run);
    expect(oracle.stats.executed).toBe(before);
  });

  it('reorders only the top depth and keeps the rest in the first stage\'s order', async () => {
    const first = await runSystem('bm25');
    const { run } = await runSystem('bm25 >> exec-rerank:examples?depth=2');
    for (const [queryId, ranking] of run) {
      const original = (first.run.get(queryId) ?? []).map((item) => item.corpusId);
      expect(ranking.slice(2).map((item) => item.corpusId)).toEqual(original.slice(2));
      expect(new Set(ranking.slice(0, 2).map((item) => item.corpusId))).toEqual(new Set(original.slice(0, 2)));
    }
  });

  it('calls a hosted reranker on the top depth, and a rerun is served from <cacheDirectory>/rerank.sqlite', async () => {
    server.requests.length = 0;
    // The TEI server scores by code length: the shortest snippet ranks first.
    server.handle((request, response) => answerJson(response, 200, (request.body['texts'] as string[]).map((text, index) => ({ index, score: -text.length }))));
    const systemId = `bm25 >> tei:BAAI/bge-reranker-base?baseURL=${server.baseURL}&depth=3`;
    const first = await runSystem('bm25');
    const { run } = await runSystem(systemId);
    expect(server.requests.map((request) => request.path)).toEqual(['/rerank', '/rerank', '/rerank']);
    for (const [queryId, ranking] of run) {
      const top = (first.run.get(queryId) ?? []).slice(0, 3).map((item) => bundle.corpus.find((row) => row.corpus_id === item.corpusId) as { corpus_id: string; code: string });
      const byLength = [...top].sort((left, right) => left.code.length - right.code.length).map((row) => row.corpus_id);
      expect(ranking.slice(0, 3).map((item) => item.corpusId)).toEqual(byLength);
    }
    await runSystem(systemId);
    expect(server.requests).toHaveLength(3);
  });

  it('reranks with a local cross-encoder from the models folder', async () => {
    const models = await writeTinyCrossEncoder('tiny/cross-encoder');
    try {
      const local = { ...context, modelsDirectory: models };
      await expect(entry.check?.('bm25 >> transformers:tiny/cross-encoder', local)).resolves.toBeUndefined();
      await expect(entry.check?.('bm25 >> transformers:tiny/missing', local)).rejects.toThrow(`no cross-encoder folder ${join(models, 'tiny/missing')}`);
      const retriever = await entry.create('bm25 >> transformers:tiny/cross-encoder?depth=10', local);
      created.push(retriever);
      await retriever.index(bundle.corpus.map((row) => ({ id: row.corpus_id, text: row.code })));
      const queries = bundle.queries.map((query) => ({ id: query.query_id, text: query.query }));
      const run = await retriever.search(queries, { topK: 10 });
      const first = (retriever as PipelineRetriever).stages[0]?.run as Run;
      let moved = 0;
      for (const query of queries) {
        const input = (first.get(query.id) ?? []).map((item) => item.corpusId);
        const scored = input.map((id, position) => ({ id, position, logit: tinyLogit(query.text, bundle.corpus.find((row) => row.corpus_id === id)?.code ?? '') }));
        const expected = [...scored].sort((left, right) => right.logit - left.logit || left.position - right.position).map((item) => item.id);
        expect(run.get(query.id)?.map((item) => item.corpusId)).toEqual(expected);
        if (expected.join() !== input.join()) moved += 1;
      }
      // The tiny model scores short snippets higher, so BM25's order does change.
      expect(moved).toBeGreaterThan(0);
    } finally {
      await rm(models, { recursive: true, force: true });
    }
  });

  it('fuses systems: rrf of a system with itself keeps its order', async () => {
    const first = await runSystem('bm25');
    const { run, retriever } = await runSystem('rrf(bm25, bm25)?k=60');
    expect([...run].map(([queryId, ranking]) => [queryId, ranking.map((item) => item.corpusId)])).toEqual([...first.run].map(([queryId, ranking]) => [queryId, ranking.map((item) => item.corpusId)]));
    expect(retriever.describe()).toMatchObject({ kind: 'fusion', method: 'rrf', k: 60, members: [{ weight: 1, stage: 'bm25' }, { weight: 1, stage: 'bm25' }] });
  });

  it('checks ids before any work, naming what is wrong', async () => {
    await expect(entry.check?.('bm25 >> nope:x', context)).rejects.toThrow('unknown reranker "nope:x" after ">>": the adapter must be one of cohere, voyage, jina, tei, transformers, llm, exec-rerank');
    await expect(entry.check?.('bm25 >> cohere:rerank-v3.5', context)).rejects.toThrow('cohere reranker: no API key: set CO_API_KEY or COHERE_API_KEY');
    await expect(entry.check?.('bm25 >> cohere:rerank-v3.5', { ...context, env: { CO_API_KEY: 'k' } })).resolves.toBeUndefined();
    await expect(entry.check?.('bm25 >> exec-rerank:examples?depth=0', context)).rejects.toThrow('exec-rerank systems: parameter depth must be a positive integer, got "0"');
    await expect(entry.check?.('bm25 >> exec-rerank:generated', context)).rejects.toThrow('generated tests need a chat model: add ?chatModel=<model>');
    await expect(entry.check?.('bm25 >> exec-rerank:examples+generated?chatModel=gpt-4o-mini', context)).rejects.toThrow('no API key for https://api.openai.com/v1: set OPENAI_API_KEY');
    await expect(entry.check?.(`bm25 >> llm:qwen?baseURL=${server.baseURL}/v1&window=4&step=5`, context)).rejects.toThrow('step 5 is larger than the window 4');
    await expect(entry.check?.('bm25:unknown-variant >> exec-rerank:examples', context)).rejects.toThrow();
    await expect(entry.check?.('rrf(bm25, bm25)?k=-1', context)).rejects.toThrow('rrf systems: parameter k must be a number ≥ 0, got "-1"');
  });

  it('routes pipeline ids to the pipeline entry and others to their own, and names the input files of every first stage', () => {
    expect(findSystemEntryWithPipelines([bm25SystemEntry], entry, 'bm25 >> exec-rerank:examples')).toBe(entry);
    expect(findSystemEntryWithPipelines([bm25SystemEntry], entry, 'bm25:lucene')).toBe(bm25SystemEntry);
    expect(findSystemEntry([bm25SystemEntry, entry], 'pipeline:bm25 >> exec-rerank:examples')).toBe(entry);
    const inputFiles = (systemId: string): string[] => (systemId.startsWith('npz:') ? [systemId.slice(4)] : []);
    expect(pipelineInputFiles('rrf(npz:a.npz, bm25, npz:b.npz) >> exec-rerank:examples', inputFiles)).toEqual(['a.npz', 'b.npz']);
    expect(pipelineInputFiles('npz:c.npz', inputFiles)).toEqual(['c.npz']);
  });
});
