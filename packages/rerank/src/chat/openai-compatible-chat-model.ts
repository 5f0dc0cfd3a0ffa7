import { ProviderError, isSecretName, normalizeEndpoint, postJson } from '@execret/embeddings';
import { rerankKeyOf } from '../rerank-key.js';
import type { ChatMessage, ChatModel, DoChatOptions, DoChatResult } from './chat-model.js';

/** Default base URL of {@link OpenAICompatibleChatModel}: OpenAI's API. */
export const OPENAI_CHAT_BASE_URL = 'https://api.openai.com/v1';

/** Settings of {@link OpenAICompatibleChatModel}. */
export interface OpenAICompatibleChatSettings {
  /** API key; default `OPENAI_API_KEY`. Never logged or stored. Optional for servers other than OpenAI's. */
  apiKey?: string;
  /** Base URL of the server (`…/v1`); default `OPENAI_BASE_URL`, else OpenAI's. */
  baseURL?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** `fetch` implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Per-request time limit in ms (default 300,000). */
  timeoutMs?: number;
  /** Environment for keys and the base URL (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Sampling temperature (default 0, the usual choice for ranking and for tests). */
  temperature?: number;
  /** `max_tokens` of the answer (default: the server's). */
  maxTokens?: number;
  /** `seed`, for servers that honour it. */
  seed?: number;
  /** Calls at once. */
  maxParallelCalls?: number;
  /** The model's revision, for servers whose model name does not pin it; recorded in the cache key, not sent. */
  revision?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A chat model behind any OpenAI-compatible `POST /chat/completions` endpoint (OpenAI, vLLM,
 * llama.cpp, Ollama's `/v1`, TGI…): body `{ model, messages, temperature, max_tokens?, seed? }`,
 * answer `choices[0].message.content`. A key is required only for OpenAI's own endpoint.
 */
export class OpenAICompatibleChatModel implements ChatModel {
  readonly specificationVersion = 'v1' as const;
  readonly provider = 'openai-compatible';
  readonly modelId: string;
  readonly invocationKey: string;
  readonly maxParallelCalls: number | undefined;
  /** The normalised endpoint (no credentials). */
  readonly endpoint: string;
  private readonly settings: OpenAICompatibleChatSettings;
  private readonly url: string;
  private readonly keyRequired: boolean;

  constructor(modelId: string, settings: OpenAICompatibleChatSettings = {}) {
    this.modelId = modelId;
    this.settings = settings;
    this.maxParallelCalls = settings.maxParallelCalls;
    const env = settings.env ?? process.env;
    const fromEnvironment = env['OPENAI_BASE_URL'];
    const baseURL = settings.baseURL ?? (fromEnvironment !== undefined && fromEnvironment !== '' ? fromEnvironment : OPENAI_CHAT_BASE_URL);
    this.keyRequired = normalizeEndpoint(baseURL) === normalizeEndpoint(OPENAI_CHAT_BASE_URL);
    this.url = `${baseURL.replace(/\/+$/, '')}/chat/completions`;
    this.endpoint = normalizeEndpoint(this.url);
    this.invocationKey = rerankKeyOf({
      endpoint: this.endpoint,
      ...(settings.revision === undefined ? {} : { revision: settings.revision }),
      settings: { request: this.requestOf([]) },
    });
  }

  requestOf(messages: readonly ChatMessage[]): Record<string, unknown> {
    return {
      model: this.modelId,
      messages: messages.map((message) => ({ role: message.role, content: message.content })),
      temperature: this.settings.temperature ?? 0,
      ...(this.settings.maxTokens === undefined ? {} : { max_tokens: this.settings.maxTokens }),
      ...(this.settings.seed === undefined ? {} : { seed: this.settings.seed }),
    };
  }

  private apiKey(): string | undefined {
    if (this.settings.apiKey !== undefined && this.settings.apiKey !== '') return this.settings.apiKey;
    const value = (this.settings.env ?? process.env)['OPENAI_API_KEY'];
    return value === undefined || value === '' ? undefined : value;
  }

  async doChat(options: DoChatOptions): Promise<DoChatResult> {
    const name = `chat:${this.modelId}`;
    const key = this.apiKey();
    if (key === undefined && this.keyRequired) throw new ProviderError(`${name}: no API key for ${OPENAI_CHAT_BASE_URL}: set OPENAI_API_KEY or pass apiKey (or a baseURL of another server)`, { retryable: false });
    const secrets = [key, ...Object.entries(this.settings.headers ?? {}).filter(([header]) => isSecretName(header)).map(([, value]) => value)].filter((value): value is string => value !== undefined && value !== '');
    const { json } = await postJson({
      name,
      url: this.url,
      body: this.requestOf(options.messages),
      headers: { ...(key === undefined ? {} : { authorization: `Bearer ${key}` }), ...this.settings.headers },
      secrets,
      timeoutMs: this.settings.timeoutMs ?? 300_000,
      ...(this.settings.fetch === undefined ? {} : { fetch: this.settings.fetch }),
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    });
    const choices = isRecord(json) ? json['choices'] : undefined;
    const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
    const message = isRecord(first) ? first['message'] : undefined;
    const content = isRecord(message) ? message['content'] : undefined;
    if (typeof content !== 'string') {
      throw new ProviderError(`${name}: unexpected response shape: expected choices[0].message.content to be a string`, { retryable: false });
    }
    const usage = isRecord(json) && isRecord(json['usage']) ? json['usage']['total_tokens'] : undefined;
    return { text: content, ...(typeof usage === 'number' ? { usage: { tokens: usage } } : {}) };
  }
}
