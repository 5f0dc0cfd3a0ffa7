// query: Return the smallest axis-aligned square [x, y, side] (x, y the lower-left corner) that contains
//   all given points, centred on their bounding box along the shorter dimension. Returns null for an
//   empty list; a single point gives a square of side 0.
// entry_point: boundingSquare
// example: boundingSquare([[0, 0], [4, 2]]) === [0, -1, 4]
// example: boundingSquare([[3, 3]]) === [3, 3, 0]

function boundingSquare(points) {
  if (points.length === 0) return null;
  let minX = points[0][0];
  let maxX = points[0][0];
  let minY = points[0][1];
  let maxY = points[0][1];
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const width = maxX - minX;
  const height = maxY - minY;
  const side = Math.max(width, height);
  return [minX - (side - width) / 2, minY - (side - height) / 2, side];
}

// tests
assert.strictEqual(boundingSquare([]), null);
assert.deepStrictEqual(boundingSquare([[-2, 5]]), [-2, 5, 0]);
assert.deepStrictEqual(boundingSquare([[0, 0], [2, 6]]), [-2, 0, 6]);
assert.deepStrictEqual(boundingSquare([[2, 6], [0, 0]]), [-2, 0, 6]);
assert.deepStrictEqual(boundingSquare([[1, 1], [5, 3], [3, 2]]), [1, 0, 4]);
assert.deepStrictEqual(boundingSquare([[1, 3], [5, 1], [3, 2]]), [1, 0, 4]);
assert.deepStrictEqual(boundingSquare([[0, 0], [3, 3], [0, 3], [3, 0]]), [0, 0, 3]);
assert.deepStrictEqual(boundingSquare([[-4, -1], [-1, -2], [-3, 0]]), [-4, -2.5, 3]);
assert.deepStrictEqual(boundingSquare([[2, 1], [2, 4], [1, 2]]), [0, 1, 3]);
assert.deepStrictEqual(boundingSquare([[0, 10], [1, 0]]), [-4.5, 0, 10]);
