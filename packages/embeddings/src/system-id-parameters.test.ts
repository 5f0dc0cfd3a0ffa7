import { describe, expect, it } from '@jest/globals';
import { parseSystemId } from '@execret/core';
import { booleanValue, oneOfValue, positiveIntegerValue, readSystemIdParameters as sut, similarityValue, textValue, urlValue } from './system-id-parameters.js';

const table = { dimensions: positiveIntegerValue, normalize: booleanValue, similarity: similarityValue, queryPrefix: textValue, baseURL: urlValue };

describe(sut.name, () => {
  it('returns the parsed values of the parameters given, URI-decoded, and nothing for the others', () => {
    expect(sut(parseSystemId('openai:m?dimensions=256&normalize=false&queryPrefix=query%3A%20&baseURL=http%3A%2F%2F127.0.0.1%3A9%2Fv1'), table, 'openai')).toEqual({
      dimensions: 256,
      normalize: false,
      queryPrefix: 'query: ',
      baseURL: 'http://127.0.0.1:9/v1',
    });
    expect(sut(parseSystemId('openai:m'), table, 'openai')).toEqual({});
    // An empty prefix is a value: it removes a profile's prefix.
    expect(sut(parseSystemId('openai:m?queryPrefix='), table, 'openai')).toEqual({ queryPrefix: '' });
  });

  it('refuses an unknown parameter, naming the family and the allowed ones in code-unit order', () => {
    expect(() => sut(parseSystemId('openai:m?prefix=x'), table, 'openai')).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'unknown parameter "prefix" for openai systems; allowed: baseURL, dimensions, normalize, queryPrefix, similarity' }),
    );
    // Inherited object keys name no parameter.
    expect(() => sut(parseSystemId('openai:m?toString=1'), table, 'openai')).toThrow(/unknown parameter "toString"/);
  });

  it.each([
    ['dimensions=0', 'openai systems: parameter dimensions must be a positive integer, got "0"'],
    ['dimensions=1.5', 'openai systems: parameter dimensions must be a positive integer, got "1.5"'],
    ['dimensions=1e3', 'openai systems: parameter dimensions must be a positive integer, got "1e3"'],
    ['normalize=yes', 'openai systems: parameter normalize must be true or false, got "yes"'],
    ['similarity=l2', 'openai systems: parameter similarity must be cosine or dot, got "l2"'],
    ['baseURL=localhost:8000', 'openai systems: parameter baseURL must be an http:// or https:// URL, got "localhost:8000"'],
    ['baseURL=file%3A%2F%2F%2Fetc', 'openai systems: parameter baseURL must be an http:// or https:// URL, got "file:///etc"'],
  ])('refuses %s, saying what the parameter takes', (parameter, message) => {
    expect(() => sut(parseSystemId(`openai:m?${parameter}`), table, 'openai')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message }));
  });
});

describe(oneOfValue.name, () => {
  it('accepts own keys of the table only and lists them when refusing', () => {
    const pooling = oneOfValue({ mean: 1, cls: 2 } as const);
    expect(pooling.parse('cls')).toEqual({ value: 'cls' });
    expect(pooling.parse('constructor')).toEqual({ problem: 'must be one of mean, cls' });
    expect(pooling.parse('MEAN')).toEqual({ problem: 'must be one of mean, cls' });
  });
});
