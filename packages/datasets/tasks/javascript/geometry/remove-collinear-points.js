// query: Simplify an open polyline by dropping consecutive duplicate points and every vertex that lies on
//   the straight segment between its neighbours; a vertex where the path doubles back on itself is
//   kept, as are both endpoints.
// entry_point: removeCollinearPoints
// example: removeCollinearPoints([[0, 0], [0, 1], [0, 2], [1, 2]]) === [[0, 0], [0, 2], [1, 2]]
// example: removeCollinearPoints([[0, 0], [1, 1], [2, 0]]) === [[0, 0], [1, 1], [2, 0]]

function removeCollinearPoints(points) {
  const result = [];
  for (const point of points) {
    if (result.length > 0) {
      const last = result[result.length - 1];
      if (last[0] === point[0] && last[1] === point[1]) continue;
    }
    while (result.length >= 2) {
      const a = result[result.length - 2];
      const b = result[result.length - 1];
      const cross = (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]);
      const dot = (b[0] - a[0]) * (point[0] - b[0]) + (b[1] - a[1]) * (point[1] - b[1]);
      if (cross !== 0 || dot < 0) break;
      result.pop();
    }
    result.push(point);
  }
  return result;
}

// tests
assert.deepStrictEqual(removeCollinearPoints([]), []);
assert.deepStrictEqual(removeCollinearPoints([[0, 0]]), [[0, 0]]);
assert.deepStrictEqual(removeCollinearPoints([[5, 5], [5, 5]]), [[5, 5]]);
assert.deepStrictEqual(removeCollinearPoints([[0, 0], [1, 0], [2, 0]]), [[0, 0], [2, 0]]);
assert.deepStrictEqual(removeCollinearPoints([[2, 1], [6, 3], [4, 2]]), [[2, 1], [6, 3], [4, 2]]);
assert.deepStrictEqual(removeCollinearPoints([[1, 1], [3, 1], [2, 1]]), [[1, 1], [3, 1], [2, 1]]);
assert.deepStrictEqual(removeCollinearPoints([[1, 1], [1, 3], [1, 2]]), [[1, 1], [1, 3], [1, 2]]);
assert.deepStrictEqual(removeCollinearPoints([[1, 3], [2, 5], [3, 7], [4, 8], [4, 8]]), [[1, 3], [3, 7], [4, 8]]);
assert.deepStrictEqual(removeCollinearPoints([[5, 3], [1, 1], [3, 2]]), [[5, 3], [1, 1], [3, 2]]);
assert.deepStrictEqual(removeCollinearPoints([[3, 5], [1, 1], [2, 3]]), [[3, 5], [1, 1], [2, 3]]);
