import { SeededRandom, sha256Hex } from '@execret/core';
import { callWithRetries, type RetrySettings } from '@execret/embeddings';
import type { RerankCache } from '../rerank-cache.js';
import type { ChatMessage, ChatModel } from './chat-model.js';

/** One chat exchange as recorded: what was sent and what came back. */
export interface ChatRecord {
  /** The request as sent (model, messages, settings; no credentials). */
  request: unknown;
  /** The raw answer. */
  answer: string;
  /** Whether the answer came from the cache (no call made). */
  cached: boolean;
}

/** Options of {@link completeChat}; the retry settings are those of `callWithRetries`. */
export interface CompleteChatOptions extends RetrySettings {
  /** A cache of completions keyed by the model's invocation key and the whole request. */
  cache?: RerankCache;
  /** Jitter of the backoff (default: seed 0). */
  jitter?: SeededRandom;
  /** Names the call in errors (default `chat call`). */
  where?: string;
  /** Called before every attempt (to count calls). */
  onAttempt?: () => void;
}

/**
 * Sends one conversation to a chat model, or answers it from the cache: the cache key is the
 * model's invocation key plus the SHA-256 of the request as sent, and the stored row keeps the
 * request and the raw answer, so every prompt and answer stays on record and a rerun makes no call.
 * Retryable failures are retried (see `callWithRetries`).
 */
export async function completeChat(model: ChatModel, messages: readonly ChatMessage[], options: CompleteChatOptions = {}): Promise<ChatRecord> {
  const scope = { provider: model.provider, modelId: model.modelId, invocationKey: model.invocationKey };
  const request = model.requestOf(messages);
  const requestHash = sha256Hex(JSON.stringify(request));
  const stored = options.cache?.getCompletion(scope, requestHash);
  if (stored !== undefined) return { request: stored.request, answer: stored.answer, cached: true };
  const result = await callWithRetries(
    () => model.doChat({ messages, ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }) }),
    { name: `${model.provider}:${model.modelId}`, where: options.where ?? 'chat call', jitter: options.jitter ?? new SeededRandom(0), ...(options.onAttempt === undefined ? {} : { onAttempt: options.onAttempt }) },
    options,
  );
  options.cache?.putCompletion(scope, requestHash, { request, answer: result.text, ...(result.usage === undefined ? {} : { tokens: result.usage.tokens }) });
  return { request, answer: result.text, cached: false };
}
