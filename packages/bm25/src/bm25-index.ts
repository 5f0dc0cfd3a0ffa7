import { InvalidArgumentError, IoError } from '@execret/core';
import { bm25Idf, bm25TermScore } from './bm25-formulas.js';
import { BM25_VARIANTS, isBm25Variant, resolveBm25Parameters } from './bm25-variants.js';
import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';
import { TermIdCorpusBuilder } from './term-id-corpus-builder.js';
import { TopKHeap } from './top-k-heap.js';
import { readTypedArrayFile, writeTypedArrayFile } from './typed-array-file.js';

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

/** One result of {@link Bm25Index.search}. */
export interface Bm25Hit {
  /** Position of the document in the indexed corpus (0-based). */
  document: number;
  /** Its BM25 score for the query. */
  score: number;
}

/** What an index file holds besides the index itself (see {@link Bm25Index.save}). */
export type Bm25IndexMetadata = Record<string, unknown>;

const FILE_KIND = 'execret-bm25-index';
// A query whose postings number at least documentCount / DENSE_RATIO is scored with a dense pass over
// every document; below that only the touched documents are visited.
const DENSE_RATIO = 8;
// Documents per block of the dense pass: a 128 KiB accumulator stays in the CPU's L2 cache (measured
// at 1M documents: about 20% less CPU time per query than one pass over a full-size accumulator).
const BLOCK_DOCUMENTS = 16_384;
const MAX_TOKENS = 0xffff_ffff;
// Terms in at least two thirds of the documents keep their weights as a dense row over all documents:
// no larger than their postings (8 bytes per document against 12 per posting), and added without
// the indirection through document numbers.
const DENSE_NUMERATOR = 2;
const DENSE_DENOMINATOR = 3;
const NO_ROW = 0xffff_ffff;

interface IndexParts {
  variant: Bm25Variant;
  parameters: Bm25Parameters;
  averageDocumentLength: number;
  averageIdf: number;
  terms: string[] | null;
  documentLengths: Uint32Array;
  termOffsets: Uint32Array;
  termIdf: Float64Array;
  termAbsentScore: Float64Array;
  postingDocuments: Uint32Array;
  postingWeights: Float64Array;
  termDocumentFrequency: Uint32Array;
  termDenseRow: Uint32Array;
  denseWeights: Float64Array;
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
  private readonly terms: string[] | null;
  private readonly vocabulary: Map<string, number> | null;
  private readonly documentLengths: Uint32Array;
  private readonly termOffsets: Uint32Array;
  private readonly termIdf: Float64Array;
  private readonly termAbsentScore: Float64Array;
  private readonly postingDocuments: Uint32Array;
  private readonly postingWeights: Float64Array;
  private readonly termDocumentFrequency: Uint32Array;
  private readonly termDenseRow: Uint32Array;
  private readonly denseWeights: Float64Array;
  private accumulator: Float64Array | undefined;
  private blockAccumulator: Float64Array | undefined;
  private touchStamp: Uint32Array | undefined;
  private touchedDocuments: Uint32Array | undefined;
  private stampGeneration = 0;
  private heap: TopKHeap | undefined;

  private constructor(parts: IndexParts) {
    this.variant = parts.variant;
    this.parameters = Object.freeze({ ...parts.parameters });
    this.documentCount = parts.documentLengths.length;
    this.averageDocumentLength = parts.averageDocumentLength;
    this.averageIdf = parts.averageIdf;
    this.terms = parts.terms;
    this.vocabulary = parts.terms === null ? null : new Map(parts.terms.map((term, id) => [term, id]));
    this.documentLengths = parts.documentLengths;
    this.termOffsets = parts.termOffsets;
    this.termIdf = parts.termIdf;
    this.termAbsentScore = parts.termAbsentScore;
    this.postingDocuments = parts.postingDocuments;
    this.postingWeights = parts.postingWeights;
    this.termDocumentFrequency = parts.termDocumentFrequency;
    this.termDenseRow = parts.termDenseRow;
    this.denseWeights = parts.denseWeights;
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
    const flat = Array.isArray(corpus) ? flatten(corpus as readonly ArrayLike<number>[]) : (corpus as TermIdCorpus);
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
    return Bm25Index.build(flat, vocabularySize, terms, options);
  }

  /**
   * Loads an index written by {@link save}.
   *
   * @returns the index and the metadata saved with it.
   * @throws IoError when the file is missing, unreadable, or not a consistent BM25 index file.
   */
  static async load(path: string): Promise<{ index: Bm25Index; metadata: Bm25IndexMetadata }> {
    const { header, arrays } = await readTypedArrayFile(path);
    const bad = (detail: string): IoError => new IoError(`${path} is not a valid BM25 index file: ${detail}`, { file: path });
    if (header.kind !== FILE_KIND) throw bad(`expected kind "${FILE_KIND}", got ${JSON.stringify(header.kind)}`);
    if (!isBm25Variant(header.variant)) throw bad(`variant must be one of ${BM25_VARIANTS.join(', ')}, got ${JSON.stringify(header.variant)}`);
    let parameters: Bm25Parameters;
    try {
      parameters = resolveBm25Parameters(header.variant, header.parameters as Partial<Bm25Parameters>);
    } catch (error) {
      throw bad((error as Error).message);
    }
    const terms = header.terms;
    if (terms !== null && !(Array.isArray(terms) && terms.every((term) => typeof term === 'string'))) {
      throw bad('"terms" must be null or an array of strings');
    }
    const uint32 = (name: string): Uint32Array => {
      const array = arrays[name];
      if (!(array instanceof Uint32Array)) throw bad(`missing uint32 array "${name}"`);
      return array;
    };
    const float64 = (name: string): Float64Array => {
      const array = arrays[name];
      if (!(array instanceof Float64Array)) throw bad(`missing float64 array "${name}"`);
      return array;
    };
    const parts: IndexParts = {
      variant: header.variant,
      parameters,
      averageDocumentLength: Number(header.averageDocumentLength),
      averageIdf: header.averageIdf === null ? Number.NaN : Number(header.averageIdf),
      terms: terms as string[] | null,
      documentLengths: uint32('documentLengths'),
      termOffsets: uint32('termOffsets'),
      termIdf: float64('termIdf'),
      termAbsentScore: float64('termAbsentScore'),
      postingDocuments: uint32('postingDocuments'),
      postingWeights: float64('postingWeights'),
      termDocumentFrequency: uint32('termDocumentFrequency'),
      termDenseRow: uint32('termDenseRow'),
      denseWeights: float64('denseWeights'),
    };
    const problem = checkParts(parts);
    if (problem !== undefined) throw bad(problem);
    const metadata = header.metadata;
    return { index: new Bm25Index(parts), metadata: typeof metadata === 'object' && metadata !== null ? (metadata as Bm25IndexMetadata) : {} };
  }

  private static build(corpus: TermIdCorpus, vocabularySize: number, terms: string[] | null, options: Bm25IndexOptions): Bm25Index {
    const variant = options.variant ?? 'okapi';
    const parameters = resolveBm25Parameters(variant, options.parameters);
    const { tokens, offsets } = corpus;
    const documentCount = offsets.length - 1;
    if (documentCount < 0) throw new InvalidArgumentError('offsets must hold documentCount + 1 positions, got an empty array');
    if (documentCount > 0x7fff_ffff) throw new InvalidArgumentError(`at most 2^31 − 1 documents can be indexed, got ${documentCount}`);

    // Pass 1: document lengths, document frequencies, and terms in order of first appearance
    // (rank_bm25 averages idf in that order; keeping it keeps okapi's floor bit-identical).
    const documentLengths = new Uint32Array(documentCount);
    const documentFrequency = new Uint32Array(vocabularySize);
    const lastDocument = new Int32Array(vocabularySize).fill(-1);
    const firstSeen = new Uint32Array(vocabularySize);
    let seenCount = 0;
    let totalLength = 0;
    let longest = 0;
    let previousEnd = offsets[0] as number;
    if (!(Number.isSafeInteger(previousEnd) && previousEnd >= 0)) {
      throw new InvalidArgumentError(`offsets[0] must be a non-negative integer, got ${String(previousEnd)}`);
    }
    for (let document = 0; document < documentCount; document += 1) {
      const start = previousEnd;
      const end = offsets[document + 1] as number;
      if (!(Number.isSafeInteger(end) && end >= start && end <= tokens.length)) {
        throw new InvalidArgumentError(
          `offsets[${document + 1}] must be an integer in [${start}, ${tokens.length}] (non-decreasing, within tokens), got ${String(end)}`,
        );
      }
      previousEnd = end;
      const length = end - start;
      documentLengths[document] = length;
      totalLength += length;
      if (length > longest) longest = length;
      for (let position = start; position < end; position += 1) {
        const term = tokens[position] as number;
        if (!(term >= 0 && term < vocabularySize && (term | 0) === term)) {
          throw new InvalidArgumentError(
            `document ${document}: term ids must be integers in [0, ${vocabularySize}), got ${String(term)} at token ${position - start}`,
          );
        }
        if (lastDocument[term] !== document) {
          lastDocument[term] = document;
          if (documentFrequency[term] === 0) {
            firstSeen[seenCount] = term;
            seenCount += 1;
          }
          documentFrequency[term] = (documentFrequency[term] as number) + 1;
        }
      }
    }
    if (totalLength > MAX_TOKENS) throw tooManyTokens(totalLength);
    const averageDocumentLength = documentCount === 0 ? 0 : totalLength / documentCount;

    // Term table: posting ranges, idf (with okapi's floor) and the score of a document lacking the term.
    const termDocumentFrequency = documentFrequency.slice();
    const termDenseRow = new Uint32Array(vocabularySize).fill(NO_ROW);
    const termOffsets = new Uint32Array(vocabularySize + 1);
    let postingCount = 0;
    let denseRows = 0;
    for (let term = 0; term < vocabularySize; term += 1) {
      termOffsets[term] = postingCount;
      const frequency = documentFrequency[term] as number;
      if (frequency > 0 && frequency * DENSE_DENOMINATOR >= documentCount * DENSE_NUMERATOR) {
        termDenseRow[term] = denseRows;
        denseRows += 1;
      } else {
        postingCount += frequency;
      }
    }
    termOffsets[vocabularySize] = postingCount;
    const denseWeights = new Float64Array(denseRows * documentCount);
    const termIdf = new Float64Array(vocabularySize);
    const termAbsentScore = new Float64Array(vocabularySize);
    let averageIdf = Number.NaN;
    if (seenCount > 0) {
      let idfSum = 0;
      for (let rank = 0; rank < seenCount; rank += 1) {
        const term = firstSeen[rank] as number;
        const idf = bm25Idf(variant, documentFrequency[term] as number, documentCount);
        termIdf[term] = idf;
        idfSum += idf;
      }
      if (variant === 'okapi') {
        averageIdf = idfSum / seenCount;
        const floor = (parameters.epsilon ?? 0) * averageIdf;
        for (let rank = 0; rank < seenCount; rank += 1) {
          const term = firstSeen[rank] as number;
          if ((termIdf[term] as number) < 0) termIdf[term] = floor;
        }
      }
      if (variant === 'bm25l' || variant === 'bm25plus') {
        for (let rank = 0; rank < seenCount; rank += 1) {
          const term = firstSeen[rank] as number;
          termAbsentScore[term] = bm25TermScore(variant, parameters, 0, 0, averageDocumentLength, termIdf[term] as number);
        }
      }
    }

    // Pass 2: term frequencies per document, written straight into each term's posting range.
    // Documents are visited in order, so every posting list comes out sorted by document.
    const postingDocuments = new Uint32Array(postingCount);
    const postingWeights = new Float64Array(postingCount);
    const cursor = documentFrequency; // reused: becomes the next free slot of each term
    cursor.set(termOffsets.subarray(0, vocabularySize));
    lastDocument.fill(-1);
    const frequency = new Uint32Array(vocabularySize);
    const distinct = new Uint32Array(longest);
    for (let document = 0; document < documentCount; document += 1) {
      const start = offsets[document] as number;
      const end = offsets[document + 1] as number;
      let distinctCount = 0;
      for (let position = start; position < end; position += 1) {
        const term = tokens[position] as number;
        if (lastDocument[term] !== document) {
          lastDocument[term] = document;
          frequency[term] = 1;
          distinct[distinctCount] = term;
          distinctCount += 1;
        } else {
          frequency[term] = (frequency[term] as number) + 1;
        }
      }
      const length = end - start;
      for (let index = 0; index < distinctCount; index += 1) {
        const term = distinct[index] as number;
        const weight =
          bm25TermScore(variant, parameters, frequency[term] as number, length, averageDocumentLength, termIdf[term] as number) -
          (termAbsentScore[term] as number);
        const row = termDenseRow[term] as number;
        if (row !== NO_ROW) {
          denseWeights[row * documentCount + document] = weight;
          continue;
        }
        const slot = cursor[term] as number;
        cursor[term] = slot + 1;
        postingDocuments[slot] = document;
        postingWeights[slot] = weight;
      }
    }

    return new Bm25Index({
      variant,
      parameters,
      averageDocumentLength,
      averageIdf,
      terms,
      documentLengths,
      termOffsets,
      termIdf,
      termAbsentScore,
      postingDocuments,
      postingWeights,
      termDocumentFrequency,
      termDenseRow,
      denseWeights,
    });
  }

  /** Number of term ids (string indexes: distinct tokens; id indexes: `vocabularySize`). */
  get vocabularySize(): number {
    return this.termIdf.length;
  }

  /** Number of distinct (term, document) pairs in the corpus. */
  get postingCount(): number {
    let total = 0;
    for (let term = 0; term < this.termDocumentFrequency.length; term += 1) total += this.termDocumentFrequency[term] as number;
    return total;
  }

  /** Bytes held by the index's typed arrays (the vocabulary's strings are not counted). */
  get byteLength(): number {
    return (
      this.documentLengths.byteLength +
      this.termOffsets.byteLength +
      this.termIdf.byteLength +
      this.termAbsentScore.byteLength +
      this.postingDocuments.byteLength +
      this.postingWeights.byteLength +
      this.termDocumentFrequency.byteLength +
      this.termDenseRow.byteLength +
      this.denseWeights.byteLength
    );
  }

  /** True when the index was built from token strings (so {@link search} accepts strings). */
  get hasVocabulary(): boolean {
    return this.vocabulary !== null;
  }

  /** Token count of document `document` (duplicates counted). */
  documentLength(document: number): number {
    this.checkDocument(document);
    return this.documentLengths[document] as number;
  }

  /** The id of `term`, or `undefined` when it is not in the vocabulary. */
  termId(term: string): number | undefined {
    return this.vocabulary?.get(term);
  }

  /** Number of documents that contain the term (0 for an unknown term). */
  documentFrequency(term: string | number): number {
    const id = this.resolveTerm(term);
    return id === -1 ? 0 : (this.termDocumentFrequency[id] as number);
  }

  /** The idf used for the term, after okapi's floor; 0 for a term in no document. */
  idf(term: string | number): number {
    const id = this.resolveTerm(term);
    return id === -1 ? 0 : withoutNegativeZero(this.termIdf[id] as number);
  }

  /**
   * The score of every document for a query of token strings, in document order (what rank_bm25's
   * `get_scores` returns). Unknown tokens contribute nothing.
   */
  scores(query: readonly string[]): Float64Array {
    return this.scoreAll(this.resolveTokens(query));
  }

  /** {@link scores} for a query of term ids (ids outside the vocabulary contribute nothing). */
  scoresTermIds(query: ArrayLike<number>): Float64Array {
    return this.scoreAll(this.resolveTermIds(query));
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
    return this.rank(this.resolveTokens(query), topK);
  }

  /** {@link search} for a query of term ids. */
  searchTermIds(query: ArrayLike<number>, topK: number): Bm25Hit[] {
    checkTopK(topK);
    return this.rank(this.resolveTermIds(query), topK);
  }

  /**
   * Writes the index to `path` (atomically), with `metadata` (any JSON object) stored beside it.
   * The file holds the precomputed weights, so it loads without the corpus. Format: see
   * `writeTypedArrayFile` in the README.
   *
   * @throws IoError when the file cannot be written.
   */
  async save(path: string, metadata: Bm25IndexMetadata = {}): Promise<void> {
    await writeTypedArrayFile(path, {
      header: {
        kind: FILE_KIND,
        variant: this.variant,
        parameters: { ...this.parameters },
        averageDocumentLength: this.averageDocumentLength,
        averageIdf: Number.isNaN(this.averageIdf) ? null : this.averageIdf,
        terms: this.terms,
        metadata,
      },
      arrays: {
        documentLengths: this.documentLengths,
        termOffsets: this.termOffsets,
        termIdf: this.termIdf,
        termAbsentScore: this.termAbsentScore,
        postingDocuments: this.postingDocuments,
        postingWeights: this.postingWeights,
        termDocumentFrequency: this.termDocumentFrequency,
        termDenseRow: this.termDenseRow,
        denseWeights: this.denseWeights,
      },
    });
  }

  private resolveTerm(term: string | number): number {
    if (typeof term === 'string') {
      const id = this.vocabulary?.get(term);
      return id === undefined ? -1 : id;
    }
    return Number.isInteger(term) && term >= 0 && term < this.termIdf.length ? term : -1;
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
    const size = this.termIdf.length;
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

  private baseScore(terms: readonly number[]): number {
    let base = 0;
    for (const term of terms) base += this.termAbsentScore[term] as number;
    return base;
  }

  private scoreAll(terms: readonly number[]): Float64Array {
    const result = new Float64Array(this.documentCount);
    this.addPostings(terms, result);
    const base = this.baseScore(terms);
    if (base !== 0) for (let document = 0; document < result.length; document += 1) result[document] = base + (result[document] as number);
    return result;
  }

  private addPostings(terms: readonly number[], target: Float64Array): void {
    const { termOffsets, postingDocuments, postingWeights, termDenseRow, documentCount } = this;
    for (const term of terms) {
      const row = termDenseRow[term] as number;
      if (row !== NO_ROW) {
        const weights = this.denseWeights.subarray(row * documentCount, (row + 1) * documentCount);
        for (let document = 0; document < documentCount; document += 1) {
          target[document] = (target[document] as number) + (weights[document] as number);
        }
        continue;
      }
      const end = termOffsets[term + 1] as number;
      for (let slot = termOffsets[term] as number; slot < end; slot += 1) {
        const document = postingDocuments[slot] as number;
        target[document] = (target[document] as number) + (postingWeights[slot] as number);
      }
    }
  }

  private rank(terms: readonly number[], topK: number): Bm25Hit[] {
    const documentCount = this.documentCount;
    const wanted = Math.min(topK, documentCount);
    if (wanted === 0) return [];
    const base = this.baseScore(terms);
    // Work: a dense row costs a pass over every document, so a query with one always takes the dense
    // path (rankSparse only reads posting lists).
    let postings = 0;
    for (const term of terms) postings += this.termDenseRow[term] === NO_ROW ? (this.termDocumentFrequency[term] as number) : documentCount;
    if (this.heap === undefined || this.heap.capacity !== wanted) this.heap = new TopKHeap(wanted);
    const heap = this.heap;
    heap.clear();
    if (postings * DENSE_RATIO >= documentCount) return this.rankDense(terms, base, wanted, heap);
    if (this.accumulator === undefined) this.accumulator = new Float64Array(documentCount);
    const accumulator = this.accumulator;
    return this.rankSparse(terms, base, wanted, heap, accumulator);
  }

  // Scores every document, one block of BLOCK_DOCUMENTS at a time: all query terms add into a small
  // accumulator that stays in cache, which is then scanned into the heap and cleared. Each document
  // still receives its terms' weights in query order.
  private rankDense(terms: readonly number[], base: number, wanted: number, heap: TopKHeap): Bm25Hit[] {
    const documentCount = this.documentCount;
    const blockSize = Math.min(BLOCK_DOCUMENTS, documentCount);
    if (this.blockAccumulator === undefined || this.blockAccumulator.length < blockSize) this.blockAccumulator = new Float64Array(blockSize);
    const accumulator = this.blockAccumulator;
    const { termOffsets, postingDocuments, postingWeights, termDenseRow, denseWeights } = this;
    const termCount = terms.length;
    const cursors = new Float64Array(termCount);
    const ends = new Float64Array(termCount);
    const rowStarts = new Float64Array(termCount);
    for (let index = 0; index < termCount; index += 1) {
      const term = terms[index] as number;
      const row = termDenseRow[term] as number;
      rowStarts[index] = row === NO_ROW ? -1 : row * documentCount;
      cursors[index] = termOffsets[term] as number;
      ends[index] = termOffsets[term + 1] as number;
    }
    let offered = 0;
    let threshold = -Infinity;
    for (let low = 0; low < documentCount; low += blockSize) {
      const high = Math.min(low + blockSize, documentCount);
      const length = high - low;
      for (let index = 0; index < termCount; index += 1) {
        const rowStart = rowStarts[index] as number;
        if (rowStart >= 0) {
          const offset = rowStart + low;
          for (let position = 0; position < length; position += 1) {
            accumulator[position] = (accumulator[position] as number) + (denseWeights[offset + position] as number);
          }
          continue;
        }
        let slot = cursors[index] as number;
        const end = ends[index] as number;
        while (slot < end) {
          const document = postingDocuments[slot] as number;
          if (document >= high) break;
          accumulator[document - low] = (accumulator[document - low] as number) + (postingWeights[slot] as number);
          slot += 1;
        }
        cursors[index] = slot;
      }
      // Documents arrive in ascending order, so once the heap is full a later document with an equal
      // score never beats the worst kept one: one comparison rejects most documents.
      for (let position = 0; position < length; position += 1) {
        const score = base + (accumulator[position] as number);
        accumulator[position] = 0;
        if (offered < wanted) {
          heap.offer(score, low + position);
          offered += 1;
          if (offered === wanted) threshold = heap.worstScore;
        } else if (score > threshold) {
          heap.offer(score, low + position);
          threshold = heap.worstScore;
        }
      }
    }
    const hits: Bm25Hit[] = [];
    appendDrained(heap, hits);
    return hits;
  }

  private rankSparse(terms: readonly number[], base: number, wanted: number, heap: TopKHeap, accumulator: Float64Array): Bm25Hit[] {
    const documentCount = this.documentCount;
    if (this.touchStamp === undefined || this.touchedDocuments === undefined) {
      this.touchStamp = new Uint32Array(documentCount);
      this.touchedDocuments = new Uint32Array(documentCount);
    }
    const stamp = this.touchStamp;
    const touched = this.touchedDocuments;
    this.stampGeneration += 1;
    if (this.stampGeneration === 0xffff_ffff) {
      stamp.fill(0);
      this.stampGeneration = 1;
    }
    const generation = this.stampGeneration;
    const { termOffsets, postingDocuments, postingWeights } = this;
    let touchedCount = 0;
    for (const term of terms) {
      const end = termOffsets[term + 1] as number;
      for (let slot = termOffsets[term] as number; slot < end; slot += 1) {
        const document = postingDocuments[slot] as number;
        if (stamp[document] !== generation) {
          stamp[document] = generation;
          touched[touchedCount] = document;
          touchedCount += 1;
        }
        accumulator[document] = (accumulator[document] as number) + (postingWeights[slot] as number);
      }
    }
    for (let index = 0; index < touchedCount; index += 1) {
      const document = touched[index] as number;
      heap.offer(base + (accumulator[document] as number), document);
      accumulator[document] = 0;
    }
    const best: Bm25Hit[] = [];
    appendDrained(heap, best);
    // Untouched documents all score `base`; they compete in position order.
    if (best.length === wanted && (best[wanted - 1] as Bm25Hit).score > base) return best;
    const hits: Bm25Hit[] = [];
    let bestIndex = 0;
    let document = 0;
    while (hits.length < wanted) {
      while (document < documentCount && stamp[document] === generation) document += 1;
      const candidate = best[bestIndex];
      if (document < documentCount && (candidate === undefined || candidate.score < base || (candidate.score === base && candidate.document > document))) {
        hits.push({ document, score: base });
        document += 1;
      } else if (candidate !== undefined) {
        hits.push(candidate);
        bestIndex += 1;
      } else {
        break;
      }
    }
    return hits;
  }
}

const drainBuffers = { scores: new Float64Array(0), documents: new Int32Array(0) };

function appendDrained(heap: TopKHeap, hits: Bm25Hit[]): void {
  if (drainBuffers.scores.length < heap.size) {
    drainBuffers.scores = new Float64Array(heap.capacity);
    drainBuffers.documents = new Int32Array(heap.capacity);
  }
  const count = heap.drainSorted(drainBuffers.scores, drainBuffers.documents);
  for (let index = 0; index < count; index += 1) {
    hits.push({ document: drainBuffers.documents[index] as number, score: withoutNegativeZero(drainBuffers.scores[index] as number) });
  }
}

// -0 and 0 are the same score; report 0 so rankings serialise without a sign.
function withoutNegativeZero(score: number): number {
  return score === 0 ? 0 : score;
}

function checkTopK(topK: number): void {
  if (!Number.isSafeInteger(topK) || topK < 0) {
    throw new InvalidArgumentError(`topK must be a non-negative integer, got ${String(topK)}`);
  }
}

function tooManyTokens(count: number): InvalidArgumentError {
  return new InvalidArgumentError(`at most ${MAX_TOKENS} tokens can be indexed, got ${count}`);
}

function flatten(documents: readonly ArrayLike<number>[]): TermIdCorpus {
  let total = 0;
  for (const document of documents) total += document.length;
  if (total > MAX_TOKENS) throw tooManyTokens(total);
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

function checkParts(parts: IndexParts): string | undefined {
  const vocabularySize = parts.termIdf.length;
  const documentCount = parts.documentLengths.length;
  if (parts.termOffsets.length !== vocabularySize + 1) return `termOffsets must hold ${vocabularySize + 1} entries, got ${parts.termOffsets.length}`;
  if (parts.termAbsentScore.length !== vocabularySize) return `termAbsentScore must hold ${vocabularySize} entries, got ${parts.termAbsentScore.length}`;
  if (parts.terms !== null && parts.terms.length !== vocabularySize) return `terms must hold ${vocabularySize} entries, got ${parts.terms.length}`;
  if (parts.postingWeights.length !== parts.postingDocuments.length) return 'postingWeights and postingDocuments differ in length';
  if (parts.termDocumentFrequency.length !== vocabularySize) return `termDocumentFrequency must hold ${vocabularySize} entries, got ${parts.termDocumentFrequency.length}`;
  if (parts.termDenseRow.length !== vocabularySize) return `termDenseRow must hold ${vocabularySize} entries, got ${parts.termDenseRow.length}`;
  const denseRows = documentCount === 0 ? 0 : parts.denseWeights.length / documentCount;
  if (!Number.isInteger(denseRows) || (documentCount === 0 && parts.denseWeights.length !== 0)) return `denseWeights must hold a whole number of ${documentCount}-document rows, got ${parts.denseWeights.length} values`;
  for (let term = 0; term < vocabularySize; term += 1) {
    const row = parts.termDenseRow[term] as number;
    const stored = (parts.termOffsets[term + 1] as number) - (parts.termOffsets[term] as number);
    if (row !== NO_ROW && (row >= denseRows || stored !== 0)) return `term ${term} names dense row ${row} of ${denseRows} and has ${stored} postings`;
    if (row === NO_ROW && stored !== parts.termDocumentFrequency[term]) return `term ${term} has ${stored} postings but document frequency ${parts.termDocumentFrequency[term]}`;
  }
  if (parts.termOffsets[0] !== 0 || parts.termOffsets[vocabularySize] !== parts.postingDocuments.length) return 'termOffsets do not span the postings';
  for (let term = 0; term < vocabularySize; term += 1) {
    if ((parts.termOffsets[term + 1] as number) < (parts.termOffsets[term] as number)) return `termOffsets decrease at term ${term}`;
  }
  for (let slot = 0; slot < parts.postingDocuments.length; slot += 1) {
    if ((parts.postingDocuments[slot] as number) >= documentCount) return `posting ${slot} names document ${parts.postingDocuments[slot]}, but there are ${documentCount}`;
  }
  if (!Number.isFinite(parts.averageDocumentLength) || parts.averageDocumentLength < 0) return `averageDocumentLength must be a finite number ≥ 0, got ${parts.averageDocumentLength}`;
  return undefined;
}
