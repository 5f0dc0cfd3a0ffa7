// Boundaries inside an underscore-free piece of an identifier, as zero-width matches:
// lower/digit → upper; upper/digit → upper+lower (acronym end); digit → letter; letter → digit.
const BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=[\p{Lu}\p{N}])(?=\p{Lu}\p{Ll})|(?<=\p{N})(?=\p{L})|(?<=\p{L})(?=\p{N})/u;

// ASCII character classes for the fast path.
const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
const UNDERSCORE = 4;
const ASCII_CLASS = new Uint8Array(128);
for (let code = 97; code <= 122; code += 1) ASCII_CLASS[code] = LOWER;
for (let code = 65; code <= 90; code += 1) ASCII_CLASS[code] = UPPER;
for (let code = 48; code <= 57; code += 1) ASCII_CLASS[code] = DIGIT;
ASCII_CLASS[95] = UNDERSCORE;

/**
 * Splits one identifier into its parts, case preserved (execret identifier split, version 1).
 *
 * 1. Split at every `_` (underscores are dropped; empty pieces are dropped).
 * 2. Split each piece between
 *    - a lowercase letter or digit and an uppercase letter (`fooBar` → `foo Bar`);
 *    - an uppercase letter or digit and an uppercase letter followed by a lowercase one
 *      (`HTTPServer` → `HTTP Server`);
 *    - a digit and a letter, and a letter and a digit (`int32Array` → `int 32 Array`).
 *
 * Letter case uses Unicode categories (Lu, Ll), digits any Unicode number (N). This is the
 * dpu-utils `split_identifier_into_parts` rule (used by CodeSearchNet) without its `@`/`$` rules,
 * which never apply because the tokenizer has already split at every non-alphanumeric character.
 * Examples: `XMLHttpRequest` → `XML Http Request`, `IPv6Address` → `I Pv 6 Address`,
 * `__init__` → `init`, `ABC` → `ABC`.
 *
 * @returns the parts in order; `[]` when the identifier holds only underscores.
 */
export function splitIdentifier(identifier: string): string[] {
  const parts: string[] = [];
  if (!splitAsciiIdentifier(identifier, parts)) {
    parts.length = 0;
    for (const piece of identifier.split('_')) {
      if (piece === '') continue;
      for (const part of piece.split(BOUNDARY)) if (part !== '') parts.push(part);
    }
  }
  return parts;
}

// The same rule for identifiers made only of ASCII letters, digits and `_`, without regular
// expressions (most code). Returns false, leaving `parts` partly filled, on any other character.
function splitAsciiIdentifier(identifier: string, parts: string[]): boolean {
  const length = identifier.length;
  let start = -1;
  let previous = OTHER;
  for (let index = 0; index < length; index += 1) {
    const code = identifier.charCodeAt(index);
    if (code >= 128) return false;
    const current = ASCII_CLASS[code] as number;
    if (current === OTHER) return false;
    if (current === UNDERSCORE) {
      if (start !== -1) parts.push(identifier.slice(start, index));
      start = -1;
      previous = OTHER;
      continue;
    }
    if (start === -1) {
      start = index;
    } else if (isBoundary(previous, current, index + 1 < length ? (ASCII_CLASS[identifier.charCodeAt(index + 1)] ?? OTHER) : OTHER)) {
      parts.push(identifier.slice(start, index));
      start = index;
    }
    previous = current;
  }
  if (start !== -1) parts.push(identifier.slice(start));
  return true;
}

function isBoundary(previous: number, current: number, next: number): boolean {
  if (current === UPPER) {
    if (previous === LOWER || previous === DIGIT) return true;
    return previous === UPPER && next === LOWER;
  }
  if (current === DIGIT) return previous === LOWER || previous === UPPER;
  // current is a lowercase letter
  return previous === DIGIT;
}
