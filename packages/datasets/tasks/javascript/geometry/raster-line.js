// query: List the integer grid cells [x, y] visited when drawing a straight line between two integer
//   points with Bresenham's algorithm, from the first endpoint to the second inclusive, in any direction.
// entry_point: rasterLine
// example: rasterLine(0, 0, 2, 0) === [[0, 0], [1, 0], [2, 0]]
// example: rasterLine(0, 0, 3, 3) === [[0, 0], [1, 1], [2, 2], [3, 3]]

function rasterLine(x0, y0, x1, y1) {
  const cells = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const stepX = x0 < x1 ? 1 : -1;
  const stepY = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    cells.push([x, y]);
    if (x === x1 && y === y1) break;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += stepX;
    }
    if (doubled <= dx) {
      error += dx;
      y += stepY;
    }
  }
  return cells;
}

// tests
assert.deepStrictEqual(rasterLine(0, 0, 3, 0), [[0, 0], [1, 0], [2, 0], [3, 0]]);
assert.deepStrictEqual(rasterLine(0, 0, 0, -2), [[0, 0], [0, -1], [0, -2]]);
assert.deepStrictEqual(rasterLine(0, 0, 2, 2), [[0, 0], [1, 1], [2, 2]]);
assert.deepStrictEqual(rasterLine(1, 1, 1, 1), [[1, 1]]);
assert.deepStrictEqual(rasterLine(0, 0, 4, 2), [[0, 0], [1, 1], [2, 1], [3, 2], [4, 2]]);
assert.deepStrictEqual(rasterLine(3, 1, 0, 0), [[3, 1], [2, 1], [1, 0], [0, 0]]);
assert.deepStrictEqual(rasterLine(0, 0, 1, 3), [[0, 0], [0, 1], [1, 2], [1, 3]]);
assert.deepStrictEqual(rasterLine(2, -1, -1, 2), [[2, -1], [1, 0], [0, 1], [-1, 2]]);
assert.deepStrictEqual(rasterLine(5, 5, 2, 5), [[5, 5], [4, 5], [3, 5], [2, 5]]);
assert.deepStrictEqual(rasterLine(0, 0, 1, 2), [[0, 0], [1, 1], [1, 2]]);
