import type { RawJson } from './raw-json.js';

const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, '0');
}

/**
 * A Python string literal for `value`, written as Python's `ascii()` writes a `str`: single quotes
 * unless the text holds a single quote and no double quote; `\\`, `\n`, `\r`, `\t` and the quote
 * escaped; other control characters and everything outside ASCII as `\xNN`, `\uNNNN` or
 * `\UNNNNNNNN` (a surrogate pair becomes one code point, a lone surrogate stays one). The result
 * is pure ASCII, so it survives any transport as it is.
 */
export function pythonStringLiteral(value: string): string {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  let literal = quote;
  for (const character of value) {
    const code = character.codePointAt(0) as number;
    const short = SHORT_ESCAPES[character];
    if (short !== undefined) literal += short;
    else if (character === quote) literal += `\\${quote}`;
    else if (code >= 0x20 && code < 0x7f) literal += character;
    else if (code <= 0xff) literal += `\\x${hex(code, 2)}`;
    else if (code <= 0xffff) literal += `\\u${hex(code, 4)}`;
    else literal += `\\U${hex(code, 8)}`;
  }
  return `${literal}${quote}`;
}

/** Thrown inside {@link pythonLiteral} to stop writing once the literal is too long. */
class LiteralTooLong extends Error {}

/**
 * The Python literal of a JSON value, meaning what Python's `json.loads` makes of the same text:
 * numbers as written (`1.0` a float, `1` an int of any size), `true`/`false`/`null` as
 * `True`/`False`/`None`, arrays as lists, objects as dicts with string keys, strings through
 * {@link pythonStringLiteral}. Separators follow Python's own `repr` (`[1, 2]`, `{'a': 1}`).
 * Returns `undefined` as soon as the literal would be longer than `maxChars` (so a huge value costs
 * no more than `maxChars` of work, and nesting deeper than `maxChars / 2` is never followed).
 */
export function pythonLiteral(value: RawJson, maxChars = Number.POSITIVE_INFINITY): string | undefined {
  const parts: string[] = [];
  let length = 0;
  const emit = (text: string): void => {
    length += text.length;
    if (length > maxChars) throw new LiteralTooLong();
    parts.push(text);
  };
  const write = (node: RawJson): void => {
    switch (node.kind) {
      case 'number':
        return emit(node.text);
      case 'string':
        return emit(pythonStringLiteral(node.value));
      case 'boolean':
        return emit(node.value ? 'True' : 'False');
      case 'null':
        return emit('None');
      case 'array':
        emit('[');
        node.items.forEach((item, index) => {
          if (index > 0) emit(', ');
          write(item);
        });
        return emit(']');
      case 'object':
        emit('{');
        node.entries.forEach(([key, item], index) => {
          if (index > 0) emit(', ');
          emit(`${pythonStringLiteral(key)}: `);
          write(item);
        });
        return emit('}');
    }
  };
  try {
    write(value);
  } catch (error) {
    if (error instanceof LiteralTooLong) return undefined;
    throw error;
  }
  return parts.join('');
}
