// query: Decide whether an integer point lies on the closed segment between integer points a and b,
//   endpoints included; a zero-length segment contains only its own point.
// entry_point: isPointOnSegment
// example: isPointOnSegment([1, 1], [0, 0], [3, 3]) === true
// example: isPointOnSegment([1, 2], [0, 0], [3, 3]) === false

function isPointOnSegment(p, a, b) {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  if (cross !== 0) return false;
  if (p[0] < Math.min(a[0], b[0]) || p[0] > Math.max(a[0], b[0])) return false;
  if (p[1] < Math.min(a[1], b[1]) || p[1] > Math.max(a[1], b[1])) return false;
  return true;
}

// tests
assert.strictEqual(isPointOnSegment([4, 5], [2, 3], [6, 7]), true);
assert.strictEqual(isPointOnSegment([0, 0], [0, 0], [2, 2]), true);
assert.strictEqual(isPointOnSegment([2, 2], [0, 0], [2, 2]), true);
assert.strictEqual(isPointOnSegment([3, 3], [0, 0], [2, 2]), false);
assert.strictEqual(isPointOnSegment([-1, -1], [0, 0], [2, 2]), false);
assert.strictEqual(isPointOnSegment([4, 6], [2, 3], [6, 7]), false);
assert.strictEqual(isPointOnSegment([5, 3], [5, 1], [5, 4]), true);
assert.strictEqual(isPointOnSegment([5, 5], [5, 1], [5, 4]), false);
assert.strictEqual(isPointOnSegment([3, 7], [3, 7], [3, 7]), true);
assert.strictEqual(isPointOnSegment([2, 4], [6, 4], [3, 4]), false);
