import type { PythonToken } from './python-tokens.js';
import type { PythonValue } from './python-value.js';

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', "'": "'", '"': '"', a: '\u0007', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * The value of a string literal's body (`prefix` lower-cased), or undefined for what the amplifier
 * does not take: bytes, f-strings, `\N{…}` escapes and lone surrogates.
 */
export function decodePythonString(prefix: string, body: string): string | undefined {
  if (prefix.includes('b') || prefix.includes('f')) return undefined;
  if (prefix.includes('r')) return hasSurrogate(body) ? undefined : body;
  let text = '';
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index] as string;
    if (character !== '\\') {
      text += character;
      continue;
    }
    const next = body[index + 1] ?? '';
    index += 1;
    if (next in SIMPLE_ESCAPES) {
      text += SIMPLE_ESCAPES[next];
    } else if (next === '\n') {
      // A backslash before a line break joins the lines.
    } else if (next === '\r') {
      if (body[index + 1] === '\n') index += 1;
    } else if (/[0-7]/.test(next)) {
      const digits = /^[0-7]{1,3}/.exec(body.slice(index))?.[0] as string;
      text += String.fromCodePoint(Number.parseInt(digits, 8));
      index += digits.length - 1;
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const width = next === 'x' ? 2 : next === 'u' ? 4 : 8;
      const digits = body.slice(index + 1, index + 1 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(digits)) return undefined;
      const codePoint = Number.parseInt(digits, 16);
      if (codePoint > 0x10ffff) return undefined;
      text += String.fromCodePoint(codePoint);
      index += width;
    } else if (next === 'N') {
      return undefined;
    } else {
      // Python keeps an unknown escape as it is.
      text += `\\${next}`;
    }
  }
  return hasSurrogate(text) ? undefined : text;
}

function hasSurrogate(text: string): boolean {
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) return true;
  }
  return false;
}

/** The value of a number token, or undefined for an imaginary literal (`2j`) or an invalid one (`012`). */
export function parsePythonNumber(text: string): PythonValue | undefined {
  if (/[jJ]$/.test(text)) return undefined;
  const plain = text.replaceAll('_', '');
  if (/^0[xXoObB]/.test(plain)) return { kind: 'int', value: BigInt(plain.toLowerCase()) };
  if (/^\d+$/.test(plain)) {
    // Python rejects leading zeros in a non-zero decimal integer.
    if (/^0+[1-9]/.test(plain)) return undefined;
    return { kind: 'int', value: BigInt(plain) };
  }
  const value = Number(plain);
  return Number.isFinite(value) ? { kind: 'float', value } : undefined;
}

/** A literal parsed from `tokens[start]` on, and the index of the first token after it. */
export interface ParsedLiteral {
  value: PythonValue;
  next: number;
}

function isOp(token: PythonToken | undefined, text: string): boolean {
  return token?.type === 'op' && token.text === text;
}

function negate(value: PythonValue): PythonValue | undefined {
  if (value.kind === 'int') return { kind: 'int', value: -value.value };
  if (value.kind === 'float') return { kind: 'float', value: -value.value };
  if (value.kind === 'bool') return { kind: 'int', value: value.value ? -1n : 0n };
  return undefined;
}

/**
 * Reads one literal expression starting at `tokens[start]`, as `ast.literal_eval` takes them:
 * `None`, `True`, `False`, numbers with unary `+`/`-`, strings (adjacent ones joined), and lists,
 * tuples, sets and dicts of literals. Returns undefined when the expression there is not such a
 * literal (a name, a call, an operator, bytes, an f-string, a complex number…).
 */
export function parsePythonLiteral(tokens: readonly PythonToken[], start: number): ParsedLiteral | undefined {
  const token = tokens[start];
  if (token === undefined) return undefined;
  if (token.type === 'name') {
    if (token.text === 'None') return { value: { kind: 'none' }, next: start + 1 };
    if (token.text === 'True' || token.text === 'False') return { value: { kind: 'bool', value: token.text === 'True' }, next: start + 1 };
    return undefined;
  }
  if (token.type === 'number') {
    const value = parsePythonNumber(token.text);
    return value === undefined ? undefined : { value, next: start + 1 };
  }
  if (token.type === 'string') {
    let text = '';
    let index = start;
    for (let current = tokens[index]; current?.type === 'string'; current = tokens[(index += 1)]) {
      const part = decodePythonString(current.prefix, current.body);
      if (part === undefined) return undefined;
      text += part;
    }
    return { value: { kind: 'str', value: text }, next: index };
  }
  if (token.text === '-' || token.text === '+') {
    const operand = parsePythonLiteral(tokens, start + 1);
    if (operand === undefined || !['int', 'float', 'bool'].includes(operand.value.kind)) return undefined;
    const value = token.text === '-' ? negate(operand.value) : operand.value.kind === 'bool' ? { kind: 'int' as const, value: operand.value.value ? 1n : 0n } : operand.value;
    return value === undefined ? undefined : { value, next: operand.next };
  }
  if (token.text === '[') return parseSequence(tokens, start, ']', 'list');
  if (token.text === '(') return parseSequence(tokens, start, ')', 'tuple');
  if (token.text === '{') return parseBraces(tokens, start);
  return undefined;
}

function parseSequence(tokens: readonly PythonToken[], start: number, close: string, kind: 'list' | 'tuple' | 'set'): ParsedLiteral | undefined {
  const items: PythonValue[] = [];
  let index = start + 1;
  let trailingComma = false;
  while (!isOp(tokens[index], close)) {
    const item = parsePythonLiteral(tokens, index);
    if (item === undefined) return undefined;
    items.push(item.value);
    index = item.next;
    trailingComma = isOp(tokens[index], ',');
    if (trailingComma) index += 1;
    else if (!isOp(tokens[index], close)) return undefined;
  }
  // `(x)` is x itself; `(x,)` and `()` are tuples.
  if (kind === 'tuple' && items.length === 1 && !trailingComma) return { value: items[0] as PythonValue, next: index + 1 };
  if (kind === 'set' && items.length === 0) return undefined;
  return { value: { kind, items }, next: index + 1 };
}

function parseBraces(tokens: readonly PythonToken[], start: number): ParsedLiteral | undefined {
  if (isOp(tokens[start + 1], '}')) return { value: { kind: 'dict', entries: [] }, next: start + 2 };
  const first = parsePythonLiteral(tokens, start + 1);
  if (first === undefined) return undefined;
  if (!isOp(tokens[first.next], ':')) return parseSequence(tokens, start, '}', 'set');
  const entries: Array<readonly [PythonValue, PythonValue]> = [];
  let index = start + 1;
  while (!isOp(tokens[index], '}')) {
    const key = parsePythonLiteral(tokens, index);
    if (key === undefined || !isOp(tokens[key.next], ':')) return undefined;
    const item = parsePythonLiteral(tokens, key.next + 1);
    if (item === undefined) return undefined;
    entries.push([key.value, item.value]);
    index = item.next;
    if (isOp(tokens[index], ',')) index += 1;
    else if (!isOp(tokens[index], '}')) return undefined;
  }
  return { value: { kind: 'dict', entries }, next: index + 1 };
}
