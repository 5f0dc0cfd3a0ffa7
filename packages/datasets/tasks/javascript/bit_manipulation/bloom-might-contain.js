// query: Check a Bloom filter stored as bytes (bit i is bit i % 8 of byte i >> 3) for a key described by
//   two hash values: probe positions (hash1 + i * hash2) mod the number of bits for i from 0 to
//   hashCount - 1 and return false as soon as a probed bit is clear, otherwise true. An empty filter
//   contains nothing.
// entry_point: bloomMightContain
// example: bloomMightContain([0b00000110], 1, 1, 2) === true
// example: bloomMightContain([0b00000110], 1, 2, 2) === false

function bloomMightContain(filter, hash1, hash2, hashCount) {
  const size = filter.length * 8;
  if (size === 0) return false;
  for (let i = 0; i < hashCount; i++) {
    const index = (hash1 + i * hash2) % size;
    if (((filter[index >> 3] >> (index & 7)) & 1) === 0) return false;
  }
  return true;
}

// tests
assert.strictEqual(bloomMightContain([], 1, 1, 0), false);
assert.strictEqual(bloomMightContain([0], 3, 5, 0), true);
assert.strictEqual(bloomMightContain([0xff], 3, 5, 4), true);
assert.strictEqual(bloomMightContain([0x01], 8, 8, 3), true);
assert.strictEqual(bloomMightContain([0x01, 0x00], 8, 8, 1), false);
assert.strictEqual(bloomMightContain([0x00, 0x80], 15, 16, 2), true);
assert.strictEqual(bloomMightContain([0x80, 0x01], 7, 1, 2), true);
assert.strictEqual(bloomMightContain([0x80, 0x01], 7, 1, 3), false);
assert.strictEqual(bloomMightContain([0x11, 0x11], 0, 4, 4), true);
assert.strictEqual(bloomMightContain([0x11, 0x10], 0, 4, 4), false);
