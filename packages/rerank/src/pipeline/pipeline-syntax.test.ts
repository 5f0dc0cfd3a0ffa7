import { describe, expect, it } from '@jest/globals';
import { isPipelineSystemId, parsePipeline, pipelineSystems, type FusionNode, type RerankNode } from './pipeline-syntax.js';

describe(parsePipeline.name, () => {
  it('reads a first stage followed by rerankers, left to right', () => {
    const node = parsePipeline('bm25?k1=1.2 >> voyage:rerank-2.5?depth=100 >> exec-rerank:examples?depth=10') as RerankNode;
    expect(node.kind).toBe('rerank');
    expect(node.stageText).toBe('exec-rerank:examples?depth=10');
    expect(node.stage).toEqual({ adapter: 'exec-rerank', model: 'examples', parameters: new Map([['depth', '10']]) });
    const inner = node.input as RerankNode;
    expect(inner.text).toBe('bm25?k1=1.2 >> voyage:rerank-2.5?depth=100');
    expect(inner.input).toEqual({ kind: 'system', text: 'bm25?k1=1.2' });
  });

  it('reads fusions with weights, parameters, nesting and groups', () => {
    const node = parsePipeline('(wsf(0.3*bm25, 0.7 * rrf(bm25:lucene, voyage:voyage-code-3)?k=10)?normalize=zscore&depth=50 >> llm:gpt-4o-mini)') as RerankNode;
    const fusion = node.input as FusionNode;
    expect(fusion.method).toBe('wsf');
    expect(fusion.parameters).toEqual(new Map([['normalize', 'zscore'], ['depth', '50']]));
    expect(fusion.members.map((member) => [member.weight, member.node.kind, member.node.text])).toEqual([
      [0.3, 'system', 'bm25'],
      [0.7, 'fusion', 'rrf(bm25:lucene, voyage:voyage-code-3)?k=10'],
    ]);
    expect(pipelineSystems(node)).toEqual(['bm25', 'bm25:lucene', 'voyage:voyage-code-3']);
  });

  it('accepts the pipeline: prefix and reads a plain id as a system', () => {
    expect((parsePipeline('pipeline:bm25 >> tei:m') as RerankNode).input).toEqual({ kind: 'system', text: 'bm25' });
    expect(parsePipeline('npz:runs/out(1).npz')).toEqual({ kind: 'system', text: 'npz:runs/out(1).npz' });
  });

  it('says where a malformed pipeline goes wrong', () => {
    expect(() => parsePipeline('bm25 >> ')).toThrow('pipeline "bm25 >> ": at column 9: expected a reranker id after ">>"');
    expect(() => parsePipeline('rrf(bm25)')).toThrow('at least two systems in rrf(…)');
    expect(() => parsePipeline('rrf(bm25, bm25:lucene')).toThrow('expected "," or ")" in rrf(…), found the end');
    expect(() => parsePipeline('rrf(bm25, bm25:lucene)?k')).toThrow('name=value parameters after rrf(…), got "k"');
  });
});

describe(isPipelineSystemId.name, () => {
  it('tells pipelines from the ids of other families', () => {
    expect(isPipelineSystemId('bm25 >> exec-rerank:examples')).toBe(true);
    expect(isPipelineSystemId('rrf(bm25, voyage:voyage-code-3)')).toBe(true);
    expect(isPipelineSystemId('rrf(bm25')).toBe(true);
    expect(isPipelineSystemId('pipeline:bm25')).toBe(true);
    expect(isPipelineSystemId('bm25:lucene?k1=0.9')).toBe(false);
    expect(isPipelineSystemId('openai-compatible:BAAI/bge-small-en-v1.5?baseURL=http://127.0.0.1:8000/v1')).toBe(false);
  });
});
