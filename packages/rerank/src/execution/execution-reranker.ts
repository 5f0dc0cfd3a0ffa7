import { InvalidArgumentError, SeededRandom, throwIfAborted } from '@execret/core';
import type { Oracle, OracleJob } from '@execret/oracle';
import type { RetrySettings } from '@execret/embeddings';
import type { ChatModel } from '../chat/chat-model.js';
import { completeChat, type ChatRecord } from '../chat/complete-chat.js';
import type { RerankCache } from '../rerank-cache.js';
import { rankByDualAgreement, type AgreementEntry } from './dual-agreement.js';
import { exampleTests, type ExampleTest } from './example-tests.js';
import { TEST_GENERATION_PROMPT_VERSION, extractGeneratedTests, testGenerationPrompt } from './generated-tests.js';
import { inferEntryPoint, type EntryPoint } from './infer-entry-point.js';
import { queryTimeInformation, type RerankQuery } from './query-time-information.js';

/** Where query-time tests come from: the query's own examples, and tests an LLM writes from the query text. */
export const TEST_SOURCES = {
  examples: 'examples that come with the query (metadata.examples, doctest blocks, f(x) == y lines)',
  generated: 'tests a chat model writes from the query text',
} as const;

/** A key of {@link TEST_SOURCES}. */
export type TestSource = keyof typeof TEST_SOURCES;

/** Settings of {@link ExecutionReranker}. */
export interface ExecutionRerankerSettings {
  /** Runs candidates in the sandbox, through its cache. */
  oracle: Oracle;
  /** Which tests to use (at least one source). */
  sources: readonly TestSource[];
  /** Writes tests from the query text; required with the `generated` source. */
  chat?: ChatModel;
  /** Generated tests per query (default 10). */
  generatedTests?: number;
  /** Caches chat completions (requests and raw answers). */
  cache?: RerankCache;
  /** Retries of each chat call (the abort signal comes from `rerank`). */
  retry?: Omit<RetrySettings, 'abortSignal'>;
  /** Chat calls at once (default: the chat model's `maxParallelCalls`, else 4). */
  maxParallelCalls?: number;
}

/** One query and its candidates, in first-stage order. */
export interface ExecutionRerankInput {
  query: RerankQuery;
  candidates: ReadonlyArray<{ id: string; code: string }>;
}

/** One query-time test as recorded. */
export interface RecordedTest {
  /** `example` (came with the query) or `generated` (written by the chat model). */
  kind: 'example' | 'generated';
  /** The statement that ran. */
  test: string;
  /** The example as written in the query or its metadata. */
  text?: string;
}

/** What the execution reranker did for one query. */
export interface ExecutionRerankRecord {
  queryId: string;
  /** The function the tests call, and where the name came from; absent when none could be found. */
  entryPoint?: EntryPoint;
  /** The tests that ran: examples first, then generated ones. */
  tests: RecordedTest[];
  /** The test-generation exchange (request, raw answer, whether cached) and the lines not taken. */
  generation?: ChatRecord & { rejected: string[] };
  /** The candidates in their new order with their outcomes, group and agreement. */
  ranking: Array<AgreementEntry & { outcomes: readonly string[] }>;
  /** Why the order was left as the first stage's, when it was (`no tests`, …). */
  unchanged?: string;
}

/** Options of {@link ExecutionReranker.rerank}. */
export interface ExecutionRerankOptions {
  /** Aborts test generation and execution. */
  abortSignal?: AbortSignal;
  /** Called with the executions done and the total (cache hits included). */
  onProgress?: (done: number, total: number) => void;
}

/** What {@link ExecutionReranker.rerank} returns. */
export interface ExecutionRerankResult {
  /** Per input, the candidate ids in their new order. */
  orders: string[][];
  /** Per input, what was done. */
  records: ExecutionRerankRecord[];
  /** Jobs run in the sandbox and answered from the oracle's cache in this call, and chat calls made. */
  stats: { executed: number; cacheHits: number; chatCalls: number };
}

/**
 * Execution-aware reranking: reorders a first stage's candidates by running each one in the
 * oracle's sandbox (through its cache) against tests that exist at query time, never the query's
 * hidden test suite: the examples that come with the query (see `exampleTests`) and, when asked,
 * tests a chat model writes from the query text (see `testGenerationPrompt`). Candidates are then
 * ordered by `rankByDualAgreement`: examples passed, then the dual agreement of their outcome group
 * on the generated tests, then first-stage order. A query without tests keeps its order.
 */
export class ExecutionReranker {
  private readonly settings: ExecutionRerankerSettings;
  private readonly generated: number;

  /** @throws InvalidArgumentError for no or unknown sources, `generated` without a chat model, or a test count below 1. */
  constructor(settings: ExecutionRerankerSettings) {
    this.settings = settings;
    if (settings.sources.length === 0) throw new InvalidArgumentError(`execution reranking needs at least one test source: ${Object.keys(TEST_SOURCES).join(', ')}`);
    for (const source of settings.sources) {
      if (!Object.hasOwn(TEST_SOURCES, source)) throw new InvalidArgumentError(`execution reranking: unknown test source ${JSON.stringify(source)}; expected ${Object.keys(TEST_SOURCES).join(', ')}`);
    }
    if (settings.sources.includes('generated') && settings.chat === undefined) throw new InvalidArgumentError('execution reranking: the generated source needs a chat model');
    this.generated = settings.generatedTests ?? 10;
    if (!Number.isSafeInteger(this.generated) || this.generated < 1) throw new InvalidArgumentError(`execution reranking: generatedTests must be a positive integer, got ${this.generated}`);
  }

  /** Every setting that can change an order, for a system's description (and so its reuse key). */
  describe(): Record<string, unknown> {
    const chat = this.settings.chat;
    return {
      sources: [...this.settings.sources].sort(),
      grouping: 'identical outcomes; examples passed, then group size × generated tests passed, then first-stage order',
      ...(this.settings.sources.includes('generated') && chat !== undefined
        ? { generatedTests: this.generated, testPrompt: TEST_GENERATION_PROMPT_VERSION, chat: { provider: chat.provider, model: chat.modelId, invocation: JSON.parse(chat.invocationKey) as unknown } }
        : {}),
    };
  }

  /** Reranks every input's candidates. */
  async rerank(inputs: readonly ExecutionRerankInput[], options: ExecutionRerankOptions = {}): Promise<ExecutionRerankResult> {
    const sources = new Set(this.settings.sources);
    const prepared = inputs.map((input) => {
      const information = queryTimeInformation(input.query);
      const examples: ExampleTest[] = sources.has('examples') ? exampleTests(information) : [];
      const entryPoint = inferEntryPoint(information, examples, input.candidates.map((candidate) => candidate.code));
      return { input, information, examples, entryPoint };
    });

    // Test generation, several chat calls at once.
    const generations: Array<(ChatRecord & { rejected: string[]; tests: string[] }) | undefined> = new Array(inputs.length).fill(undefined);
    let chatCalls = 0;
    const chat = this.settings.chat;
    if (sources.has('generated') && chat !== undefined) {
      const pending = prepared.map((item, index) => ({ item, index })).filter(({ item }) => item.entryPoint !== undefined && item.input.candidates.length > 0);
      const jitter = new SeededRandom(0);
      let next = 0;
      let failure: unknown;
      const worker = async (): Promise<void> => {
        while (failure === undefined && next < pending.length) {
          const { item, index } = pending[next] as (typeof pending)[number];
          next += 1;
          try {
            const entryPoint = (item.entryPoint as EntryPoint).name;
            const messages = testGenerationPrompt({ query: item.information.text, entryPoint, language: item.information.language, count: this.generated, examples: item.examples.map((example) => example.test) });
            const exchange = await completeChat(chat, messages, {
              ...this.settings.retry,
              ...(this.settings.cache === undefined ? {} : { cache: this.settings.cache }),
              ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
              jitter,
              where: `tests for query ${item.information.id}`,
              onAttempt: () => (chatCalls += 1),
            });
            const extracted = extractGeneratedTests(exchange.answer, { entryPoint, language: item.information.language, count: this.generated, exclude: item.examples.map((example) => example.test) });
            generations[index] = { ...exchange, ...extracted };
          } catch (error) {
            failure ??= error;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(Math.max(1, this.settings.maxParallelCalls ?? chat.maxParallelCalls ?? 4), pending.length) }, worker));
      if (failure !== undefined) throw failure;
    }
    throwIfAborted(options.abortSignal, () => 'execution reranking: aborted');

    // Every (candidate, tests) job of every query in one oracle call: identical jobs run once, cached ones not at all.
    const jobs: OracleJob[] = [];
    const tests = prepared.map((item, index): RecordedTest[] => [
      ...item.examples.map((example): RecordedTest => ({ kind: 'example', test: example.test, text: example.text })),
      ...(generations[index]?.tests ?? []).map((test): RecordedTest => ({ kind: 'generated', test })),
    ]);
    const firstJob = prepared.map((item, index) => {
      const start = jobs.length;
      const statements = (tests[index] as RecordedTest[]).map((test) => test.test);
      if (statements.length === 0) return start;
      for (const candidate of item.input.candidates) jobs.push({ language: item.information.language, code: candidate.code, tests: statements, ...(item.information.setup === undefined ? {} : { testSetup: item.information.setup }) });
      return start;
    });
    const before = this.settings.oracle.stats;
    const verdicts = jobs.length === 0 ? [] : await this.settings.oracle.run(jobs, { ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }), ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }) });
    const after = this.settings.oracle.stats;

    const orders: string[][] = [];
    const records = prepared.map((item, index): ExecutionRerankRecord => {
      const queryTests = tests[index] as RecordedTest[];
      const generation = generations[index];
      const base = {
        queryId: item.information.id,
        ...(item.entryPoint === undefined ? {} : { entryPoint: item.entryPoint }),
        tests: queryTests,
        ...(generation === undefined ? {} : { generation: { request: generation.request, answer: generation.answer, cached: generation.cached, rejected: generation.rejected } }),
      };
      if (queryTests.length === 0 || item.input.candidates.length === 0) {
        orders.push(item.input.candidates.map((candidate) => candidate.id));
        const ranking = item.input.candidates.map((candidate, position) => ({ id: candidate.id, firstStagePosition: position, examplesPassed: 0, generatedPassed: 0, group: 0, groupSize: item.input.candidates.length, agreement: 0, outcomes: [] }));
        return { ...base, ranking, unchanged: queryTests.length === 0 ? 'no query-time tests' : 'no candidates' };
      }
      const outcomes = item.input.candidates.map((candidate, position) => ({ id: candidate.id, outcomes: (verdicts[(firstJob[index] as number) + position] as { testResults: readonly string[] }).testResults }));
      const examplesCount = item.examples.length;
      const ranking = rankByDualAgreement(outcomes, examplesCount).map((entry) => ({ ...entry, outcomes: (outcomes[entry.firstStagePosition] as { outcomes: readonly string[] }).outcomes }));
      orders.push(ranking.map((entry) => entry.id));
      return { ...base, ranking };
    });
    return { orders, records, stats: { executed: after.executed - before.executed, cacheHits: after.cacheHits - before.cacheHits, chatCalls } };
  }
}
