// query: Read one pixel of a 1-bit-per-pixel monochrome bitmap stored as rows of stride bytes, where the
//   most significant bit of each byte is the leftmost pixel; return true if the pixel is set. Throw a
//   RangeError for coordinates outside the stride * 8 by row-count area.
// entry_point: monoPixelAt
// example: monoPixelAt([0b01000000], 1, 1, 0) === true
// example: monoPixelAt([0x00, 0xff], 1, 3, 0) === false

function monoPixelAt(data, stride, x, y) {
  const rows = Math.floor(data.length / stride);
  if (x < 0 || y < 0 || x >= stride * 8 || y >= rows) throw new RangeError('pixel outside the bitmap');
  const byte = data[y * stride + (x >> 3)];
  return ((byte >> (7 - (x & 7))) & 1) === 1;
}

// tests
assert.strictEqual(monoPixelAt([0x80], 1, 0, 0), true);
assert.strictEqual(monoPixelAt([0x80], 1, 1, 0), false);
assert.strictEqual(monoPixelAt([0x01], 1, 7, 0), true);
assert.strictEqual(monoPixelAt([0x00, 0x80], 2, 8, 0), true);
assert.strictEqual(monoPixelAt([0x00, 0x80], 1, 0, 1), true);
assert.strictEqual(monoPixelAt([0x00, 0x00, 0x00, 0x01], 2, 15, 1), true);
assert.strictEqual(monoPixelAt([0x00, 0x00, 0x02, 0x00], 2, 6, 1), true);
assert.throws(() => monoPixelAt([0xff], 1, 8, 0), RangeError);
assert.throws(() => monoPixelAt([0xff], 1, 0, 1), RangeError);
assert.throws(() => monoPixelAt([0xff], 1, -1, 0), RangeError);
