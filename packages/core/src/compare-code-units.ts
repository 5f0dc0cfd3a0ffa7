/**
 * Compares two strings by UTF-16 code units, as `<` does: -1 when `left` sorts first, 1 when
 * `right` does, 0 when they are equal. This is the order of every id and key execret sorts
 * (corpus ids in rankings, manifest keys); unlike `localeCompare` it does not depend on the locale.
 */
export function compareCodeUnits(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}
