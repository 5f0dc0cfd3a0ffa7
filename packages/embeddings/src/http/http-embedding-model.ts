import { ExecretError } from '@execret/core';
import { ProviderError, parseRetryAfter, type DoEmbedOptions, type DoEmbedResult, type EmbeddingKind, type EmbeddingModel } from '../embedding-model.js';
import { findInvocationProfile, invocationKeyOf, type InvocationProfile } from '../profiles.js';

/** Settings every HTTP adapter accepts. */
export interface HttpProviderSettings {
  /** API key; defaults to the provider's conventional environment variable. Never logged or stored. */
  apiKey?: string;
  /** Base URL (e.g. a proxy, a self-hosted OpenAI-compatible server). */
  baseURL?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** `fetch` implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Per-request time limit in ms (default 120,000); a timed-out request is retried by `embedMany`. */
  timeoutMs?: number;
  /** Environment to read keys from (default `process.env`). */
  env?: Record<string, string | undefined>;
}

/** Per-model options. */
export interface HttpModelOptions {
  /** Output dimensions, for models that can shorten vectors. */
  dimensions?: number;
  /** Overrides of the invocation profile (prefixes, input types). */
  profile?: Partial<InvocationProfile>;
  /** Most texts per call (default: the provider's limit). */
  maxEmbeddingsPerCall?: number;
  /** Calls at once. */
  maxParallelCalls?: number;
}

/** What one provider needs to be called natively. */
export interface HttpProviderSpec {
  /** Provider id used in system ids and cache keys. */
  name: string;
  /** Default base URL. */
  defaultBaseURL: string;
  /** Environment variables holding the key, in order; empty when no key is needed. */
  keyVariables: readonly string[];
  /** Whether a key is required. */
  keyRequired: boolean;
  /** Request path under the base URL. */
  path: (modelId: string) => string;
  /** Authentication header for a key. */
  authorize: (apiKey: string) => Record<string, string>;
  /** The request body. */
  body: (request: { modelId: string; values: string[]; kind: EmbeddingKind; inputType?: string; dimensions?: number }) => unknown;
  /** Reads vectors (in input order) and billed tokens from the response JSON. */
  parse: (json: unknown) => { embeddings: number[][]; tokens?: number };
  /** Provider limits. */
  maxEmbeddingsPerCall: number;
  maxTokensPerCall?: number;
}

function describeBody(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}

/**
 * One embedding model behind an HTTP API, called the provider's native way: the invocation
 * profile's prefixes are added to the texts and its query / document input type is sent in the
 * provider's own field. Failures become {@link ProviderError}s: 408, 409, 429, 5xx, timeouts,
 * network errors and unreadable JSON are retryable (with `Retry-After`), other 4xx are not.
 */
export class HttpEmbeddingModel implements EmbeddingModel {
  readonly specificationVersion = 'v1' as const;
  readonly provider: string;
  readonly modelId: string;
  readonly maxEmbeddingsPerCall: number;
  readonly maxTokensPerCall: number | undefined;
  readonly maxParallelCalls: number | undefined;
  readonly invocationKey: string;
  /** The profile applied (known profile merged with overrides). */
  readonly profile: Partial<InvocationProfile>;
  private readonly spec: HttpProviderSpec;
  private readonly settings: HttpProviderSettings;
  private readonly dimensions: number | undefined;

  constructor(spec: HttpProviderSpec, modelId: string, settings: HttpProviderSettings = {}, options: HttpModelOptions = {}) {
    this.spec = spec;
    this.settings = settings;
    this.provider = spec.name;
    this.modelId = modelId;
    this.dimensions = options.dimensions;
    this.profile = { ...findInvocationProfile(modelId), ...options.profile, ...(options.dimensions === undefined ? {} : { dimensions: options.dimensions }) };
    this.maxEmbeddingsPerCall = options.maxEmbeddingsPerCall ?? spec.maxEmbeddingsPerCall;
    this.maxTokensPerCall = spec.maxTokensPerCall;
    this.maxParallelCalls = options.maxParallelCalls;
    this.invocationKey = invocationKeyOf(this.profile);
  }

  private apiKey(): string | undefined {
    if (this.settings.apiKey !== undefined) return this.settings.apiKey;
    const env = this.settings.env ?? process.env;
    for (const name of this.spec.keyVariables) {
      const value = env[name];
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  }

  async doEmbed(options: DoEmbedOptions): Promise<DoEmbedResult> {
    const name = `${this.provider}:${this.modelId}`;
    const key = this.apiKey();
    if (key === undefined && this.spec.keyRequired) {
      throw new ProviderError(`${name}: no API key: set ${this.spec.keyVariables.join(' or ')} or pass apiKey`, { retryable: false });
    }
    const prefix = options.kind === 'query' ? this.profile.queryPrefix : this.profile.documentPrefix;
    const values = prefix === undefined || prefix === '' ? options.values : options.values.map((value) => `${prefix}${value}`);
    const inputType = options.kind === 'query' ? this.profile.queryInputType : this.profile.documentInputType;
    const body = this.spec.body({ modelId: this.modelId, values, kind: options.kind, inputType, dimensions: this.dimensions });
    const url = `${(this.settings.baseURL ?? this.spec.defaultBaseURL).replace(/\/+$/, '')}${this.spec.path(this.modelId)}`;
    const timeout = AbortSignal.timeout(this.settings.timeoutMs ?? 120_000);
    const signal = options.abortSignal === undefined ? timeout : AbortSignal.any([options.abortSignal, timeout]);
    let response: Response;
    try {
      response = await (this.settings.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key === undefined ? {} : this.spec.authorize(key)), ...this.settings.headers },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (options.abortSignal?.aborted) throw error;
      const reason = timeout.aborted ? `no answer within ${this.settings.timeoutMs ?? 120_000} ms` : `network error: ${error instanceof Error ? error.message : String(error)}`;
      throw new ProviderError(`${name}: ${reason}`, { retryable: true, cause: error });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (options.abortSignal?.aborted) throw error;
      throw new ProviderError(`${name}: the response body could not be read (${timeout.aborted ? 'timed out' : String(error)})`, { retryable: true, cause: error });
    }
    if (!response.ok) {
      const retryable = response.status === 408 || response.status === 409 || response.status === 429 || response.status >= 500;
      throw new ProviderError(`${name}: HTTP ${response.status}: ${describeBody(text)}`, {
        status: response.status,
        retryable,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ProviderError(`${name}: the response is not JSON: ${describeBody(text)}`, { status: response.status, retryable: true, cause: error });
    }
    let parsed: { embeddings: number[][]; tokens?: number };
    try {
      parsed = this.spec.parse(json);
    } catch (error) {
      if (ExecretError.isInstance(error)) throw error;
      throw new ProviderError(`${name}: unexpected response shape: ${describeBody(text)}`, { status: response.status, retryable: false, cause: error });
    }
    return { embeddings: parsed.embeddings, ...(parsed.tokens === undefined ? {} : { usage: { tokens: parsed.tokens } }), warnings: [] };
  }
}
