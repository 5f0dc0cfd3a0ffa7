// query: Return a new array with the given values inserted before the element at an index, where a
//   negative index counts from the end (-1 inserts before the last element) and indexes beyond either
//   end are clamped. The input array is not modified.
// entry_point: insertAt
// example: insertAt(['a', 'd'], 1, ['b', 'c']) === ['a', 'b', 'c', 'd']
// example: insertAt([1, 2], 10, [3]) === [1, 2, 3]

function insertAt(items, index, values) {
  let position = index < 0 ? items.length + index : index;
  if (position < 0) position = 0;
  if (position > items.length) position = items.length;
  return [...items.slice(0, position), ...values, ...items.slice(position)];
}

// tests
assert.deepStrictEqual(insertAt([], 0, [1]), [1]);
assert.deepStrictEqual(insertAt([1, 2, 3], 0, [0]), [0, 1, 2, 3]);
assert.deepStrictEqual(insertAt([1, 2, 3], 3, [4]), [1, 2, 3, 4]);
assert.deepStrictEqual(insertAt([1, 2, 3], -1, [9]), [1, 2, 9, 3]);
assert.deepStrictEqual(insertAt([1, 2, 3], -3, [9]), [9, 1, 2, 3]);
assert.deepStrictEqual(insertAt([1, 2, 3], -7, [9]), [9, 1, 2, 3]);
assert.deepStrictEqual(insertAt([1, 2, 3], 4, [9]), [1, 2, 3, 9]);
assert.deepStrictEqual(insertAt([1, 2], 1, []), [1, 2]);
assert.deepStrictEqual((() => { const input = [1, 2]; insertAt(input, 1, [5]); return input; })(), [1, 2]);
