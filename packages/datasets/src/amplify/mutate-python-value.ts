import { compareCodeUnits, type SeededRandom } from '@execret/core';
import { formatPythonValue, type PythonValue } from './python-value.js';

/**
 * The values mutations reuse ("ingredients", as EvalPlus calls them): every integer, float and
 * string met anywhere in the given values (strings also split on whitespace), and every character
 * of those strings. Each list is deduplicated and sorted, so it depends only on the set of values.
 */
export interface MutationIngredients {
  readonly ints: readonly bigint[];
  readonly floats: readonly number[];
  readonly strings: readonly string[];
  readonly characters: readonly string[];
}

/** Size caps of mutated values: a value that would outgrow them is not produced. */
export const MUTATION_LIMITS = Object.freeze({
  /** Longest string, in code points. */
  maxStringLength: 200,
  /** Most items of a list, tuple, set or dict. */
  maxItems: 50,
});

/** Collects the {@link MutationIngredients} of values, recursively through collections and dict keys and values. */
export function collectIngredients(values: readonly PythonValue[]): MutationIngredients {
  const ints = new Map<string, bigint>();
  const floats = new Map<string, number>();
  const strings = new Set<string>();
  const characters = new Set<string>();
  const visit = (value: PythonValue): void => {
    if (value.kind === 'int') ints.set(value.value.toString(), value.value);
    else if (value.kind === 'float') floats.set(String(value.value), value.value);
    else if (value.kind === 'str') {
      if (value.value !== '') strings.add(value.value);
      for (const word of value.value.split(/\s+/)) if (word !== '') strings.add(word);
      for (const character of value.value) characters.add(character);
    } else if (value.kind === 'list' || value.kind === 'tuple' || value.kind === 'set') value.items.forEach(visit);
    else if (value.kind === 'dict') for (const [key, item] of value.entries) (visit(key), visit(item));
  };
  values.forEach(visit);
  return {
    ints: [...ints.values()].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0)),
    floats: [...floats.values()].sort((left, right) => left - right),
    strings: [...strings].sort(compareCodeUnits),
    characters: [...characters].sort(compareCodeUnits),
  };
}

function pick<T>(random: SeededRandom, items: readonly T[]): T {
  return items[random.integer(0, items.length - 1)] as T;
}

function mutateInt(value: bigint, random: SeededRandom, ingredients: MutationIngredients): bigint {
  const others = ingredients.ints.filter((candidate) => candidate !== value);
  if (others.length > 0 && random.nextFloat() < 0.25) return pick(random, others);
  const step = pick(random, [1n, 1n, 1n, 2n, 3n]);
  const result = random.nextFloat() < 0.5 ? value - step : value + step;
  // A move never takes a count, size or index below zero (and a loop that counts down to zero
  // still ends); negative values come from the tests and the canonical's constants.
  return value >= 0n && result < 0n ? value + step : result;
}

function mutateFloat(value: number, random: SeededRandom, ingredients: MutationIngredients): number {
  const others = ingredients.floats.filter((candidate) => candidate !== value);
  if (others.length > 0 && random.nextFloat() < 0.25) return pick(random, others);
  const moved = random.nextFloat() < 0.5 ? value + (2 * random.nextFloat() - 1) : value * (0.5 + random.nextFloat());
  // Two decimals keep generated tests readable; the rounding is exact and the same everywhere.
  let result = Math.round(moved * 100) / 100;
  if (value >= 0 && result < 0) result = -result;
  return result === value ? value + 1 : result;
}

type StringEdit = 'insert-character' | 'insert-word' | 'delete-character' | 'delete-slice' | 'swap' | 'reverse' | 'duplicate-character' | 'replace-character' | 'empty';

function mutateString(value: string, random: SeededRandom, ingredients: MutationIngredients): string {
  const characters = [...value];
  const alphabet = ingredients.characters.length > 0 ? ingredients.characters : characters.length > 0 ? characters : ['a'];
  const edits: StringEdit[] = ['insert-character'];
  if (ingredients.strings.length > 0) edits.push('insert-word');
  if (characters.length > 0) edits.push('delete-character', 'duplicate-character', 'replace-character', 'empty');
  if (characters.length > 1) edits.push('delete-slice', 'swap', 'reverse');
  const at = (inclusiveEnd: boolean): number => random.integer(0, inclusiveEnd ? characters.length : characters.length - 1);
  switch (pick(random, edits)) {
    case 'insert-character':
      characters.splice(at(true), 0, pick(random, alphabet));
      break;
    case 'insert-word':
      characters.splice(at(true), 0, ...pick(random, ingredients.strings));
      break;
    case 'delete-character':
      characters.splice(at(false), 1);
      break;
    case 'delete-slice': {
      const start = at(false);
      characters.splice(start, random.integer(1, characters.length - start));
      break;
    }
    case 'swap': {
      const left = at(false);
      const right = at(false);
      [characters[left], characters[right]] = [characters[right] as string, characters[left] as string];
      break;
    }
    case 'reverse':
      characters.reverse();
      break;
    case 'duplicate-character': {
      const index = at(false);
      characters.splice(index, 0, characters[index] as string);
      break;
    }
    case 'replace-character':
      characters[at(false)] = pick(random, alphabet);
      break;
    case 'empty':
      return '';
  }
  return characters.join('');
}

type CollectionEdit = 'remove' | 'insert-mutated' | 'append-duplicate' | 'mutate-item' | 'swap' | 'reverse' | 'empty' | 'insert-from-pool';

function mutateItems(items: readonly PythonValue[], ordered: boolean, random: SeededRandom, ingredients: MutationIngredients, pool: readonly PythonValue[]): PythonValue[] {
  const result = items.slice();
  const edits: CollectionEdit[] = [];
  if (pool.length > 0) edits.push('insert-from-pool');
  if (result.length > 0) edits.push('remove', 'insert-mutated', 'mutate-item', 'empty');
  if (result.length > 0 && ordered) edits.push('append-duplicate');
  if (result.length > 1 && ordered) edits.push('swap', 'reverse');
  if (edits.length === 0) return result;
  // Items are mutated with their siblings as the pool: an item of a list of lists grows from its neighbours.
  const mutatedCopy = (item: PythonValue): PythonValue => mutatePythonValue(item, random, ingredients, result);
  switch (pick(random, edits)) {
    case 'insert-from-pool':
      result.splice(random.integer(0, result.length), 0, pick(random, pool));
      break;
    case 'remove':
      result.splice(random.integer(0, result.length - 1), 1);
      break;
    case 'insert-mutated':
      result.splice(random.integer(0, result.length), 0, mutatedCopy(pick(random, result)));
      break;
    case 'append-duplicate':
      result.push(pick(random, result));
      break;
    case 'mutate-item': {
      const index = random.integer(0, result.length - 1);
      result[index] = mutatedCopy(result[index] as PythonValue);
      break;
    }
    case 'swap': {
      const left = random.integer(0, result.length - 1);
      const right = random.integer(0, result.length - 1);
      [result[left], result[right]] = [result[right] as PythonValue, result[left] as PythonValue];
      break;
    }
    case 'reverse':
      result.reverse();
      break;
    case 'empty':
      return [];
  }
  return result;
}

/** Items without repeats (by their source text), first occurrence kept: a set's items. */
function distinct(items: readonly PythonValue[]): PythonValue[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const text = formatPythonValue(item);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

type DictEdit = 'drop' | 'mutate-value' | 'add-entry' | 'empty';

function mutateEntries(entries: ReadonlyArray<readonly [PythonValue, PythonValue]>, random: SeededRandom, ingredients: MutationIngredients): Array<readonly [PythonValue, PythonValue]> {
  const result = entries.slice();
  if (result.length === 0) return result;
  const keys = result.map(([key]) => key);
  const values = result.map(([, item]) => item);
  const edit = pick<DictEdit>(random, ['drop', 'mutate-value', 'add-entry', 'empty']);
  const index = random.integer(0, result.length - 1);
  const [key, item] = result[index] as readonly [PythonValue, PythonValue];
  if (edit === 'empty') return [];
  if (edit === 'drop') result.splice(index, 1);
  else if (edit === 'mutate-value') result[index] = [key, mutatePythonValue(item, random, ingredients, values)];
  else result.push([mutatePythonValue(key, random, ingredients, keys), mutatePythonValue(item, random, ingredients, values)]);
  // A repeated key keeps its first position and its last value, as a dict display does.
  const byKey = new Map<string, readonly [PythonValue, PythonValue]>();
  for (const entry of result) {
    const text = formatPythonValue(entry[0]);
    const first = byKey.get(text);
    byKey.set(text, first === undefined ? entry : [first[0], entry[1]]);
  }
  return [...byKey.values()];
}

function fits(value: PythonValue): boolean {
  if (value.kind === 'str') return [...value.value].length <= MUTATION_LIMITS.maxStringLength;
  if (value.kind === 'list' || value.kind === 'tuple' || value.kind === 'set') return value.items.length <= MUTATION_LIMITS.maxItems;
  if (value.kind === 'dict') return value.entries.length <= MUTATION_LIMITS.maxItems;
  return true;
}

/**
 * One type-aware mutation of a value (after EvalPlus's type-aware input mutation), drawn from
 * `random`: an int moves by ±1, ±2 or ±3 or becomes another int of the ingredients; a float
 * moves by up to ±1 or is scaled by 0.5–1.5 (two decimals) or becomes another float of the
 * ingredients (a move never takes a non-negative number below zero; an ingredient may); a bool flips; `None` stays; a string gains a character or a word of
 * the task, loses a character or a slice, has two characters swapped, is reversed, has a character
 * doubled or replaced, or is emptied; a list or tuple loses an item, gains a mutated copy of one,
 * a duplicate or an item of `pool`, has one item mutated, two swapped, its order reversed, or is
 * emptied (a set likewise, without the order edits, and stays without repeats); a dict loses an
 * entry, gains a mutated copy of one, has a value mutated, or is emptied. `pool` holds values of
 * the same role (the items other calls pass at this argument) for growing empty collections. A
 * result larger than {@link MUTATION_LIMITS} is not produced (the value is returned as it was).
 * The input is never changed.
 */
export function mutatePythonValue(value: PythonValue, random: SeededRandom, ingredients: MutationIngredients, pool: readonly PythonValue[] = []): PythonValue {
  let result: PythonValue;
  switch (value.kind) {
    case 'none':
      return value;
    case 'bool':
      return { kind: 'bool', value: !value.value };
    case 'int':
      return { kind: 'int', value: mutateInt(value.value, random, ingredients) };
    case 'float':
      return { kind: 'float', value: mutateFloat(value.value, random, ingredients) };
    case 'str':
      result = { kind: 'str', value: mutateString(value.value, random, ingredients) };
      break;
    case 'list':
    case 'tuple':
      result = { kind: value.kind, items: mutateItems(value.items, true, random, ingredients, pool) };
      break;
    case 'set':
      result = { kind: 'set', items: distinct(mutateItems(value.items, false, random, ingredients, pool)) };
      break;
    case 'dict':
      result = { kind: 'dict', entries: mutateEntries(value.entries, random, ingredients) };
      break;
  }
  return fits(result) ? result : value;
}
