// query: Encode a bigint as exactly size bytes of big-endian two's complement (negative values wrap
//   around), as an array of numbers 0-255. Throw a RangeError if size is below 1 or the value is
//   outside the signed range of that many bytes.
// entry_point: bigintToBytes
// example: bigintToBytes(258n, 2) === [1, 2]
// example: bigintToBytes(-2n, 2) === [255, 254]

function bigintToBytes(value, size) {
  if (size < 1) throw new RangeError('size must be at least 1');
  const bits = BigInt(size * 8);
  const limit = 1n << (bits - 1n);
  if (value < -limit || value >= limit) throw new RangeError('value does not fit');
  let pattern = value;
  const bytes = new Array(size).fill(0);
  for (let i = size - 1; i >= 0; i--) {
    bytes[i] = Number(pattern & 0xffn);
    pattern >>= 8n;
  }
  return bytes;
}

// tests
assert.deepStrictEqual(bigintToBytes(0n, 1), [0]);
assert.deepStrictEqual(bigintToBytes(-1n, 1), [255]);
assert.deepStrictEqual(bigintToBytes(127n, 1), [127]);
assert.deepStrictEqual(bigintToBytes(-128n, 1), [128]);
assert.deepStrictEqual(bigintToBytes(1n, 4), [0, 0, 0, 1]);
assert.deepStrictEqual(bigintToBytes(-256n, 3), [255, 255, 0]);
assert.deepStrictEqual(bigintToBytes(0x0102030405060708n, 8), [1, 2, 3, 4, 5, 6, 7, 8]);
assert.throws(() => bigintToBytes(128n, 1), RangeError);
assert.throws(() => bigintToBytes(-129n, 1), RangeError);
assert.throws(() => bigintToBytes(0n, 0), RangeError);
