// query: Return the harmonic mean of a list of positive numbers (the count divided by the sum of
//   reciprocals). Returns null for an empty list or if any value is zero or negative.
// entry_point: harmonicMean
// example: harmonicMean([2, 2]) === 2
// example: harmonicMean([2, 4, 4]) === 3

function harmonicMean(values) {
  if (values.length === 0) return null;
  let reciprocalSum = 0;
  for (const value of values) {
    if (value <= 0) return null;
    reciprocalSum += 1 / value;
  }
  return values.length / reciprocalSum;
}

// tests
assert.strictEqual(harmonicMean([1, 4, 4]), 2);
assert.strictEqual(harmonicMean([2]), 2);
assert.strictEqual(harmonicMean([]), null);
assert.strictEqual(harmonicMean([1, 0]), null);
assert.strictEqual(harmonicMean([3, -1]), null);
assert.strictEqual(Math.round(harmonicMean([40, 60]) * 1e9) / 1e9, 48);
assert.strictEqual(harmonicMean([1, 1, 1]), 1);
assert.strictEqual(Math.round(harmonicMean([2, 6]) * 1e9) / 1e9, 3);
assert.strictEqual(Math.round(harmonicMean([10, 30, 15]) * 1e9) / 1e9, 15);
