import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { codeSha256, serializeTests, testsSha256 } from './hash.js';

// An independent reference: Python's hashlib and json, as documented in hash.ts.
function pythonReference(code: string, tests: string[]): { code: string; tests: string } {
  const script = [
    'import hashlib, json, sys',
    'data = json.loads(sys.stdin.read())',
    'print(hashlib.sha256(data["code"].encode("utf-8")).hexdigest())',
    'print(hashlib.sha256(json.dumps(data["tests"], ensure_ascii=False, separators=(",", ":")).encode("utf-8")).hexdigest())',
  ].join('\n');
  const output = execFileSync('python3', ['-c', script], { input: JSON.stringify({ code, tests }), encoding: 'utf8' });
  const [codeHash, testsHash] = output.trim().split('\n');
  return { code: codeHash as string, tests: testsHash as string };
}

describe(testsSha256.name, () => {
  const cases: Array<[string, string[]]> = [
    ['def f(x):\n    return x + 1\n', ['assert f(1) == 2', 'assert f(-1) == 0']],
    ['def g(s):\r\n\treturn s[::-1]  # ü\n', ['assert g("ab") == "ba"', 'assert g("") == ""', "assert g('\\n') == '\\n'"]],
    ['x = "\u0001\u001f\u007f\u2028"', ['assert x == "\\"quoted\\""', 'assert "tab\there"', 'assert "€ 😀"']],
    ['', []],
  ];

  it.each(cases)('matches Python hashlib + json.dumps(ensure_ascii=False, compact) for %j', (code, tests) => {
    const reference = pythonReference(code, tests);
    expect(codeSha256(code)).toBe(reference.code);
    expect(testsSha256(tests)).toBe(reference.tests);
  });

  it('depends on test order and on every byte of the code', () => {
    expect(testsSha256(['a', 'b'])).not.toBe(testsSha256(['b', 'a']));
    expect(codeSha256('x = 1\n')).not.toBe(codeSha256('x = 1'));
    expect(serializeTests(['a"b', 'c'])).toBe('["a\\"b","c"]');
  });
});
