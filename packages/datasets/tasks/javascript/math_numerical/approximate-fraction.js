// query: Find the fraction [numerator, denominator] closest to a real number whose denominator is at most
//   maxDenominator (e.g. pi with 1000 gives [355, 113]); on a tie the smaller denominator wins. Returns
//   null when maxDenominator is below 1.
// entry_point: approximateFraction
// example: approximateFraction(0.5, 10) === [1, 2]
// example: approximateFraction(0.333, 5) === [1, 3]

function approximateFraction(value, maxDenominator) {
  if (maxDenominator < 1) return null;
  let best = [Math.round(value), 1];
  let bestError = Math.abs(value - best[0]);
  for (let denominator = 2; denominator <= maxDenominator; denominator++) {
    const numerator = Math.round(value * denominator);
    const error = Math.abs(value - numerator / denominator);
    if (error < bestError - 1e-15) {
      best = [numerator, denominator];
      bestError = error;
    }
  }
  return [best[0] + 0, best[1]];
}

// tests
assert.deepStrictEqual(approximateFraction(Math.PI, 1000), [355, 113]);
assert.deepStrictEqual(approximateFraction(Math.PI, 10), [22, 7]);
assert.deepStrictEqual(approximateFraction(Math.PI, 1), [3, 1]);
assert.deepStrictEqual(approximateFraction(0.75, 100), [3, 4]);
assert.deepStrictEqual(approximateFraction(-1.25, 3), [-4, 3]);
assert.deepStrictEqual(approximateFraction(2, 50), [2, 1]);
assert.deepStrictEqual(approximateFraction(0.1, 9), [1, 9]);
assert.deepStrictEqual(approximateFraction(-0.01, 5), [0, 1]);
assert.deepStrictEqual(approximateFraction(0.3, 0), null);
assert.deepStrictEqual(approximateFraction(0.618034, 20), [8, 13]);
