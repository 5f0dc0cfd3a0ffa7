import { InvalidArgumentError } from '@execret/core';

/**
 * Holm (1979) step-down adjusted p-values, in the input order: with p sorted ascending
 * p(1) ≤ … ≤ p(m), p̃(i) = max over j ≤ i of min(1, (m − j + 1) · p(j)). Equal p-values keep their
 * input order. Same as statsmodels `multipletests(method='holm')` (not its default, Holm–Šidák).
 */
export function holmAdjust(pValues: ArrayLike<number>): Float64Array {
  const count = pValues.length;
  const order = Array.from({ length: count }, (_, index) => index);
  for (const index of order) {
    const value = pValues[index] as number;
    if (!(value >= 0 && value <= 1)) throw new InvalidArgumentError(`p-values must lie in [0, 1]; position ${index} holds ${String(value)}`);
  }
  order.sort((left, right) => (pValues[left] as number) - (pValues[right] as number) || left - right);
  const adjusted = new Float64Array(count);
  let running = 0;
  order.forEach((index, rank) => {
    running = Math.max(running, Math.min(1, (count - rank) * (pValues[index] as number)));
    adjusted[index] = running;
  });
  return adjusted;
}
