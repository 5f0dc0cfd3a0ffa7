// query: List all ways to choose k elements from an array, each combination keeping the elements'
//   original order and the combinations in lexicographic order of positions. k = 0 gives one empty
//   combination; a negative k or one larger than the array gives none.
// entry_point: combinationsOf
// example: combinationsOf(['a', 'b', 'c'], 2) === [['a', 'b'], ['a', 'c'], ['b', 'c']]
// example: combinationsOf([1, 2], 3) === []

function combinationsOf(items, k) {
  if (k < 0 || k > items.length) return [];
  const result = [];
  const chosen = [];
  const walk = (start) => {
    if (chosen.length === k) {
      result.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return result;
}

// tests
assert.deepStrictEqual(combinationsOf([], 0), [[]]);
assert.deepStrictEqual(combinationsOf([1, 2, 3], 0), [[]]);
assert.deepStrictEqual(combinationsOf([1, 2, 3], -1), []);
assert.deepStrictEqual(combinationsOf([1, 2, 3], 3), [[1, 2, 3]]);
assert.deepStrictEqual(combinationsOf([1, 2, 3], 1), [[1], [2], [3]]);
assert.deepStrictEqual(combinationsOf([1, 2, 3, 4], 2), [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]);
assert.deepStrictEqual(combinationsOf([4, 3, 2, 1], 3), [[4, 3, 2], [4, 3, 1], [4, 2, 1], [3, 2, 1]]);
assert.deepStrictEqual(combinationsOf([1, 1, 2], 2), [[1, 1], [1, 2], [1, 2]]);
assert.strictEqual(combinationsOf([1, 2, 3, 4, 5, 6], 3).length, 20);
