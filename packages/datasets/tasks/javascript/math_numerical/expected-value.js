// query: Return the expected value and variance of a discrete distribution given as [value, probability]
//   pairs, as [mean, variance] rounded to 4 decimals. Returns null if a probability is negative or the
//   probabilities do not sum to 1 within 1e-9.
// entry_point: expectedValue
// example: expectedValue([[0, 0.5], [1, 0.5]]) === [0.5, 0.25]
// example: expectedValue([[3, 1]]) === [3, 0]

function expectedValue(distribution) {
  let total = 0;
  let mean = 0;
  let squares = 0;
  for (const [value, probability] of distribution) {
    if (probability < 0) return null;
    total += probability;
    mean += value * probability;
    squares += value * value * probability;
  }
  if (Math.abs(total - 1) > 1e-9) return null;
  const round = (value) => Math.round(value * 10000) / 10000;
  return [round(mean), round(squares - mean * mean)];
}

// tests
assert.deepStrictEqual(expectedValue([[1, 1 / 6], [2, 1 / 6], [3, 1 / 6], [4, 1 / 6], [5, 1 / 6], [6, 1 / 6]]), [3.5, 2.9167]);
assert.deepStrictEqual(expectedValue([[-1, 0.5], [1, 0.5]]), [0, 1]);
assert.deepStrictEqual(expectedValue([[10, 0.2], [0, 0.8]]), [2, 16]);
assert.deepStrictEqual(expectedValue([[7, 1]]), [7, 0]);
assert.strictEqual(expectedValue([]), null);
assert.strictEqual(expectedValue([[1, 0.5], [2, 0.4]]), null);
assert.strictEqual(expectedValue([[1, 1.5], [2, -0.5]]), null);
assert.deepStrictEqual(expectedValue([[2, 0.25], [4, 0.75], [9, 0]]), [3.5, 0.75]);
assert.deepStrictEqual(expectedValue([[1, 0.1], [2, 0.2], [3, 0.3], [4, 0.4]]), [3, 1]);
