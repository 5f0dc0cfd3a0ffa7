// query: Given a list of numbers sorted in ascending order and a target, return the first index whose value is
//   strictly greater than the target, using binary search. Return the list length when no value is greater.
// entry_point: firstIndexAbove
// example: firstIndexAbove([10, 20, 30], 20) === 2
// example: firstIndexAbove([1, 1, 4], 0) === 0

function firstIndexAbove(values, target) {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (values[middle] <= target) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

// tests
assert.strictEqual(firstIndexAbove([1, 3, 5, 7], 5), 3);
assert.strictEqual(firstIndexAbove([1, 3, 5, 7], 4), 2);
assert.strictEqual(firstIndexAbove([1, 3, 5, 7], 0), 0);
assert.strictEqual(firstIndexAbove([1, 3, 5, 7], 7), 4);
assert.strictEqual(firstIndexAbove([], 1), 0);
assert.strictEqual(firstIndexAbove([2, 2, 2], 2), 3);
assert.strictEqual(firstIndexAbove([1, 2, 2, 2, 3], 2), 4);
assert.strictEqual(firstIndexAbove([-4, -2, 0], -3), 1);
assert.strictEqual(firstIndexAbove([1, 2, 3, 4, 5, 6, 7, 8, 9], 6), 6);
