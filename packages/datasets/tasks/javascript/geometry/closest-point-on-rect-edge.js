// query: Return the point on the boundary of an axis-aligned rectangle [left, bottom, right, top] closest to
//   a given point. Outside points are clamped onto the rectangle; inside points move straight to the
//   nearest edge, preferring left, then right, then bottom, then top on ties.
// entry_point: closestPointOnRectEdge
// example: closestPointOnRectEdge([1, 5], [0, 0, 4, 4]) === [1, 4]
// example: closestPointOnRectEdge([1, 2], [0, 0, 4, 4]) === [0, 2]

function closestPointOnRectEdge(point, rect) {
  const [left, bottom, right, top] = rect;
  const [x, y] = point;
  const cx = Math.min(Math.max(x, left), right);
  const cy = Math.min(Math.max(y, bottom), top);
  if (cx !== x || cy !== y) return [cx, cy];
  const toLeft = x - left;
  const toRight = right - x;
  const toBottom = y - bottom;
  const toTop = top - y;
  const nearest = Math.min(toLeft, toRight, toBottom, toTop);
  if (nearest === toLeft) return [left, y];
  if (nearest === toRight) return [right, y];
  if (nearest === toBottom) return [x, bottom];
  return [x, top];
}

// tests
assert.deepStrictEqual(closestPointOnRectEdge([5, 5], [0, 0, 4, 4]), [4, 4]);
assert.deepStrictEqual(closestPointOnRectEdge([-2, 1], [0, 0, 4, 4]), [0, 1]);
assert.deepStrictEqual(closestPointOnRectEdge([2, 6], [0, 0, 4, 4]), [2, 4]);
assert.deepStrictEqual(closestPointOnRectEdge([6, 5], [5, 1, 10, 9]), [5, 5]);
assert.deepStrictEqual(closestPointOnRectEdge([3, 2], [0, 0, 4, 4]), [4, 2]);
assert.deepStrictEqual(closestPointOnRectEdge([2, 1], [0, 0, 4, 4]), [2, 0]);
assert.deepStrictEqual(closestPointOnRectEdge([2, 3.5], [0, 0, 4, 4]), [2, 4]);
assert.deepStrictEqual(closestPointOnRectEdge([2, 2], [0, 0, 4, 4]), [0, 2]);
assert.deepStrictEqual(closestPointOnRectEdge([3, 3], [0, 0, 4, 4]), [4, 3]);
assert.deepStrictEqual(closestPointOnRectEdge([7, 2], [5, 1, 10, 9]), [7, 1]);
