// query: Turn 16 random bytes into a version 4 UUID string: set the high nibble of byte 6 to 4 and the
//   top two bits of byte 8 to 10, then format as lowercase hex in 8-4-4-4-12 groups. Throw a
//   RangeError unless there are exactly 16 integer bytes in 0-255. The input array is not modified.
// entry_point: formatUuidV4
// example: formatUuidV4(new Array(16).fill(0)) === '00000000-0000-4000-8000-000000000000'
// example: formatUuidV4(new Array(16).fill(0xff)) === 'ffffffff-ffff-4fff-bfff-ffffffffffff'

function formatUuidV4(bytes) {
  if (bytes.length !== 16 || bytes.some((byte) => !Number.isInteger(byte) || byte < 0 || byte > 255)) {
    throw new RangeError('expected 16 bytes');
  }
  const copy = bytes.slice();
  copy[6] = (copy[6] & 0x0f) | 0x40;
  copy[8] = (copy[8] & 0x3f) | 0x80;
  const hex = copy.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// tests
assert.strictEqual(formatUuidV4([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]), '00010203-0405-4607-8809-0a0b0c0d0e0f');
assert.strictEqual(formatUuidV4([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0]), '12345678-9abc-4ef0-9234-56789abcdef0');
assert.strictEqual(formatUuidV4([0, 0, 0, 0, 0, 0, 0x4f, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0]), '00000000-0000-4f00-8000-000000000000');
assert.strictEqual(formatUuidV4([0, 0, 0, 0, 0, 0, 0x30, 0, 0x7f, 0, 0, 0, 0, 0, 0, 0xff]), '00000000-0000-4000-bf00-0000000000ff');
assert.strictEqual((() => { const input = new Array(16).fill(0x11); formatUuidV4(input); return input[6]; })(), 0x11);
assert.throws(() => formatUuidV4(new Array(15).fill(0)), RangeError);
assert.throws(() => formatUuidV4(new Array(17).fill(0)), RangeError);
assert.throws(() => formatUuidV4([256, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), RangeError);
assert.throws(() => formatUuidV4([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1]), RangeError);
