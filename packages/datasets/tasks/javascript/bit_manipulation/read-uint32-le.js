// query: Read an unsigned 32-bit little-endian integer from a byte array starting at the given offset
//   (the byte at the offset is the least significant). Throw a RangeError if the offset is negative
//   or fewer than four bytes remain.
// entry_point: readUint32Le
// example: readUint32Le([0x10, 0, 0, 0], 0) === 16
// example: readUint32Le([0, 0, 1, 0, 0], 1) === 256

function readUint32Le(bytes, offset) {
  if (offset < 0 || offset + 4 > bytes.length) throw new RangeError('read out of bounds');
  let value = 0;
  for (let index = 3; index >= 0; index--) {
    value = value * 256 + bytes[offset + index];
  }
  return value;
}

// tests
assert.strictEqual(readUint32Le([1, 0, 0, 0], 0), 1);
assert.strictEqual(readUint32Le([0x78, 0x56, 0x34, 0x12], 0), 0x12345678);
assert.strictEqual(readUint32Le([0xff, 0xff, 0xff, 0xff], 0), 4294967295);
assert.strictEqual(readUint32Le([9, 1, 0, 0, 0], 1), 1);
assert.strictEqual(readUint32Le([1, 2, 3, 4, 5], 1), 0x05040302);
assert.strictEqual(readUint32Le([0, 0, 0, 0x80], 0), 0x80000000);
assert.throws(() => readUint32Le([1, 2, 3], 0), RangeError);
assert.throws(() => readUint32Le([1, 2, 3, 4], 1), RangeError);
assert.throws(() => readUint32Le([1, 2, 3, 4], -1), RangeError);
