// query: Convert a colour channel value from one bit depth to another by bit replication: repeat the
//   source bits until the target width is reached and keep the top bits, so 5-bit 31 becomes 8-bit 255
//   and 5-bit 16 becomes 132 (narrowing keeps the high bits). Throw a RangeError for depths outside
//   1-16 or a value that does not fit the source depth.
// entry_point: expandBitDepth
// example: expandBitDepth(15, 4, 8) === 255
// example: expandBitDepth(0b101, 3, 8) === 0b10110110

function expandBitDepth(value, fromBits, toBits) {
  if (fromBits < 1 || toBits < 1 || fromBits > 16 || toBits > 16) throw new RangeError('bit depths must be 1-16');
  if (value < 0 || value >= 2 ** fromBits) throw new RangeError('value does not fit the source depth');
  let result = 0;
  let filled = 0;
  while (filled < toBits) {
    result = result * 2 ** fromBits + value;
    filled += fromBits;
  }
  return Math.floor(result / 2 ** (filled - toBits));
}

// tests
assert.strictEqual(expandBitDepth(31, 5, 8), 255);
assert.strictEqual(expandBitDepth(16, 5, 8), 132);
assert.strictEqual(expandBitDepth(1, 1, 16), 65535);
assert.strictEqual(expandBitDepth(2, 2, 1), 1);
assert.strictEqual(expandBitDepth(0, 16, 8), 0);
assert.throws(() => expandBitDepth(32, 5, 8), RangeError);
assert.throws(() => expandBitDepth(1, 0, 8), RangeError);
assert.throws(() => expandBitDepth(1, 8, 0), RangeError);
assert.throws(() => expandBitDepth(1, 17, 8), RangeError);
assert.throws(() => expandBitDepth(1, 8, 17), RangeError);
