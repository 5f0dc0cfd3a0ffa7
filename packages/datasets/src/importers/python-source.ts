/** A span of source text, `[start, end)` in UTF-16 code units. */
export interface SourceSpan {
  /** Offset of the first character. */
  start: number;
  /** Offset just past the last character. */
  end: number;
}

/** One logical line of Python source: physical lines joined by open brackets or `\` continuations. */
export interface PythonLogicalLine {
  /** Offset of the first character of its first physical line (just after the previous newline). */
  start: number;
  /** Offset just past its last character; the newline (and a `\r` before it) is not included. */
  end: number;
  /** Leading spaces and tabs of its first physical line. */
  indent: string;
  /** True when it holds nothing but whitespace and comments. */
  blank: boolean;
}

/** The lexical structure of Python source that the importers need. */
export interface PythonScan {
  /** Logical lines in source order. */
  lines: PythonLogicalLine[];
  /** String literals (prefix and quotes included) in source order. */
  strings: SourceSpan[];
  /** Comments (`#` up to the end of the physical line) in source order. */
  comments: SourceSpan[];
}

// A string literal opens with up to two prefix letters (r, b, u, f in any case) and a quote.
const STRING_OPENER = /[rRbBuUfF]{0,2}("""|'''|"|')/y;
const IDENTIFIER_CHARACTER = /[\w]/;

/**
 * Splits Python source into logical lines and finds its string literals and comments. A small
 * hand-written lexer: it knows string prefixes, triple quotes, backslash escapes, comments, bracket
 * nesting and `\` continuations, which is all the importers need to cut statements apart, and it
 * never throws (an unterminated string ends at the end of its line, or of the source when
 * triple-quoted).
 */
export function scanPython(source: string): PythonScan {
  const lines: PythonLogicalLine[] = [];
  const strings: SourceSpan[] = [];
  const comments: SourceSpan[] = [];
  let depth = 0;
  let lineStart = 0;
  let blank = true;
  let index = 0;
  const endLine = (end: number): void => {
    const indent = /^[ \t]*/.exec(source.slice(lineStart, end))?.[0] ?? '';
    lines.push({ start: lineStart, end, indent, blank });
  };
  while (index < source.length) {
    const character = source[index] as string;
    if (character === '#') {
      const newline = source.indexOf('\n', index);
      const end = newline === -1 ? source.length : newline;
      comments.push({ start: index, end: end > index && source[end - 1] === '\r' ? end - 1 : end });
      index = end;
      continue;
    }
    STRING_OPENER.lastIndex = index;
    const opener = /[rRbBuUfF"']/.test(character) && (index === 0 || !IDENTIFIER_CHARACTER.test(source[index - 1] as string)) ? STRING_OPENER.exec(source) : null;
    if (opener !== null) {
      const quote = opener[1] as string;
      let cursor = index + opener[0].length;
      while (cursor < source.length) {
        const inside = source[cursor] as string;
        if (inside === '\\') {
          cursor += 2;
        } else if (source.startsWith(quote, cursor)) {
          cursor += quote.length;
          break;
        } else if (quote.length === 1 && inside === '\n') {
          break;
        } else {
          cursor += 1;
        }
      }
      cursor = Math.min(cursor, source.length);
      strings.push({ start: index, end: cursor });
      blank = false;
      index = cursor;
      continue;
    }
    if (character === '(' || character === '[' || character === '{') depth += 1;
    else if (character === ')' || character === ']' || character === '}') depth = Math.max(0, depth - 1);
    if (character === '\\' && (source[index + 1] === '\n' || (source[index + 1] === '\r' && source[index + 2] === '\n'))) {
      index += source[index + 1] === '\n' ? 2 : 3;
      continue;
    }
    if (character === '\n') {
      if (depth === 0) {
        endLine(index > lineStart && source[index - 1] === '\r' ? index - 1 : index);
        lineStart = index + 1;
        blank = true;
      }
      index += 1;
      continue;
    }
    if (character !== ' ' && character !== '\t' && character !== '\r' && character !== '\f') blank = false;
    index += 1;
  }
  if (lineStart < source.length) endLine(source.length);
  return { lines, strings, comments };
}

/** A piece of Python source: code, a string literal or a comment. */
interface Segment {
  kind: 'code' | 'string' | 'comment';
  text: string;
}

function segments(source: string): Segment[] {
  const { strings, comments } = scanPython(source);
  const spans = [...strings.map((span) => ({ ...span, kind: 'string' as const })), ...comments.map((span) => ({ ...span, kind: 'comment' as const }))].sort(
    (left, right) => left.start - right.start,
  );
  const result: Segment[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start > cursor) result.push({ kind: 'code', text: source.slice(cursor, span.start) });
    result.push({ kind: span.kind, text: source.slice(span.start, span.end) });
    cursor = span.end;
  }
  if (cursor < source.length) result.push({ kind: 'code', text: source.slice(cursor) });
  return result;
}

/** True when `name` occurs as a whole word in the code of `source` (not in strings or comments). */
export function pythonCodeMentions(source: string, name: string): boolean {
  const pattern = new RegExp(`(?<![\\w.])${name}(?!\\w)`);
  return segments(source).some((segment) => segment.kind === 'code' && pattern.test(segment.text));
}

/**
 * Renames the identifier `from` to `to` in the code of `source`; string literals, comments and
 * attribute names (`x.from`) are left alone.
 */
export function renamePythonIdentifier(source: string, from: string, to: string): string {
  const pattern = new RegExp(`(?<![\\w.])${from}(?!\\w)`, 'g');
  return segments(source)
    .map((segment) => (segment.kind === 'code' ? segment.text.replace(pattern, to) : segment.text))
    .join('');
}

// A marker for a joined line break; it is only ever inserted into code, never into a string.
const JOIN = '\u0000';

/**
 * Writes one logical line (a statement spread over physical lines by brackets or `\`) on one
 * physical line: comments are dropped and each line break with the indentation around it becomes
 * one space (none just inside a bracket). Returned unchanged when a string literal spans lines,
 * since joining would change the string.
 */
export function joinPythonLines(source: string): string {
  const pieces = segments(source);
  if (!/\r?\n/.test(source) || pieces.some((piece) => piece.kind === 'string' && piece.text.includes('\n'))) return source;
  const merged: Segment[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'comment') continue;
    const last = merged[merged.length - 1];
    if (piece.kind === 'code' && last?.kind === 'code') last.text += piece.text;
    else merged.push({ ...piece });
  }
  return merged
    .map((piece) => (piece.kind === 'code' ? piece.text.replace(/[ \t]*\\?\r?\n[ \t]*/g, JOIN) : piece.text))
    .join('')
    .replace(new RegExp(`${JOIN}+`, 'g'), JOIN)
    .replace(new RegExp(`([([{])${JOIN}`, 'g'), '$1')
    .replace(new RegExp(`${JOIN}([)\\]}])`, 'g'), '$1')
    .replace(new RegExp(JOIN, 'g'), ' ')
    .trim();
}

/**
 * Removes `indent` from the start of every physical line of `source` that begins with it, except
 * lines that begin inside a multi-line string literal (their text belongs to the string).
 */
export function dedentPython(source: string, indent: string): string {
  if (indent === '') return source;
  const { strings } = scanPython(source);
  const insideString = (offset: number): boolean => strings.some((span) => span.start < offset && offset < span.end);
  let result = '';
  let lineStart = 0;
  while (lineStart <= source.length) {
    const newline = source.indexOf('\n', lineStart);
    const end = newline === -1 ? source.length : newline + 1;
    const line = source.slice(lineStart, end);
    result += line.startsWith(indent) && !insideString(lineStart) ? line.slice(indent.length) : line;
    if (newline === -1) break;
    lineStart = end;
  }
  return result;
}
