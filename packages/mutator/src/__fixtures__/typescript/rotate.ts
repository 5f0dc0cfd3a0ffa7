export function rotate<T>(items: T[], k: number): T[] {
  const n = items.length;
  if (n === 0) return [];
  const shift = ((k % n) + n) % n;
  return items.slice(shift).concat(items.slice(0, shift));
}
