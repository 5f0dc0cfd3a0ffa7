// query: Rotate an array so that the first element satisfying a predicate comes first, keeping the
//   cyclic order of all elements. If no element matches, or the first element already does, return an
//   unchanged copy.
// entry_point: rotateToFirstMatch
// example: rotateToFirstMatch([3, 4, 1, 2], (x) => x === 1) === [1, 2, 3, 4]
// example: rotateToFirstMatch(['a'], () => false) === ['a']

function rotateToFirstMatch(items, matches) {
  const index = items.findIndex(matches);
  if (index <= 0) return [...items];
  return [...items.slice(index), ...items.slice(0, index)];
}

// tests
assert.deepStrictEqual(rotateToFirstMatch([], () => true), []);
assert.deepStrictEqual(rotateToFirstMatch([1, 2, 3], (x) => x === 1), [1, 2, 3]);
assert.deepStrictEqual(rotateToFirstMatch([1, 2, 3], (x) => x === 3), [3, 1, 2]);
assert.deepStrictEqual(rotateToFirstMatch([1, 2, 3], (x) => x === 2), [2, 3, 1]);
assert.deepStrictEqual(rotateToFirstMatch([1, 2, 3], (x) => x > 5), [1, 2, 3]);
assert.deepStrictEqual(rotateToFirstMatch([5, 8, 6, 8], (x) => x % 2 === 0), [8, 6, 8, 5]);
assert.deepStrictEqual(rotateToFirstMatch(['mon', 'tue', 'sun'], (d) => d === 'sun'), ['sun', 'mon', 'tue']);
assert.deepStrictEqual((() => { const input = [1, 2]; const out = rotateToFirstMatch(input, () => false); return out !== input; })(), true);
