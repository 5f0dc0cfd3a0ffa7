// query: Return the given number of elements with the highest scores according to a scoring function,
//   best first; elements with equal scores keep their original relative order. A count of zero or
//   less gives an empty array, and a count above the length returns all elements ranked.
// entry_point: topNBy
// example: topNBy([5, 9, 1, 7], 2, (x) => x) === [9, 7]
// example: topNBy(['aaa', 'b', 'cc'], 1, (s) => s.length) === ['aaa']

function topNBy(items, count, score) {
  if (count <= 0) return [];
  const ranked = items.map((item, index) => ({ item, index, value: score(item) }));
  ranked.sort((a, b) => (b.value !== a.value ? b.value - a.value : a.index - b.index));
  return ranked.slice(0, count).map((entry) => entry.item);
}

// tests
assert.deepStrictEqual(topNBy([3, 1, 2], 2, (x) => x), [3, 2]);
assert.deepStrictEqual(topNBy([3, 1, 2], 5, (x) => x), [3, 2, 1]);
assert.deepStrictEqual(topNBy([3, 1, 2], 0, (x) => x), []);
assert.deepStrictEqual(topNBy([3, 1, 2], -1, (x) => x), []);
assert.deepStrictEqual(topNBy([], 3, (x) => x), []);
assert.deepStrictEqual(topNBy(['bb', 'a', 'cc', 'd'], 3, (s) => s.length), ['bb', 'cc', 'a']);
assert.deepStrictEqual(topNBy([{ n: 'x', s: 1 }, { n: 'y', s: 5 }, { n: 'z', s: 1 }], 3, (o) => o.s).map((o) => o.n), ['y', 'x', 'z']);
assert.deepStrictEqual(topNBy([-5, -1, -3], 1, (x) => x), [-1]);
