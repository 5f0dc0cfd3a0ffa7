// query: Decode a flag word into the names of its set flags, where bit i corresponds to the i-th name,
//   listed from the lowest bit up. Throw an error if the value is negative or not an integer, or if a
//   bit is set that has no name.
// entry_point: bitFlagsToNames
// example: bitFlagsToNames(3, ['read', 'write', 'exec']) === ['read', 'write']
// example: bitFlagsToNames(2, ['a', 'b']) === ['b']

function bitFlagsToNames(value, names) {
  if (value < 0 || !Number.isInteger(value)) throw new RangeError('flags must be a non-negative integer');
  const result = [];
  let remaining = value;
  for (let bit = 0; remaining > 0; bit++) {
    if (remaining % 2 === 1) {
      if (bit >= names.length) throw new Error(`unknown flag bit ${bit}`);
      result.push(names[bit]);
    }
    remaining = Math.floor(remaining / 2);
  }
  return result;
}

// tests
assert.deepStrictEqual(bitFlagsToNames(0, ['a']), []);
assert.deepStrictEqual(bitFlagsToNames(1, ['r', 'w', 'x']), ['r']);
assert.deepStrictEqual(bitFlagsToNames(5, ['r', 'w', 'x']), ['r', 'x']);
assert.deepStrictEqual(bitFlagsToNames(7, ['r', 'w', 'x']), ['r', 'w', 'x']);
assert.deepStrictEqual(bitFlagsToNames(4, ['r', 'w', 'x']), ['x']);
assert.deepStrictEqual(bitFlagsToNames(6, ['a', 'b', 'c', 'd']), ['b', 'c']);
assert.throws(() => bitFlagsToNames(8, ['r', 'w', 'x']));
assert.throws(() => bitFlagsToNames(-1, ['r']));
assert.throws(() => bitFlagsToNames(1.5, ['r', 'w']));
assert.deepStrictEqual(bitFlagsToNames(0, []), []);
