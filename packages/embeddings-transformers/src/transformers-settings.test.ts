import { describe, expect, it } from '@jest/globals';
import { TRANSFORMERS_DTYPES, TRANSFORMERS_POOLINGS, UNSUPPORTED_TRANSFORMERS_DTYPES, isTransformersDtype, isTransformersPooling, transformersDtypeProblem } from './transformers-settings.js';

describe(isTransformersPooling.name, () => {
  it('accepts exactly the poolings in the table', () => {
    expect(Object.keys(TRANSFORMERS_POOLINGS)).toEqual(['mean', 'cls', 'last_token']);
    for (const pooling of Object.keys(TRANSFORMERS_POOLINGS)) expect(isTransformersPooling(pooling)).toBe(true);
    for (const other of ['max', 'MEAN', 'toString', '__proto__', '', undefined, 1]) expect(isTransformersPooling(other)).toBe(false);
  });
});

describe(isTransformersDtype.name, () => {
  it('accepts exactly the dtypes in the table, not auto (environment-dependent weights)', () => {
    expect(Object.keys(TRANSFORMERS_DTYPES)).toEqual(['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4', 'q4f16', 'bnb4']);
    for (const dtype of Object.keys(TRANSFORMERS_DTYPES)) expect(isTransformersDtype(dtype)).toBe(true);
    for (const other of ['auto', 'fp64', 'FP32', 'constructor', null]) expect(isTransformersDtype(other)).toBe(false);
  });
});

describe(transformersDtypeProblem.name, () => {
  it('names the allowed dtypes, and for bf16 why this runtime cannot run it', () => {
    expect(transformersDtypeProblem('q8')).toBeUndefined();
    expect(transformersDtypeProblem('fp64')).toBe('must be one of fp32, fp16, q8, int8, uint8, q4, q4f16, bnb4');
    expect(transformersDtypeProblem('bf16')).toMatch(/^bf16 is not supported by this runtime: .+; allowed: fp32, fp16, q8, int8, uint8, q4, q4f16, bnb4$/);
    expect(Object.keys(UNSUPPORTED_TRANSFORMERS_DTYPES).filter((dtype) => isTransformersDtype(dtype))).toEqual([]);
  });
});
