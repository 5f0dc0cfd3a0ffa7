/** A block of vectors whose queries are grouped by their combination of values (one system's metrics). */
export interface Block {
  /** The block's vectors (all of length n). */
  vectors: readonly ArrayLike<number>[];
  /** One output array per vector. */
  results: Float64Array[];
  /** Group of each query. */
  groupOf: Int32Array;
  /** Number of distinct value combinations. */
  groupCount: number;
  /** groups × vectors, row-major: the values of each group. */
  table: Float64Array;
  /** Position of group 0 of this block in a shared weight array. */
  weightOffset: number;
}

/** Groups the queries of a block by their combination of values across its vectors. */
export function groupQueries(vectors: readonly ArrayLike<number>[], results: Float64Array[], size: number): Block {
  const width = vectors.length;
  const groupOf = new Int32Array(size);
  const groups = new Map<string, number>();
  const table: number[] = [];
  for (let query = 0; query < size; query += 1) {
    let key = '';
    for (let column = 0; column < width; column += 1) key += `${(vectors[column] as ArrayLike<number>)[query] as number},`;
    let group = groups.get(key);
    if (group === undefined) {
      group = groups.size;
      groups.set(key, group);
      for (let column = 0; column < width; column += 1) table.push((vectors[column] as ArrayLike<number>)[query] as number);
    }
    groupOf[query] = group;
  }
  return { vectors, results, groupOf, groupCount: groups.size, table: Float64Array.from(table), weightOffset: 0 };
}

/**
 * Lays out the blocks' groups in one shared weight array: returns slot[query · blocks + block], the
 * weight position of that query's group, and the total number of weights.
 */
export function sharedSlots(blocks: readonly Block[], size: number): { slot: Int32Array; weightCount: number } {
  let weightCount = 0;
  for (const block of blocks) {
    block.weightOffset = weightCount;
    weightCount += block.groupCount;
  }
  const blockCount = blocks.length;
  const slot = new Int32Array(size * blockCount);
  blocks.forEach((block, blockIndex) => {
    for (let query = 0; query < size; query += 1) slot[query * blockCount + blockIndex] = block.weightOffset + (block.groupOf[query] as number);
  });
  return { slot, weightCount };
}

/** Writes (Σ_group weight · value) / divisor for every vector of every block into position `row` of its result. */
export function writeRow(blocks: readonly Block[], weights: Float64Array, row: number, divisor: number): void {
  for (const block of blocks) {
    const width = block.vectors.length;
    const groupCount = block.groupCount;
    const table = block.table;
    const offset = block.weightOffset;
    for (let column = 0; column < width; column += 1) {
      let sum = 0;
      for (let group = 0, cell = column; group < groupCount; group += 1, cell += width) sum += (weights[offset + group] as number) * (table[cell] as number);
      (block.results[column] as Float64Array)[row] = sum / divisor;
    }
  }
}
