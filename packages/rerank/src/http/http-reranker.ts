import { ExecretError } from '@execret/core';
import { ProviderError, describeBody, isSecretName, joinURL, normalizeEndpoint, postJson } from '@execret/embeddings';
import type { DoRerankOptions, DoRerankResult, Reranker } from '../reranker.js';
import { rerankKeyOf } from '../rerank-key.js';

/** Settings every hosted reranker accepts. */
export interface HttpRerankerSettings {
  /** API key; defaults to the provider's conventional environment variable. Never logged or stored. */
  apiKey?: string;
  /** Base URL (a proxy, a self-hosted server). */
  baseURL?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** `fetch` implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Per-request time limit in ms (default 120,000); a timed-out request is retried by `rerankMany`. */
  timeoutMs?: number;
  /** Environment to read keys and base URL variables from (default `process.env`). */
  env?: Record<string, string | undefined>;
}

/** Per-model options of a hosted reranker; each provider sends the ones it has a field for. */
export interface HttpRerankerOptions {
  /** Most documents per call (default: the provider's limit). */
  maxDocumentsPerCall?: number;
  /** Calls at once. */
  maxParallelCalls?: number;
  /**
   * The model's revision, for servers whose model name does not pin it (a self-hosted TEI server
   * updated in place). Not sent: it only keeps the cache of one revision from serving another.
   */
  revision?: string;
  /** Cohere `max_tokens_per_doc`: longer documents are cut by the provider (Cohere's default 4096). */
  maxTokensPerDocument?: number;
  /**
   * Voyage `truncation` and TEI `truncate`: `true` lets the provider cut over-long inputs, `false`
   * makes it refuse them (default true).
   */
  truncate?: boolean;
  /** TEI `raw_scores`: `true` returns the model's logits, `false` (default) their sigmoid. */
  rawScores?: boolean;
}

/** What a provider's request body is built from. */
export interface HttpRerankRequest {
  modelId: string;
  query: string;
  documents: readonly string[];
  options: HttpRerankerOptions;
}

/** What one hosted rerank API needs to be called natively. */
export interface HttpRerankSpec {
  /** Provider id used in system ids and cache keys. */
  name: string;
  /** Default base URL. */
  defaultBaseURL: string;
  /** Environment variables holding the key, in order; empty when no key is used. */
  keyVariables: readonly string[];
  /** Whether a key is required. */
  keyRequired: boolean;
  /** Request path under the base URL. */
  path: string;
  /** Authentication headers for a key. */
  authorize: (apiKey: string) => Record<string, string>;
  /** The request body. */
  body: (request: HttpRerankRequest) => unknown;
  /** Reads one score per document (input order) and billed tokens from the response JSON; throws on another shape. */
  parse: (json: unknown, documentCount: number) => { scores: number[]; tokens?: number };
  /** Provider limit on documents per request. */
  maxDocumentsPerCall: number;
  /** The `?name=value` options a system id may set for this provider (besides `baseURL` and `depth`). */
  options: ReadonlyArray<keyof HttpRerankerOptions>;
}

/**
 * One reranking model behind a hosted API, called the provider's native way (path, body fields,
 * response shape). Failures become `ProviderError`s (429, 5xx, timeouts and network errors
 * retryable, with `Retry-After`); messages never hold the key or credential headers. Its
 * `invocationKey` covers the normalised endpoint, the revision and the request template (every
 * field sent besides the texts), so two servers serving one model name never share cached scores.
 */
export class HttpReranker implements Reranker {
  readonly specificationVersion = 'v1' as const;
  readonly scoring = 'pointwise' as const;
  readonly provider: string;
  readonly modelId: string;
  readonly maxDocumentsPerCall: number;
  readonly maxParallelCalls: number | undefined;
  readonly invocationKey: string;
  /** The normalised endpoint URL (no credentials), as in the cache key. */
  readonly endpoint: string;
  private readonly spec: HttpRerankSpec;
  private readonly settings: HttpRerankerSettings;
  private readonly options: HttpRerankerOptions;
  private readonly url: string;

  constructor(spec: HttpRerankSpec, modelId: string, settings: HttpRerankerSettings = {}, options: HttpRerankerOptions = {}) {
    this.spec = spec;
    this.settings = settings;
    this.options = options;
    this.provider = spec.name;
    this.modelId = modelId;
    this.maxDocumentsPerCall = Math.min(options.maxDocumentsPerCall ?? spec.maxDocumentsPerCall, spec.maxDocumentsPerCall);
    this.maxParallelCalls = options.maxParallelCalls;
    this.url = joinURL(settings.baseURL ?? spec.defaultBaseURL, spec.path);
    this.endpoint = normalizeEndpoint(this.url);
    this.invocationKey = rerankKeyOf({
      endpoint: this.endpoint,
      ...(options.revision === undefined ? {} : { revision: options.revision }),
      settings: { request: spec.body({ modelId, query: '', documents: [], options }) },
    });
  }

  // Values that must never appear in a message: the keys this model could send and the values of
  // credential headers.
  private secrets(): string[] {
    const env = this.settings.env ?? process.env;
    const headers = Object.entries(this.settings.headers ?? {})
      .filter(([name]) => isSecretName(name))
      .map(([, value]) => value);
    return [this.settings.apiKey, ...this.spec.keyVariables.map((name) => env[name]), ...headers].filter((value): value is string => value !== undefined && value !== '');
  }

  private apiKey(): string | undefined {
    if (this.settings.apiKey !== undefined && this.settings.apiKey !== '') return this.settings.apiKey;
    const env = this.settings.env ?? process.env;
    for (const name of this.spec.keyVariables) {
      const value = env[name];
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  }

  async doRerank(options: DoRerankOptions): Promise<DoRerankResult> {
    const name = `${this.provider}:${this.modelId}`;
    const key = this.apiKey();
    if (key === undefined && this.spec.keyRequired) {
      throw new ProviderError(`${name}: no API key: set ${this.spec.keyVariables.join(' or ')} or pass apiKey`, { retryable: false });
    }
    const secrets = this.secrets();
    const { json, text } = await postJson({
      name,
      url: this.url,
      body: this.spec.body({ modelId: this.modelId, query: options.query, documents: options.documents, options: this.options }),
      headers: { ...(key === undefined ? {} : this.spec.authorize(key)), ...this.settings.headers },
      secrets,
      ...(this.settings.fetch === undefined ? {} : { fetch: this.settings.fetch }),
      ...(this.settings.timeoutMs === undefined ? {} : { timeoutMs: this.settings.timeoutMs }),
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    });
    try {
      const parsed = this.spec.parse(json, options.documents.length);
      return { scores: parsed.scores, ...(parsed.tokens === undefined ? {} : { usage: { tokens: parsed.tokens } }), warnings: [] };
    } catch (error) {
      if (ExecretError.isInstance(error)) throw error;
      throw new ProviderError(`${name}: unexpected response shape (${error instanceof Error ? error.message : String(error)}): ${describeBody(text, secrets)}`, { retryable: false });
    }
  }
}
