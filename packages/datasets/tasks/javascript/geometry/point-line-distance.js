// query: Return the perpendicular distance from a point to the infinite straight line through points a and
//   b, or null when a and b coincide and so do not define a line.
// entry_point: pointLineDistance
// example: pointLineDistance([0, 3], [-1, 0], [1, 0]) === 3
// example: pointLineDistance([2, 2], [0, 0], [0, 5]) === 2

function pointLineDistance(point, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  const cross = dx * (point[1] - a[1]) - dy * (point[0] - a[0]);
  return Math.abs(cross) / length;
}

// tests
assert.strictEqual(pointLineDistance([0, 5], [0, 0], [1, 0]), 5);
assert.strictEqual(pointLineDistance([3, -4], [0, 0], [10, 0]), 4);
assert.strictEqual(pointLineDistance([3, 3], [3, 3], [3, 3]), null);
assert.strictEqual(pointLineDistance([5, 5], [0, 0], [1, 1]), 0);
assert.strictEqual(pointLineDistance([4, -3], [0, 0], [3, 4]), 5);
assert.strictEqual(pointLineDistance([8, 1], [0, 0], [3, 4]), 5.8);
assert.strictEqual(pointLineDistance([5, 3], [1, 2], [4, 6]), 2.6);
assert.strictEqual(pointLineDistance([10, 0], [0, 0], [1, 0]), 0);
assert.strictEqual(pointLineDistance([2, 7], [6, 1], [6, 9]), 4);
