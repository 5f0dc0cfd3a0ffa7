/** One message of a chat request. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Arguments of {@link ChatModel.doChat}. */
export interface DoChatOptions {
  /** The conversation, ending with the user's request. */
  messages: readonly ChatMessage[];
  /** Aborts the call. */
  abortSignal?: AbortSignal;
}

/** What {@link ChatModel.doChat} returns. */
export interface DoChatResult {
  /** The assistant's answer, raw. */
  text: string;
  /** Tokens billed, when reported. */
  usage?: { tokens: number };
}

/**
 * The versioned chat-model interface of the LLM listwise reranker and of test generation. Retries
 * and caching live once in `completeChat`, not in adapters.
 */
export interface ChatModel {
  /** Interface version; changes only with a breaking change. */
  readonly specificationVersion: 'v1';
  /** Provider id, e.g. `openai-compatible`. */
  readonly provider: string;
  /** The model id sent to the server. */
  readonly modelId: string;
  /**
   * Everything besides the messages that can change an answer: normalised endpoint, revision and
   * every request setting (temperature, token limit, seed). Part of the cache key.
   */
  readonly invocationKey: string;
  /** Calls that may run at once (default 4). */
  readonly maxParallelCalls?: number;
  /** The request as it will be sent for `messages`, without credentials (recorded with the answer). */
  requestOf(messages: readonly ChatMessage[]): unknown;
  /** Sends one conversation. Throw `ProviderError` (from `@execret/embeddings`) for provider failures. */
  doChat(options: DoChatOptions): Promise<DoChatResult>;
}
