import { InvalidUtf8Error } from './errors.js';

const NEWLINE = 0x0a;

/** The first ill-formed UTF-8 sequence found by {@link findInvalidUtf8}. */
export interface InvalidUtf8Sequence {
  /** Byte offset of the sequence's first byte, counted from the start of the input. */
  offset: number;
  /** That byte's value (0–255). */
  byte: number;
  /** True when the sequence is a valid start cut short by the end of the input (a cut-off write). */
  cutAtEnd: boolean;
}

/**
 * Finds the first ill-formed UTF-8 sequence in `bytes[start, end)` by the rules of the Unicode
 * Standard (table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), the same rules
 * `TextDecoder('utf-8', { fatal: true })` applies; it locates what the decoder only rejects.
 *
 * @returns undefined when the range is valid UTF-8.
 */
export function findInvalidUtf8(bytes: Uint8Array, start = 0, end = bytes.length): InvalidUtf8Sequence | undefined {
  let index = start;
  while (index < end) {
    const lead = bytes[index] as number;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let length: number;
    // The allowed range of the second byte depends on the lead byte (table 3-7); later bytes are 80..BF.
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else {
      return { offset: index, byte: lead, cutAtEnd: false };
    }
    for (let position = 1; position < length; position += 1) {
      if (index + position >= end) return { offset: index, byte: lead, cutAtEnd: true };
      const next = bytes[index + position] as number;
      const valid = position === 1 ? next >= low && next <= high : next >= 0x80 && next <= 0xbf;
      if (!valid) return { offset: index, byte: lead, cutAtEnd: false };
    }
    index += length;
  }
  return undefined;
}

/**
 * Decodes a whole text file's bytes as strict UTF-8: a leading byte-order mark is removed, and an
 * ill-formed byte throws an {@link InvalidUtf8Error} naming `file`, the 1-based line and the byte
 * column, instead of becoming U+FFFD as `buffer.toString('utf8')` would make it.
 *
 * @param file - the file name used in the error (as the caller shows it to people).
 */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalidUtf8At(bytes, file);
  }
}

/** True when `bytes` starts with the UTF-8 byte-order mark EF BB BF. */
export function hasByteOrderMark(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * The error for the ill-formed `sequence` found in one line: `lineBytes` are the line's bytes
 * (from its first byte), `sequence.offset` counts from there.
 */
export function invalidUtf8Error(file: string, line: number, lineBytes: Uint8Array, sequence: InvalidUtf8Sequence): InvalidUtf8Error {
  const utf16 = line === 1 && lineBytes.length >= 2 && ((lineBytes[0] === 0xff && lineBytes[1] === 0xfe) || (lineBytes[0] === 0xfe && lineBytes[1] === 0xff));
  const advice = utf16 ? 'the file starts with a UTF-16 byte-order mark: re-save it as UTF-8' : 'expected UTF-8 text: re-save the file as UTF-8';
  return new InvalidUtf8Error({ file, line }, sequence.byte, sequence.offset + 1, advice);
}

/**
 * The error for invalid UTF-8 somewhere in `bytes` (a whole file): counts the lines up to the first
 * ill-formed sequence. Only called once validation has failed, so its cost is off the normal path.
 */
function invalidUtf8At(bytes: Uint8Array, file: string): InvalidUtf8Error {
  // TextDecoder and findInvalidUtf8 apply the same rules, so a sequence is always found here.
  const found = findInvalidUtf8(bytes) ?? { offset: 0, byte: bytes[0] ?? 0, cutAtEnd: false };
  let line = 1;
  let lineStart = 0;
  for (let index = bytes.indexOf(NEWLINE); index !== -1 && index < found.offset; index = bytes.indexOf(NEWLINE, index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return invalidUtf8Error(file, line, bytes.subarray(lineStart), { ...found, offset: found.offset - lineStart });
}
