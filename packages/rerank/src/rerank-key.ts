import { invocationKeyOf, normalizeEndpoint } from '@execret/embeddings';
import { RERANK_FORMAT_VERSION } from './reranker.js';

/** Everything besides the texts that can change a reranker's scores. */
export interface RerankIdentity {
  /** Where the model runs: an endpoint URL (normalised here, credentials dropped) or a local model folder. */
  endpoint?: string;
  /** Model revision or version, where known. */
  revision?: string;
  /** Every other setting that changes scores, as JSON values (object key order does not matter). */
  settings?: Record<string, unknown>;
}

/**
 * The one place a reranker's cache identity is composed: a stable string of the normalised
 * endpoint, the revision, {@link RERANK_FORMAT_VERSION} and every setting, written as JSON with
 * keys sorted at every level by `invocationKeyOf` of `@execret/embeddings` (which also carries the
 * embeddings format version: a change there only makes the rerank cache miss, never serve wrong
 * scores).
 */
export function rerankKeyOf(identity: RerankIdentity): string {
  return invocationKeyOf(
    {},
    {
      ...(identity.endpoint === undefined ? {} : { endpoint: /^https?:\/\//i.test(identity.endpoint) ? normalizeEndpoint(identity.endpoint) : identity.endpoint }),
      ...(identity.revision === undefined ? {} : { revision: identity.revision }),
      settings: { rerankFormat: RERANK_FORMAT_VERSION, ...identity.settings },
    },
  );
}
