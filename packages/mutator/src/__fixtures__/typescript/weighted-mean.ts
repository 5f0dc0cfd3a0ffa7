export function weightedMean(values: number[], weights: number[]): number {
  if (values.length !== weights.length || values.length === 0) {
    throw new RangeError('values and weights must be non-empty and of equal length');
  }
  let sum = 0;
  let weightTotal = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i] * weights[i];
    weightTotal += weights[i];
  }
  return weightTotal === 0 ? NaN : sum / weightTotal;
}
