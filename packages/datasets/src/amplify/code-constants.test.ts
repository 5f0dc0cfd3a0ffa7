import { describe, expect, it } from '@jest/globals';
import { codeConstants as sut } from './code-constants.js';
import { formatPythonValue } from './python-value.js';

const constantsOf = (code: string): string[] => sut(code).map(formatPythonValue);

describe(sut.name, () => {
  it("takes a canonical's numbers, with the sign of a negative literal, and its short strings, once each", () => {
    const code = "def grade(score, text):\n    if score >= 90 or score < -1:\n        return 'A'\n    x = score - 5 + 2.5\n    return text[2] != ':' and 90 > 0 and f(-3, 1e3) and 'A'\n";
    expect(constantsOf(code)).toEqual(['90', '-1', "'A'", '5', '2.5', '2', "':'", '0', '-3', '1000.0']);
  });

  it('leaves out long strings (messages, docstrings)', () => {
    expect(constantsOf('def f():\n    """Returns the answer to everything asked."""\n    return 42\n')).toEqual(['42']);
  });
});
