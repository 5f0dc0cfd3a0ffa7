// query: Check whether two arrays hold the same elements with the same multiplicities, in any order
//   (elements compared with SameValueZero, as a Map does).
// entry_point: sameElements
// example: sameElements([1, 2, 2], [2, 1, 2]) === true
// example: sameElements([1, 2], [1, 2, 2]) === false

function sameElements(a, b) {
  if (a.length !== b.length) return false;
  const counts = new Map();
  for (const item of a) counts.set(item, (counts.get(item) ?? 0) + 1);
  for (const item of b) {
    const count = counts.get(item) ?? 0;
    if (count === 0) return false;
    counts.set(item, count - 1);
  }
  return true;
}

// tests
assert.strictEqual(sameElements([], []), true);
assert.strictEqual(sameElements([1], []), false);
assert.strictEqual(sameElements(['a', 'b'], ['b', 'a']), true);
assert.strictEqual(sameElements([1, 1, 2], [1, 2, 2]), false);
assert.strictEqual(sameElements([1, 2, 3], [1, 2, 4]), false);
assert.strictEqual(sameElements([NaN, 0], [-0, NaN]), true);
assert.strictEqual(sameElements([1, '1'], ['1', 1]), true);
assert.strictEqual(sameElements([1, '1'], [1, 1]), false);
assert.strictEqual(sameElements([3, 3, 3], [3, 3, 3]), true);
