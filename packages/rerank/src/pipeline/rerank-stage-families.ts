import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidArgumentError, IoError, LANGUAGES, type ParsedSystemId, type SystemContext } from '@execret/core';
import {
  booleanValue,
  normalizeEndpoint,
  oneOfValue,
  positiveIntegerValue,
  readSystemIdParameters,
  textValue,
  urlValue,
  type SystemIdParameter,
  type SystemIdParameterTable,
} from '@execret/embeddings';
import type { Oracle } from '@execret/oracle';
import { OPENAI_CHAT_BASE_URL, OpenAICompatibleChatModel } from '../chat/openai-compatible-chat-model.js';
import { ExecutionReranker, type TestSource } from '../execution/execution-reranker.js';
import { HttpReranker, type HttpRerankSpec, type HttpRerankerOptions } from '../http/http-reranker.js';
import { HTTP_RERANK_PROVIDERS } from '../http/rerank-providers.js';
import { ListwiseReranker } from '../listwise/listwise-reranker.js';
import { CORNSTACK_WINDOW_DEFAULTS } from '../listwise/sliding-windows.js';
import { RerankCache } from '../rerank-cache.js';
import { CROSS_ENCODER_ACTIVATIONS, CrossEncoderReranker, checkCrossEncoderSettings, type CrossEncoderActivation } from '../transformers/cross-encoder-reranker.js';
import { ExecutionRerankStage } from './execution-rerank-stage.js';
import { ModelRerankStage } from './model-rerank-stage.js';
import type { RerankStage } from './rerank-stage.js';

/** How many of its input's top results a reranker reorders when the id does not say (CoRNStack's 100). */
export const DEFAULT_RERANK_DEPTH = CORNSTACK_WINDOW_DEFAULTS.depth;

/** An integer ≥ 0 (`label=0`, `seed=0`). */
export const nonNegativeIntegerValue: SystemIdParameter<number> = {
  expected: 'an integer ≥ 0',
  parse: (text) => {
    const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return Number.isSafeInteger(number) ? { value: number } : { problem: 'must be an integer ≥ 0' };
  },
};

/** What stage families share: where caches go, the oracle, `fetch` for HTTP calls. */
export interface StageResources {
  context: SystemContext;
  /** The pipeline's rerank cache (`<cacheDirectory>/rerank.sqlite`), opened on first use. */
  cache: () => RerankCache;
  /** The oracle of execution-aware stages, opened on first use. */
  oracle: () => Oracle;
  /** `fetch` for hosted rerankers and chat models (default: the global one). */
  fetch?: typeof fetch;
}

/** One kind of reranker a pipeline can name after `>>`. */
export interface RerankStageFamily {
  /** The adapter part of its ids (`cohere`, `llm`, `exec-rerank`). */
  readonly adapter: string;
  /** One line for help texts. */
  readonly syntax: string;
  /** Its `?name=value` parameters (`depth` included). */
  readonly parameters: SystemIdParameterTable;
  /** Everything that can fail before any work: model, parameters, keys. */
  check(parsed: ParsedSystemId, context: SystemContext): Promise<void>;
  /** The stage. */
  create(stageText: string, parsed: ParsedSystemId, resources: StageResources): Promise<RerankStage>;
}

const env = (context: SystemContext): Record<string, string | undefined> => context.env ?? process.env;

function requireModel(parsed: ParsedSystemId, adapter: string, what: string): string {
  if (parsed.model === '') throw new InvalidArgumentError(`reranker ${JSON.stringify(adapter)} names no ${what}; expected ${adapter}:<${what}>`);
  return parsed.model;
}

const HTTP_OPTION_VALUES: Record<keyof HttpRerankerOptions, SystemIdParameter> = {
  maxDocumentsPerCall: positiveIntegerValue,
  maxParallelCalls: positiveIntegerValue,
  revision: textValue,
  maxTokensPerDocument: positiveIntegerValue,
  truncate: booleanValue,
  rawScores: booleanValue,
};

function httpFamily(adapter: string, spec: HttpRerankSpec): RerankStageFamily {
  const parameters: SystemIdParameterTable = {
    depth: positiveIntegerValue,
    baseURL: urlValue,
    maxDocumentsPerCall: positiveIntegerValue,
    maxParallelCalls: positiveIntegerValue,
    ...Object.fromEntries(spec.options.map((option) => [option, HTTP_OPTION_VALUES[option]])),
    ...(spec.keyRequired ? {} : { revision: textValue }),
  };
  const read = (parsed: ParsedSystemId) => readSystemIdParameters(parsed, parameters, `${adapter} rerank`) as Record<string, unknown> & { depth?: number; baseURL?: string };
  return {
    adapter,
    syntax: `${adapter}:<model>[?depth=…&${Object.keys(parameters).filter((name) => name !== 'depth').join('=…&')}=…]`,
    parameters,
    async check(parsed, context) {
      requireModel(parsed, adapter, 'model');
      read(parsed);
      if (spec.keyRequired && !spec.keyVariables.some((name) => (env(context)[name] ?? '') !== '')) throw new InvalidArgumentError(`${adapter} reranker: no API key: set ${spec.keyVariables.join(' or ')}`);
    },
    async create(stageText, parsed, resources) {
      const model = requireModel(parsed, adapter, 'model');
      const { depth, baseURL, ...options } = read(parsed);
      const reranker = new HttpReranker(spec, model, { env: env(resources.context), ...(baseURL === undefined ? {} : { baseURL }), ...(resources.fetch === undefined ? {} : { fetch: resources.fetch }) }, options as HttpRerankerOptions);
      return new ModelRerankStage(stageText, depth ?? DEFAULT_RERANK_DEPTH, reranker, resources.cache());
    },
  };
}

const TRANSFORMERS_PARAMETERS: SystemIdParameterTable = {
  depth: positiveIntegerValue,
  dtype: textValue,
  maxTokens: positiveIntegerValue,
  activation: oneOfValue(CROSS_ENCODER_ACTIVATIONS),
  label: nonNegativeIntegerValue,
  batchSize: positiveIntegerValue,
  threads: positiveIntegerValue,
  revision: textValue,
};

function crossEncoderSettings(parsed: ParsedSystemId, context: SystemContext) {
  const values = readSystemIdParameters(parsed, TRANSFORMERS_PARAMETERS, 'transformers rerank') as { depth?: number; dtype?: string; maxTokens?: number; activation?: CrossEncoderActivation; label?: number; batchSize?: number; threads?: number; revision?: string };
  const { depth, ...settings } = values;
  return {
    depth: depth ?? DEFAULT_RERANK_DEPTH,
    settings: { ...settings, ...(context.modelsDirectory === undefined ? {} : { localModelPath: context.modelsDirectory }), ...(context.allowRemoteModels === undefined ? {} : { allowRemoteModels: context.allowRemoteModels }) },
  };
}

const transformersFamily: RerankStageFamily = {
  adapter: 'transformers',
  syntax: `transformers:<cross-encoder>[?${Object.keys(TRANSFORMERS_PARAMETERS).join('=…&')}=…]`,
  parameters: TRANSFORMERS_PARAMETERS,
  async check(parsed, context) {
    const model = requireModel(parsed, 'transformers', 'cross-encoder');
    const { settings } = crossEncoderSettings(parsed, context);
    new CrossEncoderReranker(model, settings);
    await checkCrossEncoderSettings(model, settings);
    // As transformers: embedding systems: a local model must have its folder (a download is not checked).
    if (context.allowRemoteModels === true || context.modelsDirectory === undefined) return;
    const folder = join(context.modelsDirectory, model);
    const info = await stat(folder).catch(() => undefined);
    if (info === undefined || !info.isDirectory()) throw new IoError(`no cross-encoder folder ${folder} (remote models are not allowed): put the model's files there, or allow remote models`, { file: folder });
  },
  async create(stageText, parsed, resources) {
    const model = requireModel(parsed, 'transformers', 'cross-encoder');
    const { depth, settings } = crossEncoderSettings(parsed, resources.context);
    return new ModelRerankStage(stageText, depth, new CrossEncoderReranker(model, settings), resources.cache());
  },
};

const CHAT_PARAMETERS: SystemIdParameterTable = { baseURL: urlValue, maxTokens: positiveIntegerValue, seed: nonNegativeIntegerValue, revision: textValue };

interface ChatValues {
  baseURL?: string;
  maxTokens?: number;
  seed?: number;
  revision?: string;
}

function chatModel(model: string, values: ChatValues, resources: Pick<StageResources, 'context' | 'fetch'>): OpenAICompatibleChatModel {
  return new OpenAICompatibleChatModel(model, {
    env: env(resources.context),
    ...(values.baseURL === undefined ? {} : { baseURL: values.baseURL }),
    ...(values.maxTokens === undefined ? {} : { maxTokens: values.maxTokens }),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    ...(values.revision === undefined ? {} : { revision: values.revision }),
    ...(resources.fetch === undefined ? {} : { fetch: resources.fetch }),
  });
}

// OpenAI's own endpoint needs a key; other servers may not.
function checkChatKey(values: ChatValues, context: SystemContext, what: string): void {
  const variables = env(context);
  const baseURL = values.baseURL ?? ((variables['OPENAI_BASE_URL'] ?? '') === '' ? OPENAI_CHAT_BASE_URL : (variables['OPENAI_BASE_URL'] as string));
  if (normalizeEndpoint(baseURL) === normalizeEndpoint(OPENAI_CHAT_BASE_URL) && (variables['OPENAI_API_KEY'] ?? '') === '') {
    throw new InvalidArgumentError(`${what}: no API key for ${OPENAI_CHAT_BASE_URL}: set OPENAI_API_KEY, or give baseURL=<an OpenAI-compatible server>`);
  }
}

const LLM_PARAMETERS: SystemIdParameterTable = { depth: positiveIntegerValue, window: positiveIntegerValue, step: positiveIntegerValue, maxWords: positiveIntegerValue, ...CHAT_PARAMETERS };

const llmFamily: RerankStageFamily = {
  adapter: 'llm',
  syntax: `llm:<chat model>[?${Object.keys(LLM_PARAMETERS).join('=…&')}=…]  (OpenAI-compatible /chat/completions; window 10, step 5, depth 100 by default)`,
  parameters: LLM_PARAMETERS,
  async check(parsed, context) {
    const model = requireModel(parsed, 'llm', 'chat model');
    const values = readSystemIdParameters(parsed, LLM_PARAMETERS, 'llm rerank') as ChatValues & { window?: number; step?: number; maxWords?: number };
    new ListwiseReranker(chatModel(model, values, { context }), { ...(values.window === undefined ? {} : { window: values.window }), ...(values.step === undefined ? {} : { step: values.step }) });
    checkChatKey(values, context, 'llm reranker');
  },
  async create(stageText, parsed, resources) {
    const model = requireModel(parsed, 'llm', 'chat model');
    const values = readSystemIdParameters(parsed, LLM_PARAMETERS, 'llm rerank') as ChatValues & { depth?: number; window?: number; step?: number; maxWords?: number };
    const cache = resources.cache();
    const reranker = new ListwiseReranker(chatModel(model, values, resources), {
      cache,
      ...(values.window === undefined ? {} : { window: values.window }),
      ...(values.step === undefined ? {} : { step: values.step }),
      ...(values.maxWords === undefined ? {} : { maxWords: values.maxWords }),
    });
    return new ModelRerankStage(stageText, values.depth ?? DEFAULT_RERANK_DEPTH, reranker, cache, { window: reranker.window, step: reranker.step, maxWords: reranker.maxWords });
  },
};

/** The test-source combinations `exec-rerank:<sources>` accepts. */
export const EXECUTION_SOURCE_SETS: Readonly<Record<string, readonly TestSource[]>> = {
  examples: ['examples'],
  generated: ['generated'],
  'examples+generated': ['examples', 'generated'],
  'generated+examples': ['examples', 'generated'],
};

const EXECUTION_PARAMETERS: SystemIdParameterTable = { depth: positiveIntegerValue, chatModel: textValue, tests: positiveIntegerValue, ...CHAT_PARAMETERS };

function executionValues(parsed: ParsedSystemId) {
  const sources = Object.hasOwn(EXECUTION_SOURCE_SETS, parsed.model) ? (EXECUTION_SOURCE_SETS[parsed.model] as readonly TestSource[]) : undefined;
  if (sources === undefined) throw new InvalidArgumentError(`exec-rerank:${parsed.model}: the test sources must be one of ${Object.keys(EXECUTION_SOURCE_SETS).join(', ')}, got ${JSON.stringify(parsed.model)}`);
  const values = readSystemIdParameters(parsed, EXECUTION_PARAMETERS, 'exec-rerank') as ChatValues & { depth?: number; chatModel?: string; tests?: number };
  if (sources.includes('generated') && (values.chatModel ?? '') === '') throw new InvalidArgumentError(`exec-rerank:${parsed.model}: generated tests need a chat model: add ?chatModel=<model> (and baseURL=<server> for a server other than OpenAI's)`);
  if (!sources.includes('generated')) {
    const chatOnly = ['chatModel', 'tests', ...Object.keys(CHAT_PARAMETERS)].filter((name) => parsed.parameters.has(name));
    if (chatOnly.length > 0) throw new InvalidArgumentError(`exec-rerank:${parsed.model}: ${chatOnly.join(', ')} only apply to generated tests (exec-rerank:examples+generated or exec-rerank:generated)`);
  }
  return { sources, values };
}

const executionFamily: RerankStageFamily = {
  adapter: 'exec-rerank',
  syntax: `exec-rerank:examples|generated|examples+generated[?${Object.keys(EXECUTION_PARAMETERS).join('=…&')}=…]`,
  parameters: EXECUTION_PARAMETERS,
  async check(parsed, context) {
    const { sources, values } = executionValues(parsed);
    if (sources.includes('generated')) checkChatKey(values, context, 'exec-rerank generated tests');
  },
  async create(stageText, parsed, resources) {
    const { sources, values } = executionValues(parsed);
    const chat = sources.includes('generated') ? chatModel(values.chatModel as string, values, resources) : undefined;
    const oracle = resources.oracle();
    // The sandbox's runtimes (interpreter, harness, limits) decide outcomes, so they belong to the
    // stage's description (and so to a run's reuse key); a language without an executor is left out.
    const runtimes: Record<string, string> = {};
    for (const language of LANGUAGES) {
      const description = await Promise.resolve()
        .then(() => oracle.describeRuntime(language))
        .catch(() => undefined);
      if (description !== undefined) runtimes[language] = description.fingerprint;
    }
    const reranker = new ExecutionReranker({
      oracle,
      sources,
      cache: resources.cache(),
      ...(chat === undefined ? {} : { chat }),
      ...(values.tests === undefined ? {} : { generatedTests: values.tests }),
    });
    return new ExecutionRerankStage(stageText, values.depth ?? DEFAULT_RERANK_DEPTH, reranker, { runtimes });
  },
};

/** Every reranker a pipeline can name after `>>`, by adapter. */
export const RERANK_STAGE_FAMILIES: Readonly<Record<string, RerankStageFamily>> = Object.fromEntries(
  [...Object.entries(HTTP_RERANK_PROVIDERS).map(([adapter, spec]) => httpFamily(adapter, spec)), transformersFamily, llmFamily, executionFamily].map((family) => [family.adapter, family]),
);

/**
 * The family of a reranker id.
 *
 * @throws InvalidArgumentError naming the known rerankers.
 */
export function findRerankStageFamily(parsed: ParsedSystemId, stageText: string): RerankStageFamily {
  const family = Object.hasOwn(RERANK_STAGE_FAMILIES, parsed.adapter) ? RERANK_STAGE_FAMILIES[parsed.adapter] : undefined;
  if (family === undefined) throw new InvalidArgumentError(`unknown reranker ${JSON.stringify(stageText)} after ">>": the adapter must be one of ${Object.keys(RERANK_STAGE_FAMILIES).join(', ')}`);
  return family;
}

/** Where a pipeline's rerank cache lives. */
export function rerankCachePath(context: SystemContext): string {
  return join(context.cacheDirectory, 'rerank.sqlite');
}
