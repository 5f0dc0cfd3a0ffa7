import { describe, expect, it } from '@jest/globals';
import { parsePermutation } from './parse-permutation.js';

describe(parsePermutation.name, () => {
  it('reads a well-formed answer', () => {
    expect(parsePermutation('[3] > [1] > [2]', 3)).toEqual({ order: [2, 0, 1], unknown: [], repeated: [], missing: [] });
  });

  it('keeps unnamed items in their previous order after the named ones', () => {
    expect(parsePermutation('[4] > [2]', 5)).toEqual({ order: [3, 1, 0, 2, 4], unknown: [], repeated: [], missing: [0, 2, 4] });
  });

  it('ignores repeated and unknown ids', () => {
    expect(parsePermutation('[2] > [2] > [9] > [0] > [1] > [2]', 3)).toEqual({ order: [1, 0, 2], unknown: [9, 0], repeated: [2, 2], missing: [2] });
  });

  it('reads bracketed ids only when there are some, so numbers in an explanation do not count', () => {
    expect(parsePermutation('Ranking: [2] > [1]. Snippet 3 handles 10 cases.', 3).order).toEqual([1, 0, 2]);
    expect(parsePermutation('2 > 3 > 1', 3).order).toEqual([1, 2, 0]);
  });

  it('drops reasoning before </think>', () => {
    expect(parsePermutation('<think>maybe [1] > [2]</think>\n[2] > [1]', 2).order).toEqual([1, 0]);
  });

  it('gives the identity for a refusal or garbage', () => {
    expect(parsePermutation('I cannot rank these snippets.', 3)).toEqual({ order: [0, 1, 2], unknown: [], repeated: [], missing: [0, 1, 2] });
    expect(parsePermutation('', 2).order).toEqual([0, 1]);
  });
});
