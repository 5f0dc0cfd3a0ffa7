// query: Return a new array without the elements at the given indexes; negative indexes count from the
//   end, and indexes out of range or listed twice are ignored. The input array is not modified.
// entry_point: removeIndices
// example: removeIndices(['a', 'b', 'c'], [0, 2]) === ['b']
// example: removeIndices([1, 2, 3], [-1]) === [1, 2]

function removeIndices(items, indices) {
  const drop = new Set();
  for (const index of indices) {
    const position = index < 0 ? items.length + index : index;
    if (position >= 0 && position < items.length) drop.add(position);
  }
  return items.filter((_, position) => !drop.has(position));
}

// tests
assert.deepStrictEqual(removeIndices([], [0]), []);
assert.deepStrictEqual(removeIndices([1, 2, 3], []), [1, 2, 3]);
assert.deepStrictEqual(removeIndices([1, 2, 3], [1, 1]), [1, 3]);
assert.deepStrictEqual(removeIndices([1, 2, 3], [3]), [1, 2, 3]);
assert.deepStrictEqual(removeIndices([1, 2, 3], [-3]), [2, 3]);
assert.deepStrictEqual(removeIndices([1, 2, 3], [-4]), [1, 2, 3]);
assert.deepStrictEqual(removeIndices([1, 2, 3, 4], [0, -1]), [2, 3]);
assert.deepStrictEqual(removeIndices(['x', 'y'], [0, 1]), []);
assert.deepStrictEqual((() => { const input = [1, 2]; removeIndices(input, [0]); return input; })(), [1, 2]);
