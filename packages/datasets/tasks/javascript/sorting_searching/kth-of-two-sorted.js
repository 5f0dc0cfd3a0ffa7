// query: Return the k-th smallest value (k counted from 1) of the combined contents of two ascending sorted lists by
//   walking both lists with two indices, counting duplicates separately. Return null when k is below 1 or larger than
//   the total number of values.
// entry_point: kthOfTwoSorted
// example: kthOfTwoSorted([1, 5], [2, 3], 3) === 3
// example: kthOfTwoSorted([1], [2], 3) === null

function kthOfTwoSorted(first, second, k) {
  if (k < 1 || k > first.length + second.length) return null;
  let i = 0;
  let j = 0;
  let current = 0;
  for (let taken = 0; taken < k; taken++) {
    if (j >= second.length || (i < first.length && first[i] <= second[j])) current = first[i++];
    else current = second[j++];
  }
  return current;
}

// tests
assert.strictEqual(kthOfTwoSorted([1, 4, 9], [2, 3, 10, 11], 1), 1);
assert.strictEqual(kthOfTwoSorted([1, 4, 9], [2, 3, 10, 11], 4), 4);
assert.strictEqual(kthOfTwoSorted([1, 4, 9], [2, 3, 10, 11], 7), 11);
assert.strictEqual(kthOfTwoSorted([1, 4, 9], [2, 3, 10, 11], 8), null);
assert.strictEqual(kthOfTwoSorted([1, 4, 9], [2, 3, 10, 11], 0), null);
assert.strictEqual(kthOfTwoSorted([], [7, 8], 2), 8);
assert.strictEqual(kthOfTwoSorted([7, 8], [], 1), 7);
assert.strictEqual(kthOfTwoSorted([2, 2], [2, 5], 4), 5);
assert.strictEqual(kthOfTwoSorted([-3, 6], [-5, -4], 3), -3);
assert.strictEqual(kthOfTwoSorted([10, 20], [1, 2], 3), 10);
