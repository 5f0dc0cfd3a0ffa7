// query: Solve a square system of linear equations A x = b by Gaussian elimination with partial pivoting
//   and return x with each value rounded to 6 decimals. Returns null when the matrix is singular (a pivot
//   smaller than 1e-12 in absolute value) or the sizes do not match.
// entry_point: solveLinearSystem
// example: solveLinearSystem([[2, 0], [0, 4]], [2, 8]) === [1, 2]
// example: solveLinearSystem([[1, 1], [1, -1]], [3, 1]) === [2, 1]

function solveLinearSystem(matrix, rhs) {
  const n = matrix.length;
  if (rhs.length !== n || matrix.some((row) => row.length !== n)) return null;
  const rows = matrix.map((row, i) => [...row, rhs[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r][col]) > Math.abs(rows[pivot][col])) pivot = r;
    if (Math.abs(rows[pivot][col]) < 1e-12) return null;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = rows[r][col] / rows[col][col];
      for (let c = col; c <= n; c++) rows[r][c] -= factor * rows[col][c];
    }
  }
  return rows.map((row, i) => Math.round((row[n] / row[i]) * 1e6) / 1e6 + 0);
}

// tests
assert.deepStrictEqual(solveLinearSystem([], []), []);
assert.deepStrictEqual([solveLinearSystem([[5]], [10]), solveLinearSystem([[-1]], [0])], [[2], [0]]);
assert.deepStrictEqual(solveLinearSystem([[0, 1], [1, 0]], [3, 4]), [4, 3]);
assert.deepStrictEqual(solveLinearSystem([[1, 2], [2, 4]], [3, 6]), null);
assert.deepStrictEqual(solveLinearSystem([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]], [8, -11, -3]), [2, 3, -1]);
assert.deepStrictEqual(solveLinearSystem([[1, 1, 1], [0, 2, 5], [2, 5, -1]], [6, -4, 27]), [5, 3, -2]);
assert.deepStrictEqual(solveLinearSystem([[3, 0], [0, 3]], [1, 2]), [0.333333, 0.666667]);
assert.deepStrictEqual(solveLinearSystem([[1, 2], [3, 4]], [5]), null);
assert.deepStrictEqual(solveLinearSystem([[1, 2], [3]], [5, 6]), null);
assert.deepStrictEqual(solveLinearSystem([[1e-3, 1], [1, 1]], [1, 2]), [1.001001, 0.998999]);
