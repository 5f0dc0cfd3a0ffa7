// query: Set every bit from a low to a high bit position (inclusive, positions 0-31) in a 32-bit value
//   and return the result as an unsigned number. Throw a RangeError if the low position is negative,
//   the high position is above 31, or low is greater than high.
// entry_point: setBitRange
// example: setBitRange(0, 8, 15) === 0xff00
// example: setBitRange(0b1000, 0, 1) === 0b1011

function setBitRange(value, low, high) {
  if (low < 0 || high > 31 || low > high) throw new RangeError('invalid bit range');
  let result = value >>> 0;
  for (let bit = low; bit <= high; bit++) {
    result = (result | (1 << bit)) >>> 0;
  }
  return result;
}

// tests
assert.strictEqual(setBitRange(0, 0, 3), 15);
assert.strictEqual(setBitRange(0, 4, 7), 0xf0);
assert.strictEqual(setBitRange(0x0f, 2, 5), 0x3f);
assert.strictEqual(setBitRange(0, 31, 31), 0x80000000);
assert.strictEqual(setBitRange(0, 0, 31), 0xffffffff);
assert.strictEqual(setBitRange(5, 1, 1), 7);
assert.strictEqual(setBitRange(0, 3, 3), 8);
assert.throws(() => setBitRange(0, -1, 2), RangeError);
assert.throws(() => setBitRange(0, 3, 2), RangeError);
assert.throws(() => setBitRange(0, 0, 32), RangeError);
