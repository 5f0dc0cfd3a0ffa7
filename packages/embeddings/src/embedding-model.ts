import { ExecretError, ExecretErrorCode } from '@execret/core';

/** Whether texts are embedded as search queries or as documents (code) in the pool. */
export type EmbeddingKind = 'query' | 'document';

/** A warning an adapter reports (e.g. an input was truncated). */
export interface EmbeddingWarning {
  /** A stable kind, e.g. `truncated` or `unsupported-setting`. */
  type: string;
  /** What happened, for people. */
  message: string;
}

/** Arguments of {@link EmbeddingModel.doEmbed}. */
export interface DoEmbedOptions {
  /** The texts of one call (at most `maxEmbeddingsPerCall`), raw: adapters add prefixes themselves. */
  values: string[];
  /** Query or document: adapters map it to the provider's native input type, task or prefix. */
  kind: EmbeddingKind;
  /** Aborts the call. */
  abortSignal?: AbortSignal;
}

/** What {@link EmbeddingModel.doEmbed} returns. */
export interface DoEmbedResult {
  /** One vector per input value, in input order. */
  embeddings: ArrayLike<number>[];
  /** Tokens billed, when the provider reports them. */
  usage?: { tokens: number };
  /** Warnings for this call. */
  warnings: EmbeddingWarning[];
}

/**
 * The versioned embedding-model interface every adapter implements (HTTP providers, local ONNX
 * models, test doubles). Batching, concurrency, retries and caching live in `embedMany`, not in
 * adapters.
 */
export interface EmbeddingModel {
  /** Interface version; changes only with a breaking change. */
  readonly specificationVersion: 'v1';
  /** Provider id, e.g. `openai`, `voyage`, `transformers`. */
  readonly provider: string;
  /** The provider's model id. */
  readonly modelId: string;
  /** Most texts one call accepts. */
  readonly maxEmbeddingsPerCall: number;
  /** Most (estimated) tokens one call accepts, when the provider limits them. */
  readonly maxTokensPerCall?: number;
  /** Calls that may run at once (default 4 in `embedMany`). */
  readonly maxParallelCalls?: number;
  /**
   * The model's cache identity: a string that names everything besides the text that changes the
   * vectors: the endpoint (normalised base URL, never keys or headers), the model revision where
   * known, dimensions and every invocation setting (prefixes, input types, truncation, pooling,
   * normalisation, dtype), and execret's embeddings format version. Build it with
   * `invocationKeyOf(profile, identity)`. It is part of the cache key, so a change of any of these
   * never reuses vectors made with another.
   */
  readonly invocationKey: string;
  /**
   * Vector length the model promises (e.g. requested output dimensions), when known: `embedMany`
   * rejects a batch whose vectors have another length.
   */
  readonly dimensions?: number;
  /** Embeds one batch. Throw {@link ProviderError} for provider failures (it says whether to retry). */
  doEmbed(options: DoEmbedOptions): Promise<DoEmbedResult>;
}

/** A provider call failed. `retryable` failures (429, 5xx, network) are retried by `embedMany`. */
export class ProviderError extends ExecretError {
  /** HTTP status, when there was a response. */
  readonly status: number | undefined;
  /** Whether a retry may succeed. */
  readonly retryable: boolean;
  /** Milliseconds the provider asked to wait (from `Retry-After`), when given. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { status?: number; retryable: boolean; retryAfterMs?: number; cause?: unknown }) {
    super(ExecretErrorCode.PROVIDER, message, { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options.status;
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/**
 * Parses a `Retry-After` header (seconds, or an HTTP date) into milliseconds from `now`.
 * Returns undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
