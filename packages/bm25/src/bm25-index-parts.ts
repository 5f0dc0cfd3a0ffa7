import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';

/**
 * Everything a BM25 index is made of: what building computes, what the scorer reads and what the
 * index file stores. Postings are grouped by term (compressed sparse columns): term `t` owns slots
 * `termOffsets[t] … termOffsets[t + 1] − 1` of `postingDocuments` (ascending) and `postingWeights`
 * (its score in that document minus `termAbsentScore[t]`), unless `termDenseRow[t]` names a row of
 * `denseWeights` (one weight per document) instead.
 */
export interface Bm25IndexParts {
  variant: Bm25Variant;
  parameters: Bm25Parameters;
  /** Mean token count per document; 0 for an empty corpus. */
  averageDocumentLength: number;
  /** okapi: the mean raw idf the floor is based on; `NaN` for other variants. */
  averageIdf: number;
  /** The token string of each term id, or null for an index built from term ids. */
  terms: string[] | null;
  /** Token count per document. */
  documentLengths: Uint32Array;
  /** `vocabularySize + 1` posting-slot boundaries. */
  termOffsets: Uint32Array;
  /** Idf per term (after okapi's floor). */
  termIdf: Float64Array;
  /** Per term, its score in a document without it (non-zero only for bm25l and bm25plus). */
  termAbsentScore: Float64Array;
  /** Document of each posting slot. */
  postingDocuments: Uint32Array;
  /** Weight of each posting slot. */
  postingWeights: Float64Array;
  /** Documents that contain each term. */
  termDocumentFrequency: Uint32Array;
  /** Per term, its row of `denseWeights`, or {@link NO_DENSE_ROW}. */
  termDenseRow: Uint32Array;
  /** Dense rows, `documentCount` weights each. */
  denseWeights: Float64Array;
}

/** `termDenseRow` value of a term kept as postings. */
export const NO_DENSE_ROW = 0xffff_ffff;
