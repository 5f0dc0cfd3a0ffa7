import { decodePythonString, parsePythonNumber } from './python-literal-parser.js';
import { tokenizePython, type PythonToken } from './python-tokens.js';
import type { PythonValue } from './python-value.js';

/** Longest string constant taken from code, in code points (longer ones are messages and docstrings). */
export const MAX_CONSTANT_LENGTH = 20;

function isValueEnd(token: PythonToken | undefined): boolean {
  if (token === undefined) return false;
  if (token.type === 'op') return token.text === ')' || token.text === ']' || token.text === '}';
  return token.type !== 'name' || !['return', 'in', 'not', 'and', 'or', 'if', 'else', 'is', 'lambda', 'yield', 'assert', 'elif', 'while', 'for'].includes(token.text);
}

/**
 * The constants of Python source: its int and float literals (with their sign when written
 * `-3`) and its string literals of at most {@link MAX_CONSTANT_LENGTH} code points, in source
 * order, without repeats. Test amplification adds them to the ingredients of input mutation
 * (constant seeding): a canonical's bounds (`if score >= 90`) and separators (`text[2] != ':'`)
 * are the inputs that tell a boundary edit apart.
 */
export function codeConstants(code: string): PythonValue[] {
  const tokens = tokenizePython(code);
  const constants = new Map<string, PythonValue>();
  tokens.forEach((token, index) => {
    let value: PythonValue | undefined;
    if (token.type === 'number') {
      value = parsePythonNumber(token.text);
      const before = tokens[index - 1];
      // A minus that is not a subtraction (`return -1`, `(-2, 3)`) belongs to the literal.
      if (value !== undefined && before?.type === 'op' && before.text === '-' && !isValueEnd(tokens[index - 2])) {
        value = value.kind === 'int' ? { kind: 'int', value: -value.value } : value.kind === 'float' ? { kind: 'float', value: -value.value } : value;
      }
    } else if (token.type === 'string') {
      const text = decodePythonString(token.prefix, token.body);
      if (text !== undefined && [...text].length <= MAX_CONSTANT_LENGTH) value = { kind: 'str', value: text };
    }
    if (value === undefined) return;
    const key = `${value.kind}:${value.kind === 'str' ? value.value : value.kind === 'int' || value.kind === 'float' ? String(value.value) : ''}`;
    if (!constants.has(key)) constants.set(key, value);
  });
  return [...constants.values()];
}
