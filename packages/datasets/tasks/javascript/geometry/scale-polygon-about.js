// query: Scale every vertex of a polygon by a factor relative to a fixed anchor point (the anchor stays
//   put, factor 2 doubles each vertex's offset from it) and return the new vertices with coordinates
//   rounded to 3 decimals. A negative factor mirrors the polygon through the anchor.
// entry_point: scalePolygonAbout
// example: scalePolygonAbout([[1, 1], [2, 1]], [0, 0], 2) === [[2, 2], [4, 2]]
// example: scalePolygonAbout([[4, 4]], [2, 2], 0.5) === [[3, 3]]

function scalePolygonAbout(vertices, anchor, factor) {
  const round = (value) => Math.round(value * 1000) / 1000 + 0;
  const result = [];
  for (const [x, y] of vertices) {
    const nx = anchor[0] + (x - anchor[0]) * factor;
    const ny = anchor[1] + (y - anchor[1]) * factor;
    result.push([round(nx), round(ny)]);
  }
  return result;
}

// tests
assert.deepStrictEqual(scalePolygonAbout([], [0, 0], 3), []);
assert.deepStrictEqual(scalePolygonAbout([[0.0002, 1]], [0, 0], -1), [[0, -1]]);
assert.deepStrictEqual(scalePolygonAbout([[0, 0], [2, 0], [2, 2]], [1, 1], 2), [[-1, -1], [3, -1], [3, 3]]);
assert.deepStrictEqual(scalePolygonAbout([[0, 0], [2, 0], [2, 2]], [1, 1], 1), [[0, 0], [2, 0], [2, 2]]);
assert.deepStrictEqual(scalePolygonAbout([[3, 5]], [1, 2], -1), [[-1, -1]]);
assert.deepStrictEqual(scalePolygonAbout([[3, 5]], [1, 2], 0), [[1, 2]]);
assert.deepStrictEqual(scalePolygonAbout([[1, 2], [4, 8]], [1, 2], 3), [[1, 2], [10, 20]]);
assert.deepStrictEqual(scalePolygonAbout([[1, 0], [0, 1]], [0, 0], 1 / 3), [[0.333, 0], [0, 0.333]]);
assert.deepStrictEqual(scalePolygonAbout([[5, 1]], [2, 7], 0.5), [[3.5, 4]]);
assert.deepStrictEqual(scalePolygonAbout([[-2, -4]], [0, 0], -0.25), [[0.5, 1]]);
