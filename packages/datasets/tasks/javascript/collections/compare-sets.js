// query: Describe how two collections relate as sets (duplicates ignored): 'equal', 'subset' (the first
//   is contained in the second), 'superset', 'disjoint' (no common element) or 'overlap', checked in
//   that order, so an empty first set is a subset of a non-empty second.
// entry_point: compareSets
// example: compareSets([1, 2], [2, 1, 1]) === 'equal'
// example: compareSets(['a'], ['b']) === 'disjoint'

function compareSets(first, second) {
  const a = new Set(first);
  const b = new Set(second);
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  if (shared === a.size && shared === b.size) return 'equal';
  if (shared === a.size) return 'subset';
  if (shared === b.size) return 'superset';
  if (shared === 0) return 'disjoint';
  return 'overlap';
}

// tests
assert.strictEqual(compareSets([], []), 'equal');
assert.strictEqual(compareSets([], [1]), 'subset');
assert.strictEqual(compareSets([1], []), 'superset');
assert.strictEqual(compareSets([1, 2], [1, 2, 3]), 'subset');
assert.strictEqual(compareSets([1, 2, 3], [3, 1]), 'superset');
assert.strictEqual(compareSets([1, 2], [3, 4]), 'disjoint');
assert.strictEqual(compareSets([1, 2], [2, 3]), 'overlap');
assert.strictEqual(compareSets([1, 1, 2, 2], [2, 3, 3]), 'overlap');
assert.strictEqual(compareSets(['x', 'x'], ['x']), 'equal');
