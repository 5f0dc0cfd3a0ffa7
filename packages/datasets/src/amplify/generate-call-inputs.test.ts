import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@execret/core';
import { findEntryPointCalls } from './find-entry-point-calls.js';
import { generateCallInputs as sut } from './generate-call-inputs.js';
import { formatPythonArguments, type PythonCall } from './python-value.js';

const calls: PythonCall[] = ['assert f([3, 1, 2], 2) == [1, 2]', 'assert f([], 0) == []', "assert f([5], k=1) == [5]"].flatMap((test) => findEntryPointCalls(test, 'f'));

/** The int items of a call's first argument (a list of ints). */
function intItems(call: PythonCall): bigint[] {
  const first = call.args[0];
  if (first?.kind !== 'list') throw new Error(`expected a list, got ${first?.kind}`);
  return first.items.map((item) => (item.kind === 'int' ? item.value : 0n));
}

describe(sut.name, () => {
  it('makes the asked number of new inputs, none equal to a test call or to each other', () => {
    const inputs = sut(calls, 40, new SeededRandom(3)).map(formatPythonArguments);
    expect(inputs).toHaveLength(40);
    expect(new Set(inputs).size).toBe(40);
    for (const call of calls) expect(inputs).not.toContain(formatPythonArguments(call));
  });

  it('keeps the shape of the calls: the same argument kinds, keyword names kept', () => {
    for (const input of sut(calls, 40, new SeededRandom(3))) {
      expect(input.args[0]?.kind).toBe('list');
      expect(input.args.length + input.keywords.length).toBe(2);
      for (const [name, value] of input.keywords) expect([name, value.kind]).toEqual(['k', 'int']);
    }
  });

  it('keeps an argument sorted when every test passes it sorted, and only then', () => {
    const sortedCalls = ['assert f([1, 3, 5, 7], 5) == 2', "assert f([2, 4], 4) == 1"].flatMap((test) => findEntryPointCalls(test, 'f'));
    const sortedInputs = sut(sortedCalls, 60, new SeededRandom(2));
    for (const input of sortedInputs) {
      const items = intItems(input);
      expect(items).toEqual([...items].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0)));
    }
    const unsorted = sut(calls, 60, new SeededRandom(2)).map(intItems);
    expect(unsorted.some((items) => items.some((value, index) => index > 0 && (items[index - 1] as bigint) > value))).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const once = sut(calls, 20, new SeededRandom(11)).map(formatPythonArguments);
    expect(sut(calls, 20, new SeededRandom(11)).map(formatPythonArguments)).toEqual(once);
    expect(sut(calls, 20, new SeededRandom(12)).map(formatPythonArguments)).not.toEqual(once);
  });

  it('makes nothing from calls without arguments, and stops when no new input can be made', () => {
    expect(sut(findEntryPointCalls('assert f() == 1', 'f'), 10, new SeededRandom(1))).toEqual([]);
    // None never changes, so no input differs from the test's call.
    expect(sut(findEntryPointCalls('assert f(None) == 1', 'f'), 10, new SeededRandom(1))).toEqual([]);
    // A bool has one other value.
    expect(sut(findEntryPointCalls('assert f(True) == 1', 'f'), 10, new SeededRandom(1)).map(formatPythonArguments)).toEqual(['False']);
  });
});
