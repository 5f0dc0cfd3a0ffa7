// query: Return the shortest distance from a point to an axis-aligned rectangle given by its min and max
//   corners [minX, minY, maxX, maxY], rounded to 3 decimals; points inside or on the border are at
//   distance 0.
// entry_point: pointRectDistance
// example: pointRectDistance([5, 0], [0, 0, 2, 2]) === 3
// example: pointRectDistance([1, 1], [0, 0, 2, 2]) === 0

function pointRectDistance(point, rect) {
  const [minX, minY, maxX, maxY] = rect;
  let dx = 0;
  if (point[0] < minX) dx = minX - point[0];
  else if (point[0] > maxX) dx = point[0] - maxX;
  let dy = 0;
  if (point[1] < minY) dy = minY - point[1];
  else if (point[1] > maxY) dy = point[1] - maxY;
  return Math.round(Math.hypot(dx, dy) * 1000) / 1000;
}

// tests
assert.strictEqual(pointRectDistance([-4, 1], [0, 0, 2, 2]), 4);
assert.strictEqual(pointRectDistance([1, -5], [0, 0, 2, 2]), 5);
assert.strictEqual(pointRectDistance([5, 6], [0, 0, 2, 2]), 5);
assert.strictEqual(pointRectDistance([-3, -4], [0, 0, 2, 2]), 5);
assert.strictEqual(pointRectDistance([2, 2], [0, 0, 2, 2]), 0);
assert.strictEqual(pointRectDistance([0, 1.5], [0, 0, 2, 2]), 0);
assert.strictEqual(pointRectDistance([3, 3], [0, 0, 2, 2]), 1.414);
assert.strictEqual(pointRectDistance([-1, 10], [-5, 2, -2, 8]), 2.236);
assert.strictEqual(pointRectDistance([4, 5], [1, 1, 3, 6]), 1);
assert.strictEqual(pointRectDistance([1, 1], [4, 3, 9, 9]), 3.606);
