export function clamp(value: number, min = 0, max = 1): number {
  if (min > max) {
    throw new Error(`min (${min}) exceeds max (${max})`);
  }
  return Math.min(Math.max(value, min), max);
}
