import type { PortableTransformersSettings } from './cluster-protocol.js';

/**
 * The settings of a transformers.js model that change its vectors (dtype, pooling, normalisation,
 * token limit, revision, batch size, prefixes), without what is each machine's own (where the
 * files are, downloads, threads), as plain JSON.
 */
export function portableSettings(settings: PortableTransformersSettings): PortableTransformersSettings {
  const portable: PortableTransformersSettings = {};
  if (settings.dtype !== undefined) portable.dtype = settings.dtype;
  if (settings.pooling !== undefined) portable.pooling = settings.pooling;
  if (settings.normalize !== undefined) portable.normalize = settings.normalize;
  if (settings.maxTokens !== undefined) portable.maxTokens = settings.maxTokens;
  if (settings.revision !== undefined) portable.revision = settings.revision;
  if (settings.batchSize !== undefined) portable.batchSize = settings.batchSize;
  if (settings.profile !== undefined) portable.profile = JSON.parse(JSON.stringify(settings.profile)) as PortableTransformersSettings['profile'];
  return portable;
}

/**
 * A model's invocation key (`EmbeddingModel.invocationKey`, canonical JSON) without its endpoint,
 * which for a local model is the model folder and differs between machines: two machines with
 * equal portable keys apply the same profile and settings.
 */
export function portableInvocation(invocationKey: string): string {
  const parsed = JSON.parse(invocationKey) as Record<string, unknown>;
  return JSON.stringify({ ...parsed, endpoint: null });
}
