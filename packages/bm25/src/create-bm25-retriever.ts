import { Bm25Retriever } from './bm25-retriever.js';
import type { CodeTokenizer, CodeTokenizerOptions } from './code-tokenizer.js';
import { parseBm25SystemId } from './parse-bm25-system-id.js';

/**
 * Creates a {@link Bm25Retriever} from a system id (see {@link parseBm25SystemId}): `bm25`,
 * `bm25:<variant>`, optionally with `?k1=…&b=…&delta=…&epsilon=…`. The id is kept verbatim as the
 * retriever's `systemId`.
 *
 * @throws InvalidArgumentError for an id that does not parse.
 */
export function createBm25Retriever(systemId: string, options: { tokenizer?: CodeTokenizerOptions | CodeTokenizer } = {}): Bm25Retriever {
  const { variant, parameters } = parseBm25SystemId(systemId);
  return new Bm25Retriever({ variant, parameters, systemId, tokenizer: options.tokenizer });
}
