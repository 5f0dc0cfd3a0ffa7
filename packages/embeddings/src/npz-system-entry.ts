import { constants } from 'node:fs';
import { access, readFile, stat } from 'node:fs/promises';
import { ExecretError, ExecretErrorCode, InvalidArgumentError, IoError, parseSystemId, type SystemEntry } from '@execret/core';
import { PrecomputedRetriever } from './dense-retriever.js';
import { toFloatMatrix } from './npy.js';
import { readNpzArrays, type IdentifiedMatrix } from './npz.js';
import { similarityParameter } from './similarity-parameter.js';

/**
 * Reads one `.npz` archive holding both sides of a precomputed system: `query_embeddings`,
 * `query_ids`, `corpus_embeddings` and `corpus_ids` (the layout `npz:` systems read).
 *
 * @throws ExecretError (SCHEMA) naming the file when an array is missing or ids and rows disagree.
 */
export async function readPrecomputedMatrices(path: string): Promise<{ queries: IdentifiedMatrix; corpus: IdentifiedMatrix }> {
  const arrays = readNpzArrays(await readFile(path), path);
  const side = (prefix: 'query' | 'corpus'): IdentifiedMatrix => {
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
  return { queries: side('query'), corpus: side('corpus') };
}

/** Precomputed matrices as a system: `npz:<file.npz>[?similarity=cosine|dot]`. */
export const npzSystemEntry: SystemEntry = {
  prefix: 'npz',
  syntax: 'npz:<file.npz>[?similarity=cosine|dot] (arrays query_embeddings, query_ids, corpus_embeddings, corpus_ids)',
  async create(systemId) {
    const parsed = parseSystemId(systemId);
    if (parsed.model === '') throw new InvalidArgumentError('npz system ids need a path: npz:<file.npz>');
    const { queries, corpus } = await readPrecomputedMatrices(parsed.model);
    return new PrecomputedRetriever({ systemId, queries, corpus, similarity: similarityParameter(parsed, 'cosine'), details: { path: parsed.model } });
  },
  async check(systemId) {
    const parsed = parseSystemId(systemId);
    if (parsed.model === '') throw new InvalidArgumentError('npz system ids need a path: npz:<file.npz>');
    similarityParameter(parsed, 'cosine');
    await checkReadableFile(parsed.model);
  },
  list: () => [],
};

/**
 * Checks that `path` is a file this process can read (a stat and an access check; nothing is read).
 *
 * @throws IoError naming the file and what is wrong (missing, a folder, not readable).
 */
export async function checkReadableFile(path: string): Promise<void> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(error.code === 'ENOENT' ? `${path}: no such file` : `${path}: ${error.message}`, { file: path }, error);
  });
  if (!info.isFile()) throw new IoError(`${path}: expected a file, found a folder or special file`, { file: path });
  await access(path, constants.R_OK).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(`${path}: not readable (${error.code ?? error.message})`, { file: path }, error);
  });
}
