// query: For each position in a list, return how many distinct values have appeared up to and including
//   that position (values compared like a Set does, so NaN equals NaN and 1 differs from "1").
// entry_point: cumulativeDistinctCount
// example: cumulativeDistinctCount(['a', 'b', 'a', 'c']) === [1, 2, 2, 3]
// example: cumulativeDistinctCount([5, 5, 5]) === [1, 1, 1]

function cumulativeDistinctCount(values) {
  const seen = new Set();
  const counts = [];
  for (const value of values) {
    seen.add(value);
    counts.push(seen.size);
  }
  return counts;
}

// tests
assert.deepStrictEqual(cumulativeDistinctCount([]), []);
assert.deepStrictEqual(cumulativeDistinctCount([1]), [1]);
assert.deepStrictEqual(cumulativeDistinctCount([1, '1', 1]), [1, 2, 2]);
assert.deepStrictEqual(cumulativeDistinctCount([NaN, NaN, 0, -0]), [1, 1, 2, 2]);
assert.deepStrictEqual(cumulativeDistinctCount([null, undefined, null]), [1, 2, 2]);
assert.deepStrictEqual(cumulativeDistinctCount([3, 2, 1, 2, 3, 4]), [1, 2, 3, 3, 3, 4]);
assert.deepStrictEqual(cumulativeDistinctCount(['x', 'X', 'x ']), [1, 2, 3]);
