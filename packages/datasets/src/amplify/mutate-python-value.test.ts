import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@execret/core';
import { collectIngredients, MUTATION_LIMITS, mutatePythonValue as sut } from './mutate-python-value.js';
import { formatPythonValue, type PythonValue } from './python-value.js';

const int = (value: number): PythonValue => ({ kind: 'int', value: BigInt(value) });
const str = (value: string): PythonValue => ({ kind: 'str', value });
const list = (...items: PythonValue[]): PythonValue => ({ kind: 'list', items });

/** The source text of `draws` mutations of `value`, each from the generator state the previous one left. */
function mutations(value: PythonValue, draws: number, seed = 7, pool: readonly PythonValue[] = []): string[] {
  const random = new SeededRandom(seed);
  const ingredients = collectIngredients([value, ...pool]);
  return Array.from({ length: draws }, () => formatPythonValue(sut(value, random, ingredients, pool)));
}

describe(sut.name, () => {
  it('gives the same mutations for the same seed, and other ones for another seed', () => {
    const value = list(int(3), str('ab'), list(int(1)));
    expect(mutations(value, 30, 7)).toEqual(mutations(value, 30, 7));
    expect(mutations(value, 30, 7)).not.toEqual(mutations(value, 30, 8));
  });

  it('nudges an int by a small step, never below zero from a non-negative one, or takes an ingredient', () => {
    const results = mutations(int(0), 200).map(Number);
    expect(new Set(results)).toEqual(new Set([1, 2, 3]));
    const negative = mutations(int(-10), 200).map(Number);
    expect(new Set(negative)).toEqual(new Set([-13, -12, -11, -9, -8, -7]));
    // Ingredients (here a constant of the canonical) may take a value anywhere, below zero too.
    const random = new SeededRandom(3);
    const ingredients = collectIngredients([int(5), int(-1)]);
    const picked = new Set(Array.from({ length: 200 }, () => Number(formatPythonValue(sut(int(5), random, ingredients)))));
    expect(picked).toEqual(new Set([-1, 2, 3, 4, 6, 7, 8]));
  });

  it('moves a float and writes it with at most two decimals, keeping it a float', () => {
    const results = mutations({ kind: 'float', value: 2.5 }, 100);
    expect(results.every((text) => /^\d+\.\d{1,2}$/.test(text) && Number(text) !== 2.5)).toBe(true);
  });

  it('grows, shrinks, reorders and empties strings, with characters of the task', () => {
    const results = new Set(mutations(str('abc'), 300));
    const lengths = new Set([...results].map((text) => text.length - 2));
    expect([...lengths].some((length) => length > 3)).toBe(true);
    expect([...lengths].some((length) => length < 3 && length > 0)).toBe(true);
    expect(results.has("''")).toBe(true);
    expect(results.has("'cba'")).toBe(true);
    expect([...results].every((text) => /^'[abc]*'$/.test(text))).toBe(true);
  });

  it('grows, shrinks, reorders and empties lists, and fills an empty list from the pool', () => {
    const results = new Set(mutations(list(int(1), int(2), int(3)), 300));
    expect(results.has('[]')).toBe(true);
    expect(results.has('[3, 2, 1]')).toBe(true);
    expect(results.has('[1, 2]') || results.has('[2, 3]') || results.has('[1, 3]')).toBe(true);
    expect([...results].some((text) => text.split(',').length === 4)).toBe(true);
    const grown = new Set(mutations(list(), 20, 7, [int(9)]));
    expect(grown).toEqual(new Set(['[9]']));
    expect(new Set(mutations(list(), 20))).toEqual(new Set(['[]']));
  });

  it('keeps a set without repeats and a dict without repeated keys', () => {
    const set: PythonValue = { kind: 'set', items: [int(1), int(2)] };
    for (const text of mutations(set, 200)) {
      const items = text === 'set()' ? [] : text.slice(1, -1).split(', ');
      expect(new Set(items).size).toBe(items.length);
    }
    const dict: PythonValue = { kind: 'dict', entries: [[str('a'), int(1)], [str('b'), int(2)]] };
    const results = mutations(dict, 200);
    expect(results).toContain('{}');
    for (const text of results) {
      const keys = [...text.matchAll(/'([^']*)':/g)].map((match) => match[1]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('never changes its input and never outgrows the size caps', () => {
    const long = str('x'.repeat(MUTATION_LIMITS.maxStringLength));
    const before = formatPythonValue(long);
    const random = new SeededRandom(1);
    const ingredients = collectIngredients([long]);
    for (let draw = 0; draw < 100; draw += 1) {
      const result = sut(long, random, ingredients);
      expect(result.kind === 'str' && [...result.value].length <= MUTATION_LIMITS.maxStringLength).toBe(true);
    }
    expect(formatPythonValue(long)).toBe(before);
  });
});
