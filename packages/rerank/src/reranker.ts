/** A warning an adapter reports (e.g. documents were truncated, a permutation was partial). */
export interface RerankWarning {
  /** A stable kind, e.g. `truncated` or `partial-permutation`. */
  type: string;
  /** What happened, for people. */
  message: string;
}

/**
 * How a model's scores depend on the documents it sees:
 * - `pointwise`: each (query, document) score is independent of the other documents (cross-encoders,
 *   hosted rerank APIs), so `rerankMany` may split a set into calls and cache each pair.
 * - `listwise`: the scores order the set as a whole (an LLM that permutes a list), so the whole
 *   set goes to one call and is cached as one ordered set.
 */
export type RerankScoring = 'pointwise' | 'listwise';

/** Arguments of {@link Reranker.doRerank}. */
export interface DoRerankOptions {
  /** The query text. */
  query: string;
  /**
   * The documents (code) of one call, in the order the previous stage ranked them: at most
   * `maxDocumentsPerCall` for a pointwise model, the whole set for a listwise one.
   */
  documents: readonly string[];
  /** Aborts the call. */
  abortSignal?: AbortSignal;
}

/** What {@link Reranker.doRerank} returns. */
export interface DoRerankResult {
  /** One score per document, in input order; higher is more relevant. Every score is finite. */
  scores: number[];
  /** Tokens or search units billed, when the provider reports them. */
  usage?: { tokens: number };
  /** Warnings of this call. */
  warnings: RerankWarning[];
  /**
   * What the model was asked and answered (prompts, raw answers, parsed permutations), as JSON
   * values: stored with a listwise set in the cache, so a rerun served from the cache reports it too.
   */
  details?: unknown;
}

/**
 * The versioned reranker interface every adapter implements (hosted rerank APIs, local
 * cross-encoders, an LLM listwise reranker, test doubles): a model scores a set of candidate
 * documents for one query. Batching, bounded concurrency, retries and caching live once in
 * `rerankMany`, not in adapters.
 */
export interface Reranker {
  /** Interface version; changes only with a breaking change. */
  readonly specificationVersion: 'v1';
  /** Provider id, e.g. `cohere`, `voyage`, `tei`, `transformers`, `llm`. */
  readonly provider: string;
  /** The provider's model id. */
  readonly modelId: string;
  /** Whether scores are per pair (`pointwise`) or per ordered set (`listwise`). */
  readonly scoring: RerankScoring;
  /** Most documents one call accepts (pointwise models; a listwise model takes whole sets). */
  readonly maxDocumentsPerCall: number;
  /** Calls that may run at once (default 4 in `rerankMany`). */
  readonly maxParallelCalls?: number;
  /**
   * The model's cache identity besides the texts: the normalised endpoint (never keys or headers),
   * the revision where known, every request setting (truncation, score activation, window and
   * step, prompt version…) and the rerank format version. Part of every cache key, so a change of
   * any of these never reuses scores made with another.
   */
  readonly invocationKey: string;
  /** Scores one call's documents. Throw `ProviderError` (from `@execret/embeddings`) for provider failures. */
  doRerank(options: DoRerankOptions): Promise<DoRerankResult>;
}

/**
 * Version of the way execret turns rerank settings into scores (request templates, prompts,
 * permutation parsing, score assignment). Part of every rerank invocation key: bumped only when a
 * change can alter scores, so cached scores made by an older version miss instead of being reused.
 */
export const RERANK_FORMAT_VERSION = 1;
