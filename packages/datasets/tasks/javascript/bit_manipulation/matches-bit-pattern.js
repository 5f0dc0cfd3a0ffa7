// query: Test whether a non-negative integer matches a bit pattern written most significant bit first
//   with '0', '1' and 'x' (don't care), ignoring '_' separators; the value must fit in the pattern's
//   width. Throw a RangeError for a pattern with no bits or more than 32, and an Error for any other
//   character.
// entry_point: matchesBitPattern
// example: matchesBitPattern(0b1011, '1x11') === true
// example: matchesBitPattern(0b0011, '1x11') === false

function matchesBitPattern(value, pattern) {
  const bits = pattern.replace(/_/g, '');
  if (bits.length === 0 || bits.length > 32) throw new RangeError('pattern must have 1-32 bits');
  if (value < 0 || value >= 2 ** bits.length) return false;
  for (let i = 0; i < bits.length; i++) {
    const char = bits[i];
    if (char === 'x') continue;
    if (char !== '0' && char !== '1') throw new Error(`invalid pattern character: ${char}`);
    const bit = Math.floor(value / 2 ** (bits.length - 1 - i)) % 2;
    if (Number(char) !== bit) return false;
  }
  return true;
}

// tests
assert.strictEqual(matchesBitPattern(0, '0'), true);
assert.strictEqual(matchesBitPattern(1, '0'), false);
assert.strictEqual(matchesBitPattern(2, 'x'), false);
assert.strictEqual(matchesBitPattern(0b1100, '11xx'), true);
assert.strictEqual(matchesBitPattern(0b0100, '11xx'), false);
assert.strictEqual(matchesBitPattern(0b1010_0001, '1010_xxx1'), true);
assert.strictEqual(matchesBitPattern(0b1010_0000, '1010_xxx1'), false);
assert.strictEqual(matchesBitPattern(0xffffffff, 'x'.repeat(32)), true);
assert.throws(() => matchesBitPattern(1, '_'), RangeError);
assert.throws(() => matchesBitPattern(1, 'z1'), Error);
