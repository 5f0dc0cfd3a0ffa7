import { compareCodeUnits } from './compare-code-units.js';

/**
 * A copy of `record` with its keys in {@link compareCodeUnits} order, so that `JSON.stringify`
 * writes them in a fixed order whatever order they were added in. (Keys that look like array
 * indexes still come first, in numeric order: JavaScript objects always list those first.)
 */
export function sortedRecord<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([left], [right]) => compareCodeUnits(left, right)));
}
