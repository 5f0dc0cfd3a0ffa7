// query: Reshape a flat list into a matrix with the given number of rows and columns, filling row by row.
//   Return null when rows or columns is below 1 or their product differs from the list length.
// entry_point: reshapeMatrix
// example: reshapeMatrix([1, 2, 3, 4, 5, 6], 2, 3) === [[1, 2, 3], [4, 5, 6]]
// example: reshapeMatrix([1, 2, 3, 4, 5, 6], 3, 2) === [[1, 2], [3, 4], [5, 6]]

function reshapeMatrix(flat, rows, columns) {
  if (rows < 1 || columns < 1 || rows * columns !== flat.length) return null;
  const matrix = [];
  for (let row = 0; row < rows; row += 1) {
    matrix.push(flat.slice(row * columns, row * columns + columns));
  }
  return matrix;
}

// tests
assert.deepStrictEqual(reshapeMatrix([7], 1, 1), [[7]]);
assert.deepStrictEqual(reshapeMatrix([1, 2, 3], 1, 3), [[1, 2, 3]]);
assert.deepStrictEqual(reshapeMatrix([1, 2, 3], 3, 1), [[1], [2], [3]]);
assert.deepStrictEqual(reshapeMatrix(['a', 'b', 'c', 'd'], 2, 2), [['a', 'b'], ['c', 'd']]);
assert.strictEqual(reshapeMatrix([1, 2, 3], 2, 2), null);
assert.strictEqual(reshapeMatrix([1, 2, 3, 4], 2, 1), null);
assert.strictEqual(reshapeMatrix([], 0, 5), null);
assert.strictEqual(reshapeMatrix([], 5, 0), null);
assert.deepStrictEqual(reshapeMatrix([0, 1, 2, 3, 4, 5, 6, 7], 4, 2), [[0, 1], [2, 3], [4, 5], [6, 7]]);
