import { SeededRandom } from '@execret/core';
import type { RetrySettings } from '@execret/embeddings';
import type { ChatModel } from '../chat/chat-model.js';
import { completeChat } from '../chat/complete-chat.js';
import type { RerankCache } from '../rerank-cache.js';
import { rerankKeyOf } from '../rerank-key.js';
import type { DoRerankOptions, DoRerankResult, Reranker, RerankWarning } from '../reranker.js';
import { LISTWISE_PROMPT_VERSION, listwisePrompt } from './listwise-prompt.js';
import { parsePermutation } from './parse-permutation.js';
import { CORNSTACK_WINDOW_DEFAULTS, slidingWindows } from './sliding-windows.js';

/** Settings of {@link ListwiseReranker}. */
export interface ListwiseRerankerSettings {
  /** Candidates per prompt (default 10, CoRNStack's). */
  window?: number;
  /** How far each next window moves towards the top (default 5, CoRNStack's). */
  step?: number;
  /** Words each candidate is cut to in the prompt (default 300, RankGPT's). */
  maxWords?: number;
  /** Caches every chat completion (request and raw answer), so an interrupted set resumes window by window. */
  cache?: RerankCache;
  /** Retries of each chat call (the abort signal comes from `doRerank`). */
  retry?: Omit<RetrySettings, 'abortSignal'>;
}

/** One window of a listwise pass, as recorded. */
export interface ListwiseWindowRecord {
  /** Positions `[start, end)` of the order before this window. */
  start: number;
  end: number;
  /** The request sent (model, messages, settings). */
  request: unknown;
  /** The raw answer. */
  answer: string;
  /** Whether the answer came from the cache. */
  cached: boolean;
  /** The window's items (input document indexes) in the order the answer gave. */
  order: number[];
  /** Ids outside the window, repeated ids and window positions never named (see `parsePermutation`). */
  unknown: number[];
  repeated: number[];
  missing: number[];
}

/**
 * An LLM listwise reranker over any chat model (RankGPT / CoRNStack's CodeRankLLM style): the
 * candidates are ordered by a back-to-front sliding window (window 10, step 5 by default), each
 * window one chat call whose answer (`[3] > [1] > …`) is parsed robustly (`parsePermutation`) and
 * written back into the window's slots. Scores are `n − final position`. Its `details` record every
 * window's prompt, raw answer and parsed order.
 */
export class ListwiseReranker implements Reranker {
  readonly specificationVersion = 'v1' as const;
  readonly provider = 'llm';
  readonly scoring = 'listwise' as const;
  readonly modelId: string;
  readonly maxDocumentsPerCall = Number.MAX_SAFE_INTEGER;
  readonly maxParallelCalls: number | undefined;
  readonly invocationKey: string;
  /** Window size. */
  readonly window: number;
  /** Window step. */
  readonly step: number;
  /** Words per candidate in the prompt. */
  readonly maxWords: number;
  private readonly chat: ChatModel;
  private readonly settings: ListwiseRerankerSettings;

  constructor(chat: ChatModel, settings: ListwiseRerankerSettings = {}) {
    this.chat = chat;
    this.settings = settings;
    this.modelId = chat.modelId;
    this.maxParallelCalls = chat.maxParallelCalls;
    this.window = settings.window ?? CORNSTACK_WINDOW_DEFAULTS.window;
    this.step = settings.step ?? CORNSTACK_WINDOW_DEFAULTS.step;
    this.maxWords = settings.maxWords ?? 300;
    // Checks window and step now rather than at the first call.
    slidingWindows(0, 1, this.window, this.step);
    this.invocationKey = rerankKeyOf({
      settings: { chat: { provider: chat.provider, model: chat.modelId, invocation: JSON.parse(chat.invocationKey) as unknown }, window: this.window, step: this.step, maxWords: this.maxWords, prompt: LISTWISE_PROMPT_VERSION },
    });
  }

  async doRerank(options: DoRerankOptions): Promise<DoRerankResult> {
    const count = options.documents.length;
    // order[position] = input document index now at that position.
    const order = Array.from({ length: count }, (_, index) => index);
    const windows = slidingWindows(count, count, this.window, this.step);
    const records: ListwiseWindowRecord[] = [];
    const warnings: RerankWarning[] = [];
    const jitter = new SeededRandom(0);
    for (const [number, { start, end }] of windows.entries()) {
      const items = order.slice(start, end);
      const messages = listwisePrompt(options.query, items.map((index) => options.documents[index] as string), this.maxWords);
      const exchange = await completeChat(this.chat, messages, {
        ...this.settings.retry,
        ...(this.settings.cache === undefined ? {} : { cache: this.settings.cache }),
        ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
        jitter,
        where: `window ${number + 1} of ${windows.length}`,
      });
      const parsed = parsePermutation(exchange.answer, items.length);
      const reordered = parsed.order.map((position) => items[position] as number);
      order.splice(start, items.length, ...reordered);
      if (parsed.unknown.length > 0 || parsed.repeated.length > 0 || parsed.missing.length > 0) {
        warnings.push({
          type: 'partial-permutation',
          message: `llm:${this.modelId}: window ${number + 1} of ${windows.length}: ${[
            parsed.unknown.length > 0 ? `ignored unknown ids ${parsed.unknown.join(', ')}` : '',
            parsed.repeated.length > 0 ? `ignored repeated ids ${parsed.repeated.join(', ')}` : '',
            parsed.missing.length > 0 ? `kept ${parsed.missing.length} unnamed candidate${parsed.missing.length === 1 ? '' : 's'} in their previous order` : '',
          ]
            .filter((part) => part !== '')
            .join('; ')}`,
        });
      }
      records.push({ start, end, request: exchange.request, answer: exchange.answer, cached: exchange.cached, order: reordered, unknown: parsed.unknown, repeated: parsed.repeated, missing: parsed.missing });
    }
    const scores = new Array<number>(count).fill(0);
    order.forEach((index, position) => {
      scores[index] = count - position;
    });
    return { scores, warnings, details: { windows: records } };
  }
}
