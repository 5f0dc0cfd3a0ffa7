import { ExecretError, ExecretErrorCode, findSystemEntry, type Retriever, type SystemContext, type SystemEntry, type SystemListing } from '@execret/core';
import { bm25SystemEntry } from '@execret/bm25';
import { HTTP_SYSTEM_ENTRIES, PrecomputedRetriever, listProfiles, npzSystemEntry, readIdentifiedMatrix, type Similarity } from '@execret/embeddings';

// transformers.js is an optional peer: the entry loads it only when a transformers: system runs.
const transformersEntry: SystemEntry = {
  prefix: 'transformers',
  syntax: 'transformers:<model>[?dtype=…&pooling=…&similarity=…]',
  async create(systemId, context) {
    let module: typeof import('@execret/embeddings-transformers');
    try {
      module = await import('@execret/embeddings-transformers');
    } catch (error) {
      throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, 'transformers: systems need @execret/embeddings-transformers: npm install @execret/embeddings-transformers', { cause: error });
    }
    return module.transformersSystemEntry.create(systemId, context);
  },
  list: () => listProfiles('local'),
};

/** Every system family the app knows, in listing order. Each package owns its entries. */
export const SYSTEM_ENTRIES: readonly SystemEntry[] = [bm25SystemEntry, npzSystemEntry, transformersEntry, ...HTTP_SYSTEM_ENTRIES];

/** Makes a system id safe as a file name (results/<name>.json). */
export function fileSafeSystemId(systemId: string): string {
  return systemId.replace(/[^A-Za-z0-9._=-]+/g, '_').replace(/^_+|_+$/g, '') || 'system';
}

/** Creates the retriever a system id names, through the entry of its adapter. */
export async function createRetriever(systemId: string, context: SystemContext): Promise<Retriever> {
  return findSystemEntry(SYSTEM_ENTRIES, systemId).create(systemId, context);
}

/** The known systems of every entry. */
export function listSystems(): SystemListing[] {
  return SYSTEM_ENTRIES.flatMap((entry) => entry.list());
}

/** A retriever from two `.npz` files (queries and corpus, each with `embeddings` and `ids`), as `execret score` reads them. */
export async function createPrecomputedRetriever(queriesPath: string, corpusPath: string, similarity: Similarity = 'cosine'): Promise<Retriever> {
  return new PrecomputedRetriever({
    systemId: `npz:${corpusPath}`,
    queries: await readIdentifiedMatrix(queriesPath),
    corpus: await readIdentifiedMatrix(corpusPath),
    similarity,
    details: { queries: queriesPath, corpus: corpusPath },
  });
}
