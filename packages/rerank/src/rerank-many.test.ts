import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretErrorCode, toExecretError } from '@execret/core';
import { ProviderError } from '@execret/embeddings';
import { MockReranker } from './mock-reranker.js';
import { rerankMany } from './rerank-many.js';
import { RerankCache } from './rerank-cache.js';
import type { RerankProgress } from './rerank-many.js';

const noSleep = async (): Promise<void> => undefined;

describe(rerankMany.name, () => {
  it('returns one score per document in input order, scoring identical documents once and never mixing queries in a call', async () => {
    const model = new MockReranker('m', { maxDocumentsPerCall: 2, maxParallelCalls: 1 });
    const requests = [
      { query: 'q1', documents: ['a', 'b', 'a', 'c'] },
      { query: 'q2', documents: ['a'] },
    ];
    const result = await rerankMany(model, { requests, sleep: noSleep });
    expect(result.results.map((item) => item.scores)).toEqual(requests.map((request) => request.documents.map((document) => model.scoreOf(request.query, document))));
    expect(model.calls.map((call) => [call.query, call.documents])).toEqual([
      ['q1', ['a', 'b']],
      ['q1', ['c']],
      ['q2', ['a']],
    ]);
    expect(result).toMatchObject({ calls: 3, cached: 0, tokens: 4 });
  });

  it('makes zero calls when rerun over the same sets with a cache file, and keys scores by query, document and model identity', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'execret-rerank-cache-'));
    try {
      const path = join(folder, 'rerank.sqlite');
      const requests = [{ query: 'find max', documents: ['def f(): return max(x)', 'def f(): return min(x)'] }];
      const firstCache = new RerankCache(path);
      const first = await rerankMany(new MockReranker(), { requests, cache: firstCache });
      firstCache.close();
      const cache = new RerankCache(path);
      const rerun = new MockReranker();
      const again = await rerankMany(rerun, { requests, cache });
      expect(rerun.calls).toHaveLength(0);
      expect(again).toMatchObject({ calls: 0, cached: 2 });
      expect(again.results[0]).toEqual({ scores: first.results[0]?.scores, fromCache: true });
      // Another query, another model identity: asked again.
      await rerankMany(rerun, { requests: [{ query: 'find min', documents: requests[0]?.documents ?? [] }], cache });
      await rerankMany(new MockReranker('mock-reranker', { invocationKey: 'other-endpoint' }), { requests, cache });
      expect(rerun.calls).toHaveLength(1);
      expect(cache.size().pairs).toBe(6);
      cache.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps finished calls when a later one fails, and a rerun asks only for the rest', async () => {
    const cache = new RerankCache(':memory:');
    const failing = new MockReranker('m', { maxDocumentsPerCall: 1, maxParallelCalls: 1, script: (call) => (call === 2 ? new ProviderError('bad request', { status: 400, retryable: false }) : undefined) });
    const requests = [{ query: 'q', documents: ['a', 'b', 'c', 'd'] }];
    await expect(rerankMany(failing, { requests, cache })).rejects.toThrow('bad request [call 3 of 4]');
    expect(cache.size().pairs).toBe(2);
    const resumed = new MockReranker('m', { maxDocumentsPerCall: 1 });
    await rerankMany(resumed, { requests, cache });
    expect(resumed.calls.map((call) => call.documents[0])).toEqual(['c', 'd']);
  });

  it('retries retryable failures with growing backoff, waiting at least Retry-After, and reports each retry', async () => {
    const waits: number[] = [];
    const retries: Array<{ attempt: number; status: number | undefined; retryAfterMs: number | undefined }> = [];
    const model = new MockReranker('m', {
      script: (call) => {
        if (call === 0) return new ProviderError('rate limited', { status: 429, retryable: true, retryAfterMs: 2000 });
        if (call === 1) return new ProviderError('server error', { status: 503, retryable: true });
        return undefined;
      },
    });
    const result = await rerankMany(model, {
      requests: [{ query: 'q', documents: ['a'] }],
      initialDelayMs: 100,
      sleep: async (milliseconds) => {
        waits.push(milliseconds);
      },
      onRetry: (retry) => retries.push({ attempt: retry.attempt, status: retry.status, retryAfterMs: retry.retryAfterMs }),
    });
    expect(result.calls).toBe(3);
    expect(waits[0]).toBe(2000);
    expect(waits[1]).toBeGreaterThanOrEqual(0);
    expect(waits[1]).toBeLessThanOrEqual(200);
    expect(retries).toEqual([
      { attempt: 1, status: 429, retryAfterMs: 2000 },
      { attempt: 2, status: 503, retryAfterMs: undefined },
    ]);
  });

  it('gives up after maxRetries, and at once when Retry-After asks for more than maxRetryDelayMs', async () => {
    const always = new MockReranker('m', { script: () => new ProviderError('overloaded', { status: 503, retryable: true }) });
    await expect(rerankMany(always, { requests: [{ query: 'q', documents: ['a'] }], maxRetries: 2, sleep: noSleep })).rejects.toThrow('overloaded (gave up after 3 attempts) [call 1 of 1]');
    expect(always.calls).toHaveLength(3);
    const patient = new MockReranker('m', { script: () => new ProviderError('quota', { status: 429, retryable: true, retryAfterMs: 3_600_000 }) });
    await expect(rerankMany(patient, { requests: [{ query: 'q', documents: ['a'] }], sleep: noSleep })).rejects.toThrow('asked to wait 3600 s (Retry-After), more than maxRetryDelayMs 60 s');
    expect(patient.calls).toHaveLength(1);
  });

  it('runs at most maxParallelCalls calls at once', async () => {
    let running = 0;
    let most = 0;
    const model = new MockReranker('m', { maxDocumentsPerCall: 1 });
    const slow = {
      ...model,
      scoring: model.scoring,
      specificationVersion: model.specificationVersion,
      provider: model.provider,
      modelId: model.modelId,
      invocationKey: model.invocationKey,
      maxDocumentsPerCall: 1,
      doRerank: async (options: Parameters<MockReranker['doRerank']>[0]) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return model.doRerank(options);
      },
    };
    await rerankMany(slow, { requests: [{ query: 'q', documents: ['a', 'b', 'c', 'd', 'e', 'f'] }], maxParallelCalls: 2 });
    expect(most).toBe(2);
    expect(model.calls).toHaveLength(6);
  });

  it('stops on abort with an ABORTED error, keeping what finished', async () => {
    const controller = new AbortController();
    const cache = new RerankCache(':memory:');
    const model = new MockReranker('m', {
      maxDocumentsPerCall: 1,
      maxParallelCalls: 1,
      script: (call) => {
        if (call === 1) controller.abort(new Error('user pressed ctrl-c'));
        return undefined;
      },
    });
    const error = await rerankMany(model, { requests: [{ query: 'q', documents: ['a', 'b', 'c'] }], cache, abortSignal: controller.signal }).catch((caught: unknown) => caught);
    expect(toExecretError(error).code).toBe(ExecretErrorCode.ABORTED);
    expect(model.calls).toHaveLength(2);
    expect(cache.size().pairs).toBe(2);
  });

  it('reports progress at the start and after every call, counting cached scores', async () => {
    const cache = new RerankCache(':memory:');
    await rerankMany(new MockReranker(), { requests: [{ query: 'q', documents: ['a'] }], cache });
    const seen: RerankProgress[] = [];
    await rerankMany(new MockReranker('mock-reranker', { maxDocumentsPerCall: 1, maxParallelCalls: 1 }), { requests: [{ query: 'q', documents: ['a', 'b', 'c'] }], cache, onProgress: (progress) => seen.push(progress) });
    expect(seen).toEqual([
      { done: 1, total: 3, cached: 1, calls: 0 },
      { done: 2, total: 3, cached: 1, calls: 1 },
      { done: 3, total: 3, cached: 1, calls: 2 },
    ]);
  });

  it('refuses a malformed answer (wrong count, non-finite score) naming the model and document, and caches none of it', async () => {
    const cache = new RerankCache(':memory:');
    const short = new MockReranker('m', { script: () => ({ scores: [1], warnings: [] }) });
    await expect(rerankMany(short, { requests: [{ query: 'q', documents: ['a', 'b'] }], cache })).rejects.toThrow('mock:m: returned 1 scores for 2 documents [call 1 of 1]');
    const broken = new MockReranker('m', { script: () => ({ scores: [0.5, Number.NaN], warnings: [] }) });
    await expect(rerankMany(broken, { requests: [{ query: 'q', documents: ['a', 'b'] }], cache })).rejects.toThrow('score of document 1 is null, expected a finite number');
    expect(cache.size().pairs).toBe(0);
  });

  it('sends a listwise model each set whole and caches it as an ordered set with its details', async () => {
    const cache = new RerankCache(':memory:');
    const listwise = new MockReranker('l', {
      scoring: 'listwise',
      maxDocumentsPerCall: 1,
      script: (_call, options) => ({ scores: options.documents.map((_, index) => options.documents.length - index), warnings: [], details: { asked: options.documents.length } }),
    });
    const requests = [{ query: 'q', documents: ['a', 'b', 'a'] }];
    const first = await rerankMany(listwise, { requests, cache });
    expect(listwise.calls.map((call) => call.documents)).toEqual([['a', 'b', 'a']]);
    expect(first.results[0]).toEqual({ scores: [3, 2, 1], details: { asked: 3 }, fromCache: false });
    const again = await rerankMany(listwise, { requests, cache });
    expect(listwise.calls).toHaveLength(1);
    expect(again.results[0]).toEqual({ scores: [3, 2, 1], details: { asked: 3 }, fromCache: true });
    // Another order is another set.
    await rerankMany(listwise, { requests: [{ query: 'q', documents: ['b', 'a', 'a'] }], cache });
    expect(listwise.calls).toHaveLength(2);
  });
});
