import { compareCodeUnits, parseSystemId } from '@execret/core';
import type { EmbeddingSummaryEntry } from './saved-embeddings.js';

/** One system of `invocation_table.json`: how it was called. Unknown or inapplicable settings are null. */
export interface InvocationRow {
  /** `dense` (an embedding model), `precomputed` (`npz:` matrices), `lexical` (BM25), or `other` (a module retriever, a TREC run). */
  kind: 'dense' | 'precomputed' | 'lexical' | 'other';
  /** The adapter or provider (`openai`, `transformers`, `bm25`, `npz`, `module`, …). */
  provider: string;
  /** The model id sent or loaded (BM25: its variant; npz: the file). */
  model: string;
  /** The model revision, when one is pinned (local models: `main` unless asked). */
  revision: string | null;
  /** The endpoint without credentials, or the local model folder. */
  endpoint: string | null;
  query_prefix: string | null;
  document_prefix: string | null;
  query_input_type: string | null;
  document_input_type: string | null;
  pooling: string | null;
  /** Whether vectors are L2-normalised by the model or adapter (cosine similarity normalises anyway). */
  normalize: boolean | null;
  /** Who normalises, in words. */
  normalization: string | null;
  /** `cosine` or `dot`; null for systems that score otherwise (BM25). */
  similarity: string | null;
  /** Vector dimensions (asked of the provider, else those of the saved matrices). */
  dimensions: number | null;
  /** Weights precision of a local model or self-hosted server (`fp32`, `fp16`, `bf16`, …). */
  dtype: string | null;
  /** The element type of the saved matrices (`float32`), when the system saved any. */
  vector_dtype: string | null;
  /** Most tokens per text. */
  max_tokens: number | null;
  /** How longer texts are cut, in words. */
  truncation: string | null;
  /** Where the invocation profile comes from (model card or API doc), when a built-in profile applied. */
  profile_source: string | null;
  /** Other settings that decide scores (BM25 parameters and tokenizer; a module's export). */
  parameters: Record<string, unknown> | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string') return value;
  return null;
}

function integer(...values: unknown[]): number | null {
  for (const value of values) if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  return null;
}

function bool(...values: unknown[]): boolean | null {
  for (const value of values) if (typeof value === 'boolean') return value;
  return null;
}

// The invocation key of an embedding model (canonical JSON from `invocationKeyOf`), when it is one.
function invocationOf(description: Record<string, unknown>): Record<string, unknown> {
  const key = description['invocation'];
  if (typeof key !== 'string') return {};
  try {
    const value: unknown = JSON.parse(key);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The `invocation_table.json` row of one system, from what its retriever described
 * (`execret.system` of its results file: the resolved settings of an embedding system, its
 * invocation key, its profile) and, for a system that saved matrices, their summary (dimensions,
 * element type). Nothing is contacted.
 */
export function invocationRow(systemId: string, description: Record<string, unknown>, embeddings?: EmbeddingSummaryEntry): InvocationRow {
  const parsed = parseSystemId(systemId);
  const settings = isObject(description['settings']) ? description['settings'] : {};
  const invocation = invocationOf(description);
  const invocationSettings = isObject(invocation['settings']) ? invocation['settings'] : {};
  const profile = isObject(description['profile']) ? description['profile'] : {};
  const dense = typeof description['invocation'] === 'string' || embeddings !== undefined;
  const precomputed = description['precomputed'] === true;
  const lexical = typeof description['variant'] === 'string' && isObject(description['tokenizer']);
  const kind: InvocationRow['kind'] = dense ? 'dense' : precomputed ? 'precomputed' : lexical ? 'lexical' : 'other';
  let parameters: Record<string, unknown> | null = null;
  if (lexical) parameters = { parameters: description['parameters'] ?? null, tokenizer: description['tokenizer'] };
  else if (description['kind'] === 'module-retriever') parameters = { module: description['module'] ?? null, export: description['export'] ?? null, retriever: description['retriever'] ?? null };
  return {
    kind,
    provider: text(description['provider']) ?? parsed.adapter,
    model: text(description['model'], lexical ? description['variant'] : undefined, description['path']) ?? parsed.model,
    revision: text(invocation['revision']),
    endpoint: text(invocation['endpoint']),
    query_prefix: text(settings['queryPrefix'], invocation['queryPrefix']),
    document_prefix: text(settings['documentPrefix'], invocation['documentPrefix']),
    query_input_type: text(settings['queryInputType'], invocation['queryInputType']),
    document_input_type: text(settings['documentInputType'], invocation['documentInputType']),
    pooling: text(settings['pooling'], invocation['pooling']),
    normalize: bool(settings['normalize'], invocation['normalize']),
    normalization: text(settings['normalization']),
    similarity: text(description['similarity'], embeddings?.similarity),
    dimensions: integer(settings['dimensions'], invocation['dimensions'], description['dimensions'], embeddings?.corpus.shape[1]),
    dtype: text(settings['dtype'], invocationSettings['dtype']),
    vector_dtype: embeddings === undefined ? null : embeddings.corpus.dtype,
    max_tokens: integer(settings['maxTokens'], invocation['maxTokens']),
    truncation: text(settings['truncation']),
    profile_source: text(profile['source']),
    parameters,
  };
}

/** `invocation_table.json`: one {@link invocationRow} per system, by system id in code unit order. */
export function invocationTable(systems: Readonly<Record<string, unknown>>, embeddings: ReadonlyMap<string, EmbeddingSummaryEntry>): Record<string, InvocationRow> {
  return Object.fromEntries(
    Object.entries(systems)
      .sort(([left], [right]) => compareCodeUnits(left, right))
      .map(([systemId, description]) => [systemId, invocationRow(systemId, isObject(description) ? description : {}, embeddings.get(systemId))]),
  );
}
