export function chunk<T>(items: T[], size = 2): T[][] {
  if (size < 1) throw new RangeError(`size must be positive, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}
