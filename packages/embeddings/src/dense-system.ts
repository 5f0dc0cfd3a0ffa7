import { join } from 'node:path';
import type { ParsedSystemId, SystemContext } from '@execret/core';
import { DenseRetriever } from './dense-retriever.js';
import { EmbeddingCache } from './embedding-cache.js';
import type { EmbeddingModel } from './embedding-model.js';
import { findInvocationProfile } from './profiles.js';
import { similarityParameter } from './similarity-parameter.js';

/**
 * The retriever of an embedding-model system: the model's vectors cached in
 * `<cacheDirectory>/embeddings.sqlite`, compared by the id's `?similarity=` or else the model's
 * invocation profile (cosine when there is none). Shared by every system entry that wraps a model.
 */
export function createDenseSystem(systemId: string, parsed: ParsedSystemId, model: EmbeddingModel, context: SystemContext): DenseRetriever {
  const profile = findInvocationProfile(parsed.model);
  return new DenseRetriever({
    systemId,
    model,
    similarity: similarityParameter(parsed, profile?.similarity ?? 'cosine'),
    cache: new EmbeddingCache(join(context.cacheDirectory, 'embeddings.sqlite')),
    details: { profile: profile ?? null },
  });
}
