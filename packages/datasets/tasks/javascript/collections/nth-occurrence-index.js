// query: Return the index of the n-th occurrence of a value in an array (strict equality): n = 1 is the
//   first occurrence, and a negative n counts from the end (-1 is the last occurrence). Return -1 for
//   n = 0 or when there are fewer occurrences.
// entry_point: nthOccurrenceIndex
// example: nthOccurrenceIndex(['a', 'b', 'a'], 'a', 2) === 2
// example: nthOccurrenceIndex(['a', 'b', 'a'], 'a', -2) === 0

function nthOccurrenceIndex(items, value, n) {
  let remaining = Math.abs(n);
  const step = n > 0 ? 1 : -1;
  for (let i = n > 0 ? 0 : items.length - 1; i >= 0 && i < items.length; i += step) {
    if (items[i] === value) {
      remaining--;
      if (remaining === 0) return i;
    }
  }
  return -1;
}

// tests
assert.strictEqual(nthOccurrenceIndex([], 1, 1), -1);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 1, 1), 0);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 1, 3), 3);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 1, 4), -1);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 1, -1), 3);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 1, -3), 0);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 1, -4), -1);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 1, 0), -1);
assert.strictEqual(nthOccurrenceIndex([1, 2, 1, 1], 2, -1), 1);
assert.strictEqual(nthOccurrenceIndex(['1', 1], 1, 1), 1);
