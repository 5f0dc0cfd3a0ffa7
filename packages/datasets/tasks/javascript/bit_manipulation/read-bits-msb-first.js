// query: Read an unsigned number from a byte array as a bit stream, most significant bit of each byte
//   first: take the given count of bits (0-32) starting at the given bit offset. Throw a RangeError
//   for a negative offset, a count outside 0-32, or a read that runs past the end of the data.
// entry_point: readBitsMsbFirst
// example: readBitsMsbFirst([0b11110000], 0, 4) === 15
// example: readBitsMsbFirst([0x12, 0x34], 8, 8) === 0x34

function readBitsMsbFirst(bytes, bitOffset, bitCount) {
  if (bitOffset < 0 || bitCount < 0 || bitCount > 32) throw new RangeError('invalid bit range');
  if (bitOffset + bitCount > bytes.length * 8) throw new RangeError('read past end of data');
  let value = 0;
  for (let i = 0; i < bitCount; i++) {
    const position = bitOffset + i;
    const byte = bytes[Math.floor(position / 8)];
    const bit = (byte >> (7 - (position % 8))) & 1;
    value = value * 2 + bit;
  }
  return value;
}

// tests
assert.strictEqual(readBitsMsbFirst([0b10110000], 0, 3), 5);
assert.strictEqual(readBitsMsbFirst([0b10110000], 1, 3), 3);
assert.strictEqual(readBitsMsbFirst([0xab, 0xcd], 4, 8), 0xbc);
assert.throws(() => readBitsMsbFirst([0, 0, 0, 0, 0], 0, 33), RangeError);
assert.strictEqual(readBitsMsbFirst([0xff, 0xff, 0xff, 0xff], 0, 32), 4294967295);
assert.throws(() => readBitsMsbFirst([0xff], 0, -1), RangeError);
assert.strictEqual(readBitsMsbFirst([0xff], 3, 0), 0);
assert.strictEqual(readBitsMsbFirst([0x0f], 4, 4), 15);
assert.throws(() => readBitsMsbFirst([0x00], 5, 4), RangeError);
assert.throws(() => readBitsMsbFirst([0x01], -1, 1), RangeError);
