// query: Pack a list of 4-bit values (0-15) into bytes, two per byte with the first nibble in the high
//   half; an odd final nibble is padded with a zero low half. Throw a RangeError if any value is not
//   an integer in 0-15.
// entry_point: packNibbles
// example: packNibbles([4, 2]) === [0x42]
// example: packNibbles([1, 2, 3]) === [0x12, 0x30]

function packNibbles(nibbles) {
  for (const nibble of nibbles) {
    if (!Number.isInteger(nibble) || nibble < 0 || nibble > 15) throw new RangeError('nibble out of range');
  }
  const bytes = [];
  for (let index = 0; index < nibbles.length; index += 2) {
    const high = nibbles[index];
    const low = index + 1 < nibbles.length ? nibbles[index + 1] : 0;
    bytes.push(high * 16 + low);
  }
  return bytes;
}

// tests
assert.deepStrictEqual(packNibbles([]), []);
assert.deepStrictEqual(packNibbles([1, 2]), [0x12]);
assert.deepStrictEqual(packNibbles([15, 15, 0]), [0xff, 0x00]);
assert.deepStrictEqual(packNibbles([10]), [0xa0]);
assert.deepStrictEqual(packNibbles([0, 1, 2, 3]), [0x01, 0x23]);
assert.deepStrictEqual(packNibbles([15, 0]), [0xf0]);
assert.throws(() => packNibbles([16]), RangeError);
assert.throws(() => packNibbles([-1]), RangeError);
assert.throws(() => packNibbles([1, 2.5]), RangeError);
assert.throws(() => packNibbles([0, 1, 15, 16]), RangeError);
