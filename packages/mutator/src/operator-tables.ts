/**
 * Each compound-assignment operator and its replacement, for the C-family syntaxes (TypeScript,
 * JavaScript, Go, Java, Rust, C++); a language without one of them never matches its row.
 */
export const COMPOUND_ASSIGNMENT_SWAPS = {
  '+=': '-=',
  '-=': '+=',
  '*=': '/=',
  '/=': '*=',
  '%=': '/=',
  '&=': '|=',
  '|=': '&=',
  '<<=': '>>=',
  '>>=': '<<=',
  '&&=': '||=',
  '||=': '&&=',
  '??=': '||=',
} as const;

/** True when `key` is a row of `table` (a type guard for `as const` lookup tables). */
export function isKeyOf<Table extends object>(table: Table, key: string): key is Extract<keyof Table, string> {
  return Object.hasOwn(table, key);
}
