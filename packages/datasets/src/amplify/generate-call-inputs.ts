import type { SeededRandom } from '@execret/core';
import { collectIngredients, mutatePythonValue } from './mutate-python-value.js';
import { formatPythonArguments, type PythonCall, type PythonValue } from './python-value.js';

/** How many draws {@link generateCallInputs} makes per input asked for before it gives up. */
export const DRAWS_PER_INPUT = 25;

/** An argument of a call: a positional index or a keyword name. */
type Slot = { position: number } | { keyword: string };

function slotsOf(call: PythonCall): Slot[] {
  return [...call.args.map((_, position) => ({ position })), ...call.keywords.map(([keyword]) => ({ keyword }))];
}

function slotKey(slot: Slot): string {
  return 'position' in slot ? `#${slot.position}` : `=${slot.keyword}`;
}

function valueAt(call: PythonCall, slot: Slot): PythonValue | undefined {
  return 'position' in slot ? call.args[slot.position] : call.keywords.find(([name]) => name === slot.keyword)?.[1];
}

/** Python's order of two numbers or two strings (strings by code point), or undefined for other kinds. */
function compareScalars(left: PythonValue, right: PythonValue): number | undefined {
  const number = (value: PythonValue): number | bigint | undefined => (value.kind === 'int' || value.kind === 'float' ? value.value : undefined);
  const [a, b] = [number(left), number(right)];
  if (a !== undefined && b !== undefined) return a < b ? -1 : a > b ? 1 : 0;
  if (left.kind !== 'str' || right.kind !== 'str') return undefined;
  const [x, y] = [[...left.value], [...right.value]];
  for (let index = 0; index < Math.min(x.length, y.length); index += 1) {
    const difference = (x[index]?.codePointAt(0) as number) - (y[index]?.codePointAt(0) as number);
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(x.length - y.length);
}

/** True for a list or tuple of numbers or strings in non-decreasing order. */
function isSorted(value: PythonValue): boolean {
  if (value.kind !== 'list' && value.kind !== 'tuple') return false;
  return value.items.every((item, index) => index === 0 || (compareScalars(value.items[index - 1] as PythonValue, item) ?? 1) <= 0);
}

/** A list or tuple of numbers or strings in Python's order (stable), or the value as it is when its items do not compare. */
function sortedValue(value: PythonValue): PythonValue {
  if (value.kind !== 'list' && value.kind !== 'tuple') return value;
  if (value.items.some((item, index) => index > 0 && compareScalars(value.items[0] as PythonValue, item) === undefined)) return value;
  return { kind: value.kind, items: [...value.items].sort((left, right) => compareScalars(left, right) as number) };
}

function withValue(call: PythonCall, slot: Slot, value: PythonValue): PythonCall {
  if ('position' in slot) return { args: call.args.map((current, position) => (position === slot.position ? value : current)), keywords: call.keywords };
  return { args: call.args, keywords: call.keywords.map(([name, current]) => [name, name === slot.keyword ? value : current] as const) };
}

/**
 * New inputs for a function from the calls its tests make, by type-aware mutation
 * (`mutatePythonValue`): each draw takes a call (one of the tests' or an input made earlier), and
 * mutates one to three of its arguments, each chosen at random; the ingredients are those of every
 * argument of every call and of `constants` (the canonical's literals, see `codeConstants`), and
 * an empty collection grows from the items the other calls pass at the same argument. An argument
 * that every test passes as a sorted list (of two items or more, numbers or strings) stays sorted:
 * the mutated list is sorted again. Inputs whose source text equals a test's call or an earlier input are
 * dropped. Returns at most `count` inputs, in the order drawn, after at most
 * `count × DRAWS_PER_INPUT` draws; the same calls, count and generator state give the same inputs.
 */
export function generateCallInputs(calls: readonly PythonCall[], count: number, random: SeededRandom, constants: readonly PythonValue[] = []): PythonCall[] {
  const bases = calls.filter((call) => slotsOf(call).length > 0);
  if (bases.length === 0 || count <= 0) return [];
  const ingredients = collectIngredients([...calls.flatMap((call) => [...call.args, ...call.keywords.map(([, value]) => value)]), ...constants]);
  const pools = new Map<string, PythonValue[]>();
  for (const call of calls) {
    for (const slot of slotsOf(call)) {
      const value = valueAt(call, slot);
      if (value === undefined || !('items' in value)) continue;
      const pool = pools.get(slotKey(slot)) ?? [];
      pool.push(...value.items);
      pools.set(slotKey(slot), pool);
    }
  }
  // An argument that is a sorted list in every test that passes one of two items or more (the
  // input of a binary search, a merge) stays sorted: the task's own inputs say it must be.
  const sortedSlots = new Set<string>();
  for (const slot of bases.flatMap(slotsOf)) {
    const values = calls.map((call) => valueAt(call, slot)).filter((value): value is PythonValue => value !== undefined && 'items' in value && value.items.length > 1);
    if (values.length > 0 && values.every(isSorted)) sortedSlots.add(slotKey(slot));
  }
  const seen = new Set(calls.map(formatPythonArguments));
  const pool = bases.slice();
  const inputs: PythonCall[] = [];
  for (let draw = 0; draw < count * DRAWS_PER_INPUT && inputs.length < count; draw += 1) {
    let input = pool[random.integer(0, pool.length - 1)] as PythonCall;
    const steps = random.integer(1, 3);
    for (let step = 0; step < steps; step += 1) {
      const slots = slotsOf(input);
      const slot = slots[random.integer(0, slots.length - 1)] as Slot;
      const mutated = mutatePythonValue(valueAt(input, slot) as PythonValue, random, ingredients, pools.get(slotKey(slot)) ?? []);
      input = withValue(input, slot, sortedSlots.has(slotKey(slot)) ? sortedValue(mutated) : mutated);
    }
    const text = formatPythonArguments(input);
    if (seen.has(text)) continue;
    seen.add(text);
    inputs.push(input);
    pool.push(input);
  }
  return inputs;
}
