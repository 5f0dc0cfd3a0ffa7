// query: Move a point to the nearest position inside an axis-aligned rectangle {x, y, width, height}
//   (x, y is the lower-left corner); points already inside or on the border are returned unchanged.
//   Returns null for a rectangle with negative width or height.
// entry_point: clampPointToRect
// example: clampPointToRect([5, 5], { x: 0, y: 0, width: 2, height: 2 }) === [2, 2]
// example: clampPointToRect([1, 1], { x: 0, y: 0, width: 2, height: 2 }) === [1, 1]

function clampPointToRect(point, rect) {
  if (rect.width < 0 || rect.height < 0) return null;
  const right = rect.x + rect.width;
  const top = rect.y + rect.height;
  let [px, py] = point;
  if (px < rect.x) px = rect.x;
  else if (px > right) px = right;
  if (py < rect.y) py = rect.y;
  else if (py > top) py = top;
  return [px, py];
}

// tests
assert.deepStrictEqual(clampPointToRect([-3, 4], { x: 0, y: 0, width: 10, height: 5 }), [0, 4]);
assert.deepStrictEqual(clampPointToRect([12, 4], { x: 0, y: 0, width: 10, height: 5 }), [10, 4]);
assert.deepStrictEqual(clampPointToRect([3, -1], { x: 0, y: 0, width: 10, height: 5 }), [3, 0]);
assert.deepStrictEqual(clampPointToRect([3, 9], { x: 0, y: 0, width: 10, height: 5 }), [3, 5]);
assert.deepStrictEqual(clampPointToRect([-8, -8], { x: -2, y: -3, width: 4, height: 1 }), [-2, -3]);
assert.deepStrictEqual(clampPointToRect([10, 5], { x: 0, y: 0, width: 10, height: 5 }), [10, 5]);
assert.deepStrictEqual(clampPointToRect([7, 7], { x: 7, y: 7, width: 0, height: 0 }), [7, 7]);
assert.deepStrictEqual(clampPointToRect([9, 1], { x: 7, y: 7, width: 0, height: 0 }), [7, 7]);
assert.strictEqual(clampPointToRect([1, 1], { x: 0, y: 0, width: -1, height: 2 }), null);
assert.strictEqual(clampPointToRect([1, 1], { x: 0, y: 0, width: 1, height: -2 }), null);
