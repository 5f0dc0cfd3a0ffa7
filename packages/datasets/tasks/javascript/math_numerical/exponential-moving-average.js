// query: Smooth a series with an exponential moving average: the first output equals the first value and
//   each later output is alpha times the new value plus (1 - alpha) times the previous output. Returns
//   an empty list when alpha is not in the range (0, 1].
// entry_point: exponentialMovingAverage
// example: exponentialMovingAverage([10, 20], 0.5) === [10, 15]
// example: exponentialMovingAverage([4, 4, 8], 0.5) === [4, 4, 6]

function exponentialMovingAverage(values, alpha) {
  if (alpha <= 0 || alpha > 1) return [];
  const result = [];
  let current = 0;
  for (let i = 0; i < values.length; i += 1) {
    if (i === 0) current = values[0];
    else current = alpha * values[i] + (1 - alpha) * current;
    result.push(current);
  }
  return result;
}

// tests
assert.deepStrictEqual(exponentialMovingAverage([2, 4, 6], 0.5), [2, 3, 4.5]);
assert.deepStrictEqual(exponentialMovingAverage([2, 4, 6], 1), [2, 4, 6]);
assert.deepStrictEqual(exponentialMovingAverage([2, 4, 6], 0), []);
assert.deepStrictEqual(exponentialMovingAverage([2, 4, 6], 1.5), []);
assert.deepStrictEqual(exponentialMovingAverage([], 0.5), []);
assert.deepStrictEqual(exponentialMovingAverage([4, 8], 0.25), [4, 5]);
assert.deepStrictEqual(exponentialMovingAverage([10], 0.3), [10]);
assert.deepStrictEqual(exponentialMovingAverage([0, 10, 0], 0.5), [0, 5, 2.5]);
assert.deepStrictEqual(exponentialMovingAverage([8, 0, 4], 0.75), [8, 2, 3.5]);
