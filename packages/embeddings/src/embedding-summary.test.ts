import { describe, expect, it } from '@jest/globals';
import { summarizeEmbeddings, summarizeMatrix } from './embedding-summary.js';

describe(summarizeMatrix.name, () => {
  it('gives shape, finiteness, zero rows and the norm range, by hand', () => {
    // Row norms: 5 (3-4-0), 0 (a zero row), 1 (0-0-1).
    const summary = summarizeMatrix({ data: Float32Array.from([3, 4, 0, 0, 0, 0, 0, 0, 1]), rows: 3, columns: 3 });
    expect(summary).toEqual({ shape: [3, 3], dtype: 'float32', all_finite: true, zero_norm_rows: 1, norm_min: 0, norm_max: 5 });
  });

  it('says when a value is not finite, and gives no norms then', () => {
    const summary = summarizeMatrix({ data: Float32Array.from([1, Number.NaN, 2, 2]), rows: 2, columns: 2 });
    expect(summary).toMatchObject({ all_finite: false, zero_norm_rows: 0, norm_min: null, norm_max: null });
  });

  it('gives no norms for a matrix without rows', () => {
    expect(summarizeMatrix({ data: new Float32Array(0), rows: 0, columns: 4 })).toEqual({ shape: [0, 4], dtype: 'float32', all_finite: true, zero_norm_rows: 0, norm_min: null, norm_max: null });
  });
});

describe(summarizeEmbeddings.name, () => {
  it('summarises both sides and records the similarity', () => {
    const summary = summarizeEmbeddings({
      queries: { ids: ['q_1'], data: Float32Array.from([0, 2]), rows: 1, columns: 2 },
      corpus: { ids: ['c_1', 'c_2'], data: Float32Array.from([6, 8, 0, 0.5]), rows: 2, columns: 2 },
      similarity: 'dot',
    });
    expect(summary).toEqual({
      similarity: 'dot',
      queries: { shape: [1, 2], dtype: 'float32', all_finite: true, zero_norm_rows: 0, norm_min: 2, norm_max: 2 },
      corpus: { shape: [2, 2], dtype: 'float32', all_finite: true, zero_norm_rows: 0, norm_min: 0.5, norm_max: 10 },
    });
  });
});
