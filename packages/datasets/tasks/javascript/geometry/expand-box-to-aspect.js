// query: Grow a box [x, y, width, height] around its centre along one axis only, so that width / height
//   equals the target ratio without shrinking either side. Returns null for a non-positive ratio or box
//   size.
// entry_point: expandBoxToAspect
// example: expandBoxToAspect([0, 0, 2, 2], 2) === [-1, 0, 4, 2]
// example: expandBoxToAspect([0, 0, 2, 2], 0.5) === [0, -1, 2, 4]

function expandBoxToAspect(box, ratio) {
  const [x, y, width, height] = box;
  if (ratio <= 0 || width <= 0 || height <= 0) return null;
  if (width / height < ratio) {
    const newWidth = height * ratio;
    return [x - (newWidth - width) / 2, y, newWidth, height];
  }
  const newHeight = width / ratio;
  return [x, y - (newHeight - height) / 2, width, newHeight];
}

// tests
assert.deepStrictEqual(expandBoxToAspect([10, 10, 4, 4], 1), [10, 10, 4, 4]);
assert.deepStrictEqual(expandBoxToAspect([10, 10, 4, 2], 2), [10, 10, 4, 2]);
assert.deepStrictEqual(expandBoxToAspect([10, 10, 4, 4], 1.5), [9, 10, 6, 4]);
assert.deepStrictEqual(expandBoxToAspect([10, 10, 4, 4], 0.5), [10, 8, 4, 8]);
assert.deepStrictEqual(expandBoxToAspect([0, 0, 16, 4], 4 / 3), [0, -4, 16, 12]);
assert.deepStrictEqual(expandBoxToAspect([-5, 3, 1, 3], 1), [-6, 3, 3, 3]);
assert.deepStrictEqual(expandBoxToAspect([0, 0, 3, 1], 1), [0, -1, 3, 3]);
assert.deepStrictEqual([expandBoxToAspect([0, 0, 1, 1], 0), expandBoxToAspect([0, 0, 1, 1], -2)], [null, null]);
assert.deepStrictEqual([expandBoxToAspect([0, 0, 0, 1], 1), expandBoxToAspect([0, 0, 1, 0], 1)], [null, null]);
assert.deepStrictEqual(expandBoxToAspect([2, 2, 1, 1], 0.25), [2, 0.5, 1, 4]);
