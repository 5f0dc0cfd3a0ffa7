import { describe, expect, it } from '@jest/globals';
import type { Ranking, Retriever, Run } from '@execret/core';
import { diagnoseRun, evaluateRun, judgementsFromQueries } from '@execret/metrics';
import type { Oracle } from '@execret/oracle';
import { ExecutionReranker } from '../execution/execution-reranker.js';
import type { RerankQuery } from '../execution/query-time-information.js';
import { MockReranker } from '../mock-reranker.js';
import { ExecutionRerankStage } from './execution-rerank-stage.js';
import { ModelRerankStage } from './model-rerank-stage.js';
import { PipelineRetriever, type ResolvedPipeline } from './pipeline-retriever.js';
import { StageWithoutInputsError } from './stage-without-inputs-error.js';

// Planted ties: in every query the canonical ties at rank 1 with a paired distractor whose corpus
// id sorts first (an id-based tie rule would call the query deceived), and lower results tie too.
const PLANTED: Record<string, Ranking> = {
  q1: [
    { corpusId: 'c2', score: 9 },
    { corpusId: 'c5', score: 9 },
    { corpusId: 'c1', score: 4 },
    { corpusId: 'c3', score: 4 },
    { corpusId: 'c4', score: 1 },
  ],
  q2: [
    { corpusId: 'c1', score: 7 },
    { corpusId: 'c3', score: 7 },
    { corpusId: 'c6', score: 7 },
    { corpusId: 'c2', score: 2 },
  ],
  q3: [
    { corpusId: 'c4', score: 5 },
    { corpusId: 'c2', score: 3 },
    { corpusId: 'c7', score: 3 },
    { corpusId: 'c8', score: 1 },
  ],
};
const CANONICAL: Record<string, string> = { q1: 'c5', q2: 'c6', q3: 'c7' };
const DISTRACTORS: Record<string, string[]> = { q1: ['c2'], q2: ['c1', 'c3'], q3: ['c2'] };
const judgements = judgementsFromQueries(
  Object.keys(PLANTED).map((queryId) => ({ query_id: queryId, correct_corpus_ids: [CANONICAL[queryId] as string], paired_distractor_corpus_ids: DISTRACTORS[queryId] as string[] })),
);
const passes = (queryId: string, corpusId: string): boolean => CANONICAL[queryId] === corpusId;
const documents = Array.from({ length: 8 }, (_, index) => ({ id: `c${index + 1}`, text: `def f(x):\n    return x + ${index}\n` }));

const planted: Retriever = {
  systemId: 'planted',
  describe: () => ({ system: 'planted' }),
  index: async () => undefined,
  search: async (queries, options) => new Map(queries.map((query) => [query.id, (PLANTED[query.id] ?? []).slice(0, options.topK)])),
};
const system: ResolvedPipeline = { kind: 'system', text: 'planted', retriever: planted };

/** An oracle whose every candidate passes every test: execution tells no candidate apart. */
const passingOracle = (): Oracle => {
  const stats = { executed: 0, cacheHits: 0, deduplicated: 0 };
  return {
    get stats() {
      return { ...stats };
    },
    run: async (jobs: ReadonlyArray<{ tests: readonly string[] }>) => {
      stats.executed += jobs.length;
      return jobs.map((job) => ({ passesAllTests: true, testResults: job.tests.map(() => 'pass') }));
    },
  } as unknown as Oracle;
};

const queries = (withExamples: boolean): RerankQuery[] =>
  Object.keys(PLANTED).map((id, index) => ({ id, text: 'return x plus a number', metadata: { language: 'python', entry_point: 'f', ...(withExamples && index !== 1 ? { examples: ['assert f(0) == 0'] } : {}) } }));

async function search(pipeline: ResolvedPipeline, withExamples = true): Promise<{ run: Run; retriever: PipelineRetriever }> {
  const sut = new PipelineRetriever(pipeline.text, pipeline);
  await sut.index(documents);
  return { run: await sut.search(queries(withExamples), { topK: 10 }), retriever: sut };
}

const tieStatistics = (run: Run) => ({
  ties: diagnoseRun(run, judgements, { passes }).ties,
  expected: evaluateRun(run, judgements, { ks: [1, 3], ties: 'expected', metrics: ['exec', 'ndcg'], passes }).means,
});

describe(PipelineRetriever.name, () => {
  const stages: Array<[string, () => ResolvedPipeline]> = [
    ['a model reranker scoring every candidate alike', () => ({ kind: 'rerank', text: 'planted >> mock', input: system, stage: new ModelRerankStage('mock', 10, new MockReranker('flat', { score: () => 0.5 }), undefined) })],
    ['execution reranking where every candidate passes the examples', () => ({ kind: 'rerank', text: 'planted >> exec-rerank:examples', input: system, stage: new ExecutionRerankStage('exec-rerank:examples', 10, new ExecutionReranker({ oracle: passingOracle(), sources: ['examples'] })) })],
    ['reciprocal-rank fusion of one system', () => ({ kind: 'fusion', text: 'rrf(planted)', method: 'rrf', members: [{ weight: 1, node: system }], k: 60 })],
    ['reciprocal-rank fusion of a system with itself', () => ({ kind: 'fusion', text: 'rrf(planted, planted)', method: 'rrf', members: [{ weight: 1, node: system }, { weight: 2, node: system }], k: 60 })],
    ['weighted score fusion', () => ({ kind: 'fusion', text: 'wsf(planted, planted)', method: 'wsf', members: [{ weight: 1, node: system }, { weight: 1, node: system }], normalization: 'minmax' })],
  ];

  it.each(stages)('keeps the tie statistics and tie-aware expected metrics of its input through %s', async (_name, pipeline) => {
    const input = new Map(Object.entries(PLANTED));
    const { run, retriever } = await search(pipeline());
    expect(tieStatistics(run)).toEqual(tieStatistics(input));
    expect(tieStatistics(input).ties.rank1Tied.count).toBe(2);
    const last = retriever.stages.at(-1);
    expect(last?.summary.rank1_tie_share).toBeCloseTo(2 / 3, 12);
    if (last?.kind === 'rerank') expect(last.summary.changed).toBe(0);
  });

  it('breaks only the ties its stage resolves, and reports the queries without query-time tests', async () => {
    // The reranker prefers c5 in q1: that tie is resolved; q1's lower tie and the other queries' stay.
    const { run, retriever } = await search({ kind: 'rerank', text: 'planted >> mock', input: system, stage: new ModelRerankStage('mock', 10, new MockReranker('c5-first', { score: (_query, code) => (code.includes('+ 4\n') ? 1 : 0) }), undefined) });
    expect(run.get('q1')?.map((item) => item.corpusId)).toEqual(['c5', 'c2', 'c1', 'c3', 'c4']);
    expect(run.get('q1')?.[2]?.score).toBe(run.get('q1')?.[3]?.score);
    expect(retriever.stages.at(-1)?.summary).toMatchObject({ changed: 1, rank1_tie_share: 1 / 3, input_rank1_tie_share: 2 / 3 });
    const exec = await search({ kind: 'rerank', text: 'planted >> exec-rerank:examples', input: system, stage: new ExecutionRerankStage('exec-rerank:examples', 10, new ExecutionReranker({ oracle: passingOracle(), sources: ['examples'] })) });
    expect(exec.retriever.stages.at(-1)?.summary).toMatchObject({ without_information: 1, without_information_reason: 'no query-time tests' });
  });

  it('fails a reranking stage that had no query-time tests for any query instead of returning its input', async () => {
    const pipeline: ResolvedPipeline = { kind: 'rerank', text: 'planted >> exec-rerank:examples', input: system, stage: new ExecutionRerankStage('exec-rerank:examples', 10, new ExecutionReranker({ oracle: passingOracle(), sources: ['examples'] })) };
    const failure = search(pipeline, false);
    await expect(failure).rejects.toThrow(StageWithoutInputsError);
    await expect(search(pipeline, false)).rejects.toThrow('none of the 3 queries gave it anything to work with (no query-time tests)');
  });
});
