import { InvalidArgumentError } from '@execret/core';
import { groupQueries, sharedSlots, writeRow, type Block } from './query-groups.js';
import type { ResampleCounts } from './resample-counts.js';

/**
 * The bootstrap distribution of the mean of each vector: entry b of result j is the mean of
 * `vectors[j]` over resample b, i.e. (row b of the count matrix · vectors[j]) / n. All vectors
 * share the resamples, which is what makes differences between them paired.
 *
 * Per-query metric vectors take few distinct value combinations (exec@k is 0 or 1, nDCG@k with
 * one canonical has k + 1 values), so the queries are first grouped by their combination of
 * values across `vectors`; each resample then adds counts per group and multiplies a small
 * groups × vectors table instead of an n × vectors one. It is the same product, C · V = (C · G) · U,
 * with G mapping queries to groups and U holding each group's values.
 */
export function bootstrapMeans(vectors: readonly ArrayLike<number>[], counts: ResampleCounts): Float64Array[] {
  return bootstrapMeansByBlock([vectors], counts)[0] as Float64Array[];
}

/**
 * {@link bootstrapMeans} for several blocks of vectors (e.g. one block per system) at once. Queries
 * are grouped within each block; all compressible blocks share one pass over the count matrix, so
 * each non-zero count is read once for all of them.
 */
export function bootstrapMeansByBlock(blocks: readonly (readonly ArrayLike<number>[])[], counts: ResampleCounts): Float64Array[][] {
  const size = counts.size;
  const resamples = counts.resamples;
  const grouped: Block[] = [];
  const direct: Block[] = [];
  const output = blocks.map((vectors, blockIndex) => {
    vectors.forEach((vector, position) => {
      if (vector.length !== size) {
        throw new InvalidArgumentError(`vector ${position}${blocks.length > 1 ? ` of block ${blockIndex}` : ''} has ${vector.length} values; the resamples are over ${size} queries`);
      }
    });
    const results = vectors.map(() => new Float64Array(resamples));
    if (vectors.length === 0) return results;
    const block = groupQueries(vectors, results, size);
    if (block.groupCount * 2 <= size) {
      grouped.push(block);
    } else {
      direct.push(block);
    }
    return results;
  });
  if (grouped.length > 0) groupedKernel(grouped, counts);
  for (const block of direct) directKernel(block, counts);
  return output;
}

function groupedKernel(blocks: readonly Block[], counts: ResampleCounts): void {
  const size = counts.size;
  const blockCount = blocks.length;
  const { slot, weightCount } = sharedSlots(blocks, size);
  const weights = new Float64Array(weightCount);
  const { rowStart, index, count, resamples } = counts;
  for (let resample = 0; resample < resamples; resample += 1) {
    weights.fill(0);
    const end = rowStart[resample + 1] as number;
    for (let entry = rowStart[resample] as number; entry < end; entry += 1) {
      const times = count[entry] as number;
      const base = (index[entry] as number) * blockCount;
      for (let blockIndex = 0; blockIndex < blockCount; blockIndex += 1) {
        const position = slot[base + blockIndex] as number;
        weights[position] = (weights[position] as number) + times;
      }
    }
    writeRow(blocks, weights, resample, size);
  }
}

// Many distinct value combinations: multiply the sparse count rows directly (query-major values).
function directKernel(block: Block, counts: ResampleCounts): void {
  const size = counts.size;
  const width = block.vectors.length;
  const values = new Float64Array(size * width);
  for (let query = 0; query < size; query += 1) {
    for (let column = 0; column < width; column += 1) values[query * width + column] = (block.vectors[column] as ArrayLike<number>)[query] as number;
  }
  const sums = new Float64Array(width);
  const { rowStart, index, count, resamples } = counts;
  for (let resample = 0; resample < resamples; resample += 1) {
    sums.fill(0);
    const end = rowStart[resample + 1] as number;
    for (let entry = rowStart[resample] as number; entry < end; entry += 1) {
      const times = count[entry] as number;
      const offset = (index[entry] as number) * width;
      for (let column = 0; column < width; column += 1) sums[column] = (sums[column] as number) + times * (values[offset + column] as number);
    }
    for (let column = 0; column < width; column += 1) (block.results[column] as Float64Array)[resample] = (sums[column] as number) / size;
  }
}
