import { sha256Hex } from '@execret/core';
import type { DoRerankOptions, DoRerankResult, Reranker, RerankScoring } from './reranker.js';

/** Settings of {@link MockReranker}. */
export interface MockRerankerSettings {
  /** Pointwise (default) or listwise. */
  scoring?: RerankScoring;
  /** Most documents per call (default 8). */
  maxDocumentsPerCall?: number;
  /** Calls at once. */
  maxParallelCalls?: number;
  /** Invocation key (default `mock`). */
  invocationKey?: string;
  /**
   * Makes call number `n` (0-based, retries included) behave differently: throw an error, or
   * return a different result. Returning undefined gives the normal answer.
   */
  script?: (call: number, options: DoRerankOptions) => DoRerankResult | Error | undefined;
  /** Score of a document for a query (default: a deterministic value in [0, 1) from their SHA-256). */
  score?: (query: string, document: string) => number;
}

/**
 * A test double of {@link Reranker} that records every call. Scores are deterministic functions of
 * the query and the document, so tests can compare them.
 */
export class MockReranker implements Reranker {
  readonly specificationVersion = 'v1' as const;
  readonly provider = 'mock';
  readonly modelId: string;
  readonly scoring: RerankScoring;
  readonly maxDocumentsPerCall: number;
  readonly maxParallelCalls: number | undefined;
  readonly invocationKey: string;
  /** Every call's options (documents copied), in call order. */
  readonly calls: DoRerankOptions[] = [];
  private readonly settings: MockRerankerSettings;

  constructor(modelId = 'mock-reranker', settings: MockRerankerSettings = {}) {
    this.modelId = modelId;
    this.settings = settings;
    this.scoring = settings.scoring ?? 'pointwise';
    this.maxDocumentsPerCall = settings.maxDocumentsPerCall ?? 8;
    this.maxParallelCalls = settings.maxParallelCalls;
    this.invocationKey = settings.invocationKey ?? 'mock';
  }

  /** The score this model gives a document for a query. */
  scoreOf(query: string, document: string): number {
    if (this.settings.score !== undefined) return this.settings.score(query, document);
    return Number.parseInt(sha256Hex(`${query}\u0000${document}`).slice(0, 8), 16) / 2 ** 32;
  }

  async doRerank(options: DoRerankOptions): Promise<DoRerankResult> {
    const call = this.calls.length;
    this.calls.push({ ...options, documents: [...options.documents] });
    const scripted = this.settings.script?.(call, options);
    if (scripted instanceof Error) throw scripted;
    if (scripted !== undefined) return scripted;
    return { scores: options.documents.map((document) => this.scoreOf(options.query, document)), usage: { tokens: options.documents.length }, warnings: [] };
  }
}
