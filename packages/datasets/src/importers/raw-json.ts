/**
 * A JSON value as written in its text: numbers keep their digits (`1.0` stays `1.0`, and an
 * integer past 2^53 keeps every digit), which `JSON.parse` loses. Python's `json` module reads
 * `1.0` as a float and `1` as an int, so the distinction is part of the data.
 */
export type RawJson =
  | { kind: 'number'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'array'; items: RawJson[] }
  | { kind: 'object'; entries: Array<[string, RawJson]> };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

/** Thrown by {@link parseRawJson} for text that is not one JSON value. */
export class RawJsonError extends Error {
  constructor(message: string, readonly offset: number) {
    super(`${message} at offset ${offset}`);
    this.name = 'RawJsonError';
  }
}

/**
 * Parses one JSON value (RFC 8259, strict: no `NaN`, no trailing commas), keeping the text of
 * every number. Strings are decoded by `JSON.parse`, so escapes mean exactly what they mean there
 * (a lone surrogate stays one). Nesting is followed iteratively, so depth costs no stack.
 * @throws RawJsonError naming the offset of the first character that is not JSON.
 */
export function parseRawJson(text: string): RawJson {
  let offset = 0;
  const skipWhitespace = (): void => {
    WHITESPACE.lastIndex = offset;
    WHITESPACE.exec(text);
    offset = WHITESPACE.lastIndex;
  };
  const scalar = (): RawJson => {
    const character = text[offset];
    if (character === '"') {
      let end = offset + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) throw new RawJsonError('unterminated string', offset);
      let value: unknown;
      try {
        value = JSON.parse(text.slice(offset, end + 1));
      } catch {
        throw new RawJsonError('invalid string', offset);
      }
      offset = end + 1;
      return { kind: 'string', value: value as string };
    }
    for (const [word, node] of [['true', { kind: 'boolean', value: true }], ['false', { kind: 'boolean', value: false }], ['null', { kind: 'null' }]] as const) {
      if (text.startsWith(word, offset)) {
        offset += word.length;
        return node;
      }
    }
    NUMBER.lastIndex = offset;
    const number = NUMBER.exec(text);
    if (number === null) throw new RawJsonError(character === undefined ? 'unexpected end' : `unexpected ${JSON.stringify(character)}`, offset);
    offset = NUMBER.lastIndex;
    return { kind: 'number', text: number[0] };
  };

  // Open containers, innermost last; an object frame remembers the key its next value belongs to.
  const stack: Array<{ node: Extract<RawJson, { kind: 'array' | 'object' }>; key?: string }> = [];
  let result: RawJson | undefined;
  const place = (node: RawJson): void => {
    const top = stack[stack.length - 1];
    if (top === undefined) result = node;
    else if (top.node.kind === 'array') top.node.items.push(node);
    else top.node.entries.push([top.key as string, node]);
  };
  const readKey = (frame: { key?: string }): void => {
    skipWhitespace();
    if (text[offset] !== '"') throw new RawJsonError('expected a string key', offset);
    const key = scalar() as { kind: 'string'; value: string };
    skipWhitespace();
    if (text[offset] !== ':') throw new RawJsonError('expected ":"', offset);
    offset += 1;
    frame.key = key.value;
  };
  for (;;) {
    // A value starts here.
    skipWhitespace();
    const character = text[offset];
    if (character === '[' || character === '{') {
      offset += 1;
      const node: Extract<RawJson, { kind: 'array' | 'object' }> = character === '[' ? { kind: 'array', items: [] } : { kind: 'object', entries: [] };
      place(node);
      const frame: { node: typeof node; key?: string } = { node };
      stack.push(frame);
      skipWhitespace();
      if (text[offset] === (character === '[' ? ']' : '}')) {
        offset += 1;
        stack.pop();
      } else {
        if (character === '{') readKey(frame);
        continue;
      }
    } else {
      place(scalar());
    }
    // After a value: close containers, or go on to the next item.
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) {
        skipWhitespace();
        if (offset !== text.length) throw new RawJsonError('unexpected text after the value', offset);
        return result as RawJson;
      }
      skipWhitespace();
      const closing = top.node.kind === 'array' ? ']' : '}';
      if (text[offset] === closing) {
        offset += 1;
        stack.pop();
        continue;
      }
      if (text[offset] !== ',') throw new RawJsonError(`expected "," or "${closing}"`, offset);
      offset += 1;
      if (top.node.kind === 'object') readKey(top);
      break;
    }
  }
}

/** The value of `key` in a JSON object node (the last one when the key repeats, as `JSON.parse` reads it). */
export function rawJsonField(node: RawJson, key: string): RawJson | undefined {
  if (node.kind !== 'object') return undefined;
  for (let index = node.entries.length - 1; index >= 0; index -= 1) {
    const entry = node.entries[index] as [string, RawJson];
    if (entry[0] === key) return entry[1];
  }
  return undefined;
}
