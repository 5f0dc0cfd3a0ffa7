// Adds twice each value before the first one at or over the limit.
function sumUntil(xs, limit) {
  if (xs.length === 0) {
    return 0;
  }
  let total = 0;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] >= limit || xs[i] < 0) break;
    total += xs[i] * 2;
  }
  const label = 'a < b'; // not code
  return clamp(total, limit - 1);
}
