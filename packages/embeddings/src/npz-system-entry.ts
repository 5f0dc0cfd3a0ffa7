import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { InvalidArgumentError, IoError, parseSystemId, type SystemEntry } from '@execret/core';
import { PrecomputedRetriever } from './dense-retriever.js';
import { readPrecomputedMatrices } from './precomputed-matrices.js';
import { similarityParameter } from './similarity-parameter.js';

/**
 * Precomputed matrices as a system: `npz:<file.npz>[?similarity=cosine|dot]`. The similarity is the
 * id's parameter, else the one the file records (its `similarity` array, as `execret run` saves the
 * matrices of a dense system), else cosine.
 */
export const npzSystemEntry: SystemEntry = {
  prefix: 'npz',
  syntax: 'npz:<file.npz>[?similarity=cosine|dot] (arrays query_embeddings, query_ids, corpus_embeddings, corpus_ids; similarity default: the file\'s similarity array, else cosine)',
  async create(systemId) {
    const parsed = parseSystemId(systemId);
    if (parsed.model === '') throw new InvalidArgumentError('npz system ids need a path: npz:<file.npz>');
    const { queries, corpus, similarity } = await readPrecomputedMatrices(parsed.model);
    return new PrecomputedRetriever({ systemId, queries, corpus, similarity: similarityParameter(parsed, similarity ?? 'cosine'), details: { path: parsed.model } });
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
