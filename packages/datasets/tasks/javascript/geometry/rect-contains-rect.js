// query: Decide whether an inner axis-aligned rectangle lies completely inside an outer one, edges allowed
//   to coincide. Rectangles are [x, y, width, height] with (x, y) the minimum corner.
// entry_point: rectContainsRect
// example: rectContainsRect([0, 0, 5, 5], [1, 1, 2, 2]) === true
// example: rectContainsRect([0, 0, 5, 5], [4, 4, 2, 2]) === false

function rectContainsRect(outer, inner) {
  const [ox, oy, ow, oh] = outer;
  const [ix, iy, iw, ih] = inner;
  if (ix < ox || iy < oy) return false;
  if (ix + iw > ox + ow) return false;
  if (iy + ih > oy + oh) return false;
  return true;
}

// tests
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [2, 2, 3, 3]), true);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [0, 0, 10, 10]), true);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [-1, 2, 3, 3]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [2, -1, 3, 3]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [8, 2, 3, 3]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [2, 8, 3, 3]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [7, 7, 3, 3]), true);
assert.strictEqual(rectContainsRect([5, 5, 4, 2], [6, 5, 3, 2]), true);
assert.strictEqual(rectContainsRect([5, 5, 4, 2], [4, 5, 1, 1]), false);
assert.strictEqual(rectContainsRect([-4, -3, 2, 6], [-3, 1, 1, 2]), true);
