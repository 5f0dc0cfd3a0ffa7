import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@execret/core';
import type { FloatMatrix } from '../npy.js';
import { JavaScriptKernel } from './javascript-kernel.js';
import { NativeKernel } from './native-kernel.js';
import type { SimilarityKernel } from './similarity-kernel.js';
import { buildTopKGraph } from './top-k-graph.build.js';
import { TOP_K_GRAPH_BASE64 } from './top-k-graph.js';

function randomMatrix(random: SeededRandom, rows: number, columns: number, integers: boolean): FloatMatrix {
  const data = new Float32Array(rows * columns);
  for (let index = 0; index < data.length; index += 1) data[index] = integers ? random.integer(-2, 2) : random.nextFloat() - 0.5;
  return { data, rows, columns };
}

// The reference: every score in float64, sorted by score descending then row index ascending.
function naiveTopK(queries: FloatMatrix, corpus: FloatMatrix, k: number): Array<Array<{ index: number; score: number }>> {
  const result = [];
  for (let query = 0; query < queries.rows; query += 1) {
    const scored = [];
    for (let row = 0; row < corpus.rows; row += 1) {
      let sum = 0;
      for (let column = 0; column < queries.columns; column += 1) sum += (queries.data[query * queries.columns + column] as number) * (corpus.data[row * corpus.columns + column] as number);
      scored.push({ index: row, score: sum });
    }
    scored.sort((left, right) => right.score - left.score || left.index - right.index);
    result.push(scored.slice(0, k));
  }
  return result;
}

const kernels: Array<[string, () => Promise<SimilarityKernel>]> = [
  ['javascript', async () => new JavaScriptKernel()],
  ['native', async () => {
    const kernel = await NativeKernel.load({ threads: 1 });
    if (kernel === undefined) throw new Error('onnxruntime-node must be installed for this test (it is a devDependency)');
    return kernel;
  }],
];

describe.each(kernels)('%s kernel', (_name, load) => {
  it('equals a naive reference exactly on integer data full of ties (ties by lower row)', async () => {
    const kernel = await load();
    const random = new SeededRandom(1);
    const queries = randomMatrix(random, 13, 6, true);
    const corpus = randomMatrix(random, 57, 6, true);
    const expected = naiveTopK(queries, corpus, 10);
    const actual = await kernel.topK(queries, corpus, 10);
    expected.forEach((row, query) => {
      expect(Array.from(actual.indices[query] as Int32Array)).toEqual(row.map((item) => item.index));
      expect(Array.from(actual.scores[query] as Float32Array)).toEqual(row.map((item) => item.score));
    });
  });

  it('agrees with the reference on random floats (scores within float32 rounding)', async () => {
    const kernel = await load();
    const random = new SeededRandom(2);
    const queries = randomMatrix(random, 9, 64, false);
    const corpus = randomMatrix(random, 300, 64, false);
    const expected = naiveTopK(queries, corpus, 5);
    const actual = await kernel.topK(queries, corpus, 5);
    expected.forEach((row, query) => {
      expect(Array.from(actual.indices[query] as Int32Array)).toEqual(row.map((item) => item.index));
      row.forEach((item, position) => expect(Math.abs((actual.scores[query] as Float32Array)[position] as number - item.score)).toBeLessThan(1e-5));
    });
  });

  it('returns every row when k exceeds the corpus, and nothing for an empty corpus', async () => {
    const kernel = await load();
    const queries = { data: Float32Array.from([1, 0]), rows: 1, columns: 2 };
    const corpus = { data: Float32Array.from([0, 1, 1, 0, 2, 0]), rows: 3, columns: 2 };
    expect(Array.from((await kernel.topK(queries, corpus, 10)).indices[0] as Int32Array)).toEqual([2, 1, 0]);
  });
});

describe('the native kernel graph', () => {
  it('is the graph buildTopKGraph() produces with onnx-proto', () => {
    expect(Buffer.from(buildTopKGraph()).toString('base64')).toBe(TOP_K_GRAPH_BASE64);
  });
});
