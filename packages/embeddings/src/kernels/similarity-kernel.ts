import type { FloatMatrix } from '../npy.js';

/** The best `k` corpus rows of every query row. */
export interface TopKMatches {
  /** Per query: corpus row indices, best first; ties by lower row index first. */
  indices: Int32Array[];
  /** Per query: the scores of those rows. */
  scores: Float32Array[];
}

/**
 * Exact top-k by dot product of every query row against every corpus row. Ties break by lower
 * corpus row index, so callers order corpus rows by corpus id to get the id tie rule.
 */
export interface SimilarityKernel {
  /** `native` (onnxruntime-node's Gemm + TopK) or `javascript`. */
  readonly name: string;
  topK(queries: FloatMatrix, corpus: FloatMatrix, k: number): Promise<TopKMatches>;
}
