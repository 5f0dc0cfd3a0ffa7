// query: Find a target in a list of distinct numbers sorted in descending order using binary search. Return its
//   index, or -1 when it is absent or the list is empty.
// entry_point: binarySearchDescending
// example: binarySearchDescending([50, 40, 30, 20], 30) === 2
// example: binarySearchDescending([10, 8, 6], 7) === -1

function binarySearchDescending(values, target) {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (values[middle] === target) return middle;
    if (values[middle] > target) {
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return -1;
}

// tests
assert.strictEqual(binarySearchDescending([9, 7, 5, 3, 1], 9), 0);
assert.strictEqual(binarySearchDescending([9, 7, 5, 3, 1], 1), 4);
assert.strictEqual(binarySearchDescending([9, 7, 5, 3, 1], 5), 2);
assert.strictEqual(binarySearchDescending([9, 7, 5, 3, 1], 4), -1);
assert.strictEqual(binarySearchDescending([9, 7, 5, 3, 1], 10), -1);
assert.strictEqual(binarySearchDescending([9, 7, 5, 3, 1], 0), -1);
assert.strictEqual(binarySearchDescending([], 3), -1);
assert.strictEqual(binarySearchDescending([3], 3), 0);
assert.strictEqual(binarySearchDescending([8, 6], 6), 1);
assert.strictEqual(binarySearchDescending([20, 15, 10, 5, 0, -5, -10], -5), 5);
