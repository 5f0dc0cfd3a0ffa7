import { join } from 'node:path';
import { ExecretError, ExecretErrorCode, InvalidArgumentError, type Retriever } from '@execret/core';
import { BM25_DEFAULT_PARAMETERS, BM25_VARIANTS, createBm25Retriever } from '@execret/bm25';
import {
  DenseRetriever,
  EmbeddingCache,
  HTTP_PROVIDERS,
  HttpEmbeddingModel,
  INVOCATION_PROFILES,
  PrecomputedRetriever,
  findInvocationProfile,
  readIdentifiedMatrix,
  readNpzArrays,
  toFloatMatrix,
  type EmbeddingModel,
  type IdentifiedMatrix,
  type Similarity,
} from '@execret/embeddings';
import { readFile } from 'node:fs/promises';

/** What a system needs besides its id. */
export interface SystemContext {
  /** Folder for caches (`embeddings.sqlite`). */
  cacheDirectory: string;
  /** Folder of local ONNX models for `transformers:` systems. */
  modelsDirectory?: string;
  /** Allow transformers.js to download models. */
  allowRemoteModels?: boolean;
  /** Environment for API keys (default `process.env`). */
  env?: Record<string, string | undefined>;
}

/** A system id split into adapter, model and `?name=value` parameters. */
export interface ParsedSystemId {
  adapter: string;
  model: string;
  parameters: Map<string, string>;
}

/** Splits `adapter:model?name=value&…` (the model may contain `/` and `:`). */
export function parseSystemId(systemId: string): ParsedSystemId {
  const queryStart = systemId.indexOf('?');
  const head = queryStart === -1 ? systemId : systemId.slice(0, queryStart);
  const parameters = new Map<string, string>();
  if (queryStart !== -1) {
    for (const pair of systemId.slice(queryStart + 1).split('&')) {
      const equals = pair.indexOf('=');
      if (equals <= 0) throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)}: parameters must be name=value, got ${JSON.stringify(pair)}`);
      parameters.set(pair.slice(0, equals), decodeURIComponent(pair.slice(equals + 1)));
    }
  }
  const colon = head.indexOf(':');
  return colon === -1 ? { adapter: head, model: '', parameters } : { adapter: head.slice(0, colon), model: head.slice(colon + 1), parameters };
}

/** Makes a system id safe as a file name (results/<name>.json). */
export function fileSafeSystemId(systemId: string): string {
  return systemId.replace(/[^A-Za-z0-9._=-]+/g, '_').replace(/^_+|_+$/g, '') || 'system';
}

function similarityOf(parsed: ParsedSystemId, fallback: Similarity): Similarity {
  const value = parsed.parameters.get('similarity');
  if (value === undefined) return fallback;
  if (value !== 'cosine' && value !== 'dot') throw new InvalidArgumentError(`similarity must be cosine or dot, got ${JSON.stringify(value)}`);
  return value;
}

function positiveInteger(parsed: ParsedSystemId, name: string): number | undefined {
  const value = parsed.parameters.get(name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return number;
}

async function loadPrecomputed(path: string): Promise<{ queries: IdentifiedMatrix; corpus: IdentifiedMatrix }> {
  const arrays = readNpzArrays(await readFile(path), path);
  const pair = (prefix: 'query' | 'corpus'): IdentifiedMatrix => {
    const matrix = arrays.get(`${prefix}_embeddings`);
    const ids = arrays.get(`${prefix}_ids`);
    if (matrix === undefined || ids === undefined || ids.kind !== 'string') {
      throw new ExecretError(ExecretErrorCode.SCHEMA, `${path}: an npz system needs arrays query_embeddings, query_ids, corpus_embeddings and corpus_ids (found ${[...arrays.keys()].join(', ')})`, { location: { file: path } });
    }
    const floats = toFloatMatrix(matrix, `${path}:${prefix}_embeddings.npy`);
    if (ids.data.length !== floats.rows) {
      throw new ExecretError(ExecretErrorCode.SCHEMA, `${path}: ${prefix}_ids has ${ids.data.length} ids but ${prefix}_embeddings has ${floats.rows} rows`, { location: { file: path } });
    }
    return { ...floats, ids: ids.data };
  };
  return { queries: pair('query'), corpus: pair('corpus') };
}

/** A retriever from two `.npz` files (queries and corpus, each with `embeddings` and `ids`). */
export async function createPrecomputedRetriever(queriesPath: string, corpusPath: string, similarity: Similarity = 'cosine'): Promise<Retriever> {
  return new PrecomputedRetriever({
    systemId: `npz:${corpusPath}`,
    queries: await readIdentifiedMatrix(queriesPath),
    corpus: await readIdentifiedMatrix(corpusPath),
    similarity,
    details: { queries: queriesPath, corpus: corpusPath },
  });
}

/**
 * Creates the retriever a system id names:
 * - `bm25`, `bm25:<variant>[?k1=…&b=…]` (@execret/bm25);
 * - `<provider>:<model>[?dimensions=…&baseURL=…&similarity=…]` for HTTP providers
 *   (openai, openai-compatible, voyage, cohere, gemini, mistral, jina, ollama, tei);
 * - `transformers:<model>[?dtype=…&pooling=…]` for local ONNX models;
 * - `npz:<path>[?similarity=dot]`: precomputed matrices (query_embeddings, query_ids,
 *   corpus_embeddings, corpus_ids in one archive).
 */
export async function createRetriever(systemId: string, context: SystemContext): Promise<Retriever> {
  const parsed = parseSystemId(systemId);
  if (parsed.adapter === 'bm25') return createBm25Retriever(systemId);
  if (parsed.adapter === 'npz') {
    if (parsed.model === '') throw new InvalidArgumentError('npz system ids need a path: npz:<file.npz>');
    const { queries, corpus } = await loadPrecomputed(parsed.model);
    return new PrecomputedRetriever({ systemId, queries, corpus, similarity: similarityOf(parsed, 'cosine'), details: { path: parsed.model } });
  }
  if (parsed.model === '') throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)} names no model; expected <adapter>:<model>`);
  const profile = findInvocationProfile(parsed.model);
  let model: EmbeddingModel;
  if (parsed.adapter === 'transformers') {
    let module: typeof import('@execret/embeddings-transformers');
    try {
      module = await import('@execret/embeddings-transformers');
    } catch (error) {
      throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, 'transformers: systems need @execret/embeddings-transformers: npm install @execret/embeddings-transformers', { cause: error });
    }
    const pooling = parsed.parameters.get('pooling');
    model = new module.TransformersEmbeddingModel(parsed.model, {
      localModelPath: context.modelsDirectory,
      allowRemoteModels: context.allowRemoteModels ?? false,
      ...(parsed.parameters.has('dtype') ? { dtype: parsed.parameters.get('dtype') as 'fp32' } : {}),
      ...(pooling === undefined ? {} : { pooling: pooling as 'mean' }),
    });
  } else {
    const spec = HTTP_PROVIDERS[parsed.adapter];
    if (spec === undefined) {
      throw new InvalidArgumentError(
        `unknown system ${JSON.stringify(systemId)}: the adapter must be bm25, npz, transformers or one of ${Object.keys(HTTP_PROVIDERS).join(', ')} (see execret systems)`,
      );
    }
    const baseURL = parsed.parameters.get('baseURL');
    model = new HttpEmbeddingModel(spec, parsed.model, { env: context.env, ...(baseURL === undefined ? {} : { baseURL }) }, { dimensions: positiveInteger(parsed, 'dimensions') });
  }
  return new DenseRetriever({
    systemId,
    model,
    similarity: similarityOf(parsed, profile?.similarity ?? 'cosine'),
    cache: new EmbeddingCache(join(context.cacheDirectory, 'embeddings.sqlite')),
    details: { profile: profile ?? null },
  });
}

/** One row of `execret systems`. */
export interface SystemListing {
  system: string;
  kind: 'lexical' | 'hosted' | 'local';
  similarity: string;
  settings: string;
  source?: string;
}

/** The known systems: BM25 variants and every invocation profile. */
export function listSystems(): SystemListing[] {
  const rows: SystemListing[] = BM25_VARIANTS.map((variant) => ({
    system: variant === 'okapi' ? 'bm25' : `bm25:${variant}`,
    kind: 'lexical' as const,
    similarity: 'bm25',
    settings: Object.entries(BM25_DEFAULT_PARAMETERS[variant]).map(([name, value]) => `${name}=${String(value)}`).join(' '),
  }));
  for (const profile of INVOCATION_PROFILES) {
    const settings = [
      profile.queryPrefix ? `query prefix ${JSON.stringify(profile.queryPrefix)}` : '',
      profile.documentPrefix ? `document prefix ${JSON.stringify(profile.documentPrefix)}` : '',
      profile.queryInputType ? `input type ${profile.queryInputType} / ${profile.documentInputType ?? '-'}` : '',
      `${profile.dimensions}d`,
      profile.pooling ? `${profile.pooling} pooling` : '',
      profile.normalize ? 'normalised' : 'not normalised',
    ].filter(Boolean);
    const system = profile.provider === 'local' ? `transformers:${profile.onnxModelId ?? profile.model}` : `${profile.provider}:${profile.model}`;
    rows.push({ system, kind: profile.provider === 'local' ? 'local' : 'hosted', similarity: profile.similarity, settings: settings.join(', '), source: profile.source });
  }
  return rows;
}
