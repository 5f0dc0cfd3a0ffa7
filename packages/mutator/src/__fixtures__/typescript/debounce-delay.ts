export function debounceDelay(attempt: number, base = 100, cap = 5000): number {
  if (attempt < 0) return 0;
  const delay = base * 2 ** attempt;
  return delay > cap ? cap : delay;
}
