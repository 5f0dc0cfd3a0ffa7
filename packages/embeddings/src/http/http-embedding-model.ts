import { ExecretError } from '@execret/core';
import { ProviderError, parseRetryAfter, type DoEmbedOptions, type DoEmbedResult, type EmbeddingKind, type EmbeddingModel } from '../embedding-model.js';
import { findInvocationProfile, invocationKeyOf, normalizeEndpoint, type InvocationProfile } from '../profiles.js';
import { isSecretName, redactSecrets } from '../redact-secrets.js';

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
  /**
   * The model's revision or version, for servers whose model name does not pin it (a self-hosted
   * server updated in place). Not sent: it only keeps the cache of one revision from serving another.
   */
  revision?: string;
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

// Appends the request path to the base URL's path, keeping its query (e.g. `?api-version=`).
function joinURL(base: string, path: string): string {
  try {
    const url = new URL(base);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
    return url.toString();
  } catch {
    return `${base.replace(/\/+$/, '')}${path}`;
  }
}

// Redacts first (the patterns need the line structure), then puts the body on one line and
// shortens it: a cut must never leave half a key that the patterns would miss.
function describeBody(text: string, secrets: readonly string[]): string {
  const trimmed = redactSecrets(text.trim(), secrets).replace(/\s+/g, ' ');
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}

/**
 * One embedding model behind an HTTP API, called the provider's native way: the invocation
 * profile's prefixes are added to the texts and its query / document input type is sent in the
 * provider's own field. Failures become {@link ProviderError}s: 408, 409, 429, 5xx, timeouts,
 * network errors and unreadable JSON are retryable (with `Retry-After`), other 4xx are not.
 * Error messages go through `redactSecrets` (the key, credential headers and anything shaped like
 * a key), so a provider that echoes request headers in an error body never leaks them.
 *
 * Its `invocationKey` covers the normalised endpoint URL, the revision and the query and document
 * request templates (every field sent besides the texts), so two servers serving the same model
 * name never share cached vectors.
 */
export class HttpEmbeddingModel implements EmbeddingModel {
  readonly specificationVersion = 'v1' as const;
  readonly provider: string;
  readonly modelId: string;
  readonly maxEmbeddingsPerCall: number;
  readonly maxTokensPerCall: number | undefined;
  readonly maxParallelCalls: number | undefined;
  readonly invocationKey: string;
  /** Requested output dimensions, when set: vectors of another length are rejected. */
  readonly dimensions: number | undefined;
  /** The profile applied (known profile merged with overrides). */
  readonly profile: Partial<InvocationProfile>;
  private readonly spec: HttpProviderSpec;
  private readonly settings: HttpProviderSettings;
  private readonly url: string;

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
    this.url = joinURL(settings.baseURL ?? spec.defaultBaseURL, spec.path(modelId));
    // The request templates hold every field sent besides the texts (prefixes included, applied to
    // an empty text), so a setting added to a provider's body is in the cache key without more code.
    const template = (kind: EmbeddingKind): unknown => this.requestBody([''], kind);
    this.invocationKey = invocationKeyOf(this.profile, {
      endpoint: normalizeEndpoint(this.url),
      ...(options.revision === undefined ? {} : { revision: options.revision }),
      settings: { request: { query: template('query'), document: template('document') } },
    });
  }

  private requestBody(texts: readonly string[], kind: EmbeddingKind): unknown {
    const prefix = kind === 'query' ? this.profile.queryPrefix : this.profile.documentPrefix;
    const values = prefix === undefined || prefix === '' ? [...texts] : texts.map((value) => `${prefix}${value}`);
    const inputType = kind === 'query' ? this.profile.queryInputType : this.profile.documentInputType;
    return this.spec.body({ modelId: this.modelId, values, kind, inputType, dimensions: this.dimensions });
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

  private fail(message: string, options: ConstructorParameters<typeof ProviderError>[1]): ProviderError {
    return new ProviderError(redactSecrets(message, this.secrets()), options);
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
    const body = this.requestBody(options.values, options.kind);
    const url = this.url;
    const secrets = this.secrets();
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
      throw this.fail(`${name}: ${reason}`, { retryable: true, cause: error });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (options.abortSignal?.aborted) throw error;
      throw this.fail(`${name}: the response body could not be read (${timeout.aborted ? 'timed out' : String(error)})`, { retryable: true, cause: error });
    }
    if (!response.ok) {
      const retryable = response.status === 408 || response.status === 409 || response.status === 429 || response.status >= 500;
      throw this.fail(`${name}: HTTP ${response.status}: ${describeBody(text, secrets)}`, {
        status: response.status,
        retryable,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      // JSON.parse quotes the text in its message: keep the body out of the cause as well.
      throw this.fail(`${name}: the response is not JSON: ${describeBody(text, secrets)}`, { status: response.status, retryable: true });
    }
    let parsed: { embeddings: number[][]; tokens?: number };
    try {
      parsed = this.spec.parse(json);
    } catch (error) {
      if (ExecretError.isInstance(error)) throw error;
      throw this.fail(`${name}: unexpected response shape (${error instanceof Error ? error.message : String(error)}): ${describeBody(text, secrets)}`, { status: response.status, retryable: false });
    }
    return { embeddings: parsed.embeddings, ...(parsed.tokens === undefined ? {} : { usage: { tokens: parsed.tokens } }), warnings: [] };
  }
}
