// query: Format an integer as a binary string of exactly width digits (negative values as two's
//   complement), split into groups of the given size from the right and joined with '_'. Throw a
//   RangeError for a width outside 1-32, a group size below 1, or a value that does not fit.
// entry_point: formatBinaryGrouped
// example: formatBinaryGrouped(10, 8, 4) === '0000_1010'
// example: formatBinaryGrouped(-2, 4, 2) === '11_10'

function formatBinaryGrouped(value, width, group) {
  if (width < 1 || width > 32 || group < 1) throw new RangeError('invalid width or group size');
  if (value < -(2 ** (width - 1)) || value >= 2 ** width) throw new RangeError('value does not fit');
  const pattern = value < 0 ? value + 2 ** width : value;
  const digits = pattern.toString(2).padStart(width, '0');
  const groups = [];
  for (let end = digits.length; end > 0; end -= group) {
    groups.unshift(digits.slice(Math.max(0, end - group), end));
  }
  return groups.join('_');
}

// tests
assert.strictEqual(formatBinaryGrouped(0, 1, 1), '0');
assert.strictEqual(formatBinaryGrouped(5, 3, 8), '101');
assert.strictEqual(formatBinaryGrouped(5, 6, 4), '00_0101');
assert.strictEqual(formatBinaryGrouped(255, 8, 4), '1111_1111');
assert.strictEqual(formatBinaryGrouped(-1, 8, 4), '1111_1111');
assert.strictEqual(formatBinaryGrouped(-128, 8, 3), '10_000_000');
assert.strictEqual(formatBinaryGrouped(4294967295, 32, 8), '11111111_11111111_11111111_11111111');
assert.throws(() => formatBinaryGrouped(256, 8, 4), RangeError);
assert.throws(() => formatBinaryGrouped(-129, 8, 4), RangeError);
assert.throws(() => formatBinaryGrouped(1, 33, 4), RangeError);
