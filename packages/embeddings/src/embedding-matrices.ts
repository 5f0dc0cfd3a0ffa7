import type { Similarity } from './dense-retriever.js';
import type { IdentifiedMatrix } from './npz.js';

/**
 * The vectors a dense system ranked with: query and corpus matrices (float32, one id per row) and
 * the similarity that compared them. Saved as an `npz:` file, they rank again without the model.
 */
export interface EmbeddingMatrices {
  /** Query vectors, one row per query id. */
  queries: IdentifiedMatrix;
  /** Corpus vectors, one row per corpus id. */
  corpus: IdentifiedMatrix;
  /** How the vectors were compared (`cosine`: rows L2-normalised before the dot product). */
  similarity: Similarity;
}

/** A retriever that can hand over the vectors it ranked with (`DenseRetriever` is one). */
export interface EmbeddingMatrixSource {
  /** The vectors of the last index and search; undefined until both ran. The arrays are shared: do not modify them. */
  embeddingMatrices(): EmbeddingMatrices | undefined;
}

/** True when `value` has an `embeddingMatrices()` method (a dense retriever whose vectors can be saved). */
export function isEmbeddingMatrixSource(value: unknown): value is EmbeddingMatrixSource {
  return typeof value === 'object' && value !== null && typeof (value as Partial<EmbeddingMatrixSource>).embeddingMatrices === 'function';
}
