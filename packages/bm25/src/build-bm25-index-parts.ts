import { InvalidArgumentError } from '@execret/core';
import { bm25Idf, bm25TermScore } from './bm25-formulas.js';
import { NO_DENSE_ROW, type Bm25IndexParts } from './bm25-index-parts.js';
import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';
import { MAX_INDEXED_TOKENS, tooManyTokens, type TermIdCorpus } from './term-id-corpus.js';

// Terms in at least two thirds of the documents keep their weights as a dense row over all documents:
// no larger than their postings (8 bytes per document against 12 per posting), and added without
// the indirection through document numbers.
const DENSE_NUMERATOR = 2;
const DENSE_DENOMINATOR = 3;

/**
 * Builds the parts of a BM25 index (see {@link Bm25IndexParts}) from a corpus of term ids in two
 * passes over the tokens: first document lengths and frequencies, then the weights, written straight
 * into each term's posting range (or dense row).
 *
 * @param vocabularySize every term id must be below it.
 * @param terms the token string of each id, or null.
 * @throws InvalidArgumentError for bad offsets, a term id outside [0, vocabularySize), or too many
 *   documents or tokens.
 */
export function buildBm25IndexParts(corpus: TermIdCorpus, vocabularySize: number, terms: string[] | null, variant: Bm25Variant, parameters: Bm25Parameters): Bm25IndexParts {
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
  if (totalLength > MAX_INDEXED_TOKENS) throw tooManyTokens(totalLength);
  const averageDocumentLength = documentCount === 0 ? 0 : totalLength / documentCount;

  // Term table: posting ranges, idf (with okapi's floor) and the score of a document lacking the term.
  const termDocumentFrequency = documentFrequency.slice();
  const termDenseRow = new Uint32Array(vocabularySize).fill(NO_DENSE_ROW);
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
      if (row !== NO_DENSE_ROW) {
        denseWeights[row * documentCount + document] = weight;
        continue;
      }
      const slot = cursor[term] as number;
      cursor[term] = slot + 1;
      postingDocuments[slot] = document;
      postingWeights[slot] = weight;
    }
  }

  return {
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
  };
}
