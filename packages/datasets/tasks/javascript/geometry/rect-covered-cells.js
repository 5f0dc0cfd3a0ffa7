// query: List the [column, row] cells of a square grid with the given cell size that an axis-aligned
//   rectangle [minX, minY, maxX, maxY] overlaps with positive area, in row-major order (row, then
//   column, ascending). Cell (0, 0) covers [0, size) on both axes; returns [] for a non-positive size or
//   an empty rectangle.
// entry_point: rectCoveredCells
// example: rectCoveredCells([0, 0, 10, 10], 10) === [[0, 0]]
// example: rectCoveredCells([5, 5, 15, 8], 10) === [[0, 0], [1, 0]]

function rectCoveredCells(rect, size) {
  const [minX, minY, maxX, maxY] = rect;
  if (size <= 0 || maxX <= minX || maxY <= minY) return [];
  const firstCol = Math.floor(minX / size);
  const lastCol = Math.ceil(maxX / size) - 1;
  const firstRow = Math.floor(minY / size);
  const lastRow = Math.ceil(maxY / size) - 1;
  const cells = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let col = firstCol; col <= lastCol; col++) cells.push([col, row]);
  }
  return cells;
}

// tests
assert.deepStrictEqual(rectCoveredCells([1, 1, 2, 2], 4), [[0, 0]]);
assert.deepStrictEqual(rectCoveredCells([0, 0, 8, 4], 4), [[0, 0], [1, 0]]);
assert.deepStrictEqual(rectCoveredCells([3, 3, 5, 5], 4), [[0, 0], [1, 0], [0, 1], [1, 1]]);
assert.deepStrictEqual(rectCoveredCells([4, 4, 8, 8], 4), [[1, 1]]);
assert.deepStrictEqual(rectCoveredCells([-1, -5, 1, -4], 4), [[-1, -2], [0, -2]]);
assert.deepStrictEqual(rectCoveredCells([2, 0, 2, 5], 4), []);
assert.deepStrictEqual(rectCoveredCells([0, 3, 5, 3], 4), []);
assert.deepStrictEqual(rectCoveredCells([0, 0, 5, 5], 0), []);
assert.deepStrictEqual(rectCoveredCells([0, 0, 1, 9], 4), [[0, 0], [0, 1], [0, 2]]);
assert.deepStrictEqual(rectCoveredCells([0.5, 0.5, 1.5, 1.5], 1), [[0, 0], [1, 0], [0, 1], [1, 1]]);
