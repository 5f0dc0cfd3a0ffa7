import { HttpReranker, type HttpRerankSpec, type HttpRerankerOptions, type HttpRerankerSettings } from './http-reranker.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Puts `[{ index, <scoreField> }]` results back in input order: every index must be an integer in
 * range and appear once, every score a finite number, and every document must be scored (the
 * adapters never ask for a top-n).
 */
function scoresByIndex(items: unknown, documentCount: number, scoreField: string): number[] {
  if (!Array.isArray(items)) throw new Error('expected an array of results');
  const scores = new Array<number | undefined>(documentCount).fill(undefined);
  items.forEach((item: unknown, position) => {
    if (!isRecord(item)) throw new Error(`result ${position} is not an object`);
    const index = item['index'];
    const score = item[scoreField];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= documentCount) throw new Error(`result ${position} has index ${JSON.stringify(index)}, expected an integer from 0 to ${documentCount - 1}`);
    if (scores[index] !== undefined) throw new Error(`index ${index} is given twice`);
    if (typeof score !== 'number' || !Number.isFinite(score)) throw new Error(`result ${position} has ${scoreField} ${JSON.stringify(score)}, expected a finite number`);
    scores[index] = score;
  });
  const missing = scores.findIndex((score) => score === undefined);
  if (missing !== -1) throw new Error(`document ${missing} has no score (${items.length} results for ${documentCount} documents)`);
  return scores as number[];
}

function numberAt(value: unknown, ...path: string[]): number | undefined {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return typeof current === 'number' && Number.isFinite(current) ? current : undefined;
}

const bearer = (apiKey: string): Record<string, string> => ({ authorization: `Bearer ${apiKey}` });

/**
 * Cohere v2 rerank: `POST /v2/rerank` with `model`, `query`, `documents` (and `max_tokens_per_doc`
 * when set); results `[{ index, relevance_score }]`; billed search units as tokens.
 */
export const COHERE_RERANK_SPEC: HttpRerankSpec = {
  name: 'cohere',
  defaultBaseURL: 'https://api.cohere.com',
  keyVariables: ['CO_API_KEY', 'COHERE_API_KEY'],
  keyRequired: true,
  path: '/v2/rerank',
  authorize: bearer,
  body: ({ modelId, query, documents, options }) => ({ model: modelId, query, documents, ...(options.maxTokensPerDocument === undefined ? {} : { max_tokens_per_doc: options.maxTokensPerDocument }) }),
  parse: (json, count) => {
    if (!isRecord(json)) throw new Error('expected an object');
    const units = numberAt(json, 'meta', 'billed_units', 'search_units');
    return { scores: scoresByIndex(json['results'], count, 'relevance_score'), ...(units === undefined ? {} : { tokens: units }) };
  },
  // Cohere's advice, not a stated hard cap.
  maxDocumentsPerCall: 1000,
  options: ['maxTokensPerDocument'],
};

/**
 * Voyage rerank: `POST /v1/rerank` with `model`, `query`, `documents`, `truncation`; results in
 * `data: [{ index, relevance_score }]`; `usage.total_tokens`.
 */
export const VOYAGE_RERANK_SPEC: HttpRerankSpec = {
  name: 'voyage',
  defaultBaseURL: 'https://api.voyageai.com/v1',
  keyVariables: ['VOYAGE_API_KEY'],
  keyRequired: true,
  path: '/rerank',
  authorize: bearer,
  body: ({ modelId, query, documents, options }) => ({ model: modelId, query, documents, truncation: options.truncate ?? true }),
  parse: (json, count) => {
    if (!isRecord(json)) throw new Error('expected an object');
    const tokens = numberAt(json, 'usage', 'total_tokens');
    return { scores: scoresByIndex(json['data'], count, 'relevance_score'), ...(tokens === undefined ? {} : { tokens }) };
  },
  maxDocumentsPerCall: 1000,
  options: ['truncate'],
};

/**
 * Jina rerank: `POST /v1/rerank` with `model`, `query`, `documents`, `return_documents: false`;
 * results `[{ index, relevance_score }]`; `usage.total_tokens`.
 */
export const JINA_RERANK_SPEC: HttpRerankSpec = {
  name: 'jina',
  defaultBaseURL: 'https://api.jina.ai/v1',
  keyVariables: ['JINA_API_KEY'],
  keyRequired: true,
  path: '/rerank',
  authorize: bearer,
  body: ({ modelId, query, documents }) => ({ model: modelId, query, documents, return_documents: false }),
  parse: (json, count) => {
    if (!isRecord(json)) throw new Error('expected an object');
    const tokens = numberAt(json, 'usage', 'total_tokens');
    return { scores: scoresByIndex(json['results'], count, 'relevance_score'), ...(tokens === undefined ? {} : { tokens }) };
  },
  // Jina documents no per-request cap: a conservative batch.
  maxDocumentsPerCall: 100,
  options: [],
};

/**
 * Hugging Face text-embeddings-inference: `POST /rerank` with `query`, `texts`, `truncate`,
 * `raw_scores`; a bare array `[{ index, score }]`. A key is sent only when set (`--api-key`).
 */
export const TEI_RERANK_SPEC: HttpRerankSpec = {
  name: 'tei',
  defaultBaseURL: 'http://127.0.0.1:8080',
  keyVariables: ['TEI_API_KEY'],
  keyRequired: false,
  path: '/rerank',
  authorize: bearer,
  body: ({ query, documents, options }) => ({ query, texts: documents, truncate: options.truncate ?? true, raw_scores: options.rawScores ?? false }),
  parse: (json, count) => ({ scores: scoresByIndex(json, count, 'score') }),
  // TEI's default --max-client-batch-size.
  maxDocumentsPerCall: 32,
  options: ['truncate', 'rawScores'],
};

/** Every hosted rerank API by its system-id prefix. */
export const HTTP_RERANK_PROVIDERS = {
  cohere: COHERE_RERANK_SPEC,
  voyage: VOYAGE_RERANK_SPEC,
  jina: JINA_RERANK_SPEC,
  tei: TEI_RERANK_SPEC,
} as const satisfies Record<string, HttpRerankSpec>;

/** A factory of one provider's rerankers: `provider(settings)(modelId, options)`. */
export type HttpRerankProvider = (modelId: string, options?: HttpRerankerOptions) => HttpReranker;

function provider(spec: HttpRerankSpec) {
  return (settings: HttpRerankerSettings = {}): HttpRerankProvider =>
    (modelId, options = {}) =>
      new HttpReranker(spec, modelId, settings, options);
}

/** Cohere rerankers (`rerank-v3.5`, …); key from `CO_API_KEY` or `COHERE_API_KEY`. */
export const createCohereReranker = provider(COHERE_RERANK_SPEC);
/** Voyage rerankers (`rerank-2.5`, `rerank-2.5-lite`, …); key from `VOYAGE_API_KEY`. */
export const createVoyageReranker = provider(VOYAGE_RERANK_SPEC);
/** Jina rerankers (`jina-reranker-v2-base-multilingual`, `jina-reranker-v3`, …); key from `JINA_API_KEY`. */
export const createJinaReranker = provider(JINA_RERANK_SPEC);
/** A self-hosted TEI reranker (default `http://127.0.0.1:8080`); key from `TEI_API_KEY` when the server wants one. */
export const createTeiReranker = provider(TEI_RERANK_SPEC);
