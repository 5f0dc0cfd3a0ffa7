import {
  compareCodeUnits,
  ExecretError,
  ExecretErrorCode,
  InvalidArgumentError,
  type IndexOptions,
  type Ranking,
  type RetrievalDocument,
  type RetrievalQuery,
  type Retriever,
  type Run,
  type SearchOptions,
} from '@execret/core';
import { embedMany, type EmbedManyOptions, type EmbedManyResult, type EmbedRetry } from './embed-many.js';
import type { EmbeddingCache } from './embedding-cache.js';
import type { EmbeddingKind, EmbeddingModel } from './embedding-model.js';
import { createSimilarityKernel } from './kernels/native-kernel.js';
import type { SimilarityKernel } from './kernels/similarity-kernel.js';
import type { FloatMatrix } from './npy.js';
import type { EmbeddingMatrices, EmbeddingMatrixSource } from './embedding-matrices.js';
import { checkIdentifiedMatrix, type IdentifiedMatrix } from './npz.js';

/** How vectors are compared: cosine (rows L2-normalised, then dot) or raw dot product. */
export type Similarity = 'cosine' | 'dot';

/** L2-normalises every row in place; zero rows stay zero. */
export function normalizeRows(matrix: FloatMatrix): FloatMatrix {
  const { data, rows, columns } = matrix;
  for (let row = 0; row < rows; row += 1) {
    let sum = 0;
    for (let column = 0; column < columns; column += 1) sum += (data[row * columns + column] as number) ** 2;
    if (sum === 0) continue;
    const scale = 1 / Math.sqrt(sum);
    for (let column = 0; column < columns; column += 1) data[row * columns + column] = (data[row * columns + column] as number) * scale;
  }
  return matrix;
}

function copyMatrix(matrix: FloatMatrix): FloatMatrix {
  return { ...matrix, data: matrix.data.slice() };
}

function stack(vectors: readonly Float32Array[], columns: number): FloatMatrix {
  const data = new Float32Array(vectors.length * columns);
  vectors.forEach((vector, row) => data.set(vector, row * columns));
  return { data, rows: vectors.length, columns };
}

/**
 * Ranks queries against a corpus matrix whose rows are in corpus-id order (so the kernel's
 * lower-row-first tie rule is the corpus-id tie rule).
 */
export async function rankMatrices(
  kernel: SimilarityKernel,
  queries: FloatMatrix,
  queryIds: readonly string[],
  corpus: FloatMatrix,
  corpusIds: readonly string[],
  topK: number,
): Promise<Map<string, Ranking>> {
  if (queries.columns !== corpus.columns && queries.rows > 0 && corpus.rows > 0) {
    throw new InvalidArgumentError(`query vectors have ${queries.columns} dimensions but corpus vectors have ${corpus.columns}`);
  }
  const matches = await kernel.topK(queries, corpus, topK);
  const run = new Map<string, Ranking>();
  queryIds.forEach((queryId, row) => {
    const indices = matches.indices[row] as Int32Array;
    const scores = matches.scores[row] as Float32Array;
    run.set(queryId, Array.from(indices, (index, position) => ({ corpusId: corpusIds[index] as string, score: scores[position] as number })));
  });
  return run;
}

/** Options of {@link DenseRetriever}. */
export interface DenseRetrieverOptions {
  /** System id written to results, e.g. `openai:text-embedding-3-large`. */
  systemId: string;
  /** The embedding model (it applies its invocation profile). */
  model: EmbeddingModel;
  /** Cosine (default) or dot product, as the model's profile says. */
  similarity?: Similarity;
  /** Embedding cache; a rerun makes no calls. */
  cache?: EmbeddingCache;
  /** Kernel (default: native when onnxruntime-node is installed, else JavaScript). */
  kernel?: SimilarityKernel;
  /**
   * Passed to `embedMany` (concurrency, retries, progress…). Its `onProgress` and `onRetry` are
   * called beside the ones `index`/`search` derive from their options. Zero vectors are refused
   * exactly when the similarity is cosine (`rejectZeroVectors` is not settable here).
   */
  embedOptions?: Omit<EmbedManyOptions, 'values' | 'kind' | 'cache' | 'abortSignal' | 'rejectZeroVectors'>;
  /** Extra settings for `describe()` (the invocation profile). */
  details?: Record<string, unknown>;
}

/**
 * A dense retriever: embeds the pool as documents and the queries as queries with one model, then
 * ranks by exact top-k (cosine or dot), ties broken by corpus id ascending. Every retry of a
 * provider call and every distinct provider warning goes to the `onWarning` of `index`/`search` as
 * one line (`system: message [document batch 3 of 40]; retry 1 of 5 in 2.5 s`). With cosine
 * similarity a provider answering an all-zero vector fails the batch (nothing of it cached) with a
 * `ProviderError` naming provider and input index, instead of ranking a text without direction.
 * After `index` and `search`, {@link DenseRetriever.embeddingMatrices} gives the model's vectors
 * (before the cosine normalisation, which a `PrecomputedRetriever` repeats bit for bit).
 */
export class DenseRetriever implements Retriever, EmbeddingMatrixSource {
  readonly systemId: string;
  private readonly options: DenseRetrieverOptions;
  private corpus: FloatMatrix | undefined;
  private corpusIds: string[] = [];
  // The model's vectors as embedMany returned them (float32), before any normalisation.
  private rawCorpus: FloatMatrix | undefined;
  private rawQueries: IdentifiedMatrix | undefined;
  private kernel: SimilarityKernel | undefined;

  constructor(options: DenseRetrieverOptions) {
    this.systemId = options.systemId;
    this.options = options;
    this.kernel = options.kernel;
  }

  describe(): Record<string, unknown> {
    return {
      provider: this.options.model.provider,
      model: this.options.model.modelId,
      invocation: this.options.model.invocationKey,
      similarity: this.options.similarity ?? 'cosine',
      ...(this.kernel === undefined ? {} : { kernel: this.kernel.name }),
      ...this.options.details,
    };
  }

  async index(documents: readonly RetrievalDocument[], options: IndexOptions = {}): Promise<void> {
    const sorted = [...documents].sort((left, right) => compareCodeUnits(left.id, right.id));
    const result = await this.embed(sorted.map((document) => document.text), 'document', options);
    const raw = stack(result.embeddings, result.dimensions);
    this.rawCorpus = raw;
    this.rawQueries = undefined;
    this.corpus = (this.options.similarity ?? 'cosine') === 'cosine' ? normalizeRows(copyMatrix(raw)) : raw;
    this.corpusIds = sorted.map((document) => document.id);
  }

  async search(queries: readonly RetrievalQuery[], options: SearchOptions): Promise<Run> {
    if (this.corpus === undefined) throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, `${this.systemId}: search() before index()`);
    const result = await this.embed(queries.map((query) => query.text), 'query', options);
    const raw = stack(result.embeddings, result.dimensions || this.corpus.columns);
    const queryIds = queries.map((query) => query.id);
    this.rawQueries = { ...raw, ids: queryIds };
    const matrix = (this.options.similarity ?? 'cosine') === 'cosine' ? normalizeRows(copyMatrix(raw)) : raw;
    this.kernel ??= await createSimilarityKernel();
    return rankMatrices(this.kernel, matrix, queryIds, this.corpus, this.corpusIds, options.topK);
  }

  /**
   * The vectors of the last `index` (corpus, rows in corpus-id order) and the last `search`
   * (queries, in the order searched), float32 as the model gave them: before the cosine
   * normalisation, which `PrecomputedRetriever` applies to them the same way, so the same
   * similarity over these matrices gives bit-identical scores. Undefined before both ran.
   */
  embeddingMatrices(): EmbeddingMatrices | undefined {
    if (this.rawCorpus === undefined || this.rawQueries === undefined) return undefined;
    return { queries: this.rawQueries, corpus: { ...this.rawCorpus, ids: [...this.corpusIds] }, similarity: this.options.similarity ?? 'cosine' };
  }

  private async embed(values: string[], kind: EmbeddingKind, options: IndexOptions | SearchOptions): Promise<EmbedManyResult> {
    const configured = this.options.embedOptions;
    const result = await embedMany(this.options.model, {
      ...configured,
      values,
      kind,
      cache: this.options.cache,
      abortSignal: options.abortSignal,
      rejectZeroVectors: (this.options.similarity ?? 'cosine') === 'cosine',
      onProgress: (progress) => {
        configured?.onProgress?.(progress);
        options.onProgress?.(progress.done, progress.total);
      },
      onRetry: (retry) => {
        configured?.onRetry?.(retry);
        options.onWarning?.(describeRetry(this.systemId, kind, retry));
      },
    });
    // Adapters repeat a warning per call; one line per distinct message is enough.
    for (const message of new Set(result.warnings.map((warning) => warning.message))) options.onWarning?.(`${this.systemId}: ${message}`);
    return result;
  }
}

/**
 * One line for people about a retry, e.g. `openai:text-embedding-3-small: openai: HTTP 429: rate
 * limited [document batch 3 of 40]; retry 1 of 5 in 2.5 s (the server asked for 2.5 s)`.
 */
function describeRetry(systemId: string, kind: EmbeddingKind, retry: EmbedRetry): string {
  const asked = retry.retryAfterMs === undefined ? '' : ` (the server asked for ${describeWait(retry.retryAfterMs)})`;
  return `${systemId}: ${retry.message} [${kind} batch ${retry.batch} of ${retry.batches}]; retry ${retry.attempt} of ${retry.maxRetries} in ${describeWait(retry.delayMs)}${asked}`;
}

function describeWait(milliseconds: number): string {
  return milliseconds >= 1000 ? `${Math.round(milliseconds / 100) / 10} s` : `${Math.round(milliseconds)} ms`;
}

/** Options of {@link PrecomputedRetriever}. */
export interface PrecomputedRetrieverOptions {
  /** System id, e.g. `npz:embeddings/bge.npz`. */
  systemId: string;
  /** Query vectors with query ids. */
  queries: IdentifiedMatrix;
  /** Corpus vectors with corpus ids. */
  corpus: IdentifiedMatrix;
  /** Cosine (default) or dot. */
  similarity?: Similarity;
  /** Kernel (default: fastest available). */
  kernel?: SimilarityKernel;
  /** Extra settings for `describe()`. */
  details?: Record<string, unknown>;
}

/**
 * Scores from precomputed matrices (`.npz` with ids): no model, no calls. The constructor checks
 * both matrices (one id per row, unique ids, finite rows, no all-zero rows) and throws a SCHEMA
 * error naming the system, the side, the row and its id.
 */
export class PrecomputedRetriever implements Retriever {
  readonly systemId: string;
  private readonly options: PrecomputedRetrieverOptions;
  private corpus: FloatMatrix | undefined;
  private corpusIds: string[] = [];
  private kernel: SimilarityKernel | undefined;

  constructor(options: PrecomputedRetrieverOptions) {
    checkIdentifiedMatrix(options.queries, `${options.systemId}: query matrix`);
    checkIdentifiedMatrix(options.corpus, `${options.systemId}: corpus matrix`);
    this.systemId = options.systemId;
    this.options = options;
    this.kernel = options.kernel;
  }

  describe(): Record<string, unknown> {
    return { precomputed: true, similarity: this.options.similarity ?? 'cosine', dimensions: this.options.corpus.columns, ...this.options.details };
  }

  async index(documents: readonly RetrievalDocument[]): Promise<void> {
    const rowOf = new Map(this.options.corpus.ids.map((id, row) => [id, row]));
    const missing = documents.filter((document) => !rowOf.has(document.id)).map((document) => document.id);
    if (missing.length > 0) {
      throw new ExecretError(ExecretErrorCode.SCHEMA, `${this.systemId}: the corpus matrix has no vector for ${missing.length} corpus ids (first: ${missing.slice(0, 3).join(', ')})`);
    }
    const ids = documents.map((document) => document.id).sort(compareCodeUnits);
    this.corpus = this.select(this.options.corpus, ids.map((id) => rowOf.get(id) as number));
    this.corpusIds = ids;
  }

  async search(queries: readonly RetrievalQuery[], options: SearchOptions): Promise<Run> {
    if (this.corpus === undefined) throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, `${this.systemId}: search() before index()`);
    const rowOf = new Map(this.options.queries.ids.map((id, row) => [id, row]));
    const missing = queries.filter((query) => !rowOf.has(query.id)).map((query) => query.id);
    if (missing.length > 0) {
      throw new ExecretError(ExecretErrorCode.SCHEMA, `${this.systemId}: the query matrix has no vector for ${missing.length} query ids (first: ${missing.slice(0, 3).join(', ')})`);
    }
    const matrix = this.select(this.options.queries, queries.map((query) => rowOf.get(query.id) as number));
    this.kernel ??= await createSimilarityKernel();
    return rankMatrices(this.kernel, matrix, queries.map((query) => query.id), this.corpus, this.corpusIds, options.topK);
  }

  private select(source: FloatMatrix, rows: readonly number[]): FloatMatrix {
    const matrix = stack(rows.map((row) => source.data.subarray(row * source.columns, (row + 1) * source.columns)), source.columns);
    return (this.options.similarity ?? 'cosine') === 'cosine' ? normalizeRows(matrix) : matrix;
  }
}
