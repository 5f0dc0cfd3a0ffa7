// query: Given two opposite corners a and c of a square, return all four corners in counterclockwise order
//   starting with a (y axis pointing up), or null when the two corners coincide.
// entry_point: squareFromDiagonal
// example: squareFromDiagonal([0, 0], [4, 4]) === [[0, 0], [4, 0], [4, 4], [0, 4]]
// example: squareFromDiagonal([1, 0], [1, 2]) === [[1, 0], [2, 1], [1, 2], [0, 1]]

function squareFromDiagonal(a, c) {
  if (a[0] === c[0] && a[1] === c[1]) return null;
  const midX = (a[0] + c[0]) / 2;
  const midY = (a[1] + c[1]) / 2;
  const halfX = (c[0] - a[0]) / 2;
  const halfY = (c[1] - a[1]) / 2;
  return [a, [midX + halfY, midY - halfX], c, [midX - halfY, midY + halfX]];
}

// tests
assert.deepStrictEqual(squareFromDiagonal([0, 0], [2, 2]), [[0, 0], [2, 0], [2, 2], [0, 2]]);
assert.deepStrictEqual(squareFromDiagonal([0, 0], [2, 0]), [[0, 0], [1, -1], [2, 0], [1, 1]]);
assert.strictEqual(squareFromDiagonal([1, 1], [1, 1]), null);
assert.deepStrictEqual(squareFromDiagonal([0, 0], [1, 1]), [[0, 0], [1, 0], [1, 1], [0, 1]]);
assert.deepStrictEqual(squareFromDiagonal([3, 1], [1, 3]), [[3, 1], [3, 3], [1, 3], [1, 1]]);
assert.deepStrictEqual(squareFromDiagonal([0, 0], [0, -4]), [[0, 0], [-2, -2], [0, -4], [2, -2]]);
assert.deepStrictEqual(squareFromDiagonal([-1, 2], [3, 4]), [[-1, 2], [2, 1], [3, 4], [0, 5]]);
assert.deepStrictEqual(squareFromDiagonal([2, 5], [2, 6]), [[2, 5], [2.5, 5.5], [2, 6], [1.5, 5.5]]);
