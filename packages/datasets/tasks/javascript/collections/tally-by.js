// query: Count elements by a string key computed for each one and return [key, count] pairs sorted by
//   count from highest to lowest, with equal counts ordered by key alphabetically.
// entry_point: tallyBy
// example: tallyBy(['cat', 'dog', 'cat'], (x) => x) === [['cat', 2], ['dog', 1]]
// example: tallyBy([10, 15, 20], (n) => (n >= 15 ? 'big' : 'small')) === [['big', 2], ['small', 1]]

function tallyBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const entries = [...counts.entries()];
  entries.sort((a, b) => {
    if (a[1] !== b[1]) return b[1] - a[1];
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  });
  return entries;
}

// tests
assert.deepStrictEqual(tallyBy([], (x) => x), []);
assert.deepStrictEqual(tallyBy(['a'], (x) => x), [['a', 1]]);
assert.deepStrictEqual(tallyBy(['b', 'a', 'b'], (x) => x), [['b', 2], ['a', 1]]);
assert.deepStrictEqual(tallyBy(['c', 'a', 'b'], (x) => x), [['a', 1], ['b', 1], ['c', 1]]);
assert.deepStrictEqual(tallyBy(['z', 'y', 'z', 'y', 'x'], (x) => x), [['y', 2], ['z', 2], ['x', 1]]);
assert.deepStrictEqual(tallyBy([1, 2, 3, 4, 5], (n) => (n % 2 === 0 ? 'even' : 'odd')), [['odd', 3], ['even', 2]]);
assert.deepStrictEqual(tallyBy(['apple', 'avocado', 'banana'], (s) => s[0]), [['a', 2], ['b', 1]]);
assert.deepStrictEqual(tallyBy(['q', 'p', 'p', 'p', 'q'], (x) => x), [['p', 3], ['q', 2]]);
