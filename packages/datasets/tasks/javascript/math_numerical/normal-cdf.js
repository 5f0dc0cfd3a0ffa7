// query: Return the cumulative probability P(X <= x) of a normal distribution with the given mean and
//   standard deviation, rounded to 4 decimals, using a numerical approximation of the error function.
//   Returns null for a non-positive standard deviation.
// entry_point: normalCdf
// example: normalCdf(0, 0, 1) === 0.5
// example: normalCdf(100, 100, 15) === 0.5

function normalCdf(x, mean, stdDev) {
  if (stdDev <= 0) return null;
  const z = (x - mean) / (stdDev * Math.SQRT2);
  const sign = z < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(z));
  const poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  const erf = sign * (1 - poly * Math.exp(-z * z));
  return Math.round(((1 + erf) / 2) * 10000) / 10000;
}

// tests
assert.strictEqual(normalCdf(1, 0, 1), 0.8413);
assert.strictEqual(normalCdf(-1, 0, 1), 0.1587);
assert.strictEqual(normalCdf(1.96, 0, 1), 0.975);
assert.strictEqual(normalCdf(-1.96, 0, 1), 0.025);
assert.strictEqual(normalCdf(130, 100, 15), 0.9772);
assert.strictEqual(normalCdf(70, 100, 15), 0.0228);
assert.strictEqual(normalCdf(10, 0, 1), 1);
assert.strictEqual(normalCdf(0.5, 0, 2), 0.5987);
assert.deepStrictEqual([normalCdf(0, 0, 0), normalCdf(0, 0, -1)], [null, null]);
