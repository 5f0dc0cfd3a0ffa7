// query: Return every combination that picks one element from each of the given arrays, in
//   lexicographic order (the last array varies fastest). No arrays gives a single empty combination,
//   and any empty array gives no combinations.
// entry_point: cartesianProduct
// example: cartesianProduct([['a', 'b'], [1]]) === [['a', 1], ['b', 1]]
// example: cartesianProduct([[0, 1], [0, 1]]) === [[0, 0], [0, 1], [1, 0], [1, 1]]

function cartesianProduct(lists) {
  for (const list of lists) {
    if (list.length === 0) return [];
  }
  const result = [];
  const indices = lists.map(() => 0);
  while (true) {
    result.push(indices.map((choice, position) => lists[position][choice]));
    let position = lists.length - 1;
    while (position >= 0 && indices[position] === lists[position].length - 1) {
      indices[position] = 0;
      position -= 1;
    }
    if (position < 0) return result;
    indices[position] += 1;
  }
}

// tests
assert.deepStrictEqual(cartesianProduct([]), [[]]);
assert.deepStrictEqual(cartesianProduct([[1, 2]]), [[1], [2]]);
assert.deepStrictEqual(cartesianProduct([[1, 2], ['a', 'b']]), [[1, 'a'], [1, 'b'], [2, 'a'], [2, 'b']]);
assert.deepStrictEqual(cartesianProduct([[1], [2], [3]]), [[1, 2, 3]]);
assert.deepStrictEqual(cartesianProduct([[1, 2], []]), []);
assert.deepStrictEqual(cartesianProduct([[1, 2, 3], [0]]), [[1, 0], [2, 0], [3, 0]]);
assert.deepStrictEqual(cartesianProduct([['x'], [1, 2]]), [['x', 1], ['x', 2]]);
assert.strictEqual(cartesianProduct([[1, 2], [3, 4], [5, 6]]).length, 8);
assert.deepStrictEqual(cartesianProduct([[1, 2], [3, 4], [5, 6]])[5], [2, 3, 6]);
