// query: Classify two lines given as [a, b, c] for a*x + b*y = c as "same", "parallel", "perpendicular"
//   or "intersecting" (crossing but not at a right angle). Returns null if either line has a = b = 0.
// entry_point: lineRelation
// example: lineRelation([1, 0, 0], [0, 1, 0]) === 'perpendicular'
// example: lineRelation([1, 1, 1], [2, 2, 2]) === 'same'

function lineRelation(first, second) {
  const [a1, b1, c1] = first;
  const [a2, b2, c2] = second;
  if ((a1 === 0 && b1 === 0) || (a2 === 0 && b2 === 0)) return null;
  const cross = a1 * b2 - a2 * b1;
  if (cross === 0) {
    const sameA = a1 * c2 - a2 * c1;
    const sameB = b1 * c2 - b2 * c1;
    return sameA === 0 && sameB === 0 ? 'same' : 'parallel';
  }
  if (a1 * a2 + b1 * b2 === 0) return 'perpendicular';
  return 'intersecting';
}

// tests
assert.strictEqual(lineRelation([1, -1, 0], [1, 1, 5]), 'perpendicular');
assert.strictEqual(lineRelation([2, 3, 6], [4, 6, 12]), 'same');
assert.strictEqual(lineRelation([2, 3, 6], [4, 6, 7]), 'parallel');
assert.strictEqual(lineRelation([0, 2, 4], [0, 3, 6]), 'same');
assert.strictEqual(lineRelation([0, 2, 4], [0, 3, 5]), 'parallel');
assert.strictEqual(lineRelation([3, 0, 3], [-1, 0, -1]), 'same');
assert.strictEqual(lineRelation([1, 2, 3], [2, 1, 3]), 'intersecting');
assert.deepStrictEqual([lineRelation([0, 0, 1], [1, 1, 1]), lineRelation([1, 1, 1], [0, 0, 0])], [null, null]);
assert.strictEqual(lineRelation([2, 1, 0], [-1, 2, 9]), 'perpendicular');
assert.strictEqual(lineRelation([2, 3, 1], [3, -2, 4]), 'perpendicular');
