// query: Remove elements whose key (computed by a function) was already seen, keeping either the first
//   or the last element for each key as chosen by keep; the kept elements stay in their original
//   relative order.
// entry_point: uniqueBy
// example: uniqueBy(['apple', 'avocado', 'banana'], (s) => s[0], 'first') === ['apple', 'banana']
// example: uniqueBy(['apple', 'avocado', 'banana'], (s) => s[0], 'last') === ['avocado', 'banana']

function uniqueBy(items, keyOf, keep) {
  const chosen = new Map();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (keep === 'last' || !chosen.has(key)) chosen.set(key, index);
  });
  return [...chosen.values()].sort((a, b) => a - b).map((index) => items[index]);
}

// tests
assert.deepStrictEqual(uniqueBy([], (x) => x, 'first'), []);
assert.deepStrictEqual(uniqueBy([1, 2, 1, 3], (x) => x, 'first'), [1, 2, 3]);
assert.deepStrictEqual(uniqueBy([1, 2, 1, 3], (x) => x, 'last'), [2, 1, 3]);
assert.deepStrictEqual(uniqueBy([{ id: 1, v: 'a' }, { id: 1, v: 'b' }], (o) => o.id, 'first'), [{ id: 1, v: 'a' }]);
assert.deepStrictEqual(uniqueBy([{ id: 1, v: 'a' }, { id: 1, v: 'b' }], (o) => o.id, 'last'), [{ id: 1, v: 'b' }]);
assert.deepStrictEqual(uniqueBy([5, 4, 3, 2, 1], (x) => x % 2, 'first'), [5, 4]);
assert.deepStrictEqual(uniqueBy([5, 4, 3, 2, 1], (x) => x % 2, 'last'), [2, 1]);
assert.deepStrictEqual(uniqueBy([3, 1, 2, 1, 3, 2], (x) => x, 'last'), [1, 3, 2]);
assert.deepStrictEqual(uniqueBy(['A', 'a', 'b'], (s) => s.toLowerCase(), 'first'), ['A', 'b']);
