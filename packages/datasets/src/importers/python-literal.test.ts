import { spawnSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { pythonLiteral, pythonStringLiteral } from './python-literal.js';
import { parseRawJson, RawJsonError } from './raw-json.js';

/** For each JSON text: Python's repr of `json.loads(text)` and of `eval(literal)`. */
function pythonReprs(pairs: ReadonlyArray<{ json: string; literal: string }>): Array<[string, string]> {
  const program = 'import json, sys\nprint(json.dumps([[repr(json.loads(p["json"])), repr(eval(p["literal"]))] for p in json.load(sys.stdin)]))\n';
  const result = spawnSync('python3', ['-c', program], { input: JSON.stringify(pairs), encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Array<[string, string]>;
}

describe(pythonLiteral.name, () => {
  it('writes every JSON value as a Python literal that means what json.loads makes of it', () => {
    const texts = [
      '[1, 1.0, -0, -0.0, 1e5, 1E+400, 2.5e-7, 123456789012345678901234567890, -9007199254740993]',
      '[true, false, null, [], {}, [[]], {"a": {"b": [1, {"c": null}]}}]',
      String.raw`["", "it's", "say \"hi\"", "both ' and \"", "back\\slash", "tab\tnew\nline\r", "\u0000\u001f\u007f"]`,
      String.raw`["caf\u00e9", "\u6f22\u5b57", "\ud83d\ude00", "\ud800 lone", "\u2028", "ÿ", "Ā"]`,
      String.raw`{"key with 'quote'": 1, "\u00e9": [2.0], "1": "int-like key"}`,
      ' [ 1 ,\t2 ,\n3 ] ',
    ];
    const pairs = texts.map((json) => ({ json, literal: pythonLiteral(parseRawJson(json)) as string }));
    expect(pairs[0]?.literal).toBe('[1, 1.0, -0, -0.0, 1e5, 1E+400, 2.5e-7, 123456789012345678901234567890, -9007199254740993]');
    expect(pairs[4]?.literal).toBe(String.raw`{"key with 'quote'": 1, '\xe9': [2.0], '1': 'int-like key'}`);
    for (const [fromJson, fromLiteral] of pythonReprs(pairs)) expect(fromLiteral).toBe(fromJson);
  });

  it('writes strings exactly as Python ascii() does', () => {
    const values = ["it's", 'say "hi"', 'both \' and "', 'é漢😀', '\u0007\u007f', 'plain'];
    const result = spawnSync('python3', ['-c', 'import json, sys\nprint(json.dumps([ascii(v) for v in json.load(sys.stdin)]))'], { input: JSON.stringify(values), encoding: 'utf8', timeout: 30_000 });
    expect(values.map(pythonStringLiteral)).toEqual(JSON.parse(result.stdout) as string[]);
  });

  it('stops as soon as the literal would pass the limit, whatever the size or depth of the value', () => {
    expect(pythonLiteral(parseRawJson('[1, 2, 3]'), 9)).toBe('[1, 2, 3]');
    expect(pythonLiteral(parseRawJson('[1, 2, 3]'), 8)).toBeUndefined();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(pythonLiteral(parseRawJson(deep), 1000)).toBeUndefined();
  });
});

describe(parseRawJson.name, () => {
  it('rejects text that is not one JSON value, naming the offset', () => {
    expect(() => parseRawJson('[1, 2')).toThrow(new RawJsonError('expected "," or "]"', 5));
    expect(() => parseRawJson('[NaN]')).toThrow(new RawJsonError('unexpected "N"', 1));
    expect(() => parseRawJson('{"a" 1}')).toThrow(new RawJsonError('expected ":"', 5));
    expect(() => parseRawJson('[1] 2')).toThrow(new RawJsonError('unexpected text after the value', 4));
    expect(() => parseRawJson('"open')).toThrow(new RawJsonError('unterminated string', 0));
    expect(() => parseRawJson('[01]')).toThrow(RawJsonError);
  });
});
