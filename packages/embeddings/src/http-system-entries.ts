import { InvalidArgumentError, parseSystemId, type SystemEntry } from '@execret/core';
import { createDenseSystem } from './dense-system.js';
import { HttpEmbeddingModel, type HttpProviderSpec } from './http/http-embedding-model.js';
import { HTTP_PROVIDERS } from './http/providers.js';
import { listProfiles } from './profile-listing.js';
import { positiveIntegerParameter } from './similarity-parameter.js';

/**
 * The system entry of one HTTP provider: `<provider>:<model>[?dimensions=…&baseURL=…&similarity=…]`.
 * Vectors are cached in `<cacheDirectory>/embeddings.sqlite`; the model's invocation profile (when
 * known) sets prefixes, input types and similarity.
 */
export function httpSystemEntry(prefix: string, spec: HttpProviderSpec): SystemEntry {
  return {
    prefix,
    syntax: `${prefix}:<model>[?dimensions=…&baseURL=…&similarity=cosine|dot]`,
    async create(systemId, context) {
      const parsed = parseSystemId(systemId);
      if (parsed.model === '') throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)} names no model; expected ${prefix}:<model>`);
      const baseURL = parsed.parameters.get('baseURL');
      const model = new HttpEmbeddingModel(spec, parsed.model, { env: context.env, ...(baseURL === undefined ? {} : { baseURL }) }, { dimensions: positiveIntegerParameter(parsed, 'dimensions') });
      return createDenseSystem(systemId, parsed, model, context);
    },
    list: () => listProfiles(prefix),
  };
}

/** One system entry per HTTP provider (openai, openai-compatible, voyage, cohere, gemini, …). */
export const HTTP_SYSTEM_ENTRIES: readonly SystemEntry[] = Object.entries(HTTP_PROVIDERS).map(([prefix, spec]) => httpSystemEntry(prefix, spec));
