// query: A sorted list of consecutive integers is missing at most one value somewhere between its first and last
//   element. Find the missing value with binary search, or return null when nothing is missing or the list has
//   fewer than two values.
// entry_point: missingInSequence
// example: missingInSequence([4, 5, 7]) === 6
// example: missingInSequence([20, 21, 22]) === null

function missingInSequence(values) {
  if (values.length < 2) return null;
  const first = values[0];
  if (values[values.length - 1] - first === values.length - 1) return null;
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (values[middle] - first === middle) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return first + low;
}

// tests
assert.strictEqual(missingInSequence([1, 2, 3, 5]), 4);
assert.strictEqual(missingInSequence([1, 2, 3, 4]), null);
assert.strictEqual(missingInSequence([5, 7]), 6);
assert.strictEqual(missingInSequence([]), null);
assert.strictEqual(missingInSequence([3]), null);
assert.strictEqual(missingInSequence([10, 12, 13, 14, 15, 16]), 11);
assert.strictEqual(missingInSequence([-3, -2, -1, 1]), 0);
assert.strictEqual(missingInSequence([0, 1, 2, 3, 4, 5, 7]), 6);
assert.strictEqual(missingInSequence([100, 101, 103]), 102);
