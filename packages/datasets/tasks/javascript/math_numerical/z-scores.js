// query: Standardize a list of numbers into z-scores, (value - mean) / standard deviation, using the
//   population standard deviation. Returns null for an empty list or when all values are equal.
// entry_point: zScores
// example: zScores([2, 4]) === [-1, 1]
// example: zScores([0, 10, 0, 10]) === [-1, 1, -1, 1]

function zScores(values) {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / values.length;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  const deviation = Math.sqrt(squares / values.length);
  if (deviation === 0) return null;
  return values.map((value) => (value - mean) / deviation);
}

// tests
assert.deepStrictEqual(zScores([2, 4, 4, 4, 5, 5, 7, 9]), [-1.5, -0.5, -0.5, -0.5, 0, 0, 1, 2]);
assert.strictEqual(zScores([]), null);
assert.strictEqual(zScores([3, 3]), null);
assert.strictEqual(zScores([7]), null);
assert.deepStrictEqual(zScores([1, 3]), [-1, 1]);
assert.deepStrictEqual(zScores([10, 20]), [-1, 1]);
assert.deepStrictEqual(zScores([-5, 5, -5, 5]), [-1, 1, -1, 1]);
assert.deepStrictEqual(zScores([1, 2, 3]).map((z) => Math.round(z * 10000) / 10000), [-1.2247, 0, 1.2247]);
assert.deepStrictEqual(zScores([0, 0, 0, 4]).map((z) => Math.round(z * 10000) / 10000), [-0.5774, -0.5774, -0.5774, 1.7321]);
assert.deepStrictEqual(zScores([6, 2, 4]), [1.224744871391589, -1.224744871391589, 0]);
