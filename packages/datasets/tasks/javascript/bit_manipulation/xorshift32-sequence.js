// query: Generate the next count outputs of Marsaglia's 32-bit xorshift generator from a seed: each
//   step does x ^= x << 13, x ^= x >>> 17, x ^= x << 5 on an unsigned 32-bit state and outputs the new
//   state. A seed of zero (after truncation to 32 bits) throws a RangeError.
// entry_point: xorshift32Sequence
// example: xorshift32Sequence(42, 1) === [11355432]
// example: xorshift32Sequence(7, 0) === []

function xorshift32Sequence(seed, count) {
  let state = seed >>> 0;
  if (state === 0) throw new RangeError('seed must be non-zero');
  const values = [];
  for (let i = 0; i < count; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    values.push(state);
  }
  return values;
}

// tests
assert.deepStrictEqual(xorshift32Sequence(1, 5), [270369, 67634689, 2647435461, 307599695, 2398689233]);
assert.deepStrictEqual(xorshift32Sequence(2463534242, 3), [723471715, 2497366906, 2064144800]);
assert.deepStrictEqual(xorshift32Sequence(0xffffffff, 2), [253983, 4228382207]);
assert.deepStrictEqual(xorshift32Sequence(0x80000000, 2), [2148024320, 2299036804]);
assert.deepStrictEqual(xorshift32Sequence(2 ** 32 + 1, 1), [270369]);
assert.deepStrictEqual(xorshift32Sequence(123, 4), [31682556, 4018661298, 2101636938, 3842487452]);
assert.throws(() => xorshift32Sequence(0, 3), RangeError);
assert.throws(() => xorshift32Sequence(2 ** 32, 1), RangeError);
