import { HttpEmbeddingModel, type HttpModelOptions, type HttpProviderSettings, type HttpProviderSpec } from './http-embedding-model.js';
import { COHERE_INPUT_TYPES, GEMINI_TASK_TYPES, JINA_TASKS, VOYAGE_INPUT_TYPES } from './provider-input-types.js';

type Json = Record<string, unknown>;

function fail(message: string): never {
  throw new Error(message);
}

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : fail('expected an object');
}

function asVectors(value: unknown): number[][] {
  if (!Array.isArray(value)) fail('expected an array of vectors');
  return value as number[][];
}

/**
 * Reads OpenAI's shape `{ data: [{ index, embedding }], usage: { total_tokens } }` in index order.
 * Indices must be integers that are unique and complete (0 … n−1); a server that sends no index
 * at all (some OpenAI-compatible ones) is read in array order, but a mix of rows with and without
 * an index is refused.
 */
function parseOpenAIShape(json: unknown): { embeddings: number[][]; tokens?: number } {
  const data = asObject(json)['data'];
  if (!Array.isArray(data)) fail('expected "data" to be an array');
  const rows = (data as unknown[]).map((row, position) => {
    const object = typeof row === 'object' && row !== null && !Array.isArray(row) ? (row as Json) : fail(`data[${position}] is not an object`);
    return { index: object['index'], embedding: object['embedding'] as number[] };
  });
  const indexed = rows.filter((row) => row.index !== undefined && row.index !== null).length;
  if (indexed > 0 && indexed < rows.length) fail(`${rows.length - indexed} of ${rows.length} items of "data" have no index`);
  if (indexed === 0) return withTokens(json, rows.map((row) => row.embedding));
  const byIndex: Array<number[] | undefined> = new Array(rows.length);
  const seenAt = new Map<number, number>();
  rows.forEach((row, position) => {
    const index = row.index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= rows.length) {
      fail(`data[${position}].index is ${JSON.stringify(index)}, expected an integer from 0 to ${rows.length - 1}`);
    }
    const earlier = seenAt.get(index);
    if (earlier !== undefined) fail(`data[${position}].index ${index} repeats data[${earlier}].index`);
    seenAt.set(index, position);
    byIndex[index] = row.embedding;
  });
  return withTokens(json, byIndex as number[][]);
}

function withTokens(json: unknown, embeddings: number[][]): { embeddings: number[][]; tokens?: number } {
  const usage = asObject(json)['usage'] as Json | undefined;
  const tokens = usage?.['total_tokens'] ?? usage?.['prompt_tokens'];
  return { embeddings, ...(typeof tokens === 'number' ? { tokens } : {}) };
}

const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/**
 * OpenAI `/v1/embeddings` (and any OpenAI-compatible server through `baseURL`). As the official
 * SDK, the base URL comes from `OPENAI_BASE_URL` when none is given.
 */
export const OPENAI_SPEC: HttpProviderSpec = {
  name: 'openai',
  defaultBaseURL: 'https://api.openai.com/v1',
  keyVariables: ['OPENAI_API_KEY'],
  baseURLVariables: ['OPENAI_BASE_URL'],
  keyRequired: true,
  normalization: 'unspecified',
  truncation: 'none: OpenAI refuses inputs over 8,192 tokens (HTTP 400)',
  path: () => '/embeddings',
  authorize: bearer,
  body: ({ modelId, values, dimensions }) => ({ model: modelId, input: values, encoding_format: 'float', ...(dimensions === undefined ? {} : { dimensions }) }),
  parse: parseOpenAIShape,
  maxEmbeddingsPerCall: 2048,
  maxTokensPerCall: 300_000,
};

/**
 * An OpenAI-compatible server (vLLM, TEI `/v1`, LM Studio, Ollama `/v1`): no key required; the base
 * URL from `?baseURL=`, else `OPENAI_BASE_URL`, else 127.0.0.1:8000. An input type, when given, is
 * sent as `input_type` (servers such as NVIDIA NIM take one); the weights precision can be recorded.
 */
export const OPENAI_COMPATIBLE_SPEC: HttpProviderSpec = {
  ...OPENAI_SPEC,
  name: 'openai-compatible',
  defaultBaseURL: 'http://127.0.0.1:8000/v1',
  keyVariables: ['OPENAI_COMPATIBLE_API_KEY'],
  keyRequired: false,
  inputTypes: { field: 'input_type', allowed: 'free-form', required: false },
  recordsServerDtype: true,
  truncation: "the server's own (vLLM and TEI refuse or cut texts over the model's limit, as configured)",
  body: ({ modelId, values, inputType, dimensions }) => ({
    model: modelId,
    input: values,
    encoding_format: 'float',
    ...(dimensions === undefined ? {} : { dimensions }),
    ...(inputType === undefined ? {} : { input_type: inputType }),
  }),
  maxEmbeddingsPerCall: 256,
  maxTokensPerCall: undefined,
};

/** Voyage `/v1/embeddings` with `input_type` query / document. */
export const VOYAGE_SPEC: HttpProviderSpec = {
  name: 'voyage',
  defaultBaseURL: 'https://api.voyageai.com/v1',
  keyVariables: ['VOYAGE_API_KEY'],
  keyRequired: true,
  path: () => '/embeddings',
  authorize: bearer,
  inputTypes: { field: 'input_type', allowed: VOYAGE_INPUT_TYPES, required: false, defaults: { query: 'query', document: 'document' } },
  normalization: 'unspecified',
  truncation: "truncation: true (Voyage cuts texts to the model's context length)",
  body: ({ modelId, values, inputType, dimensions }) => ({ model: modelId, input: values, input_type: inputType ?? null, truncation: true, ...(dimensions === undefined ? {} : { output_dimension: dimensions }) }),
  parse: parseOpenAIShape,
  maxEmbeddingsPerCall: 1000,
  maxTokensPerCall: 120_000,
};

/** Cohere `/v2/embed` with `input_type` search_query / search_document. */
export const COHERE_SPEC: HttpProviderSpec = {
  name: 'cohere',
  defaultBaseURL: 'https://api.cohere.com',
  keyVariables: ['CO_API_KEY', 'COHERE_API_KEY'],
  keyRequired: true,
  path: () => '/v2/embed',
  authorize: bearer,
  inputTypes: { field: 'input_type', allowed: COHERE_INPUT_TYPES, required: true, defaults: { query: 'search_query', document: 'search_document' } },
  normalization: 'unspecified',
  truncation: "truncate: END (Cohere cuts the end of texts over the model's limit)",
  body: ({ modelId, values, inputType, kind, dimensions }) => ({
    model: modelId,
    texts: values,
    input_type: inputType ?? (kind === 'query' ? 'search_query' : 'search_document'),
    embedding_types: ['float'],
    truncate: 'END',
    ...(dimensions === undefined ? {} : { output_dimension: dimensions }),
  }),
  parse: (json) => {
    const embeddings = asObject(asObject(json)['embeddings'])['float'];
    const billed = asObject((asObject(json)['meta'] as Json | undefined) ?? {})['billed_units'] as Json | undefined;
    const tokens = billed?.['input_tokens'];
    return { embeddings: asVectors(embeddings), ...(typeof tokens === 'number' ? { tokens } : {}) };
  },
  maxEmbeddingsPerCall: 96,
};

/**
 * Gemini `:batchEmbedContents` with `taskType` (CODE_RETRIEVAL_QUERY / RETRIEVAL_DOCUMENT); no
 * `taskType` at all for a model whose profile has none (gemini-embedding-2 takes its task in the text).
 */
export const GEMINI_SPEC: HttpProviderSpec = {
  name: 'gemini',
  defaultBaseURL: 'https://generativelanguage.googleapis.com/v1beta',
  keyVariables: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
  keyRequired: true,
  path: (modelId) => `/models/${modelId}:batchEmbedContents`,
  authorize: (key) => ({ 'x-goog-api-key': key }),
  inputTypes: { field: 'taskType', allowed: GEMINI_TASK_TYPES, required: false, defaults: { query: 'RETRIEVAL_QUERY', document: 'RETRIEVAL_DOCUMENT' } },
  normalization: 'unspecified',
  truncation: 'not sent (the request has no truncation field)',
  body: ({ modelId, values, inputType, dimensions }) => ({
    requests: values.map((text) => ({
      model: `models/${modelId}`,
      content: { parts: [{ text }] },
      ...(inputType === undefined ? {} : { taskType: inputType }),
      ...(dimensions === undefined ? {} : { outputDimensionality: dimensions }),
    })),
  }),
  parse: (json) => {
    const embeddings = asObject(json)['embeddings'];
    if (!Array.isArray(embeddings)) fail('expected "embeddings" to be an array');
    return { embeddings: (embeddings as Json[]).map((row) => row['values'] as number[]) };
  },
  maxEmbeddingsPerCall: 100,
};

/** Mistral `/v1/embeddings` (mistral-embed, codestral-embed). */
export const MISTRAL_SPEC: HttpProviderSpec = {
  name: 'mistral',
  defaultBaseURL: 'https://api.mistral.ai/v1',
  keyVariables: ['MISTRAL_API_KEY'],
  keyRequired: true,
  path: () => '/embeddings',
  authorize: bearer,
  normalization: 'unspecified',
  truncation: 'not sent (the request has no truncation field)',
  body: ({ modelId, values, dimensions }) => ({ model: modelId, input: values, ...(dimensions === undefined ? {} : { output_dimension: dimensions }) }),
  parse: parseOpenAIShape,
  maxEmbeddingsPerCall: 128,
  maxTokensPerCall: 16_000,
};

/**
 * Jina `/v1/embeddings` with `task` (retrieval.query / retrieval.passage) where the model has tasks,
 * `normalized` (true unless `normalize: false`) and, when a `maxTokens` truncation is asked,
 * `truncate: true`.
 */
export const JINA_SPEC: HttpProviderSpec = {
  name: 'jina',
  defaultBaseURL: 'https://api.jina.ai/v1',
  keyVariables: ['JINA_API_KEY'],
  keyRequired: true,
  path: () => '/embeddings',
  authorize: bearer,
  inputTypes: { field: 'task', allowed: JINA_TASKS, required: false },
  normalization: 'switch',
  truncation: "truncate: true when maxTokens is given (Jina cuts texts to the model's limit); otherwise Jina refuses texts over it",
  body: ({ modelId, values, inputType, dimensions, normalize, truncate }) => ({
    model: modelId,
    input: values,
    ...(inputType === undefined ? {} : { task: inputType }),
    ...(dimensions === undefined ? {} : { dimensions }),
    normalized: normalize ?? true,
    embedding_type: 'float',
    ...(truncate === true ? { truncate: true } : {}),
  }),
  parse: parseOpenAIShape,
  maxEmbeddingsPerCall: 512,
};

/** Ollama's native `/api/embed` (L2-normalised vectors). */
export const OLLAMA_SPEC: HttpProviderSpec = {
  name: 'ollama',
  defaultBaseURL: 'http://127.0.0.1:11434',
  keyVariables: [],
  keyRequired: false,
  path: () => '/api/embed',
  authorize: bearer,
  normalization: 'always',
  truncation: "truncate: true (Ollama cuts texts to the model's context)",
  body: ({ modelId, values, dimensions }) => ({ model: modelId, input: values, truncate: true, ...(dimensions === undefined ? {} : { dimensions }) }),
  parse: (json) => {
    const object = asObject(json);
    const tokens = object['prompt_eval_count'];
    return { embeddings: asVectors(object['embeddings']), ...(typeof tokens === 'number' ? { tokens } : {}) };
  },
  maxEmbeddingsPerCall: 64,
};

/**
 * Hugging Face Text Embeddings Inference's native `/embed`: an input type is sent as `prompt_name`
 * (a prompt of the model's sentence-transformers configuration, e.g. `query`); `normalize` true
 * unless asked otherwise; the weights precision can be recorded.
 */
export const TEI_SPEC: HttpProviderSpec = {
  name: 'tei',
  defaultBaseURL: 'http://127.0.0.1:8080',
  keyVariables: ['TEI_API_KEY'],
  keyRequired: false,
  path: () => '/embed',
  authorize: bearer,
  inputTypes: { field: 'prompt_name', allowed: 'free-form', required: false },
  normalization: 'switch',
  truncation: "truncate: true (TEI cuts texts to the model's limit)",
  recordsServerDtype: true,
  body: ({ values, inputType, normalize }) => ({ inputs: values, normalize: normalize ?? true, truncate: true, ...(inputType === undefined ? {} : { prompt_name: inputType }) }),
  parse: (json) => ({ embeddings: asVectors(json) }),
  // TEI's default --max-client-batch-size.
  maxEmbeddingsPerCall: 32,
};

/** A factory of models of one provider. */
export type EmbeddingProvider = (modelId: string, options?: HttpModelOptions) => HttpEmbeddingModel;

function factory(spec: HttpProviderSpec): (settings?: HttpProviderSettings) => EmbeddingProvider {
  return (settings = {}) => (modelId, options) => new HttpEmbeddingModel(spec, modelId, settings, options);
}

/** OpenAI embeddings (`OPENAI_API_KEY`). */
export const createOpenAIEmbeddings = factory(OPENAI_SPEC);
/** An OpenAI-compatible server (vLLM, TEI `/v1`, LM Studio, Ollama `/v1`): pass `baseURL`. */
export const createOpenAICompatibleEmbeddings = factory(OPENAI_COMPATIBLE_SPEC);
/** Voyage embeddings (`VOYAGE_API_KEY`). */
export const createVoyageEmbeddings = factory(VOYAGE_SPEC);
/** Cohere embeddings (`CO_API_KEY` or `COHERE_API_KEY`). */
export const createCohereEmbeddings = factory(COHERE_SPEC);
/** Gemini embeddings (`GEMINI_API_KEY` or `GOOGLE_API_KEY`). */
export const createGeminiEmbeddings = factory(GEMINI_SPEC);
/** Mistral embeddings (`MISTRAL_API_KEY`). */
export const createMistralEmbeddings = factory(MISTRAL_SPEC);
/** Jina embeddings (`JINA_API_KEY`). */
export const createJinaEmbeddings = factory(JINA_SPEC);
/** Ollama's native API (no key). */
export const createOllamaEmbeddings = factory(OLLAMA_SPEC);
/** Text Embeddings Inference's native API (key optional). */
export const createTeiEmbeddings = factory(TEI_SPEC);

/** Every HTTP provider by name, as used in system ids (`openai:text-embedding-3-large`). */
export const HTTP_PROVIDERS: Readonly<Record<string, HttpProviderSpec>> = {
  openai: OPENAI_SPEC,
  'openai-compatible': OPENAI_COMPATIBLE_SPEC,
  voyage: VOYAGE_SPEC,
  cohere: COHERE_SPEC,
  gemini: GEMINI_SPEC,
  mistral: MISTRAL_SPEC,
  jina: JINA_SPEC,
  ollama: OLLAMA_SPEC,
  tei: TEI_SPEC,
};
