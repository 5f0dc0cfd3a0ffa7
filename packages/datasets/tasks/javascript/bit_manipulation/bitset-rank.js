// query: Rank query on a bitset stored as 32-bit words (bit i lives in word i >> 5 at bit i & 31):
//   count the set bits at positions strictly below the given index. Throw a RangeError for an index
//   below 0 or above the total number of bits.
// entry_point: bitsetRank
// example: bitsetRank([0b1011], 2) === 2
// example: bitsetRank([0, 1], 33) === 1

function bitsetRank(words, index) {
  if (index < 0 || index > words.length * 32) throw new RangeError('index out of range');
  let count = 0;
  for (let i = 0; i < index; i++) {
    if ((words[i >> 5] >>> (i & 31)) & 1) count++;
  }
  return count;
}

// tests
assert.strictEqual(bitsetRank([], 0), 0);
assert.strictEqual(bitsetRank([0xffffffff], 0), 0);
assert.strictEqual(bitsetRank([0xffffffff], 32), 32);
assert.strictEqual(bitsetRank([0b1], 1), 1);
assert.strictEqual(bitsetRank([0b110], 2), 1);
assert.strictEqual(bitsetRank([0x80000000, 0x1], 32), 1);
assert.strictEqual(bitsetRank([0x80000000, 0x3], 34), 3);
assert.strictEqual(bitsetRank([0x0f0f0f0f, 0xffffffff], 40), 24);
assert.throws(() => bitsetRank([1], 33), RangeError);
assert.throws(() => bitsetRank([1], -1), RangeError);
