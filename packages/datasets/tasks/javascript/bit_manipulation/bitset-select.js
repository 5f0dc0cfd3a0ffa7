// query: Select query on a bitset stored as 32-bit words (bit i lives in word i >> 5 at bit i & 31):
//   return the position of the k-th set bit counting from 0, or -1 if there are not that many set
//   bits or k is negative.
// entry_point: bitsetSelect
// example: bitsetSelect([0b1010], 1) === 3
// example: bitsetSelect([0, 0b100], 0) === 34

function bitsetSelect(words, k) {
  let seen = 0;
  for (let w = 0; w < words.length; w++) {
    const word = words[w] >>> 0;
    for (let bit = 0; bit < 32; bit++) {
      if ((word >>> bit) & 1) {
        if (seen === k) return w * 32 + bit;
        seen++;
      }
    }
  }
  return -1;
}

// tests
assert.strictEqual(bitsetSelect([], 0), -1);
assert.strictEqual(bitsetSelect([1], 0), 0);
assert.strictEqual(bitsetSelect([1], 1), -1);
assert.strictEqual(bitsetSelect([0b110], 0), 1);
assert.strictEqual(bitsetSelect([0x80000000], 0), 31);
assert.strictEqual(bitsetSelect([0x80000001, 1], 2), 32);
assert.strictEqual(bitsetSelect([0xffffffff, 0xffffffff], 63), 63);
assert.strictEqual(bitsetSelect([0, 0, 0x10], 0), 68);
assert.strictEqual(bitsetSelect([0b111], -1), -1);
assert.strictEqual(bitsetSelect([0b1001, 0b11], 3), 33);
