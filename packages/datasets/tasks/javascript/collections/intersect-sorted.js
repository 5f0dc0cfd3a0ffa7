// query: Intersect two arrays of numbers that are each sorted ascending, keeping duplicates as many
//   times as they occur in both (multiset intersection); the result is sorted ascending.
// entry_point: intersectSorted
// example: intersectSorted([1, 3, 5, 7], [3, 4, 5]) === [3, 5]
// example: intersectSorted([2, 2, 3], [2, 3, 3]) === [2, 3]

function intersectSorted(first, second) {
  const result = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    if (first[i] === second[j]) {
      result.push(first[i]);
      i += 1;
      j += 1;
    } else if (first[i] < second[j]) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return result;
}

// tests
assert.deepStrictEqual(intersectSorted([1, 2, 3], [2, 3, 4]), [2, 3]);
assert.deepStrictEqual(intersectSorted([1, 1, 2], [1, 1, 1]), [1, 1]);
assert.deepStrictEqual(intersectSorted([], [1]), []);
assert.deepStrictEqual(intersectSorted([1, 2], []), []);
assert.deepStrictEqual(intersectSorted([1, 5, 9], [2, 6]), []);
assert.deepStrictEqual(intersectSorted([1, 2, 2, 3], [2, 2, 2]), [2, 2]);
assert.deepStrictEqual(intersectSorted([-3, 0, 4], [-3, 4, 8]), [-3, 4]);
assert.deepStrictEqual(intersectSorted([5], [5]), [5]);
assert.deepStrictEqual(intersectSorted([2, 4, 6, 8], [1, 8]), [8]);
