/**
 * A bounded heap that keeps the `capacity` best (score, document) pairs, where better means a higher
 * score, then a lower document number. The root is the worst pair kept, so a candidate is compared
 * with one pair. Scores and documents live in typed arrays: no object per candidate.
 */
export class TopKHeap {
  /** Maximum number of pairs kept. */
  readonly capacity: number;
  private readonly scores: Float64Array;
  private readonly documents: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.scores = new Float64Array(capacity);
    this.documents = new Int32Array(capacity);
  }

  /** Number of pairs held. */
  get size(): number {
    return this.count;
  }

  /** True when the heap holds `capacity` pairs. */
  get full(): boolean {
    return this.count === this.capacity;
  }

  /** Score of the worst pair held (meaningful only when {@link size} > 0). */
  get worstScore(): number {
    return this.scores[0] as number;
  }

  /** Empties the heap. */
  clear(): void {
    this.count = 0;
  }

  /** Offers a pair; it is kept when the heap is not full or it beats the worst pair. */
  offer(score: number, document: number): void {
    const scores = this.scores;
    const documents = this.documents;
    if (this.count < this.capacity) {
      let index = this.count;
      this.count += 1;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        const parentScore = scores[parent] as number;
        const parentDocument = documents[parent] as number;
        if (!(parentScore > score || (parentScore === score && parentDocument < document))) break;
        scores[index] = parentScore;
        documents[index] = parentDocument;
        index = parent;
      }
      scores[index] = score;
      documents[index] = document;
      return;
    }
    if (this.capacity === 0) return;
    const rootScore = scores[0] as number;
    if (score < rootScore || (score === rootScore && document > (documents[0] as number))) return;
    this.siftDown(score, document);
  }

  /**
   * Moves the pairs out, best first, into `outScores` / `outDocuments` (which need at least
   * {@link size} slots), and empties the heap.
   *
   * @returns the number of pairs written.
   */
  drainSorted(outScores: Float64Array, outDocuments: Int32Array): number {
    const total = this.count;
    for (let position = total - 1; position >= 0; position -= 1) {
      outScores[position] = this.scores[0] as number;
      outDocuments[position] = this.documents[0] as number;
      this.count -= 1;
      if (this.count > 0) this.siftDown(this.scores[this.count] as number, this.documents[this.count] as number);
    }
    return total;
  }

  // Places (score, document) at the root and sifts it down: the root's old pair is dropped.
  private siftDown(score: number, document: number): void {
    const scores = this.scores;
    const documents = this.documents;
    const count = this.count;
    let index = 0;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= count) break;
      const right = child + 1;
      if (right < count) {
        const leftScore = scores[child] as number;
        const rightScore = scores[right] as number;
        // Pick the worse child: lower score, or equal score and higher document.
        if (rightScore < leftScore || (rightScore === leftScore && (documents[right] as number) > (documents[child] as number))) {
          child = right;
        }
      }
      const childScore = scores[child] as number;
      const childDocument = documents[child] as number;
      if (!(childScore < score || (childScore === score && childDocument > document))) break;
      scores[index] = childScore;
      documents[index] = childDocument;
      index = child;
    }
    scores[index] = score;
    documents[index] = document;
  }
}
