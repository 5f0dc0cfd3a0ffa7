import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Dimensions of the vectors of {@link HASH_EMBEDDING_MODULE}. */
export const HASH_DIMENSIONS = 8;

/**
 * The vector the module's models give a text: 8 values from the SHA-256 of `kind:text`, each
 * (byte + 1) / 257 − 0.5, never 0, so no vector is all zeros.
 */
export function hashVector(kind: string, text: string): number[] {
  const hash = createHash('sha256').update(`${kind}:${text}`).digest();
  return Array.from({ length: HASH_DIMENSIONS }, (_, index) => ((hash[index] as number) + 1) / 257 - 0.5);
}

/**
 * An ES module exporting two v1 EmbeddingModels (`cosineModel`, `dotModel`) whose vectors are
 * {@link hashVector}'s: a user's own model, as `--system module:<file>#<export>` loads it.
 */
export const HASH_EMBEDDING_MODULE = `
import { createHash } from 'node:crypto';
function vector(kind, text) {
  const hash = createHash('sha256').update(kind + ':' + text).digest();
  return Array.from({ length: ${HASH_DIMENSIONS} }, (_, index) => (hash[index] + 1) / 257 - 0.5);
}
function model(name) {
  return {
    specificationVersion: 'v1',
    provider: 'hash',
    modelId: name,
    maxEmbeddingsPerCall: 4,
    invocationKey: 'hash-v1:' + name,
    async doEmbed({ values, kind }) {
      return { embeddings: values.map((text) => vector(kind, text)), warnings: [] };
    },
  };
}
export const cosineModel = model('cosine');
export const dotModel = model('dot');
`;

/** Writes {@link HASH_EMBEDDING_MODULE} as `<directory>/hash-embeddings.mjs` and returns its path. */
export async function writeHashEmbeddingModule(directory: string): Promise<string> {
  const path = join(directory, 'hash-embeddings.mjs');
  await writeFile(path, HASH_EMBEDDING_MODULE);
  return path;
}
