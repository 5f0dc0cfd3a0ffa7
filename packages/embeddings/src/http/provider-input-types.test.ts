import { describe, expect, it } from '@jest/globals';
import { allowedInputTypes, inputTypeProblem as sut } from './provider-input-types.js';
import { COHERE_SPEC, GEMINI_SPEC, MISTRAL_SPEC, OPENAI_COMPATIBLE_SPEC, VOYAGE_SPEC } from './providers.js';

describe(sut.name, () => {
  it('accepts exactly the documented values, and none where an input type is optional', () => {
    expect(sut(VOYAGE_SPEC.inputTypes, 'query')).toBeUndefined();
    expect(sut(VOYAGE_SPEC.inputTypes, 'none')).toBeUndefined();
    expect(sut(VOYAGE_SPEC.inputTypes, 'Query')).toBe('must be one of query, document, none');
    expect(sut(COHERE_SPEC.inputTypes, 'search_document')).toBeUndefined();
    expect(sut(COHERE_SPEC.inputTypes, 'none')).toBe('this provider requires an input type');
    expect(sut(GEMINI_SPEC.inputTypes, 'CODE_RETRIEVAL_QUERY')).toBeUndefined();
    expect(sut(GEMINI_SPEC.inputTypes, 'toString')).toMatch(/^must be one of RETRIEVAL_QUERY/);
  });

  it('takes any non-empty value for servers whose values are their own, and refuses every value where there is no input type', () => {
    expect(sut(OPENAI_COMPATIBLE_SPEC.inputTypes, 'passage')).toBeUndefined();
    expect(sut(OPENAI_COMPATIBLE_SPEC.inputTypes, ' ')).toBe('must not be empty (none sends no input type)');
    expect(sut(MISTRAL_SPEC.inputTypes, 'query')).toBe('this provider takes no input type');
  });

  it('lists the allowed values in table order', () => {
    expect(allowedInputTypes(COHERE_SPEC.inputTypes ?? { field: '', allowed: {}, required: true })).toBe('search_query, search_document, classification, clustering');
  });
});
