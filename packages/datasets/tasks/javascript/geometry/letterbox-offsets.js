// query: Fit an image inside a screen while keeping its aspect ratio and return the placement
//   [x, y, width, height] in whole pixels (size rounded down, bars split evenly with any odd pixel going
//   to the right or bottom). Returns null if any dimension is not positive.
// entry_point: letterboxOffsets
// example: letterboxOffsets(100, 50, 200, 200) === [0, 50, 200, 100]
// example: letterboxOffsets(10, 10, 30, 20) === [5, 0, 20, 20]

function letterboxOffsets(imageW, imageH, screenW, screenH) {
  if (imageW <= 0 || imageH <= 0 || screenW <= 0 || screenH <= 0) return null;
  const scale = Math.min(screenW / imageW, screenH / imageH);
  const width = Math.floor(imageW * scale);
  const height = Math.floor(imageH * scale);
  const x = Math.floor((screenW - width) / 2);
  const y = Math.floor((screenH - height) / 2);
  return [x, y, width, height];
}

// tests
assert.deepStrictEqual(letterboxOffsets(1920, 1080, 1920, 1080), [0, 0, 1920, 1080]);
assert.deepStrictEqual(letterboxOffsets(1920, 1080, 1024, 1024), [0, 224, 1024, 576]);
assert.deepStrictEqual(letterboxOffsets(1080, 1920, 1024, 1024), [224, 0, 576, 1024]);
assert.deepStrictEqual(letterboxOffsets(4, 3, 101, 50), [17, 0, 66, 50]);
assert.deepStrictEqual(letterboxOffsets(3, 4, 50, 101), [0, 17, 50, 66]);
assert.deepStrictEqual(letterboxOffsets(1, 1, 7, 4), [1, 0, 4, 4]);
assert.deepStrictEqual([letterboxOffsets(0, 1, 5, 5), letterboxOffsets(1, 0, 5, 5)], [null, null]);
assert.deepStrictEqual([letterboxOffsets(1, 1, 0, 5), letterboxOffsets(1, 1, 5, 0)], [null, null]);
assert.deepStrictEqual(letterboxOffsets(1, 1, 1, 1), [0, 0, 1, 1]);
assert.deepStrictEqual(letterboxOffsets(16, 9, 10, 10), [0, 2, 10, 5]);
