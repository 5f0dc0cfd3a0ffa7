import { NO_DENSE_ROW, type Bm25IndexParts } from './bm25-index-parts.js';
import { TopKHeap } from './top-k-heap.js';

/** One result of a BM25 search. */
export interface Bm25Hit {
  /** Position of the document in the indexed corpus (0-based). */
  document: number;
  /** Its BM25 score for the query. */
  score: number;
}

// A query whose postings number at least documentCount / DENSE_RATIO is scored with a dense pass over
// every document; below that only the touched documents are visited.
const DENSE_RATIO = 8;
// Documents per block of the dense pass: a 128 KiB accumulator stays in the CPU's L2 cache (measured
// at 1M documents: about 20% less CPU time per query than one pass over a full-size accumulator).
const BLOCK_DOCUMENTS = 16_384;

/**
 * Scores queries (already resolved to term ids) against the parts of an index: adds up only the
 * postings of the query's terms, then selects the top k with a bounded heap, by a dense pass in
 * cache-sized blocks when the query touches many documents and by visiting only the touched ones
 * otherwise. Holds reusable scratch buffers, so one scorer serves one query at a time.
 */
export class Bm25Scorer {
  private readonly documentCount: number;
  private readonly termOffsets: Uint32Array;
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

  constructor(parts: Bm25IndexParts) {
    this.documentCount = parts.documentLengths.length;
    this.termOffsets = parts.termOffsets;
    this.termAbsentScore = parts.termAbsentScore;
    this.postingDocuments = parts.postingDocuments;
    this.postingWeights = parts.postingWeights;
    this.termDocumentFrequency = parts.termDocumentFrequency;
    this.termDenseRow = parts.termDenseRow;
    this.denseWeights = parts.denseWeights;
  }

  private baseScore(terms: readonly number[]): number {
    let base = 0;
    for (const term of terms) base += this.termAbsentScore[term] as number;
    return base;
  }

  /** The score of every document for the resolved query terms, in document order. */
  scoreAll(terms: readonly number[]): Float64Array {
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
      if (row !== NO_DENSE_ROW) {
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

  /**
   * The `topK` best documents for the resolved query terms: score descending, then document
   * position ascending; `min(topK, documentCount)` hits.
   */
  rank(terms: readonly number[], topK: number): Bm25Hit[] {
    const documentCount = this.documentCount;
    const wanted = Math.min(topK, documentCount);
    if (wanted === 0) return [];
    const base = this.baseScore(terms);
    // Work: a dense row costs a pass over every document, so a query with one always takes the dense
    // path (rankSparse only reads posting lists).
    let postings = 0;
    for (const term of terms) postings += this.termDenseRow[term] === NO_DENSE_ROW ? (this.termDocumentFrequency[term] as number) : documentCount;
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
      rowStarts[index] = row === NO_DENSE_ROW ? -1 : row * documentCount;
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

/** -0 and 0 are the same score; reports 0 so that rankings serialise without a sign. */
export function withoutNegativeZero(score: number): number {
  return score === 0 ? 0 : score;
}
