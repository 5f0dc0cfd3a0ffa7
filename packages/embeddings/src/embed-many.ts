import { SeededRandom, sha256Hex } from '@execret/core';
import { abortableSleep, callWithRetries } from './call-with-retries.js';
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

/** One retry of a batch, as reported to {@link EmbedManyOptions.onRetry}. */
export interface EmbedRetry {
  /** Retry number of this batch: 1 for the first retry (the second call). */
  attempt: number;
  /** Most retries allowed (`maxRetries`). */
  maxRetries: number;
  /** Milliseconds waited before the retry. */
  delayMs: number;
  /** HTTP status of the failed call, when there was a response. */
  status: number | undefined;
  /** Milliseconds the provider asked for in `Retry-After`, when it did. */
  retryAfterMs: number | undefined;
  /** 1-based number of the batch among this call's batches. */
  batch: number;
  /** Batches in all. */
  batches: number;
  /** The failure's message (credentials already redacted by the adapter). */
  message: string;
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
  /**
   * Longest wait a provider may ask for with `Retry-After`, in ms (default 60,000). A longer
   * request fails the batch at once with an error saying what the server asked for, instead of
   * sleeping (a rate limit reset an hour away is better reported than waited for).
   */
  maxRetryDelayMs?: number;
  /**
   * Refuse all-zero vectors (norm 0), default false. Set it when vectors are compared by cosine,
   * where a zero vector has no direction (its similarity is 0/0): a batch holding one then fails
   * with a `ProviderError` naming the provider, the vector and the input index, and nothing of that
   * batch is cached. Zero vectors already in the cache (stored by a run without this option) are
   * not reused: their texts are requested again. `DenseRetriever` sets it for cosine.
   */
  rejectZeroVectors?: boolean;
  /** Seed of the backoff jitter (default 0). */
  jitterSeed?: number;
  /** Token estimate per text, for the model's per-call token limit (default: UTF-8 bytes / 3, rounded up). */
  estimateTokens?: (text: string) => number;
  /** Aborts the work: calls in flight are aborted, finished batches stay cached. */
  abortSignal?: AbortSignal;
  /** Called after every batch and once at the start. */
  onProgress?: (progress: EmbedProgress) => void;
  /** Called before every retry (after the failure, before the wait), e.g. to print a warning. */
  onRetry?: (retry: EmbedRetry) => void;
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
 * `Retry-After` asks, up to `maxRetryDelayMs`; every retry is reported to `onRetry`). Every batch
 * is checked (one vector per text, every value a finite number, one dimension for all and the
 * model's declared one, and with `rejectZeroVectors` no all-zero vector) before it is cached, so
 * nothing partial or malformed is ever stored; a bad batch fails with a `ProviderError` naming the
 * provider, the batch, the offending vector and its input index.
 */
export async function embedMany(model: EmbeddingModel, options: EmbedManyOptions): Promise<EmbedManyResult> {
  const estimate = options.estimateTokens ?? defaultEstimate;
  const sleep = options.sleep ?? abortableSleep;
  const maxRetries = options.maxRetries ?? 5;
  const jitter = new SeededRandom(options.jitterSeed ?? 0);
  const scope = { provider: model.provider, modelId: model.modelId, invocationKey: model.invocationKey, kind: options.kind };

  const distinct: string[] = [];
  // Position in `values` of each distinct text's first occurrence, to name it in errors.
  const firstInput: number[] = [];
  const slotOf = new Map<string, number>();
  options.values.forEach((value, position) => {
    if (!slotOf.has(value)) {
      slotOf.set(value, distinct.length);
      distinct.push(value);
      firstInput.push(position);
    }
  });
  const hashes = distinct.map((text) => sha256Hex(text));
  const vectors: Array<Float32Array | undefined> = new Array(distinct.length);
  let dimensions: number | undefined;
  let cached = 0;
  if (options.cache !== undefined) {
    const found = options.cache.getMany(scope, hashes);
    hashes.forEach((hash, index) => {
      const vector = found.get(hash);
      if (vector === undefined || (options.rejectZeroVectors === true && isZeroVector(vector))) return;
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

  const runBatch = async (batch: number[], batchIndex: number): Promise<void> => {
    const values = batch.map((index) => distinct[index] as string);
    const where = `batch ${batchIndex + 1} of ${batches.length}`;
    const result = await callWithRetries(
      () => model.doEmbed({ values, kind: options.kind, abortSignal: options.abortSignal }),
      {
        name: `${model.provider}:${model.modelId}`,
        where,
        jitter,
        onAttempt: () => {
          calls += 1;
        },
      },
      {
        maxRetries,
        initialDelayMs: options.initialDelayMs,
        maxDelayMs: options.maxDelayMs,
        maxRetryDelayMs: options.maxRetryDelayMs,
        sleep,
        ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
        onRetry: (retry) => options.onRetry?.({ attempt: retry.attempt, maxRetries: retry.maxRetries, delayMs: retry.delayMs, status: retry.status, retryAfterMs: retry.retryAfterMs, batch: batchIndex + 1, batches: batches.length, message: retry.message }),
      },
    );
    const checked = checkBatch(model, where, batch.map((index) => firstInput[index] as number), result.embeddings, dimensions ?? model.dimensions, options.rejectZeroVectors === true);
    dimensions ??= checked[0]?.length;
    options.cache?.putMany(scope, batch.map((index, position) => [hashes[index] as string, checked[position] as Float32Array]));
    batch.forEach((index, position) => {
      vectors[index] = checked[position];
    });
    tokens += result.usage?.tokens ?? 0;
    warnings.push(...result.warnings);
    done += batch.length;
    report();
  };

  const parallel = Math.max(1, options.maxParallelCalls ?? model.maxParallelCalls ?? 4);
  let next = 0;
  let failure: unknown;
  const worker = async (): Promise<void> => {
    while (failure === undefined && next < batches.length) {
      const batchIndex = next;
      next += 1;
      try {
        await runBatch(batches[batchIndex] as number[], batchIndex);
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

function describeValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'an array';
  return /^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`;
}

/** True when every value is 0 (norm 0). */
function isZeroVector(vector: Float32Array): boolean {
  for (const value of vector) if (value !== 0) return false;
  return true;
}

/**
 * Checks one batch's answer before anything of it is cached: one vector per text, each an array
 * (or typed array) of finite numbers (no null, NaN, Infinity, strings, nor values beyond float32),
 * all of one length: the length already seen, else the model's declared one, else the first's;
 * with `rejectZero`, none all zeros once stored as float32.
 */
function checkBatch(model: EmbeddingModel, where: string, inputs: readonly number[], embeddings: ArrayLike<number>[], dimensions: number | undefined, rejectZero: boolean): Float32Array[] {
  const name = `${model.provider}:${model.modelId}`;
  const expected = inputs.length;
  if (!Array.isArray(embeddings) || embeddings.length !== expected) {
    throw new ProviderError(`${name}: returned ${Array.isArray(embeddings) ? embeddings.length : 'no'} vectors for ${expected} texts [${where}]`, { retryable: false });
  }
  const isVector = (value: unknown): value is ArrayLike<unknown> => Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
  const first = embeddings[0] as unknown;
  const width = dimensions ?? (isVector(first) ? first.length : undefined);
  return embeddings.map((embedding: unknown, position) => {
    const fault = (problem: string): ProviderError =>
      new ProviderError(`${name}: vector ${position} ${problem} [input ${inputs[position] as number}, ${where}]`, { retryable: false });
    if (!isVector(embedding)) throw fault(`is ${describeValue(embedding)}, expected an array of numbers`);
    if (embedding.length !== width || width === 0) throw fault(`has ${embedding.length} dimensions, expected ${String(width)}`);
    const vector = new Float32Array(width);
    for (let index = 0; index < width; index += 1) {
      const value = embedding[index];
      if (typeof value !== 'number' || !Number.isFinite(value)) throw fault(`holds a non-finite value at ${index}: ${describeValue(value)}, expected a finite number`);
      vector[index] = value;
      if (!Number.isFinite(vector[index])) throw fault(`holds a non-finite value at ${index}: ${value} does not fit a float32`);
    }
    // Checked on the float32 values, which are what is compared: 1e-50 becomes 0 there.
    if (rejectZero && isZeroVector(vector)) throw fault('is all zeros (norm 0), expected a vector with a direction (cosine similarity divides by the norm)');
    return vector;
  });
}
