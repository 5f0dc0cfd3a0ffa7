// query: Group runs of adjacent elements that share the same key (computed by a key function) into
//   {key, items} groups, in order; elements with the same key that are not adjacent end up in
//   separate groups.
// entry_point: groupConsecutiveBy
// example: groupConsecutiveBy([1, 2, 2, 3], (n) => String(n)) === [{ key: '1', items: [1] }, { key: '2', items: [2, 2] }, { key: '3', items: [3] }]
// example: groupConsecutiveBy(['apple', 'avocado', 'banana'], (s) => s[0]) === [{ key: 'a', items: ['apple', 'avocado'] }, { key: 'b', items: ['banana'] }]

function groupConsecutiveBy(items, keyOf) {
  const groups = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = groups.length > 0 ? groups[groups.length - 1] : undefined;
    if (last !== undefined && last.key === key) {
      last.items.push(item);
    } else {
      groups.push({ key, items: [item] });
    }
  }
  return groups;
}

// tests
assert.deepStrictEqual(groupConsecutiveBy([], (x) => x), []);
assert.deepStrictEqual(groupConsecutiveBy(['a'], (x) => x), [{ key: 'a', items: ['a'] }]);
assert.deepStrictEqual(groupConsecutiveBy([1, 3, 2, 4, 5], (n) => (n % 2 === 0 ? 'even' : 'odd')), [{ key: 'odd', items: [1, 3] }, { key: 'even', items: [2, 4] }, { key: 'odd', items: [5] }]);
assert.deepStrictEqual(groupConsecutiveBy(['ab', 'ac', 'b', 'ad'], (s) => s[0]), [{ key: 'a', items: ['ab', 'ac'] }, { key: 'b', items: ['b'] }, { key: 'a', items: ['ad'] }]);
assert.deepStrictEqual(groupConsecutiveBy([1, 1, 1], (n) => String(n)), [{ key: '1', items: [1, 1, 1] }]);
assert.deepStrictEqual(groupConsecutiveBy(['x', 'y'], (s) => s), [{ key: 'x', items: ['x'] }, { key: 'y', items: ['y'] }]);
assert.deepStrictEqual(groupConsecutiveBy(['p', 'q', 'q'], (s) => s), [{ key: 'p', items: ['p'] }, { key: 'q', items: ['q', 'q'] }]);
