// query: Compute the largest centered crop of a width x height image that has the aspect ratio
//   ratioW:ratioH, returned as [x, y, cropWidth, cropHeight]; the cropped dimension and the offsets are
//   rounded down to integers. Returns null if any input is not positive.
// entry_point: centeredCrop
// example: centeredCrop(800, 600, 1, 1) === [100, 0, 600, 600]
// example: centeredCrop(400, 400, 2, 1) === [0, 100, 400, 200]

function centeredCrop(width, height, ratioW, ratioH) {
  if (width <= 0 || height <= 0 || ratioW <= 0 || ratioH <= 0) return null;
  let cropWidth = width;
  let cropHeight = Math.floor((width * ratioH) / ratioW);
  if (cropHeight > height) {
    cropHeight = height;
    cropWidth = Math.floor((height * ratioW) / ratioH);
  }
  const x = Math.floor((width - cropWidth) / 2);
  const y = Math.floor((height - cropHeight) / 2);
  return [x, y, cropWidth, cropHeight];
}

// tests
assert.deepStrictEqual(centeredCrop(1920, 1080, 1, 1), [420, 0, 1080, 1080]);
assert.deepStrictEqual(centeredCrop(1080, 1920, 16, 9), [0, 656, 1080, 607]);
assert.deepStrictEqual(centeredCrop(100, 100, 1, 1), [0, 0, 100, 100]);
assert.strictEqual(centeredCrop(0, 10, 1, 1), null);
assert.strictEqual(centeredCrop(10, 10, 0, 1), null);
assert.strictEqual(centeredCrop(10, 10, 1, 0) ?? centeredCrop(10, 0, 1, 1), null);
assert.deepStrictEqual(centeredCrop(1000, 500, 2, 1), [0, 0, 1000, 500]);
assert.deepStrictEqual(centeredCrop(300, 200, 4, 3), [17, 0, 266, 200]);
assert.deepStrictEqual(centeredCrop(640, 480, 16, 9), [0, 60, 640, 360]);
assert.deepStrictEqual(centeredCrop(1, 1, 1, 1), [0, 0, 1, 1]);
