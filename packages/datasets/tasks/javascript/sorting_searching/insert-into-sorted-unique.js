// query: Insert a value into an ascending list of distinct numbers, finding its place by binary search. Return
//   [new list, index of the inserted value]; if the value is already present return a copy of the list and -1. The input
//   list is not modified.
// entry_point: insertIntoSortedUnique
// example: insertIntoSortedUnique([1, 3], 2) === [[1, 2, 3], 1]
// example: insertIntoSortedUnique([1, 3], 3) === [[1, 3], -1]

function insertIntoSortedUnique(values, value) {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (values[middle] === value) return [[...values], -1];
    if (values[middle] < value) low = middle + 1;
    else high = middle - 1;
  }
  const result = [...values];
  result.splice(low, 0, value);
  return [result, low];
}

// tests
assert.deepStrictEqual(insertIntoSortedUnique([], 5), [[5], 0]);
assert.deepStrictEqual(insertIntoSortedUnique([10, 20, 30], 5), [[5, 10, 20, 30], 0]);
assert.deepStrictEqual(insertIntoSortedUnique([10, 20, 30], 35), [[10, 20, 30, 35], 3]);
assert.deepStrictEqual(insertIntoSortedUnique([10, 20, 30], 25), [[10, 20, 25, 30], 2]);
assert.deepStrictEqual(insertIntoSortedUnique([10, 20, 30], 10), [[10, 20, 30], -1]);
assert.deepStrictEqual(insertIntoSortedUnique([10, 20, 30], 30), [[10, 20, 30], -1]);
assert.deepStrictEqual(insertIntoSortedUnique([-8, -2, 4, 9, 15], 0), [[-8, -2, 0, 4, 9, 15], 2]);
assert.deepStrictEqual(insertIntoSortedUnique([-8, -2, 4, 9, 15], 9), [[-8, -2, 4, 9, 15], -1]);
assert.deepStrictEqual(((list) => [insertIntoSortedUnique(list, 5), list])([4, 6]), [[[4, 5, 6], 1], [4, 6]]);
