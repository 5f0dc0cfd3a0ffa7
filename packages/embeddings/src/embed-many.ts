import { ExecretError, ExecretErrorCode, SeededRandom, sha256Hex } from '@execret/core';
import type { EmbeddingCache } from './embedding-cache.js';
import { ProviderError, type EmbeddingKind, type EmbeddingModel, type EmbeddingWarning } from './embedding-model.js';

/** Progress of {@link embedMany}. */
export interface EmbedProgress {
  /** Distinct texts with a vector so far (from the cache or from calls). */
  done: number;
  /** Distinct texts in all. */
  total: number;
  /** Texts served from the cache. */
  cached: number;
  /** Provider calls made so far (retries included). */
  calls: number;
}

/** Options of {@link embedMany}. */
export interface EmbedManyOptions {
  /** The texts, raw (the adapter applies the model's prefixes). */
  values: readonly string[];
  /** Query or document. */
  kind: EmbeddingKind;
  /** A cache; vectors found there are not requested again, and each finished batch is stored at once. */
  cache?: EmbeddingCache;
  /** Calls at once (default: the model's `maxParallelCalls`, else 4). */
  maxParallelCalls?: number;
  /** Retries of a retryable failure (429, 5xx, network) before giving up (default 5). */
  maxRetries?: number;
  /** First backoff delay in ms (default 500); doubles per retry, capped by `maxDelayMs`. */
  initialDelayMs?: number;
  /** Largest backoff delay in ms (default 60,000). */
  maxDelayMs?: number;
  /** Seed of the backoff jitter (default 0). */
  jitterSeed?: number;
  /** Token estimate per text, for the model's per-call token limit (default: UTF-8 bytes / 3, rounded up). */
  estimateTokens?: (text: string) => number;
  /** Aborts the work: calls in flight are aborted, finished batches stay cached. */
  abortSignal?: AbortSignal;
  /** Called after every batch and once at the start. */
  onProgress?: (progress: EmbedProgress) => void;
  /** Waits between retries (tests replace it). */
  sleep?: (milliseconds: number, abortSignal?: AbortSignal) => Promise<void>;
}

/** What {@link embedMany} returns. */
export interface EmbedManyResult {
  /** One vector per input value, in input order (identical texts share one vector). */
  embeddings: Float32Array[];
  /** Vector length. */
  dimensions: number;
  /** Tokens billed, as reported by the provider. */
  tokens: number;
  /** Provider calls made (retries included). */
  calls: number;
  /** Distinct texts served from the cache. */
  cached: number;
  /** Warnings of all calls. */
  warnings: EmbeddingWarning[];
}

function defaultEstimate(text: string): number {
  return Math.max(1, Math.ceil(Buffer.byteLength(text, 'utf8') / 3));
}

function defaultSleep(milliseconds: number, abortSignal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (abortSignal?.aborted) {
      reject(abortSignal.reason);
      return;
    }
    const timer = setTimeout(() => {
      abortSignal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortSignal?.reason);
    };
    abortSignal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Splits texts into calls that respect the model's item limit and (estimated) token limit,
 * keeping input order. A single text above the token limit gets a call of its own (the provider
 * truncates or rejects it).
 */
export function planBatches(texts: readonly string[], maxItems: number, maxTokens: number | undefined, estimate: (text: string) => number): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let tokens = 0;
  texts.forEach((text, index) => {
    const cost = estimate(text);
    const full = current.length >= maxItems || (maxTokens !== undefined && current.length > 0 && tokens + cost > maxTokens);
    if (full) {
      batches.push(current);
      current = [];
      tokens = 0;
    }
    current.push(index);
    tokens += cost;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Embeds texts with a model: identical texts are embedded once; cached vectors are reused; the rest
 * go out in batches sized by the model's item and token limits, several calls at once, with
 * exponential backoff and seeded full jitter on retryable failures (waiting at least what
 * `Retry-After` asks). Every batch is checked (one finite vector per text, one dimension for all)
 * before it is cached, so nothing partial or malformed is ever stored.
 */
export async function embedMany(model: EmbeddingModel, options: EmbedManyOptions): Promise<EmbedManyResult> {
  const estimate = options.estimateTokens ?? defaultEstimate;
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = options.maxRetries ?? 5;
  const initialDelay = options.initialDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 60_000;
  const jitter = new SeededRandom(options.jitterSeed ?? 0);
  const scope = { provider: model.provider, modelId: model.modelId, invocationKey: model.invocationKey, kind: options.kind };

  const distinct: string[] = [];
  const slotOf = new Map<string, number>();
  for (const value of options.values) {
    if (!slotOf.has(value)) {
      slotOf.set(value, distinct.length);
      distinct.push(value);
    }
  }
  const hashes = distinct.map((text) => sha256Hex(text));
  const vectors: Array<Float32Array | undefined> = new Array(distinct.length);
  let dimensions: number | undefined;
  let cached = 0;
  if (options.cache !== undefined) {
    const found = options.cache.getMany(scope, hashes);
    hashes.forEach((hash, index) => {
      const vector = found.get(hash);
      if (vector === undefined) return;
      vectors[index] = vector;
      cached += 1;
      dimensions ??= vector.length;
    });
  }
  const missing = distinct.map((_, index) => index).filter((index) => vectors[index] === undefined);
  const batches = planBatches(
    missing.map((index) => distinct[index] as string),
    Math.max(1, model.maxEmbeddingsPerCall),
    model.maxTokensPerCall,
    estimate,
  ).map((batch) => batch.map((position) => missing[position] as number));

  const warnings: EmbeddingWarning[] = [];
  let tokens = 0;
  let calls = 0;
  let done = cached;
  const report = (): void => options.onProgress?.({ done, total: distinct.length, cached, calls });
  report();

  const runBatch = async (batch: number[]): Promise<void> => {
    const values = batch.map((index) => distinct[index] as string);
    for (let attempt = 0; ; attempt += 1) {
      options.abortSignal?.throwIfAborted();
      calls += 1;
      try {
        const result = await model.doEmbed({ values, kind: options.kind, abortSignal: options.abortSignal });
        const checked = checkBatch(model, values.length, result.embeddings, dimensions);
        dimensions ??= checked[0]?.length;
        options.cache?.putMany(scope, batch.map((index, position) => [hashes[index] as string, checked[position] as Float32Array]));
        batch.forEach((index, position) => {
          vectors[index] = checked[position];
        });
        tokens += result.usage?.tokens ?? 0;
        warnings.push(...result.warnings);
        done += batch.length;
        report();
        return;
      } catch (error) {
        if (options.abortSignal?.aborted) throw new ExecretError(ExecretErrorCode.ABORTED, `${model.provider}:${model.modelId}: aborted`, { cause: error });
        const retryable = error instanceof ProviderError && error.retryable;
        if (!retryable || attempt >= maxRetries) {
          if (retryable) {
            throw new ProviderError(`${error.message} (gave up after ${attempt + 1} attempts)`, { status: error.status, retryable: false, cause: error });
          }
          throw error;
        }
        const backoff = jitter.nextFloat() * Math.min(maxDelay, initialDelay * 2 ** attempt);
        await sleep(Math.max(backoff, error.retryAfterMs ?? 0), options.abortSignal);
      }
    }
  };

  const parallel = Math.max(1, options.maxParallelCalls ?? model.maxParallelCalls ?? 4);
  let next = 0;
  let failure: unknown;
  const worker = async (): Promise<void> => {
    while (failure === undefined && next < batches.length) {
      const batch = batches[next] as number[];
      next += 1;
      try {
        await runBatch(batch);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, batches.length) }, worker));
  if (failure !== undefined) throw failure;

  return {
    embeddings: options.values.map((value) => vectors[slotOf.get(value) as number] as Float32Array),
    dimensions: dimensions ?? 0,
    tokens,
    calls,
    cached,
    warnings,
  };
}

function checkBatch(model: EmbeddingModel, expected: number, embeddings: ArrayLike<number>[], dimensions: number | undefined): Float32Array[] {
  const name = `${model.provider}:${model.modelId}`;
  if (!Array.isArray(embeddings) || embeddings.length !== expected) {
    throw new ProviderError(`${name}: returned ${Array.isArray(embeddings) ? embeddings.length : 'no'} vectors for ${expected} texts`, { retryable: false });
  }
  const width = dimensions ?? embeddings[0]?.length;
  return embeddings.map((embedding, index) => {
    if (embedding === null || typeof embedding !== 'object' || embedding.length !== width || width === 0) {
      throw new ProviderError(`${name}: vector ${index} has ${embedding?.length ?? 'no'} dimensions, expected ${String(width)}`, { retryable: false });
    }
    const vector = Float32Array.from(embedding);
    if (!vector.every(Number.isFinite)) throw new ProviderError(`${name}: vector ${index} holds a non-finite value`, { retryable: false });
    return vector;
  });
}
