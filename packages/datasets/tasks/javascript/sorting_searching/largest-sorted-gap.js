// query: Sort the numbers and find the widest gap between neighbouring values. Return [gap, lower value, upper value] for
//   the first widest gap in ascending order, or null when there are fewer than two numbers.
// entry_point: largestSortedGap
// example: largestSortedGap([1, 10, 3]) === [7, 3, 10]
// example: largestSortedGap([5]) === null

function largestSortedGap(values) {
  if (values.length < 2) return null;
  const sorted = [...values].sort((a, b) => a - b);
  let best = [sorted[1] - sorted[0], sorted[0], sorted[1]];
  for (let i = 2; i < sorted.length; i++) {
    const gap = sorted[i] - sorted[i - 1];
    if (gap > best[0]) best = [gap, sorted[i - 1], sorted[i]];
  }
  return best;
}

// tests
assert.strictEqual(largestSortedGap([]), null);
assert.deepStrictEqual(largestSortedGap([4, 9]), [5, 4, 9]);
assert.deepStrictEqual(largestSortedGap([9, 4]), [5, 4, 9]);
assert.deepStrictEqual(largestSortedGap([1, 2, 4, 7, 11]), [4, 7, 11]);
assert.deepStrictEqual(largestSortedGap([1, 4, 7, 8]), [3, 1, 4]);
assert.deepStrictEqual(largestSortedGap([3, 3, 3]), [0, 3, 3]);
assert.deepStrictEqual(largestSortedGap([-10, 5, -2, 0]), [8, -10, -2]);
assert.deepStrictEqual(largestSortedGap([100, 20, 3]), [80, 20, 100]);
assert.deepStrictEqual(largestSortedGap([0, 10, 12, 30, 31]), [18, 12, 30]);
