import type { FloatMatrix } from '../npy.js';
import type { SimilarityKernel, TopKMatches } from './similarity-kernel.js';

const QUERY_BLOCK = 4;

/**
 * A portable top-k kernel in plain JavaScript: four query rows at a time against each corpus row
 * (so every corpus row is loaded once per four queries), with a bounded min-heap per query.
 * Scores are float64 accumulations of float32 products.
 */
export class JavaScriptKernel implements SimilarityKernel {
  readonly name = 'javascript';

  async topK(queries: FloatMatrix, corpus: FloatMatrix, k: number): Promise<TopKMatches> {
    const dimensions = queries.columns;
    const take = Math.min(k, corpus.rows);
    const indices: Int32Array[] = [];
    const scores: Float32Array[] = [];
    const q = queries.data;
    const c = corpus.data;
    for (let start = 0; start < queries.rows; start += QUERY_BLOCK) {
      const count = Math.min(QUERY_BLOCK, queries.rows - start);
      const heaps = Array.from({ length: count }, () => new BoundedHeap(take));
      const base0 = start * dimensions;
      const base1 = base0 + dimensions;
      const base2 = base1 + dimensions;
      const base3 = base2 + dimensions;
      for (let row = 0; row < corpus.rows; row += 1) {
        const offset = row * dimensions;
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        for (let index = 0; index < dimensions; index += 1) {
          const value = c[offset + index] as number;
          s0 += (q[base0 + index] as number) * value;
          if (count > 1) s1 += (q[base1 + index] as number) * value;
          if (count > 2) s2 += (q[base2 + index] as number) * value;
          if (count > 3) s3 += (q[base3 + index] as number) * value;
        }
        (heaps[0] as BoundedHeap).offer(Math.fround(s0), row);
        if (count > 1) (heaps[1] as BoundedHeap).offer(Math.fround(s1), row);
        if (count > 2) (heaps[2] as BoundedHeap).offer(Math.fround(s2), row);
        if (count > 3) (heaps[3] as BoundedHeap).offer(Math.fround(s3), row);
      }
      for (const heap of heaps) {
        const sorted = heap.sorted();
        indices.push(sorted.indices);
        scores.push(sorted.scores);
      }
    }
    return { indices, scores };
  }
}

/** A min-heap of the best `capacity` (score, index) pairs; "worse" = lower score, then higher index. */
class BoundedHeap {
  private readonly scores: Float64Array;
  private readonly indices: Int32Array;
  private size = 0;

  constructor(private readonly capacity: number) {
    this.scores = new Float64Array(capacity);
    this.indices = new Int32Array(capacity);
  }

  private worse(left: number, right: number): boolean {
    const leftScore = this.scores[left] as number;
    const rightScore = this.scores[right] as number;
    return leftScore < rightScore || (leftScore === rightScore && (this.indices[left] as number) > (this.indices[right] as number));
  }

  private swap(left: number, right: number): void {
    const score = this.scores[left] as number;
    this.scores[left] = this.scores[right] as number;
    this.scores[right] = score;
    const index = this.indices[left] as number;
    this.indices[left] = this.indices[right] as number;
    this.indices[right] = index;
  }

  offer(score: number, index: number): void {
    if (this.capacity === 0 || Number.isNaN(score)) return;
    if (this.size < this.capacity) {
      let position = this.size;
      this.scores[position] = score;
      this.indices[position] = index;
      this.size += 1;
      while (position > 0) {
        const parent = (position - 1) >> 1;
        if (!this.worse(position, parent)) break;
        this.swap(position, parent);
        position = parent;
      }
      return;
    }
    // Rows arrive in increasing index, so an equal score never beats the heap's worst.
    if (score <= (this.scores[0] as number)) return;
    this.scores[0] = score;
    this.indices[0] = index;
    let position = 0;
    for (;;) {
      const left = position * 2 + 1;
      const right = left + 1;
      let smallest = position;
      if (left < this.size && this.worse(left, smallest)) smallest = left;
      if (right < this.size && this.worse(right, smallest)) smallest = right;
      if (smallest === position) break;
      this.swap(position, smallest);
      position = smallest;
    }
  }

  sorted(): { indices: Int32Array; scores: Float32Array } {
    const order = Array.from({ length: this.size }, (_, position) => position).sort((left, right) => {
      const difference = (this.scores[right] as number) - (this.scores[left] as number);
      return difference !== 0 ? difference : (this.indices[left] as number) - (this.indices[right] as number);
    });
    return {
      indices: Int32Array.from(order, (position) => this.indices[position] as number),
      scores: Float32Array.from(order, (position) => this.scores[position] as number),
    };
  }
}
