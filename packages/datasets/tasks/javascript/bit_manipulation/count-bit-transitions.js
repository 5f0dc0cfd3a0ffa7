// query: Count how many times adjacent bits differ when scanning the low bits of a value of the given
//   width (1-32), i.e. the number of 0-to-1 or 1-to-0 edges in that bit pattern. Throw a RangeError
//   for a width outside 1-32.
// entry_point: countBitTransitions
// example: countBitTransitions(0b0011, 4) === 1
// example: countBitTransitions(0b1010, 4) === 3

function countBitTransitions(value, width) {
  if (width < 1 || width > 32) throw new RangeError('width must be between 1 and 32');
  let transitions = 0;
  for (let bit = 1; bit < width; bit++) {
    const current = (value >>> bit) & 1;
    const previous = (value >>> (bit - 1)) & 1;
    if (current !== previous) {
      transitions += 1;
    }
  }
  return transitions;
}

// tests
assert.strictEqual(countBitTransitions(0, 8), 0);
assert.strictEqual(countBitTransitions(0xff, 8), 0);
assert.strictEqual(countBitTransitions(0b1, 8), 1);
assert.strictEqual(countBitTransitions(0b0101, 4), 3);
assert.strictEqual(countBitTransitions(0b0110, 4), 2);
assert.strictEqual(countBitTransitions(0xf0, 8), 1);
assert.strictEqual(countBitTransitions(0x80000000, 32), 1);
assert.strictEqual(countBitTransitions(0b1, 1), 0);
assert.throws(() => countBitTransitions(1, 0), RangeError);
assert.throws(() => countBitTransitions(1, 33), RangeError);
