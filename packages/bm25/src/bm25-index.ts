import { InvalidArgumentError } from '@execret/core';
import { buildBm25IndexParts } from './build-bm25-index-parts.js';
import { readBm25IndexFile, writeBm25IndexFile, type Bm25IndexMetadata } from './bm25-index-file.js';
import type { Bm25IndexParts } from './bm25-index-parts.js';
import { Bm25Scorer, withoutNegativeZero, type Bm25Hit } from './bm25-scorer.js';
import { resolveBm25Parameters } from './bm25-variants.js';
import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';
import { flattenTermIds, type TermIdCorpus } from './term-id-corpus.js';
import { TermIdCorpusBuilder } from './term-id-corpus-builder.js';

/** How an index scores: the variant and its parameters (defaults filled in from the variant). */
export interface Bm25IndexOptions {
  /** The BM25 variant; default `okapi`. */
  variant?: Bm25Variant;
  /** Parameters to override; the rest take the variant's defaults (see `BM25_DEFAULT_PARAMETERS`). */
  parameters?: Partial<Bm25Parameters>;
}

/** Options for {@link Bm25Index.fromTermIds}. */
export interface Bm25TermIdIndexOptions extends Bm25IndexOptions {
  /**
   * Number of term ids: every id must be below it. Default: the largest id in the corpus + 1.
   * Ids that occur in no document are allowed and behave as unknown terms.
   */
  vocabularySize?: number;
  /**
   * The token string of each term id (distinct strings). Gives the index a vocabulary, so that
   * {@link Bm25Index.search} accepts token strings; `vocabularySize` is then `terms.length`.
   */
  terms?: readonly string[];
}

/**
 * An exact BM25 index over a fixed corpus, held in typed arrays:
 * - postings grouped by term (compressed sparse columns): for term `t`, the documents that contain
 *   it (ascending) and, per posting, the term's score in that document minus the score of a
 *   document without the term, computed once at index time;
 * - terms found in at least two thirds of the documents keep those weights as one dense row over all
 *   documents instead (no more memory, and summed without indirection);
 * - per term its document frequency, idf and its score in a document that lacks it (non-zero only
 *   for bm25l and bm25plus, where every document gets it).
 *
 * A query adds up only the postings of its terms (each occurrence of a repeated query term counts
 * again, as in rank_bm25 and bm25s), then selects the top k with a bounded heap. Every document has
 * a score, also those that share no term with the query (0, or the bm25l/bm25plus constant), so a
 * ranking holds `min(topK, documentCount)` documents and is exact even when scores are negative.
 * Ties are broken by document position, ascending.
 *
 * okapi's idf floor (rank_bm25): terms whose idf ln(N − n + 0.5) − ln(n + 0.5) is negative get
 * `epsilon × mean idf`, the mean taken over every indexed term, negative ones included.
 */
export class Bm25Index {
  /** The variant the scores follow. */
  readonly variant: Bm25Variant;
  /** The parameters, defaults filled in. */
  readonly parameters: Readonly<Bm25Parameters>;
  /** Number of documents. */
  readonly documentCount: number;
  /** Mean token count per document (duplicates counted); 0 for an empty corpus. */
  readonly averageDocumentLength: number;
  /** okapi: the mean raw idf over indexed terms that the floor is based on; `NaN` for other variants. */
  readonly averageIdf: number;
  private readonly parts: Bm25IndexParts;
  private readonly vocabulary: Map<string, number> | null;
  private readonly scorer: Bm25Scorer;

  private constructor(parts: Bm25IndexParts) {
    this.variant = parts.variant;
    this.parameters = Object.freeze({ ...parts.parameters });
    this.documentCount = parts.documentLengths.length;
    this.averageDocumentLength = parts.averageDocumentLength;
    this.averageIdf = parts.averageIdf;
    this.parts = parts;
    this.vocabulary = parts.terms === null ? null : new Map(parts.terms.map((term, id) => [term, id]));
    this.scorer = new Bm25Scorer(parts);
  }

  /**
   * Indexes documents given as token lists (e.g. from {@link CodeTokenizer.tokenize}). Terms get ids
   * in order of first appearance.
   *
   * @param documents one token list per document, in document order; tokens are compared exactly.
   * @throws InvalidArgumentError for a non-string token or invalid options.
   */
  static fromTokens(documents: Iterable<readonly string[]>, options: Bm25IndexOptions = {}): Bm25Index {
    const builder = new TermIdCorpusBuilder();
    for (const document of documents) builder.addDocument(document);
    return Bm25Index.fromTermIds(builder.corpus(), { ...options, terms: builder.terms });
  }

  /**
   * Indexes a corpus of integer term ids: either a {@link TermIdCorpus} (flat tokens plus offsets,
   * the fastest form) or one array of ids per document. Search it with {@link searchTermIds}.
   *
   * @throws InvalidArgumentError for a negative, fractional or too large id, bad offsets, or invalid
   *   options.
   */
  static fromTermIds(corpus: TermIdCorpus | readonly ArrayLike<number>[], options: Bm25TermIdIndexOptions = {}): Bm25Index {
    const flat = Array.isArray(corpus) ? flattenTermIds(corpus as readonly ArrayLike<number>[]) : (corpus as TermIdCorpus);
    const terms = options.terms === undefined ? null : [...options.terms];
    if (terms !== null && new Set(terms).size !== terms.length) {
      throw new InvalidArgumentError(`terms must be distinct strings; ${terms.length - new Set(terms).size} duplicates found`);
    }
    let vocabularySize = terms === null ? options.vocabularySize : terms.length;
    if (terms !== null && options.vocabularySize !== undefined && options.vocabularySize !== terms.length) {
      throw new InvalidArgumentError(`vocabularySize (${options.vocabularySize}) must equal terms.length (${terms.length}) when both are given`);
    }
    if (vocabularySize === undefined) {
      let largest = -1;
      const { tokens } = flat;
      for (let index = 0; index < tokens.length; index += 1) {
        const id = tokens[index] as number;
        if (id > largest) largest = id;
      }
      vocabularySize = Math.floor(largest) + 1;
    }
    if (!Number.isSafeInteger(vocabularySize) || vocabularySize < 0 || vocabularySize > 0x7fff_ffff) {
      throw new InvalidArgumentError(`vocabularySize must be an integer in [0, 2^31 − 1], got ${String(vocabularySize)}`);
    }
    const variant = options.variant ?? 'okapi';
    const parameters = resolveBm25Parameters(variant, options.parameters);
    return new Bm25Index(buildBm25IndexParts(flat, vocabularySize, terms, variant, parameters));
  }

  /**
   * Loads an index written by {@link save}.
   *
   * @returns the index and the metadata saved with it.
   * @throws IoError when the file is missing, unreadable, or not a consistent BM25 index file.
   */
  static async load(path: string): Promise<{ index: Bm25Index; metadata: Bm25IndexMetadata }> {
    const { parts, metadata } = await readBm25IndexFile(path);
    return { index: new Bm25Index(parts), metadata };
  }

  /** Number of term ids (string indexes: distinct tokens; id indexes: `vocabularySize`). */
  get vocabularySize(): number {
    return this.parts.termIdf.length;
  }

  /** Number of distinct (term, document) pairs in the corpus. */
  get postingCount(): number {
    const frequencies = this.parts.termDocumentFrequency;
    let total = 0;
    for (let term = 0; term < frequencies.length; term += 1) total += frequencies[term] as number;
    return total;
  }

  /** Bytes held by the index's typed arrays (the vocabulary's strings are not counted). */
  get byteLength(): number {
    const parts = this.parts;
    return (
      parts.documentLengths.byteLength +
      parts.termOffsets.byteLength +
      parts.termIdf.byteLength +
      parts.termAbsentScore.byteLength +
      parts.postingDocuments.byteLength +
      parts.postingWeights.byteLength +
      parts.termDocumentFrequency.byteLength +
      parts.termDenseRow.byteLength +
      parts.denseWeights.byteLength
    );
  }

  /** True when the index was built from token strings (so {@link search} accepts strings). */
  get hasVocabulary(): boolean {
    return this.vocabulary !== null;
  }

  /** Token count of document `document` (duplicates counted). */
  documentLength(document: number): number {
    this.checkDocument(document);
    return this.parts.documentLengths[document] as number;
  }

  /** The id of `term`, or `undefined` when it is not in the vocabulary. */
  termId(term: string): number | undefined {
    return this.vocabulary?.get(term);
  }

  /** Number of documents that contain the term (0 for an unknown term). */
  documentFrequency(term: string | number): number {
    const id = this.resolveTerm(term);
    return id === -1 ? 0 : (this.parts.termDocumentFrequency[id] as number);
  }

  /** The idf used for the term, after okapi's floor; 0 for a term in no document. */
  idf(term: string | number): number {
    const id = this.resolveTerm(term);
    return id === -1 ? 0 : withoutNegativeZero(this.parts.termIdf[id] as number);
  }

  /**
   * The score of every document for a query of token strings, in document order (what rank_bm25's
   * `get_scores` returns). Unknown tokens contribute nothing.
   */
  scores(query: readonly string[]): Float64Array {
    return this.scorer.scoreAll(this.resolveTokens(query));
  }

  /** {@link scores} for a query of term ids (ids outside the vocabulary contribute nothing). */
  scoresTermIds(query: ArrayLike<number>): Float64Array {
    return this.scorer.scoreAll(this.resolveTermIds(query));
  }

  /**
   * The `topK` best documents for a query of token strings: score descending, then document position
   * ascending. Holds `min(topK, documentCount)` hits, including documents that share no term with the
   * query (see the class description).
   *
   * @throws InvalidArgumentError when `topK` is not a non-negative integer or the index has no vocabulary.
   */
  search(query: readonly string[], topK: number): Bm25Hit[] {
    checkTopK(topK);
    return this.scorer.rank(this.resolveTokens(query), topK);
  }

  /** {@link search} for a query of term ids. */
  searchTermIds(query: ArrayLike<number>, topK: number): Bm25Hit[] {
    checkTopK(topK);
    return this.scorer.rank(this.resolveTermIds(query), topK);
  }

  /**
   * Writes the index to `path` (atomically), with `metadata` (any JSON object) stored beside it.
   * The file holds the precomputed weights, so it loads without the corpus. Format: see
   * `writeTypedArrayFile` in the README.
   *
   * @throws IoError when the file cannot be written.
   */
  async save(path: string, metadata: Bm25IndexMetadata = {}): Promise<void> {
    await writeBm25IndexFile(path, this.parts, metadata);
  }

  private resolveTerm(term: string | number): number {
    if (typeof term === 'string') {
      const id = this.vocabulary?.get(term);
      return id === undefined ? -1 : id;
    }
    return Number.isInteger(term) && term >= 0 && term < this.parts.termIdf.length ? term : -1;
  }

  private resolveTokens(query: readonly string[]): number[] {
    const vocabulary = this.vocabulary;
    if (vocabulary === null) {
      throw new InvalidArgumentError('this index was built from term ids; query it with searchTermIds / scoresTermIds, not token strings');
    }
    const ids: number[] = [];
    for (const token of query) {
      const id = vocabulary.get(token);
      if (id !== undefined) ids.push(id);
    }
    return ids;
  }

  private resolveTermIds(query: ArrayLike<number>): number[] {
    const ids: number[] = [];
    const size = this.parts.termIdf.length;
    for (let index = 0; index < query.length; index += 1) {
      const id = query[index] as number;
      if (!Number.isInteger(id)) throw new InvalidArgumentError(`query term ids must be integers, got ${String(id)} at position ${index}`);
      if (id >= 0 && id < size) ids.push(id);
    }
    return ids;
  }

  private checkDocument(document: number): void {
    if (!Number.isInteger(document) || document < 0 || document >= this.documentCount) {
      throw new InvalidArgumentError(`document must be an integer in [0, ${this.documentCount}), got ${String(document)}`);
    }
  }
}

function checkTopK(topK: number): void {
  if (!Number.isSafeInteger(topK) || topK < 0) {
    throw new InvalidArgumentError(`topK must be a non-negative integer, got ${String(topK)}`);
  }
}
