// query: Reduce a category-to-count object to its n largest categories (ties broken by category name in
//   ascending order), as [name, count] pairs from largest to smallest, followed by an ["Other", sum] pair
//   holding the total of all remaining categories when there are any.
// entry_point: topNWithOther
// example: topNWithOther({ a: 5, b: 3, c: 1, d: 1 }, 2) === [['a', 5], ['b', 3], ['Other', 2]]
// example: topNWithOther({ x: 1 }, 3) === [['x', 1]]

function topNWithOther(counts, n) {
  const entries = Object.entries(counts).sort((left, right) => right[1] - left[1] || (left[0] < right[0] ? -1 : 1));
  const kept = entries.slice(0, Math.max(n, 0));
  const rest = entries.slice(kept.length);
  if (rest.length === 0) return kept;
  const other = rest.reduce((sum, [, count]) => sum + count, 0);
  return [...kept, ['Other', other]];
}

// tests
assert.deepStrictEqual(topNWithOther({}, 2), []);
assert.deepStrictEqual(topNWithOther({ a: 1, b: 2 }, 2), [['b', 2], ['a', 1]]);
assert.deepStrictEqual(topNWithOther({ a: 1, b: 2, c: 3 }, 0), [['Other', 6]]);
assert.deepStrictEqual(topNWithOther({ a: 1, b: 2, c: 3 }, -1), [['Other', 6]]);
assert.deepStrictEqual(topNWithOther({ b: 4, a: 4, c: 4 }, 2), [['a', 4], ['b', 4], ['Other', 4]]);
assert.deepStrictEqual(topNWithOther({ x: 9, y: 1, z: 1, w: 0 }, 1), [['x', 9], ['Other', 2]]);
assert.deepStrictEqual(topNWithOther({ p: 2, q: 7, r: 5 }, 2), [['q', 7], ['r', 5], ['Other', 2]]);
assert.deepStrictEqual(topNWithOther({ m: 0, n: 0 }, 1), [['m', 0], ['Other', 0]]);
