// query: Return the sum of the first `count` terms of a geometric sequence with the given first term and
//   common ratio (a ratio of exactly 1 just repeats the first term). A count of zero or less sums to 0.
// entry_point: geometricSeriesSum
// example: geometricSeriesSum(2, 2, 3) === 14
// example: geometricSeriesSum(1, 3, 3) === 13

function geometricSeriesSum(first, ratio, count) {
  if (count <= 0) return 0;
  if (ratio === 1) return first * count;
  return (first * (1 - ratio ** count)) / (1 - ratio);
}

// tests
assert.strictEqual(geometricSeriesSum(1, 2, 4), 15);
assert.strictEqual(geometricSeriesSum(3, 1, 5), 15);
assert.strictEqual(geometricSeriesSum(5, 0.5, 3), 8.75);
assert.strictEqual(geometricSeriesSum(2, 3, 0), 0);
assert.strictEqual(geometricSeriesSum(2, 3, -1), 0);
assert.strictEqual(geometricSeriesSum(1, -1, 3), 1);
assert.strictEqual(geometricSeriesSum(1, -1, 4), 0);
assert.strictEqual(geometricSeriesSum(4, 0, 3), 4);
assert.strictEqual(geometricSeriesSum(1, 10, 3), 111);
assert.strictEqual(geometricSeriesSum(7, 2, 1), 7);
