import { ExecretError } from '@execret/core';
import { ProviderError, type DoEmbedOptions, type DoEmbedResult, type EmbeddingKind, type EmbeddingModel } from '../embedding-model.js';
import { InvalidArgumentError } from '@execret/core';
import { applyInvocationOverrides, findInvocationProfile, invocationKeyOf, normalizeEndpoint, type InvocationProfile } from '../profiles.js';
import { isSecretName, redactSecrets } from '../redact-secrets.js';
import { joinURL } from './join-url.js';
import { describeBody, postJson } from './post-json.js';
import { inputTypeProblem, NO_INPUT_TYPE, type ProviderInputTypes } from './provider-input-types.js';

/**
 * Characters per token of the `maxTokens` truncation of HTTP models, which have no tokenizer here:
 * OpenAI's rule of thumb for English. Code often has fewer characters per token, so a cut text can
 * still hold somewhat more than `maxTokens` tokens; providers with their own truncation (Voyage
 * `truncation`, Cohere `truncate`, Jina `truncate`, Ollama and TEI `truncate`) then cut the rest to
 * the model's limit.
 */
export const CHARACTERS_PER_TOKEN = 4;

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
  /** Environment to read keys and base URL variables (`OPENAI_BASE_URL`) from (default `process.env`). */
  env?: Record<string, string | undefined>;
}

/** Per-model options. */
export interface HttpModelOptions {
  /** Output dimensions, for models that can shorten vectors. */
  dimensions?: number;
  /**
   * Overrides of the invocation profile: prefixes and input types (`'none'` sends none; a value
   * outside the provider's documented ones is refused). Other members are recorded only.
   */
  profile?: Partial<InvocationProfile>;
  /**
   * Truncate every text (prefix included) to `maxTokens × CHARACTERS_PER_TOKEN` characters before
   * sending it, and turn on the provider's own truncation where it has a switch for it. Recorded
   * in the cache key and the profile.
   */
  maxTokens?: number;
  /**
   * `true`: L2-normalise vectors here after the call (and ask providers that have a switch, Jina
   * and TEI, to normalise). `false`: do not, and ask those providers not to; refused for providers
   * that always normalise (Ollama's `/api/embed`). Absent: vectors as the provider returns them.
   */
  normalize?: boolean;
  /**
   * The weights precision a self-hosted server runs (`bf16`, `fp16`, `fp32`): not sent, recorded in
   * the cache key, so vectors of a server restarted with other weights are not reused. Only for
   * providers with `recordsServerDtype`.
   */
  dtype?: string;
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

/** What a provider's `body` is built from: the texts (prefixes and truncation applied) and the settings. */
export interface HttpRequestSettings {
  modelId: string;
  values: string[];
  kind: EmbeddingKind;
  /** The input type to send; undefined: none. */
  inputType?: string;
  dimensions?: number;
  /** Set when the caller asked for (no) normalisation, for providers with a normalisation switch. */
  normalize?: boolean;
  /** True when a `maxTokens` truncation was asked: providers with a truncation switch turn it on. */
  truncate?: boolean;
}

/** What one provider needs to be called natively. */
export interface HttpProviderSpec {
  /** Provider id used in system ids and cache keys. */
  name: string;
  /** Default base URL. */
  defaultBaseURL: string;
  /** Environment variables holding the key, in order; empty when no key is needed. */
  keyVariables: readonly string[];
  /**
   * Environment variables holding a base URL, read when no `baseURL` is given (the OpenAI SDK's
   * `OPENAI_BASE_URL`); an empty value counts as unset.
   */
  baseURLVariables?: readonly string[];
  /** How query / document input types are sent and which values are allowed; absent: the provider has none. */
  inputTypes?: ProviderInputTypes;
  /**
   * How the provider normalises: `'switch'` it has a request field (the body receives `normalize`),
   * `'always'` it always returns unit vectors, `'unspecified'` neither.
   */
  normalization: 'switch' | 'always' | 'unspecified';
  /** What the provider does with texts longer than the model takes, in words (for `describe`). */
  truncation: string;
  /** Whether the server's weights precision can be recorded (`?dtype=`): self-hosted servers. */
  recordsServerDtype?: boolean;
  /** Whether a key is required. */
  keyRequired: boolean;
  /** Request path under the base URL. */
  path: (modelId: string) => string;
  /** Authentication header for a key. */
  authorize: (apiKey: string) => Record<string, string>;
  /** The request body. */
  body: (request: HttpRequestSettings) => unknown;
  /** Reads vectors (in input order) and billed tokens from the response JSON. */
  parse: (json: unknown) => { embeddings: number[][]; tokens?: number };
  /** Provider limits. */
  maxEmbeddingsPerCall: number;
  maxTokensPerCall?: number;
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
  /**
   * The input types sent, after defaults (undefined: none): the override, else the known profile's
   * when it is this provider's, else the provider's default for models without a profile.
   */
  readonly inputTypes: { readonly query: string | undefined; readonly document: string | undefined };
  /** The normalised endpoint URL (no credentials), as in the cache key. */
  readonly endpoint: string;
  /** Where the base URL came from: `setting`, `environment:<VARIABLE>` or `default`. */
  readonly baseURLOrigin: string;
  /** Characters a text (prefix included) is cut to before sending, when `maxTokens` was asked. */
  readonly maxCharacters: number | undefined;
  /** Whether vectors are L2-normalised here after each call. */
  readonly normalizesLocally: boolean;
  private readonly spec: HttpProviderSpec;
  private readonly settings: HttpProviderSettings;
  private readonly options: HttpModelOptions;
  private readonly url: string;

  /**
   * @throws InvalidArgumentError when an input type is not one the provider documents (or the
   *   provider has none), `normalize: false` is asked of a provider that always normalises, or a
   *   `dtype` is given to a provider that is not self-hosted.
   */
  constructor(spec: HttpProviderSpec, modelId: string, settings: HttpProviderSettings = {}, options: HttpModelOptions = {}) {
    this.spec = spec;
    this.settings = settings;
    this.options = options;
    this.provider = spec.name;
    this.modelId = modelId;
    this.dimensions = options.dimensions;
    const name = `${spec.name}:${modelId}`;
    const known = findInvocationProfile(modelId);
    const overrides = options.profile ?? {};
    // A known profile's input types are its provider's values: another provider never gets them.
    const own = known !== undefined && known.provider === spec.name;
    const inputType = (kind: EmbeddingKind): string | undefined => {
      const key = kind === 'query' ? 'queryInputType' : 'documentInputType';
      const override = overrides[key];
      if (override !== undefined) {
        const problem = inputTypeProblem(spec.inputTypes, override);
        if (problem !== undefined) throw new InvalidArgumentError(`${name}: ${key} ${JSON.stringify(override)}: ${problem}`);
        return override === NO_INPUT_TYPE ? undefined : override;
      }
      return own ? known[key] : spec.inputTypes?.defaults?.[kind];
    };
    this.inputTypes = { query: inputType('query'), document: inputType('document') };
    if (options.normalize === false && spec.normalization === 'always') {
      throw new InvalidArgumentError(`${name}: normalize=false cannot be honoured: ${spec.name} always returns L2-normalised vectors`);
    }
    if (options.dtype !== undefined && spec.recordsServerDtype !== true) {
      throw new InvalidArgumentError(`${name}: dtype is recorded only for self-hosted servers (openai-compatible, tei); ${spec.name} chooses its own weights`);
    }
    const merged = applyInvocationOverrides(known, { ...overrides, dimensions: options.dimensions, maxTokens: options.maxTokens, normalize: options.normalize });
    // The profile records only input types that a profile of this provider or an override set, so
    // a model without a profile keeps its cache key (provider defaults are in the request anyway).
    const { queryInputType: _query, documentInputType: _document, ...rest } = merged;
    const recorded = (kind: EmbeddingKind): string | undefined => {
      const key = kind === 'query' ? 'queryInputType' : 'documentInputType';
      return overrides[key] !== undefined || own ? this.inputTypes[kind] : undefined;
    };
    const queryInputType = recorded('query');
    const documentInputType = recorded('document');
    this.profile = { ...rest, ...(queryInputType === undefined ? {} : { queryInputType }), ...(documentInputType === undefined ? {} : { documentInputType }) };
    this.maxCharacters = options.maxTokens === undefined ? undefined : options.maxTokens * CHARACTERS_PER_TOKEN;
    this.normalizesLocally = options.normalize === true;
    this.maxEmbeddingsPerCall = options.maxEmbeddingsPerCall ?? spec.maxEmbeddingsPerCall;
    this.maxTokensPerCall = spec.maxTokensPerCall;
    this.maxParallelCalls = options.maxParallelCalls;
    const env = settings.env ?? process.env;
    // As the OpenAI SDK: an explicit base URL wins, then the environment (empty counts as unset).
    const variable = settings.baseURL === undefined ? (spec.baseURLVariables ?? []).find((candidate) => (env[candidate] ?? '') !== '') : undefined;
    const baseURL = settings.baseURL ?? (variable === undefined ? undefined : env[variable]) ?? spec.defaultBaseURL;
    this.baseURLOrigin = settings.baseURL !== undefined ? 'setting' : variable !== undefined ? `environment:${variable}` : 'default';
    this.url = joinURL(baseURL, spec.path(modelId));
    this.endpoint = normalizeEndpoint(this.url);
    // The request templates hold every field sent besides the texts (prefixes included, applied to
    // an empty text), so a setting added to a provider's body is in the cache key without more code.
    const template = (kind: EmbeddingKind): unknown => this.requestBody([''], kind).body;
    this.invocationKey = invocationKeyOf(this.profile, {
      endpoint: this.endpoint,
      ...(options.revision === undefined ? {} : { revision: options.revision }),
      settings: {
        request: { query: template('query'), document: template('document') },
        // Work done here rather than by the provider; absent when not asked, so the keys of models
        // called as before do not change.
        ...(this.normalizesLocally ? { normalization: 'client-side L2' } : {}),
        ...(options.maxTokens === undefined ? {} : { truncation: { maxTokens: options.maxTokens, charactersPerToken: CHARACTERS_PER_TOKEN } }),
        ...(options.dtype === undefined ? {} : { dtype: options.dtype }),
      },
    });
  }

  /** What `maxTokens` does for this model, in words (for `describe`). */
  get truncation(): string {
    if (this.maxCharacters === undefined) return `by the provider: ${this.spec.truncation}`;
    return `each text (prefix included) cut here to ${this.maxCharacters} characters (maxTokens ${this.options.maxTokens} × ${CHARACTERS_PER_TOKEN} characters per token; no tokenizer here), then by the provider: ${this.spec.truncation}`;
  }

  /** Who normalises this model's vectors, in words (for `describe`). */
  get normalization(): string {
    const switchable = this.spec.normalization === 'switch';
    if (this.normalizesLocally) return `L2 here after each call${switchable ? ', and asked of the provider' : ''}`;
    if (this.options.normalize === false) return switchable ? 'off (asked of the provider)' : `not done here; vectors as ${this.spec.name} returns them`;
    if (this.spec.normalization === 'always') return `by ${this.spec.name} (always L2-normalised)`;
    if (switchable) return `by ${this.spec.name} (its normalisation switch, on)`;
    return `not done here; vectors as ${this.spec.name} returns them`;
  }

  private requestBody(texts: readonly string[], kind: EmbeddingKind): { body: unknown; truncated: number } {
    const prefix = kind === 'query' ? this.profile.queryPrefix : this.profile.documentPrefix;
    let values = prefix === undefined || prefix === '' ? [...texts] : texts.map((value) => `${prefix}${value}`);
    let truncated = 0;
    const limit = this.maxCharacters;
    if (limit !== undefined) {
      values = values.map((value) => {
        const cut = cutToCharacters(value, limit);
        if (cut !== value) truncated += 1;
        return cut;
      });
    }
    const body = this.spec.body({
      modelId: this.modelId,
      values,
      kind,
      ...(this.inputTypes[kind] === undefined ? {} : { inputType: this.inputTypes[kind] }),
      ...(this.dimensions === undefined ? {} : { dimensions: this.dimensions }),
      ...(this.options.normalize === undefined ? {} : { normalize: this.options.normalize }),
      ...(limit === undefined ? {} : { truncate: true }),
    });
    return { body, truncated };
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
    const { body, truncated } = this.requestBody(options.values, options.kind);
    const url = this.url;
    const secrets = this.secrets();
    const { json, text, status } = await postJson({
      name,
      url,
      body,
      headers: { ...(key === undefined ? {} : this.spec.authorize(key)), ...this.settings.headers },
      secrets,
      ...(this.settings.fetch === undefined ? {} : { fetch: this.settings.fetch }),
      ...(this.settings.timeoutMs === undefined ? {} : { timeoutMs: this.settings.timeoutMs }),
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    });
    let parsed: { embeddings: number[][]; tokens?: number };
    try {
      parsed = this.spec.parse(json);
    } catch (error) {
      if (ExecretError.isInstance(error)) throw error;
      throw this.fail(`${name}: unexpected response shape (${error instanceof Error ? error.message : String(error)}): ${describeBody(text, secrets)}`, { status, retryable: false });
    }
    const embeddings = this.normalizesLocally ? parsed.embeddings.map(normalizeVector) : parsed.embeddings;
    // One wording for every batch, so a caller that reports each distinct warning once says it once.
    const warnings = truncated === 0 ? [] : [{ type: 'truncated', message: `${name}: texts longer than ${this.maxCharacters} characters were cut (maxTokens ${this.options.maxTokens} × ${CHARACTERS_PER_TOKEN} characters per token)` }];
    return { embeddings, ...(parsed.tokens === undefined ? {} : { usage: { tokens: parsed.tokens } }), warnings };
  }
}

/** Cuts a text to at most `limit` characters, counted in code points (a surrogate pair is never split). */
export function cutToCharacters(text: string, limit: number): string {
  // No more UTF-16 units than the limit means no more code points either: nothing to cut.
  if (text.length <= limit) return text;
  let units = 0;
  let points = 0;
  while (units < text.length && points < limit) {
    units += (text.codePointAt(units) ?? 0) > 0xffff ? 2 : 1;
    points += 1;
  }
  return text.slice(0, units);
}

// L2-normalises one provider vector. A vector holding anything but finite numbers is returned as
// it is, so embedMany's strict checks still see (and reject) a null or a string.
function normalizeVector(vector: number[]): number[] {
  if (!Array.isArray(vector) || !vector.every((value) => typeof value === 'number' && Number.isFinite(value))) return vector;
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

