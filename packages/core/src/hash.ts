import { createHash } from 'node:crypto';

/** SHA-256 of a string (as UTF-8) or bytes, as 64 lowercase hex digits. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * `code_sha256`: SHA-256 of the code's UTF-8 bytes exactly as stored in `corpus.jsonl` (no
 * newline, whitespace or encoding normalisation).
 */
export function codeSha256(code: string): string {
  return sha256Hex(code);
}

/**
 * Serialises a test list to the exact bytes that {@link testsSha256} hashes: the UTF-8 encoding of
 * the compact JSON array of the test strings, in order, as `JSON.stringify(tests)` writes it
 * (no spaces; `"` `\\` and control characters escaped, `\n` `\r` `\t` `\b` `\f` by their short
 * escapes and the rest as lowercase `\u00xx`; every other character, non-ASCII included, as is).
 * Python produces the same bytes with
 * `json.dumps(tests, ensure_ascii=False, separators=(",", ":")).encode("utf-8")`.
 */
export function serializeTests(tests: readonly string[]): string {
  return JSON.stringify(tests);
}

/** `tests_sha256`: SHA-256 of {@link serializeTests}`(tests)`. */
export function testsSha256(tests: readonly string[]): string {
  return sha256Hex(serializeTests(tests));
}
