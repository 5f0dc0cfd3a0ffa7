/** `record[key]` when `key` is the record's own property, else undefined (never `Object.prototype`'s `constructor` or `__proto__`). */
export function ownEntry<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
