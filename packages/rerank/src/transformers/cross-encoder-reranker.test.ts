import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { rerankMany } from '../rerank-many.js';
import { RerankCache } from '../rerank-cache.js';
import { tinyLogit, writeTinyCrossEncoder } from '../__fixtures__/tiny-cross-encoder.js';
import { CrossEncoderReranker } from './cross-encoder-reranker.js';

let root: string;

beforeAll(async () => {
  root = await writeTinyCrossEncoder('tiny/cross-encoder');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe(CrossEncoderReranker.name, () => {
  it('scores each (query, document) pair from its pair encoding, in input order', async () => {
    const sut = new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: root });
    const documents = ['return smallest', 'return largest max', 'def f'];
    const result = await sut.doRerank({ query: 'find max', documents });
    // Two separators (0.5 each) prove the pair template ran; the query adds CLS + find + max.
    expect(result.scores).toEqual(documents.map((document) => tinyLogit('find max', document)));
    expect(result.scores).toEqual([0.125 + 2 + 1 + 0.25 - 1.5, 0.125 + 2 + 1 + 0.25 + 1.5 + 2, 0.125 + 2 + 1]);
    await sut.dispose();
  });

  it('applies the sigmoid when asked and keeps the order', async () => {
    const sut = new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: root, activation: 'sigmoid' });
    const result = await sut.doRerank({ query: 'find max', documents: ['return min', 'return largest'] });
    expect(result.scores[0]).toBeCloseTo(1 / (1 + Math.exp(-tinyLogit('find max', 'return min'))), 6);
    expect(result.scores[1]).toBeCloseTo(1 / (1 + Math.exp(-tinyLogit('find max', 'return largest'))), 6);
    await sut.dispose();
  });

  it('runs through rerankMany in batches and a rerun makes no forward pass', async () => {
    const cache = new RerankCache(':memory:');
    const sut = new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: root, batchSize: 2 });
    const requests = [{ query: 'find max', documents: ['return largest', 'return min', 'def f', 'return max'] }];
    const first = await rerankMany(sut, { requests, cache });
    expect(first.calls).toBe(2);
    expect(first.results[0]?.scores).toEqual(requests[0]?.documents.map((document) => tinyLogit('find max', document)));
    const again = await rerankMany(sut, { requests, cache });
    expect(again.calls).toBe(0);
    expect(again.results[0]?.scores).toEqual(first.results[0]?.scores);
    await sut.dispose();
    cache.close();
  });

  it('refuses settings it cannot honour, naming them', async () => {
    expect(() => new CrossEncoderReranker('tiny/cross-encoder', { activation: 'softmax' as 'none' })).toThrow('activation must be one of none, sigmoid, got "softmax"');
    const bf16 = new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: root, dtype: 'bf16' });
    await expect(bf16.doRerank({ query: 'q', documents: ['d'] })).rejects.toThrow('dtype bf16 is not supported');
  });

  it('gives different cache identities to different settings', () => {
    const base = new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: root });
    expect(new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: root, activation: 'sigmoid' }).invocationKey).not.toBe(base.invocationKey);
    expect(new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: root, dtype: 'q8' }).invocationKey).not.toBe(base.invocationKey);
    expect(new CrossEncoderReranker('tiny/cross-encoder', { localModelPath: `${root}/other` }).invocationKey).not.toBe(base.invocationKey);
  });
});
