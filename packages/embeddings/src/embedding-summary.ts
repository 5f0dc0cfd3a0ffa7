import type { EmbeddingMatrices } from './embedding-matrices.js';
import type { FloatMatrix } from './npy.js';

/** What `embedding_summary.json` says about one matrix. */
export interface MatrixSummary {
  /** `[rows, columns]`. */
  shape: [number, number];
  /** The stored element type (always `float32`: vectors are kept as float32 throughout). */
  dtype: 'float32';
  /** True when every value is finite (no NaN, no ±Infinity). */
  all_finite: boolean;
  /** Rows whose values are all zero (a vector without direction). */
  zero_norm_rows: number;
  /** Smallest L2 norm of a row (computed in float64); null for a matrix without rows or with a non-finite value. */
  norm_min: number | null;
  /** Largest L2 norm of a row; null as for `norm_min`. */
  norm_max: number | null;
}

/** What `embedding_summary.json` says about one system's saved matrices. */
export interface EmbeddingSummary {
  /** How the vectors were compared. */
  similarity: EmbeddingMatrices['similarity'];
  queries: MatrixSummary;
  corpus: MatrixSummary;
}

/** Shape, finiteness, zero rows and the range of row norms of one float32 matrix. */
export function summarizeMatrix(matrix: FloatMatrix): MatrixSummary {
  const { data, rows, columns } = matrix;
  let allFinite = true;
  let zeroRows = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let row = 0; row < rows; row += 1) {
    let sum = 0;
    let zero = true;
    for (let column = 0; column < columns; column += 1) {
      const value = data[row * columns + column] as number;
      if (!Number.isFinite(value)) allFinite = false;
      if (value !== 0) zero = false;
      sum += value * value;
    }
    if (zero) zeroRows += 1;
    const norm = Math.sqrt(sum);
    if (norm < low) low = norm;
    if (norm > high) high = norm;
  }
  const known = allFinite && rows > 0;
  return { shape: [rows, columns], dtype: 'float32', all_finite: allFinite, zero_norm_rows: zeroRows, norm_min: known ? low : null, norm_max: known ? high : null };
}

/**
 * The `embedding_summary.json` entry of a dense system's matrices (the study's "shape,
 * finite-value, zero-norm summary for every .npz"): for queries and corpus, shape, dtype, whether
 * every value is finite, the number of all-zero rows and the smallest and largest row norm.
 */
export function summarizeEmbeddings(matrices: EmbeddingMatrices): EmbeddingSummary {
  return { similarity: matrices.similarity, queries: summarizeMatrix(matrices.queries), corpus: summarizeMatrix(matrices.corpus) };
}
