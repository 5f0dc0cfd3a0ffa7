import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { formatPythonValue as sut, type PythonValue } from './python-value.js';

const int = (value: number | bigint): PythonValue => ({ kind: 'int', value: BigInt(value) });
const float = (value: number): PythonValue => ({ kind: 'float', value });
const str = (value: string): PythonValue => ({ kind: 'str', value });

/** What Python's ascii() gives for each source text, evaluated by Python itself (repr() for all but strings). */
function pythonRepr(sources: readonly string[]): string[] {
  const script = 'import ast, json, sys\nprint(json.dumps([ascii(ast.literal_eval(s)) for s in json.load(sys.stdin)]))';
  const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(sources), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

describe(sut.name, () => {
  it('writes source that Python reads back as the same value, as ascii() writes scalars', () => {
    const values: PythonValue[] = [
      { kind: 'none' },
      { kind: 'bool', value: true },
      int(-42),
      int(2n ** 80n),
      float(0.1),
      float(-0),
      float(1e16),
      float(2.5e-7),
      float(9999999999999998),
      float(0.0001),
      float(-1.2345e-5),
      float(123.456),
      float(1.7976931348623157e308),
      float(5e-324),
      float(3),
      str(''),
      str("it's"),
      str('say "hi" it\'s'),
      str('tab\there\nnew\\line'),
      str('nbsp\u00a0zw\u200bideo\u3000emoji\u{1f600}del\u007fé'),
      str('  two  spaces  '),
    ];
    const written = values.map(sut);
    expect(written).toEqual(pythonRepr(written));
  });

  it('writes collections Python reads back equal: one-item tuples, empty sets, sets in a fixed order', () => {
    const values: PythonValue[] = [
      { kind: 'tuple', items: [int(1)] },
      { kind: 'tuple', items: [] },
      { kind: 'set', items: [] },
      { kind: 'set', items: [str('b'), str('a'), int(3)] },
      { kind: 'list', items: [{ kind: 'dict', entries: [[str('k'), { kind: 'list', items: [float(1.5)] }]] }] },
    ];
    expect(values.map(sut)).toEqual(['(1,)', '()', 'set()', "{'a', 'b', 3}", "[{'k': [1.5]}]"]);
    const script = "import ast, json, sys\nprint(json.dumps([str(ast.literal_eval(s) == v) for s, v in zip(json.load(sys.stdin), [(1,), (), set(), {'a', 'b', 3}, [{'k': [1.5]}]])]))";
    const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(values.map(sut)), encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual(['True', 'True', 'True', 'True', 'True']);
  });

  it('refuses a float that has no literal', () => {
    expect(() => sut(float(Number.NaN))).toThrow(RangeError);
    expect(() => sut(float(Number.POSITIVE_INFINITY))).toThrow(RangeError);
  });
});
