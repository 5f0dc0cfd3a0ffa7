import { describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embedMany, planBatches } from './embed-many.js';
import { EmbeddingCache } from './embedding-cache.js';
import { ProviderError, parseRetryAfter } from './embedding-model.js';
import { MockEmbeddingModel } from './mock-embedding-model.js';

const noSleep = async (): Promise<void> => undefined;

describe(planBatches.name, () => {
  it('respects both the item limit and the token limit, in order', () => {
    const texts = ['aaaa', 'bb', 'cccccc', 'd', 'e', 'f'];
    expect(planBatches(texts, 3, undefined, (text) => text.length)).toEqual([[0, 1, 2], [3, 4, 5]]);
    expect(planBatches(texts, 10, 7, (text) => text.length)).toEqual([[0, 1], [2, 3], [4, 5]]);
  });

  it('gives an oversized text a call of its own', () => {
    expect(planBatches(['x', 'y'.repeat(50), 'z'], 10, 10, (text) => text.length)).toEqual([[0], [1], [2]]);
  });
});

describe(embedMany.name, () => {
  it('returns one vector per input in order, embedding identical texts once', async () => {
    const model = new MockEmbeddingModel('m', { maxEmbeddingsPerCall: 2 });
    const result = await embedMany(model, { values: ['a', 'b', 'a', 'c'], kind: 'document', sleep: noSleep });
    expect(result.embeddings.map((vector) => Array.from(vector))).toEqual(
      ['a', 'b', 'a', 'c'].map((text) => Array.from(Float32Array.from(model.vectorOf(text, 'document')))),
    );
    expect(model.calls.map((call) => call.values)).toEqual([['a', 'b'], ['c']]);
    expect(model.calls.every((call) => call.kind === 'document')).toBe(true);
    expect(result).toMatchObject({ dimensions: 4, calls: 2, cached: 0 });
  });

  it('makes zero calls on a second run over the same texts, and keeps kinds apart', async () => {
    const cache = new EmbeddingCache(join(await mkdtemp(join(tmpdir(), 'execret-cache-')), 'embeddings.sqlite'));
    const first = new MockEmbeddingModel();
    const run = await embedMany(first, { values: ['x', 'y'], kind: 'query', cache });
    const second = new MockEmbeddingModel();
    const again = await embedMany(second, { values: ['y', 'x'], kind: 'query', cache });
    expect(second.calls).toHaveLength(0);
    expect(again.cached).toBe(2);
    expect(Array.from(again.embeddings[1] as Float32Array)).toEqual(Array.from(run.embeddings[0] as Float32Array));
    await embedMany(second, { values: ['x'], kind: 'document', cache });
    expect(second.calls).toHaveLength(1);
    cache.close();
  });

  it('keeps every finished batch when a later batch fails, and resumes without repeating it', async () => {
    const cache = new EmbeddingCache(':memory:');
    const failing = new MockEmbeddingModel('m', {
      maxEmbeddingsPerCall: 1,
      maxParallelCalls: 1,
      script: (call) => (call === 2 ? new ProviderError('bad request', { status: 400, retryable: false }) : undefined),
    });
    await expect(embedMany(failing, { values: ['a', 'b', 'c', 'd'], kind: 'document', cache })).rejects.toThrow('bad request');
    expect(cache.size()).toBe(2);
    const resumed = new MockEmbeddingModel('m', { maxEmbeddingsPerCall: 1 });
    await embedMany(resumed, { values: ['a', 'b', 'c', 'd'], kind: 'document', cache });
    expect(resumed.calls.map((call) => call.values[0])).toEqual(['c', 'd']);
  });

  it('retries retryable failures with growing backoff, waiting at least Retry-After', async () => {
    const waits: number[] = [];
    const model = new MockEmbeddingModel('m', {
      script: (call) => {
        if (call === 0) return new ProviderError('rate limited', { status: 429, retryable: true, retryAfterMs: 2000 });
        if (call === 1) return new ProviderError('server error', { status: 503, retryable: true });
        return undefined;
      },
    });
    const result = await embedMany(model, {
      values: ['a'],
      kind: 'query',
      initialDelayMs: 100,
      sleep: async (milliseconds) => {
        waits.push(milliseconds);
      },
    });
    expect(result.calls).toBe(3);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(waits[1]).toBeGreaterThanOrEqual(0);
    expect(waits[1]).toBeLessThanOrEqual(200);
  });

  it('gives up after maxRetries with a clear error', async () => {
    const model = new MockEmbeddingModel('m', { script: () => new ProviderError('m: HTTP 500', { status: 500, retryable: true }) });
    await expect(embedMany(model, { values: ['a'], kind: 'query', maxRetries: 2, sleep: noSleep })).rejects.toThrow('m: HTTP 500 (gave up after 3 attempts)');
    expect(model.calls).toHaveLength(3);
  });

  it.each([
    ['a wrong count of vectors', { embeddings: [[1, 2, 3, 4]], warnings: [] }, /returned 1 vectors for 2 texts/],
    ['a wrong dimension', { embeddings: [[1, 2, 3, 4], [1, 2]], warnings: [] }, /vector 1 has 2 dimensions, expected 4/],
    ['a non-finite value', { embeddings: [[1, 2, 3, 4], [1, Number.NaN, 3, 4]], warnings: [] }, /vector 1 holds a non-finite value/],
  ])('rejects %s and caches nothing', async (_name, answer, message) => {
    const cache = new EmbeddingCache(':memory:');
    const model = new MockEmbeddingModel('m', { script: () => answer });
    await expect(embedMany(model, { values: ['a', 'b'], kind: 'query', cache, sleep: noSleep })).rejects.toThrow(message);
    expect(cache.size()).toBe(0);
  });

  it('stops on abort and reports progress along the way', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const model = new MockEmbeddingModel('m', { maxEmbeddingsPerCall: 1, maxParallelCalls: 1 });
    const promise = embedMany(model, {
      values: ['a', 'b', 'c'],
      kind: 'query',
      abortSignal: controller.signal,
      onProgress: (state) => {
        progress.push(state.done);
        if (state.done === 1) controller.abort();
      },
    });
    await expect(promise).rejects.toThrow();
    expect(progress).toEqual([0, 1]);
    expect(model.calls).toHaveLength(1);
  });
});

describe(parseRetryAfter.name, () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe(`${embedMany.name}: strict vectors, capped Retry-After, retry reports`, () => {
  it.each([
    ['null', [1, null, 3, 4], /vector 1 holds a non-finite value at 1: null, expected a finite number \[input 2, batch 1 of 1\]/],
    ['a numeric string', [1, '2', 3, 4], /vector 1 holds a non-finite value at 1: the string "2"/],
    ['Infinity', [1, 2, Number.POSITIVE_INFINITY, 4], /vector 1 holds a non-finite value at 2: Infinity/],
    ['an object instead of a vector', { length: 4 }, /vector 1 is an object, expected an array of numbers/],
  ])('rejects %s in a vector, naming the provider, the batch and the input, and caches nothing of the batch', async (_name, bad, message) => {
    const cache = new EmbeddingCache(':memory:');
    const model = new MockEmbeddingModel('m', { script: () => ({ embeddings: [[1, 2, 3, 4], bad as unknown as number[]], warnings: [] }) });
    // 'a' repeats, so the second distinct text is input 2.
    const failure = embedMany(model, { values: ['a', 'a', 'b'], kind: 'query', cache, sleep: noSleep });
    await expect(failure).rejects.toThrow(/^mock:m: /);
    await expect(failure).rejects.toThrow(message);
    expect(cache.size()).toBe(0);
  });

  it('rejects vectors of another length than the model declares', async () => {
    const model = Object.assign(new MockEmbeddingModel('m', { dimensions: 4 }), { dimensions: 8 });
    await expect(embedMany(model, { values: ['a'], kind: 'query', sleep: noSleep })).rejects.toThrow(/vector 0 has 4 dimensions, expected 8 \[input 0, batch 1 of 1\]/);
  });

  it('names the batch of a provider failure', async () => {
    const model = new MockEmbeddingModel('m', {
      maxEmbeddingsPerCall: 1,
      maxParallelCalls: 1,
      script: (call) => (call === 1 ? new ProviderError('m: HTTP 400: bad input', { status: 400, retryable: false }) : undefined),
    });
    await expect(embedMany(model, { values: ['a', 'b', 'c'], kind: 'query', sleep: noSleep })).rejects.toThrow('m: HTTP 400: bad input [batch 2 of 3]');
  });

  it('fails at once, without sleeping, when Retry-After asks for more than maxRetryDelayMs', async () => {
    const waits: number[] = [];
    const model = new MockEmbeddingModel('m', { script: () => new ProviderError('m: HTTP 429', { status: 429, retryable: true, retryAfterMs: 3_600_000 }) });
    const failure = embedMany(model, { values: ['a'], kind: 'query', sleep: async (milliseconds) => void waits.push(milliseconds) });
    await expect(failure).rejects.toThrow('m: HTTP 429 [batch 1 of 1]: the server asked to wait 3600 s (Retry-After), more than maxRetryDelayMs 60 s; not retrying');
    await expect(failure).rejects.toMatchObject({ retryable: false, status: 429, retryAfterMs: 3_600_000 });
    expect(model.calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('waits what Retry-After asks when it is within a raised maxRetryDelayMs, and reports each retry', async () => {
    const waits: number[] = [];
    const retries: unknown[] = [];
    const model = new MockEmbeddingModel('m', {
      script: (call) => (call === 0 ? new ProviderError('m: HTTP 429', { status: 429, retryable: true, retryAfterMs: 90_000 }) : undefined),
    });
    await embedMany(model, { values: ['a'], kind: 'query', maxRetryDelayMs: 120_000, sleep: async (milliseconds) => void waits.push(milliseconds), onRetry: (retry) => retries.push(retry) });
    expect(waits).toEqual([90_000]);
    expect(retries).toEqual([{ attempt: 1, maxRetries: 5, delayMs: 90_000, status: 429, retryAfterMs: 90_000, batch: 1, batches: 1, message: 'm: HTTP 429' }]);
  });

  it('turns an abort during a backoff wait into an ABORTED error', async () => {
    const controller = new AbortController();
    const model = new MockEmbeddingModel('m', { script: () => new ProviderError('m: HTTP 503', { status: 503, retryable: true, retryAfterMs: 30_000 }) });
    const started = Date.now();
    setTimeout(() => controller.abort(), 50);
    await expect(embedMany(model, { values: ['a'], kind: 'query', abortSignal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe(`${embedMany.name}: zero vectors`, () => {
  it('with rejectZeroVectors, fails a batch holding an all-zero vector, naming provider and input, and caches nothing of it', async () => {
    const cache = new EmbeddingCache(':memory:');
    const model = new MockEmbeddingModel('m', { maxEmbeddingsPerCall: 2, maxParallelCalls: 1, embed: (text) => (text === 'empty' ? [0, 0, 0, 0] : [1, 2, 3, 4]) });
    const failure = embedMany(model, { values: ['a', 'b', 'c', 'empty'], kind: 'document', cache, rejectZeroVectors: true, sleep: noSleep });
    await expect(failure).rejects.toThrow('mock:m: vector 1 is all zeros (norm 0), expected a vector with a direction (cosine similarity divides by the norm) [input 3, batch 2 of 2]');
    await expect(failure).rejects.toMatchObject({ code: 'PROVIDER', retryable: false });
    // Batch 1 (a, b) is kept; nothing of batch 2 (c, empty) is.
    expect(cache.size()).toBe(2);
    cache.close();
  });

  it('counts values that underflow float32 as zero', async () => {
    const model = new MockEmbeddingModel('m', { embed: () => [1e-50, 0, -1e-60, 0] });
    await expect(embedMany(model, { values: ['a'], kind: 'query', rejectZeroVectors: true, sleep: noSleep })).rejects.toThrow(/vector 0 is all zeros \(norm 0\)/);
  });

  it('without rejectZeroVectors, keeps a zero vector (dot product gives it score 0)', async () => {
    const model = new MockEmbeddingModel('m', { embed: () => [0, 0, 0, 0] });
    const result = await embedMany(model, { values: ['a'], kind: 'query', sleep: noSleep });
    expect(Array.from(result.embeddings[0] as Float32Array)).toEqual([0, 0, 0, 0]);
  });

  it('does not reuse a zero vector cached by a run that accepted it: the text is requested again', async () => {
    const cache = new EmbeddingCache(':memory:');
    await embedMany(new MockEmbeddingModel('m', { embed: () => [0, 0, 0, 0] }), { values: ['a'], kind: 'query', cache, sleep: noSleep });
    const fixed = new MockEmbeddingModel('m', { embed: () => [1, 0, 0, 0] });
    const result = await embedMany(fixed, { values: ['a'], kind: 'query', cache, rejectZeroVectors: true, sleep: noSleep });
    expect(fixed.calls).toHaveLength(1);
    expect(result.cached).toBe(0);
    expect(Array.from(result.embeddings[0] as Float32Array)).toEqual([1, 0, 0, 0]);
    cache.close();
  });
});
