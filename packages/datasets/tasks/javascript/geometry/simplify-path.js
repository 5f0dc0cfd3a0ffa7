// query: Simplify a polyline with the Ramer-Douglas-Peucker method: keep the endpoints and, recursively,
//   the vertex farthest from the chord between kept points whenever its perpendicular distance exceeds the
//   tolerance. Returns the kept vertices in order; paths with fewer than three vertices are returned as is.
// entry_point: simplifyPath
// example: simplifyPath([[0, 0], [1, 0.1], [2, 0]], 0.5) === [[0, 0], [2, 0]]
// example: simplifyPath([[0, 0], [1, 1], [2, 0]], 0.5) === [[0, 0], [1, 1], [2, 0]]

function simplifyPath(points, tolerance) {
  if (points.length < 3) return points.slice();
  const [sx, sy] = points[0];
  const [ex, ey] = points[points.length - 1];
  const chord = Math.hypot(ex - sx, ey - sy);
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i];
    const distance = chord === 0 ? Math.hypot(px - sx, py - sy) : Math.abs((ex - sx) * (sy - py) - (sx - px) * (ey - sy)) / chord;
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  if (farthest <= tolerance) return [points[0], points[points.length - 1]];
  const left = simplifyPath(points.slice(0, index + 1), tolerance);
  const right = simplifyPath(points.slice(index), tolerance);
  return left.slice(0, -1).concat(right);
}

// tests
assert.deepStrictEqual(simplifyPath([], 1), []);
assert.deepStrictEqual(simplifyPath([[0, 0], [5, 5]], 1), [[0, 0], [5, 5]]);
assert.deepStrictEqual(simplifyPath([[0, 0], [1, 0], [2, 0], [3, 0]], 0), [[0, 0], [3, 0]]);
assert.deepStrictEqual(simplifyPath([[10, 5], [12, 6], [14, 5]], 1), [[10, 5], [14, 5]]);
assert.deepStrictEqual(simplifyPath([[10, 5], [12, 6], [14, 5]], 0.99), [[10, 5], [12, 6], [14, 5]]);
assert.deepStrictEqual([simplifyPath([[1, 1], [2, 3], [5, 4]], 1), simplifyPath([[1, 1], [2, 3], [5, 4]], 0.9)], [[[1, 1], [5, 4]], [[1, 1], [2, 3], [5, 4]]]);
assert.deepStrictEqual(simplifyPath([[0, 0], [1, 3], [2, 0], [3, -3], [4, 0]], 1), [[0, 0], [1, 3], [3, -3], [4, 0]]);
assert.deepStrictEqual(simplifyPath([[0, 0], [1, 0.2], [2, 3], [3, 3.1], [4, 6]], 0.5), [[0, 0], [1, 0.2], [2, 3], [3, 3.1], [4, 6]]);
assert.deepStrictEqual([simplifyPath([[1, 1], [4, 5], [1, 1.5], [1, 1]], 2), simplifyPath([[1, 1], [2, 1], [1, 1]], 1.5)], [[[1, 1], [4, 5], [1, 1]], [[1, 1], [1, 1]]]);
assert.deepStrictEqual(simplifyPath([[0, 0], [1, 2], [3, 1], [6, 0]], 1.5), [[0, 0], [1, 2], [6, 0]]);
