import { scanPython, type SourceSpan } from '../importers/python-source.js';

/**
 * A token of Python source, as far as reading literals needs: names, numbers, strings (with their
 * prefix, lower-cased, and their body still escaped) and operators. Whitespace, line breaks,
 * comments and backslash-newline continuations are skipped.
 */
export type PythonToken =
  | { readonly type: 'name'; readonly text: string; readonly start: number }
  | { readonly type: 'number'; readonly text: string; readonly start: number }
  | { readonly type: 'string'; readonly prefix: string; readonly body: string; readonly start: number }
  | { readonly type: 'op'; readonly text: string; readonly start: number };

const OPERATORS = ['**=', '//=', '>>=', '<<=', '...', '==', '!=', '<=', '>=', '**', '//', '->', ':=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', '<<', '>>'] as const;
const NUMBER = /(?:0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?)[jJ]?/y;
const NAME = /[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*/uy;
const SPACE = /(?:[ \t\f\r\n]+|\\\r?\n)+/y;

function matchAt(pattern: RegExp, source: string, offset: number): string | undefined {
  pattern.lastIndex = offset;
  return pattern.exec(source)?.[0];
}

/** A string literal's span split into its prefix and body (an unterminated string's body runs to its end). */
function stringToken(source: string, span: SourceSpan): PythonToken {
  const text = source.slice(span.start, span.end);
  const prefix = /^[a-zA-Z]*/.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  const quote = rest.startsWith("'''") || rest.startsWith('"""') ? rest.slice(0, 3) : rest.slice(0, 1);
  const closed = rest.length >= 2 * quote.length && rest.endsWith(quote);
  return { type: 'string', prefix: prefix.toLowerCase(), body: rest.slice(quote.length, closed ? rest.length - quote.length : rest.length), start: span.start };
}

/**
 * Splits Python source into tokens. Strings and comments are found by the importers' lexer
 * (`scanPython`), so both read Python's string syntax the same way.
 */
export function tokenizePython(source: string): PythonToken[] {
  const { strings, comments } = scanPython(source);
  const skipped = new Map<number, { end: number; string?: SourceSpan }>();
  for (const span of strings) skipped.set(span.start, { end: span.end, string: span });
  for (const span of comments) skipped.set(span.start, { end: span.end });
  const tokens: PythonToken[] = [];
  let offset = 0;
  while (offset < source.length) {
    const span = skipped.get(offset);
    if (span !== undefined) {
      if (span.string !== undefined) tokens.push(stringToken(source, span.string));
      offset = Math.max(span.end, offset + 1);
      continue;
    }
    const space = matchAt(SPACE, source, offset);
    if (space !== undefined) {
      offset += space.length;
      continue;
    }
    const character = source[offset] as string;
    const name = matchAt(NAME, source, offset);
    if (name !== undefined) {
      tokens.push({ type: 'name', text: name, start: offset });
      offset += name.length;
      continue;
    }
    const number = /[0-9]/.test(character) || (character === '.' && /[0-9]/.test(source[offset + 1] ?? '')) ? matchAt(NUMBER, source, offset) : undefined;
    if (number !== undefined) {
      tokens.push({ type: 'number', text: number, start: offset });
      offset += number.length;
      continue;
    }
    const operator = OPERATORS.find((candidate) => source.startsWith(candidate, offset)) ?? character;
    tokens.push({ type: 'op', text: operator, start: offset });
    offset += operator.length;
  }
  return tokens;
}
