import type { SystemEntry, SystemListing } from '@execret/core';
import { BM25_DEFAULT_PARAMETERS, BM25_VARIANTS } from './bm25-variants.js';
import { createBm25Retriever } from './create-bm25-retriever.js';
import { parseBm25SystemId } from './parse-bm25-system-id.js';

/**
 * The BM25 systems as data: `bm25` (rank_bm25's Okapi), `bm25:<variant>` and either with
 * `?k1=…&b=…` (see `parseBm25SystemId`). Listed: every variant with its default parameters.
 */
export const bm25SystemEntry: SystemEntry = {
  prefix: 'bm25',
  syntax: 'bm25[:<variant>][?k1=…&b=…&delta=…&epsilon=…]',
  create: async (systemId) => createBm25Retriever(systemId),
  // Nothing to load or call: the id parsing (variant and parameters) is the whole check.
  check: async (systemId) => {
    parseBm25SystemId(systemId);
  },
  list: (): SystemListing[] =>
    BM25_VARIANTS.map((variant) => ({
      system: variant === 'okapi' ? 'bm25' : `bm25:${variant}`,
      kind: 'lexical' as const,
      similarity: 'bm25',
      settings: Object.entries(BM25_DEFAULT_PARAMETERS[variant]).map(([name, value]) => `${name}=${String(value)}`).join(' '),
    })),
};
