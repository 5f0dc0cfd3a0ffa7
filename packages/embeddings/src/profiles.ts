import { compareCodeUnits, sortedRecord } from '@execret/core';

/** How a known model is called: the provider's own recommended query vs document conditioning. */
export interface InvocationProfile {
  /** System id prefix-free model key, e.g. `text-embedding-3-large` or `BAAI/bge-small-en-v1.5`. */
  model: string;
  /** Family / provider that serves it natively: an HTTP provider or `local` (ONNX through transformers.js). */
  provider: 'openai' | 'voyage' | 'cohere' | 'gemini' | 'mistral' | 'jina' | 'local';
  /** Text put before every query. */
  queryPrefix?: string;
  /** Text put before every document. */
  documentPrefix?: string;
  /** The provider's native query input type or task (`input_type`, `taskType`, `task`). */
  queryInputType?: string;
  /** The provider's native document input type or task. */
  documentInputType?: string;
  /** Output dimensions (the default the profile asks for). */
  dimensions: number;
  /** Pooling of token vectors, for local models. */
  pooling?: 'mean' | 'cls' | 'last_token';
  /** Whether vectors are L2-normalised (client-side when the provider does not). */
  normalize: boolean;
  /** How vectors are compared. */
  similarity: 'cosine' | 'dot';
  /** Most input tokens per text. */
  maxTokens: number;
  /** ONNX export usable by transformers.js, for local models. */
  onnxModelId?: string;
  /** Where the settings come from. */
  source: string;
  /** Anything a user should know (unverified pairings, conflicts between sources). */
  note?: string;
  /**
   * The names under which the ExecRetrieval study reports this model (its results files and
   * tables), when it is one of the study's systems. Informative only: never used to find a profile.
   */
  studyNames?: readonly string[];
}

/**
 * The settings a system id (or a caller) may override, the model card's way. `undefined` members
 * leave the profile's value alone.
 */
export type InvocationOverrides = Partial<Pick<InvocationProfile, 'queryPrefix' | 'documentPrefix' | 'queryInputType' | 'documentInputType' | 'dimensions' | 'pooling' | 'normalize' | 'similarity' | 'maxTokens'>>;

/**
 * A known profile with overrides applied: every defined member of `overrides` replaces the
 * profile's; `undefined` members are ignored (so `{ queryPrefix: undefined }` keeps the prefix).
 * Returns a new object; neither argument is changed.
 */
export function applyInvocationOverrides(profile: Partial<InvocationProfile> | undefined, overrides: InvocationOverrides = {}): Partial<InvocationProfile> {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as InvocationOverrides;
  return { ...profile, ...defined };
}

const BGE_QUERY = 'Represent this sentence for searching relevant passages: ';
const CODE_QUERY = 'Represent this query for searching relevant code: ';
const QWEN_QUERY = 'Instruct: Given a code search query, retrieve code snippets that implement what the query describes\nQuery:';
// Gemini Embedding 2 takes its task in the text, not in taskType (code retrieval format).
const GEMINI_2_CODE_QUERY = 'task: code retrieval | query: ';
const GEMINI_2_DOCUMENT = 'title: none | text: ';
const QWEN_DTYPE_NOTE = 'the study compares bf16 and fp16 weights of Qwen3-4B: serve them with vLLM or TEI and pass ?dtype=bf16 or ?dtype=fp16 to openai-compatible:/tei: (recorded in the cache key); transformers.js has no bf16 dtype';

/**
 * Invocation profiles of known models, as data. `execret systems` lists them; adapters apply them.
 * Local models are run through `@execret/embeddings-transformers` from an ONNX export.
 */
export const INVOCATION_PROFILES: readonly InvocationProfile[] = [
  { model: 'text-embedding-3-small', provider: 'openai', dimensions: 1536, normalize: true, similarity: 'cosine', maxTokens: 8191, source: 'https://platform.openai.com/docs/guides/embeddings', note: 'no query/document distinction' },
  { model: 'text-embedding-3-large', provider: 'openai', dimensions: 3072, normalize: true, similarity: 'cosine', maxTokens: 8191, source: 'https://platform.openai.com/docs/guides/embeddings', note: 'no query/document distinction' },
  { model: 'text-embedding-ada-002', provider: 'openai', dimensions: 1536, normalize: true, similarity: 'cosine', maxTokens: 8191, source: 'https://platform.openai.com/docs/guides/embeddings' },
  { model: 'voyage-code-3', provider: 'voyage', queryInputType: 'query', documentInputType: 'document', dimensions: 1024, normalize: true, similarity: 'cosine', maxTokens: 32000, source: 'https://docs.voyageai.com/docs/embeddings' },
  { model: 'voyage-code-2', provider: 'voyage', queryInputType: 'query', documentInputType: 'document', dimensions: 1536, normalize: true, similarity: 'cosine', maxTokens: 16000, source: 'https://docs.voyageai.com/docs/embeddings', note: 'the Voyage-Code-002 baseline of CoRNStack\'s tables' },
  { model: 'voyage-3.5', provider: 'voyage', queryInputType: 'query', documentInputType: 'document', dimensions: 1024, normalize: true, similarity: 'cosine', maxTokens: 32000, source: 'https://docs.voyageai.com/docs/embeddings' },
  { model: 'embed-english-v3.0', provider: 'cohere', queryInputType: 'search_query', documentInputType: 'search_document', dimensions: 1024, normalize: true, similarity: 'cosine', maxTokens: 512, source: 'https://docs.cohere.com/reference/embed' },
  { model: 'embed-multilingual-v3.0', provider: 'cohere', queryInputType: 'search_query', documentInputType: 'search_document', dimensions: 1024, normalize: true, similarity: 'cosine', maxTokens: 512, source: 'https://docs.cohere.com/reference/embed' },
  { model: 'embed-v4.0', provider: 'cohere', queryInputType: 'search_query', documentInputType: 'search_document', dimensions: 1536, normalize: true, similarity: 'cosine', maxTokens: 128000, source: 'https://docs.cohere.com/reference/embed' },
  { model: 'gemini-embedding-001', provider: 'gemini', queryInputType: 'CODE_RETRIEVAL_QUERY', documentInputType: 'RETRIEVAL_DOCUMENT', dimensions: 3072, normalize: true, similarity: 'cosine', maxTokens: 2048, source: 'https://ai.google.dev/gemini-api/docs/embeddings', note: 'CODE_RETRIEVAL_QUERY with RETRIEVAL_DOCUMENT is the documented code-search pairing; vectors below 3072 dimensions are not normalised by the API: cosine similarity (the default) is unaffected; with ?similarity=dot add ?normalize=true', studyNames: ['google/gemini-embedding-001'] },
  { model: 'gemini-embedding-2', provider: 'gemini', queryPrefix: GEMINI_2_CODE_QUERY, documentPrefix: GEMINI_2_DOCUMENT, dimensions: 3072, normalize: true, similarity: 'cosine', maxTokens: 8192, source: 'https://ai.google.dev/gemini-api/docs/embeddings', note: 'takes no taskType: the task goes in the text ("task: code retrieval | query: " on queries, "title: none | text: " on documents, per the task-prefix table of the Gemini and Vertex AI docs); the study\'s best system', studyNames: ['google/gemini-embedding-2'] },
  { model: 'mistral-embed', provider: 'mistral', dimensions: 1024, normalize: true, similarity: 'cosine', maxTokens: 8192, source: 'https://docs.mistral.ai/capabilities/embeddings/', note: 'no input type or prefix', studyNames: ['mistral-embed'] },
  { model: 'codestral-embed', provider: 'mistral', dimensions: 1536, normalize: true, similarity: 'cosine', maxTokens: 8192, source: 'https://docs.mistral.ai/capabilities/embeddings/code_embeddings/' },
  { model: 'jina-embeddings-v2-base-code', provider: 'jina', dimensions: 768, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 8192, onnxModelId: 'jinaai/jina-embeddings-v2-base-code', source: 'https://huggingface.co/jinaai/jina-embeddings-v2-base-code', note: 'no task or prefix' },
  { model: 'jina-embeddings-v3', provider: 'jina', queryInputType: 'retrieval.query', documentInputType: 'retrieval.passage', dimensions: 1024, normalize: true, similarity: 'cosine', maxTokens: 8192, source: 'https://jina.ai/embeddings/' },
  { model: 'nomic-ai/nomic-embed-text-v1.5', provider: 'local', queryPrefix: 'search_query: ', documentPrefix: 'search_document: ', dimensions: 768, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 8192, onnxModelId: 'nomic-ai/nomic-embed-text-v1.5', source: 'https://huggingface.co/nomic-ai/nomic-embed-text-v1.5' },
  { model: 'nomic-ai/nomic-embed-code', provider: 'local', queryPrefix: CODE_QUERY, dimensions: 3584, pooling: 'last_token', normalize: true, similarity: 'cosine', maxTokens: 2048, source: 'https://huggingface.co/nomic-ai/nomic-embed-code', note: 'MTEB registers the nomic-text prefixes instead; this follows the model card. A 7B model: no ONNX export is assumed' },
  { model: 'nomic-ai/CodeRankEmbed', provider: 'local', queryPrefix: CODE_QUERY, dimensions: 768, pooling: 'cls', normalize: true, similarity: 'cosine', maxTokens: 8192, source: 'https://huggingface.co/nomic-ai/CodeRankEmbed' },
  { model: 'BAAI/bge-small-en-v1.5', provider: 'local', queryPrefix: BGE_QUERY, dimensions: 384, pooling: 'cls', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/bge-small-en-v1.5', source: 'https://huggingface.co/BAAI/bge-small-en-v1.5' },
  { model: 'BAAI/bge-base-en-v1.5', provider: 'local', queryPrefix: BGE_QUERY, dimensions: 768, pooling: 'cls', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/bge-base-en-v1.5', source: 'https://huggingface.co/BAAI/bge-base-en-v1.5', note: 'query instruction only, as the model card recommends for retrieval', studyNames: ['baai/bge-base-en-v1.5'] },
  { model: 'BAAI/bge-large-en-v1.5', provider: 'local', queryPrefix: BGE_QUERY, dimensions: 1024, pooling: 'cls', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/bge-large-en-v1.5', source: 'https://huggingface.co/BAAI/bge-large-en-v1.5', note: 'query instruction only, as the model card recommends for retrieval', studyNames: ['baai/bge-large-en-v1.5'] },
  { model: 'intfloat/e5-small-v2', provider: 'local', queryPrefix: 'query: ', documentPrefix: 'passage: ', dimensions: 384, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/e5-small-v2', source: 'https://huggingface.co/intfloat/e5-small-v2' },
  { model: 'intfloat/e5-base-v2', provider: 'local', queryPrefix: 'query: ', documentPrefix: 'passage: ', dimensions: 768, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/e5-base-v2', source: 'https://huggingface.co/intfloat/e5-base-v2' },
  { model: 'intfloat/e5-large-v2', provider: 'local', queryPrefix: 'query: ', documentPrefix: 'passage: ', dimensions: 1024, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/e5-large-v2', source: 'https://huggingface.co/intfloat/e5-large-v2' },
  { model: 'thenlper/gte-small', provider: 'local', dimensions: 384, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/gte-small', source: 'https://huggingface.co/thenlper/gte-small', note: 'no prefix for BERT-style GTE models' },
  { model: 'thenlper/gte-base', provider: 'local', dimensions: 768, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Xenova/gte-base', source: 'https://huggingface.co/thenlper/gte-base', note: 'no prefix for BERT-style GTE models' },
  { model: 'sentence-transformers/all-MiniLM-L6-v2', provider: 'local', dimensions: 384, pooling: 'mean', normalize: true, similarity: 'cosine', maxTokens: 256, onnxModelId: 'Xenova/all-MiniLM-L6-v2', source: 'https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2' },
  { model: 'sentence-transformers/multi-qa-mpnet-base-dot-v1', provider: 'local', dimensions: 768, pooling: 'cls', normalize: false, similarity: 'dot', maxTokens: 512, onnxModelId: 'Xenova/multi-qa-mpnet-base-dot-v1', source: 'https://huggingface.co/sentence-transformers/multi-qa-mpnet-base-dot-v1', note: 'trained for dot product: vectors are not normalised, scores are raw dot products (the study\'s one dot-product system; it names it only "multi-qa-mpnet")', studyNames: ['multi-qa-mpnet'] },
  { model: 'Qwen/Qwen3-Embedding-0.6B', provider: 'local', queryPrefix: QWEN_QUERY, dimensions: 1024, pooling: 'last_token', normalize: true, similarity: 'cosine', maxTokens: 32768, onnxModelId: 'onnx-community/Qwen3-Embedding-0.6B-ONNX', source: 'https://huggingface.co/Qwen/Qwen3-Embedding-0.6B', note: 'instruction on queries only (no space after "Query:", as in MTEB)' },
  { model: 'Qwen/Qwen3-Embedding-4B', provider: 'local', queryPrefix: QWEN_QUERY, dimensions: 2560, pooling: 'last_token', normalize: true, similarity: 'cosine', maxTokens: 32768, source: 'https://huggingface.co/Qwen/Qwen3-Embedding-4B', note: `instruction on queries only, last-token pooling; ${QWEN_DTYPE_NOTE}`, studyNames: ['Qwen3-4B-BF16', 'Qwen3-4B (FP16)'] },
  { model: 'Qwen/Qwen3-Embedding-8B', provider: 'local', queryPrefix: QWEN_QUERY, dimensions: 4096, pooling: 'last_token', normalize: true, similarity: 'cosine', maxTokens: 32768, source: 'https://huggingface.co/Qwen/Qwen3-Embedding-8B', note: 'instruction on queries only, last-token pooling', studyNames: ['Qwen3-8B'] },
  { model: 'Snowflake/snowflake-arctic-embed-m-v1.5', provider: 'local', queryPrefix: BGE_QUERY, dimensions: 768, pooling: 'cls', normalize: true, similarity: 'cosine', maxTokens: 512, onnxModelId: 'Snowflake/snowflake-arctic-embed-m-v1.5', source: 'https://huggingface.co/Snowflake/snowflake-arctic-embed-m-v1.5' },
  { model: 'Snowflake/snowflake-arctic-embed-m-long', provider: 'local', queryPrefix: BGE_QUERY, dimensions: 768, pooling: 'cls', normalize: true, similarity: 'cosine', maxTokens: 2048, source: 'https://huggingface.co/Snowflake/snowflake-arctic-embed-m-long', note: 'CodeRankEmbed\'s base model (Arctic-Embed-M-Long in CoRNStack\'s tables); 2048 tokens without RoPE scaling, 8192 with it' },
  { model: 'Snowflake/snowflake-arctic-embed-l-v2.0', provider: 'local', queryPrefix: 'query: ', dimensions: 1024, pooling: 'cls', normalize: true, similarity: 'cosine', maxTokens: 8192, onnxModelId: 'Snowflake/snowflake-arctic-embed-l-v2.0', source: 'https://huggingface.co/Snowflake/snowflake-arctic-embed-l-v2.0' },
];

/**
 * Finds the profile of a model id: exact match first, then by the last path segment, case
 * insensitive (`Xenova/bge-small-en-v1.5` finds `BAAI/bge-small-en-v1.5`).
 */
export function findInvocationProfile(modelId: string): InvocationProfile | undefined {
  const exact = INVOCATION_PROFILES.find((profile) => profile.model === modelId || profile.onnxModelId === modelId);
  if (exact !== undefined) return exact;
  const tail = (modelId.split('/').pop() ?? modelId).toLowerCase();
  return INVOCATION_PROFILES.find((profile) => (profile.model.split('/').pop() ?? '').toLowerCase() === tail);
}

/**
 * Version of the way execret turns settings into vectors (request templates, client-side pooling
 * and normalisation, float32 storage). It is part of every invocation key, so cached vectors made
 * by an older version miss instead of being reused. Bumped only when a change can alter vectors;
 * a new package release alone does not invalidate the cache.
 */
export const EMBEDDINGS_FORMAT_VERSION = 2;

/** Everything besides the invocation profile that can change a model's vectors. */
export interface InvocationIdentity {
  /**
   * Where the model runs: an HTTP endpoint (pass it through {@link normalizeEndpoint}) or a local
   * model folder. Never credentials: keys and headers are not part of a model's identity.
   */
  endpoint?: string;
  /** Model revision or version, where known (a Hugging Face revision, a pinned server model). */
  revision?: string;
  /**
   * Every other setting that changes vectors, as JSON values: the request fields an HTTP adapter
   * sends (input types, truncation, dimensions, encoding), the ONNX dtype of a local model, etc.
   * Object keys are sorted, so their order does not matter.
   */
  settings?: Record<string, unknown>;
}

// URL parameters that carry credentials (Gemini's ?key=, signed URLs): dropped from endpoints.
const CREDENTIAL_PARAMETER = /^(?:key|api[-_]?key|apikey|access[-_]?token|token|auth|sig|signature|x-amz-signature|x-goog-signature|password|secret)$/i;

/**
 * Normalises an endpoint URL for use in a cache key: lower-case scheme and host, default port
 * dropped, trailing slashes removed, user and password, fragment and credential parameters
 * (`key`, `api_key`, `access_token`, `sig`, …) removed, remaining query parameters sorted.
 * A string that is not a URL is returned trimmed, without trailing slashes.
 */
export function normalizeEndpoint(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim().replace(/\/+$/, '');
  }
  const parameters = [...parsed.searchParams.entries()]
    .filter(([name]) => !CREDENTIAL_PARAMETER.test(name))
    .sort(([left, leftValue], [right, rightValue]) => compareCodeUnits(left, right) || compareCodeUnits(leftValue, rightValue));
  const query = new URLSearchParams(parameters).toString();
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${query === '' ? '' : `?${query}`}`;
}

// JSON with object keys sorted at every level, so equal settings give equal strings.
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? sortedRecord(item as Record<string, unknown>)
      : item,
  );
}

/**
 * The one place where a model's cache identity is composed: a stable string of everything besides
 * the text that changes its vectors. It holds {@link EMBEDDINGS_FORMAT_VERSION}, the endpoint and
 * revision, the profile's prefixes, input types, dimensions, pooling, normalisation and token
 * limit, and every extra setting. Adapters use it as their `invocationKey`, which `embedMany` puts
 * in the cache key with the provider, the model id, the kind and the text's SHA-256.
 */
export function invocationKeyOf(profile: Partial<InvocationProfile>, identity: InvocationIdentity = {}): string {
  return canonicalJson({
    format: EMBEDDINGS_FORMAT_VERSION,
    endpoint: identity.endpoint ?? null,
    revision: identity.revision ?? null,
    queryPrefix: profile.queryPrefix ?? '',
    documentPrefix: profile.documentPrefix ?? '',
    queryInputType: profile.queryInputType ?? null,
    documentInputType: profile.documentInputType ?? null,
    dimensions: profile.dimensions ?? null,
    pooling: profile.pooling ?? null,
    normalize: profile.normalize ?? null,
    maxTokens: profile.maxTokens ?? null,
    settings: identity.settings ?? {},
  });
}
