export function lastIndexBelow(values: number[], limit: number): number {
  for (let i = values.length - 1; i >= 0; i--) {
    if (values[i] < limit) {
      return i;
    }
  }
  return -1;
}
