import { readFile } from 'node:fs/promises';
import { ExecretError, ExecretErrorCode, InvalidArgumentError, writeFileAtomic } from '@execret/core';
import { zipSync } from 'fflate';
import type { Similarity } from './dense-retriever.js';
import type { EmbeddingMatrices } from './embedding-matrices.js';
import { toFloatMatrix, writeNpyFloat32, writeNpyStrings } from './npy.js';
import { readNpzArrays, type IdentifiedMatrix } from './npz.js';

/** What {@link readPrecomputedMatrices} reads: both sides, and the similarity when the file records one. */
export interface PrecomputedMatrices {
  queries: IdentifiedMatrix;
  corpus: IdentifiedMatrix;
  /** The `similarity` array of the file (written by {@link writePrecomputedMatrices}); undefined when absent. */
  similarity?: Similarity;
}

/**
 * Reads one `.npz` archive holding both sides of a precomputed system: `query_embeddings`,
 * `query_ids`, `corpus_embeddings` and `corpus_ids` (the layout `npz:` systems read), and the
 * optional one-element string array `similarity` (`cosine` or `dot`) that
 * {@link writePrecomputedMatrices} adds.
 *
 * @throws ExecretError (SCHEMA) naming the file when an array is missing, ids and rows disagree, or `similarity` is not `cosine` or `dot`.
 */
export async function readPrecomputedMatrices(path: string): Promise<PrecomputedMatrices> {
  const arrays = readNpzArrays(await readFile(path), path);
  const side = (prefix: 'query' | 'corpus'): IdentifiedMatrix => {
    const matrix = arrays.get(`${prefix}_embeddings`);
    const ids = arrays.get(`${prefix}_ids`);
    if (matrix === undefined || ids === undefined) {
      const missing = ['query_embeddings', 'query_ids', 'corpus_embeddings', 'corpus_ids'].filter((name) => !arrays.has(name));
      throw new ExecretError(
        ExecretErrorCode.SCHEMA,
        `${path}: an npz system needs arrays query_embeddings, query_ids, corpus_embeddings and corpus_ids; missing ${missing.join(', ')} (found ${[...arrays.keys()].join(', ') || 'no arrays'})`,
        { location: { file: path } },
      );
    }
    if (ids.kind !== 'string') {
      // Integer ids (np.arange, a DataFrame index) are the usual mistake: the bundle's ids are strings like c_0001.
      throw new ExecretError(
        ExecretErrorCode.SCHEMA,
        `${path}:${prefix}_ids.npy: ids must be a string array (numpy dtype <U or S, e.g. np.array(ids, dtype=str)) holding the bundle's ${prefix === 'query' ? 'query ids (q_0001…)' : 'corpus ids (c_0001…)'}, got an ${ids.kind} array of dtype ${ids.dtype}`,
        { location: { file: path } },
      );
    }
    const floats = toFloatMatrix(matrix, `${path}:${prefix}_embeddings.npy`);
    if (ids.data.length !== floats.rows) {
      throw new ExecretError(ExecretErrorCode.SCHEMA, `${path}: ${prefix}_ids has ${ids.data.length} ids but ${prefix}_embeddings has ${floats.rows} rows`, { location: { file: path } });
    }
    return { ...floats, ids: ids.data };
  };
  const recorded = arrays.get('similarity');
  let similarity: Similarity | undefined;
  if (recorded !== undefined) {
    const value = recorded.kind === 'string' && recorded.data.length === 1 ? recorded.data[0] : undefined;
    if (value !== 'cosine' && value !== 'dot') {
      throw new ExecretError(ExecretErrorCode.SCHEMA, `${path}:similarity.npy: expected one string, cosine or dot, got ${recorded.kind === 'string' ? JSON.stringify(recorded.data) : `a ${recorded.kind} array`}`, { location: { file: path } });
    }
    similarity = value;
  }
  return { queries: side('query'), corpus: side('corpus'), ...(similarity === undefined ? {} : { similarity }) };
}

/**
 * The bytes of an `npz:` system file holding `matrices`: `query_embeddings` and `corpus_embeddings`
 * (float32, little-endian, C order), `query_ids` and `corpus_ids` (unicode), and `similarity` (one
 * string), stored uncompressed with fixed timestamps, so the same matrices always give the same
 * bytes. numpy reads it with `np.load(path)`.
 *
 * @throws InvalidArgumentError when ids and rows of a side differ in number.
 */
export function encodePrecomputedMatrices(matrices: EmbeddingMatrices): Uint8Array {
  for (const [side, matrix] of [['query', matrices.queries], ['corpus', matrices.corpus]] as const) {
    if (matrix.ids.length !== matrix.rows || matrix.data.length !== matrix.rows * matrix.columns) {
      throw new InvalidArgumentError(`${side} matrix: ${matrix.ids.length} ids and ${matrix.data.length} values do not fit ${matrix.rows} × ${matrix.columns}`);
    }
  }
  return zipSync(
    {
      'query_embeddings.npy': writeNpyFloat32(matrices.queries),
      'query_ids.npy': writeNpyStrings(matrices.queries.ids),
      'corpus_embeddings.npy': writeNpyFloat32(matrices.corpus),
      'corpus_ids.npy': writeNpyStrings(matrices.corpus.ids),
      'similarity.npy': writeNpyStrings([matrices.similarity]),
    },
    { level: 0, mtime: new Date(Date.UTC(1980, 0, 1)) },
  );
}

/**
 * Writes `matrices` atomically as an `npz:` system file (see {@link encodePrecomputedMatrices}):
 * `npz:<path>` then ranks with the same vectors and the recorded similarity, without the model.
 */
export async function writePrecomputedMatrices(path: string, matrices: EmbeddingMatrices): Promise<void> {
  await writeFileAtomic(path, encodePrecomputedMatrices(matrices));
}
