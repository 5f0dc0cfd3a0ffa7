import { InvalidArgumentError } from '@execret/core';

/**
 * A corpus already mapped to integer term ids, in compressed-row form: document `d` holds
 * `tokens[offsets[d]] … tokens[offsets[d + 1] − 1]`. This is the cheapest input for large corpora:
 * one `Uint32Array` for all tokens instead of one array per document.
 */
export interface TermIdCorpus {
  /** Term ids of every token of every document, concatenated (integers ≥ 0). */
  tokens: ArrayLike<number>;
  /** Document boundaries: `documentCount + 1` non-decreasing positions into `tokens`. */
  offsets: ArrayLike<number>;
}

/** Most tokens an index (and a {@link TermIdCorpus}) can hold: positions are stored as uint32. */
export const MAX_INDEXED_TOKENS = 0xffff_ffff;

/** The error for a corpus of more than {@link MAX_INDEXED_TOKENS} tokens. */
export function tooManyTokens(count: number): InvalidArgumentError {
  return new InvalidArgumentError(`at most ${MAX_INDEXED_TOKENS} tokens can be indexed, got ${count}`);
}

/** Lays out one array of term ids per document as a {@link TermIdCorpus} (flat tokens plus offsets). */
export function flattenTermIds(documents: readonly ArrayLike<number>[]): TermIdCorpus {
  let total = 0;
  for (const document of documents) total += document.length;
  if (total > MAX_INDEXED_TOKENS) throw tooManyTokens(total);
  const tokens = new Float64Array(total);
  const offsets = new Float64Array(documents.length + 1);
  let position = 0;
  documents.forEach((document, index) => {
    for (let inner = 0; inner < document.length; inner += 1) tokens[position + inner] = document[inner] as number;
    position += document.length;
    offsets[index + 1] = position;
  });
  return { tokens, offsets };
}
