import { describe, expect, it } from '@jest/globals';
import { findEntryPointCalls as sut } from './find-entry-point-calls.js';
import { formatPythonArguments } from './python-value.js';

/** The calls found, as argument source text (the form generated tests use). */
function callsIn(test: string, entryPoint = 'f'): string[] {
  return sut(test, entryPoint).map(formatPythonArguments);
}

describe(sut.name, () => {
  it('reads the arguments of the usual assert shapes', () => {
    expect(callsIn('assert f([1, 2, 3], 2) == [3, 1, 2]')).toEqual(['[1, 2, 3], 2']);
    expect(callsIn("assert f('abc') is True")).toEqual(["'abc'"]);
    expect(callsIn('assert not f(0)')).toEqual(['0']);
    expect(callsIn('assert f(3) == 6, "f(3) should be 6"')).toEqual(['3']);
    expect(callsIn('assert abs(f(2.5) - 6.25) < 1e-9')).toEqual(['2.5']);
    expect(callsIn('assert sorted(f({"b": 1, "a": 2})) == ["a", "b"]')).toEqual(["{'b': 1, 'a': 2}"]);
    expect(callsIn('assert f(1) + f(2) == 3')).toEqual(['1', '2']);
  });

  it('reads keyword arguments, tuples, sets, nested values, negative numbers and every integer base', () => {
    expect(callsIn("assert f(items=[(1, 'a'), (2,)], reverse=True) == []")).toEqual(["items=[(1, 'a'), (2,)], reverse=True"]);
    expect(callsIn('assert f({3, 1}, ()) == 0')).toEqual(['{1, 3}, ()']);
    expect(callsIn('assert f(-5, +2, -2.5e3, 0x1F, 0o17, 0b101, 1_000) == 0')).toEqual(['-5, 2, -2500.0, 31, 15, 5, 1000']);
    expect(callsIn('assert f(None, {}, [[]]) is None')).toEqual(['None, {}, [[]]']);
    expect(callsIn('assert f(123456789012345678901234567890) == 1')).toEqual(['123456789012345678901234567890']);
  });

  it('decodes string literals as Python does: escapes, raw strings, quotes and implicit concatenation', () => {
    const [call] = sut(String.raw`assert f('a\tb\n', r'\d+', "it's", 'x' "y", '\x41\u00e9\101\q', """tri
ple""") == 1`, 'f');
    expect(call?.args.map((value) => (value.kind === 'str' ? value.value : value.kind))).toEqual(['a\tb\n', '\\d+', "it's", 'xy', 'Aé' + 'A\\q', 'tri\nple']);
  });

  it('takes only calls whose arguments are all literals, and the inner call of a nested one', () => {
    expect(callsIn('assert f(x) == 1')).toEqual([]);
    expect(callsIn('assert f(len([1])) == 1')).toEqual([]);
    expect(callsIn('assert f(f(1)) == 3')).toEqual(['1']);
    expect(callsIn('assert f(*[1, 2]) == 3')).toEqual([]);
    expect(callsIn('assert f(2 ** 3) == 8')).toEqual([]);
    expect(callsIn("assert f(b'ab') == 2")).toEqual([]);
    expect(callsIn("assert f(f'{1}') == 1")).toEqual([]);
    expect(callsIn('assert f(1j) == 1')).toEqual([]);
    expect(callsIn('assert f(1, key=g) == 1')).toEqual([]);
  });

  it('skips methods, attributes and other names that contain the entry point', () => {
    expect(callsIn('assert obj.f(1) == 1')).toEqual([]);
    expect(callsIn('assert ff(1) == 1 and f_(2) == 2')).toEqual([]);
    expect(callsIn("assert 'f(1)' == g(2)")).toEqual([]);
    expect(callsIn('assert f(1) == 1 # f(2)')).toEqual(['1']);
  });

  it('gives no call for a string or call left open', () => {
    expect(callsIn("assert f('unterminated) == 1")).toEqual([]);
    expect(callsIn('assert f(')).toEqual([]);
  });
});
