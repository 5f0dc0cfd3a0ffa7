import { sha256Hex } from '@execret/core';
import type { DoEmbedOptions, DoEmbedResult, EmbeddingModel } from './embedding-model.js';

/** Settings of {@link MockEmbeddingModel}. */
export interface MockEmbeddingModelSettings {
  /** Vector length (default 4). */
  dimensions?: number;
  /** Most texts per call (default 8). */
  maxEmbeddingsPerCall?: number;
  /** Most estimated tokens per call. */
  maxTokensPerCall?: number;
  /** Calls at once. */
  maxParallelCalls?: number;
  /** Invocation key (default `mock`). */
  invocationKey?: string;
  /**
   * Makes call number `n` (0-based, retries included) behave differently: throw an error, or
   * return a different result. Returning undefined gives the normal answer.
   */
  script?: (call: number, options: DoEmbedOptions) => DoEmbedResult | Error | undefined;
  /** Vector of a text (default: deterministic values from the text's SHA-256, kind-dependent). */
  embed?: (text: string, kind: DoEmbedOptions['kind']) => number[];
}

/**
 * A test double of {@link EmbeddingModel} that records every call. Vectors are deterministic
 * functions of the text and kind, so tests can compare them.
 */
export class MockEmbeddingModel implements EmbeddingModel {
  readonly specificationVersion = 'v1' as const;
  readonly provider = 'mock';
  readonly modelId: string;
  readonly maxEmbeddingsPerCall: number;
  readonly maxTokensPerCall: number | undefined;
  readonly maxParallelCalls: number | undefined;
  readonly invocationKey: string;
  /** Every call's options, in call order. */
  readonly calls: DoEmbedOptions[] = [];
  private readonly settings: MockEmbeddingModelSettings;

  constructor(modelId = 'mock-model', settings: MockEmbeddingModelSettings = {}) {
    this.modelId = modelId;
    this.settings = settings;
    this.maxEmbeddingsPerCall = settings.maxEmbeddingsPerCall ?? 8;
    this.maxTokensPerCall = settings.maxTokensPerCall;
    this.maxParallelCalls = settings.maxParallelCalls;
    this.invocationKey = settings.invocationKey ?? 'mock';
  }

  /** The vector this model gives a text. */
  vectorOf(text: string, kind: DoEmbedOptions['kind']): number[] {
    if (this.settings.embed !== undefined) return this.settings.embed(text, kind);
    const hash = sha256Hex(`${kind}:${text}`);
    return Array.from({ length: this.settings.dimensions ?? 4 }, (_, index) => Number.parseInt(hash.slice(index * 2, index * 2 + 2), 16) / 255 - 0.5);
  }

  async doEmbed(options: DoEmbedOptions): Promise<DoEmbedResult> {
    const call = this.calls.length;
    this.calls.push({ ...options, values: [...options.values] });
    const scripted = this.settings.script?.(call, options);
    if (scripted instanceof Error) throw scripted;
    if (scripted !== undefined) return scripted;
    return {
      embeddings: options.values.map((text) => this.vectorOf(text, options.kind)),
      usage: { tokens: options.values.reduce((sum, text) => sum + text.length, 0) },
      warnings: [],
    };
  }
}
