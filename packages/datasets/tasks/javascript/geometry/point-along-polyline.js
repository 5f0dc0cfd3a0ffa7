// query: Return the point reached after walking a given distance along a polyline (list of [x, y]
//   vertices) from its first vertex, with coordinates rounded to 3 decimals. Distances beyond the end
//   give the last vertex, negative distances the first; returns null for an empty polyline.
// entry_point: pointAlongPolyline
// example: pointAlongPolyline([[0, 0], [10, 0]], 4) === [4, 0]
// example: pointAlongPolyline([[0, 0], [0, 2], [5, 2]], 3) === [1, 2]

function pointAlongPolyline(points, distance) {
  if (points.length === 0) return null;
  const round = (value) => Math.round(value * 1000) / 1000;
  if (distance <= 0) return [points[0][0], points[0][1]];
  let remaining = distance;
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i - 1];
    const [x2, y2] = points[i];
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (remaining <= length && length > 0) {
      const t = remaining / length;
      return [round(x1 + (x2 - x1) * t), round(y1 + (y2 - y1) * t)];
    }
    remaining -= length;
  }
  const last = points[points.length - 1];
  return [last[0], last[1]];
}

// tests
assert.strictEqual(pointAlongPolyline([], 3), null);
assert.deepStrictEqual(pointAlongPolyline([[2, 3]], 5), [2, 3]);
assert.deepStrictEqual(pointAlongPolyline([[1, 1], [4, 5]], 0), [1, 1]);
assert.deepStrictEqual(pointAlongPolyline([[1, 1], [4, 5]], -2), [1, 1]);
assert.deepStrictEqual(pointAlongPolyline([[1, 1], [4, 5]], 2.5), [2.5, 3]);
assert.deepStrictEqual(pointAlongPolyline([[1, 1], [4, 5]], 5), [4, 5]);
assert.deepStrictEqual(pointAlongPolyline([[1, 1], [4, 5]], 9), [4, 5]);
assert.deepStrictEqual(pointAlongPolyline([[0, 0], [3, 0], [3, 0], [3, 4]], 5), [3, 2]);
assert.deepStrictEqual(pointAlongPolyline([[0, 0], [1, 1], [2, 0]], 2), [1.414, 0.586]);
assert.deepStrictEqual(pointAlongPolyline([[5, 5], [5, -5], [-5, -5]], 13), [2, -5]);
