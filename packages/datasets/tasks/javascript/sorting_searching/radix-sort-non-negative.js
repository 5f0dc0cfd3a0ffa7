// query: Sort non-negative integers with a least-significant-digit radix sort in base 10, returning a new list.
//   Return null if any value is negative or not an integer.
// entry_point: radixSortNonNegative
// example: radixSortNonNegative([31, 4, 15]) === [4, 15, 31]
// example: radixSortNonNegative([1000, 10, 100]) === [10, 100, 1000]

function radixSortNonNegative(values) {
  if (values.some((value) => value < 0 || !Number.isInteger(value))) return null;
  let items = values.slice();
  let largest = 0;
  for (const value of items) largest = Math.max(largest, value);
  for (let place = 1; place <= largest; place *= 10) {
    const buckets = Array.from({ length: 10 }, () => []);
    for (const value of items) {
      buckets[Math.floor(value / place) % 10].push(value);
    }
    items = buckets.flat();
  }
  return items;
}

// tests
assert.deepStrictEqual(radixSortNonNegative([170, 45, 75, 90, 802, 24, 2, 66]), [2, 24, 45, 66, 75, 90, 170, 802]);
assert.deepStrictEqual(radixSortNonNegative([]), []);
assert.deepStrictEqual(radixSortNonNegative([1, 0]), [0, 1]);
assert.deepStrictEqual(radixSortNonNegative([100, 5]), [5, 100]);
assert.deepStrictEqual(radixSortNonNegative([3, -1]), null);
assert.deepStrictEqual(radixSortNonNegative([1.5]), null);
assert.deepStrictEqual(radixSortNonNegative([0, 0, 10, 1]), [0, 0, 1, 10]);
assert.deepStrictEqual(radixSortNonNegative([9, 19, 91, 11]), [9, 11, 19, 91]);
