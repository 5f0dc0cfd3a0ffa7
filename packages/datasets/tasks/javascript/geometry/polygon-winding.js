// query: Report whether a polygon's vertices, given in order, run "counterclockwise" or "clockwise" (by the
//   sign of its enclosed area, y axis pointing up), or "degenerate" when there are fewer than three
//   vertices or the area is zero.
// entry_point: polygonWinding
// example: polygonWinding([[0, 0], [3, 0], [3, 3], [0, 3]]) === 'counterclockwise'
// example: polygonWinding([[0, 0], [0, 3], [3, 3], [3, 0]]) === 'clockwise'

function polygonWinding(points) {
  let twiceArea = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    twiceArea += x1 * y2 - x2 * y1;
  }
  if (twiceArea > 0) return 'counterclockwise';
  if (twiceArea < 0) return 'clockwise';
  return 'degenerate';
}

// tests
assert.strictEqual(polygonWinding([[0, 0], [1, 0], [0, 1]]), 'counterclockwise');
assert.strictEqual(polygonWinding([[0, 0], [0, 1], [1, 0]]), 'clockwise');
assert.strictEqual(polygonWinding([[0, 0], [1, 1], [2, 2]]), 'degenerate');
assert.strictEqual(polygonWinding([[0, 0], [5, 5]]), 'degenerate');
assert.strictEqual(polygonWinding([]), 'degenerate');
assert.strictEqual(polygonWinding([[2, 1], [6, 1], [6, 4], [2, 4]]), 'counterclockwise');
assert.strictEqual(polygonWinding([[2, 4], [6, 4], [6, 1], [2, 1]]), 'clockwise');
assert.strictEqual(polygonWinding([[0, 0], [4, 0], [4, 4], [2, 1], [0, 4]]), 'counterclockwise');
assert.strictEqual(polygonWinding([[-3, -2], [-1, 5], [4, -1]]), 'clockwise');
