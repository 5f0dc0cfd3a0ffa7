export function movingAverage(values: number[], window: number): number[] {
  if (window <= 0 || window > values.length) {
    return [];
  }
  let total = 0;
  for (let i = 0; i < window; i++) total += values[i];
  const result = [total / window];
  for (let i = window; i < values.length; i++) {
    total += values[i] - values[i - window];
    result.push(total / window);
  }
  return result;
}
