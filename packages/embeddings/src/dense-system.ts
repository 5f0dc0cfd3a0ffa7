import { join } from 'node:path';
import type { ParsedSystemId, SystemContext } from '@execret/core';
import { DenseRetriever } from './dense-retriever.js';
import { EmbeddingCache } from './embedding-cache.js';
import type { EmbeddingModel } from './embedding-model.js';
import { findInvocationProfile } from './profiles.js';
import { similarityParameter } from './similarity-parameter.js';
import type { SystemDescription } from './system-description.js';

/**
 * The retriever of an embedding-model system: the model's vectors cached in
 * `<cacheDirectory>/embeddings.sqlite`, compared by the resolved similarity (the description's,
 * else the id's `?similarity=`, else the model's invocation profile, else cosine). Its `describe()`
 * records the profile and, when a description is given, every resolved setting (prefixes, input
 * types, truncation, normalisation, dtype) and where each came from. Shared by every system entry
 * that wraps a model.
 */
export function createDenseSystem(systemId: string, parsed: ParsedSystemId, model: EmbeddingModel, context: SystemContext, description?: SystemDescription): DenseRetriever {
  const profile = findInvocationProfile(parsed.model);
  return new DenseRetriever({
    systemId,
    model,
    similarity: description?.settings.similarity ?? similarityParameter(parsed, profile?.similarity ?? 'cosine'),
    cache: new EmbeddingCache(join(context.cacheDirectory, 'embeddings.sqlite')),
    details: { profile: profile ?? null, ...(description === undefined ? {} : { settings: description.settings, origins: description.origins }) },
  });
}
