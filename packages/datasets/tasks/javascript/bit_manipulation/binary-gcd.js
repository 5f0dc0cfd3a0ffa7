// query: Compute the greatest common divisor of two non-negative integers (up to 2**31 - 1) with
//   Stein's binary algorithm, using only shifts, comparisons and subtraction. gcd(0, n) is n; negative
//   input throws a RangeError.
// entry_point: binaryGcd
// example: binaryGcd(12, 18) === 6
// example: binaryGcd(7, 0) === 7

function binaryGcd(a, b) {
  if (a < 0 || b < 0) throw new RangeError('operands must be non-negative');
  if (a === 0) return b;
  if (b === 0) return a;
  let shift = 0;
  while (((a | b) & 1) === 0) {
    a >>= 1;
    b >>= 1;
    shift++;
  }
  while ((a & 1) === 0) a >>= 1;
  while (b !== 0) {
    while ((b & 1) === 0) b >>= 1;
    if (a > b) [a, b] = [b, a];
    b -= a;
  }
  return a << shift;
}

// tests
assert.strictEqual(binaryGcd(0, 0), 0);
assert.strictEqual(binaryGcd(0, 9), 9);
assert.strictEqual(binaryGcd(1, 1), 1);
assert.strictEqual(binaryGcd(48, 180), 12);
assert.strictEqual(binaryGcd(17, 5), 1);
assert.strictEqual(binaryGcd(64, 48), 16);
assert.strictEqual(binaryGcd(1024, 4096), 1024);
assert.strictEqual(binaryGcd(270, 192), 6);
assert.strictEqual(binaryGcd(2147483647, 2147483646), 1);
assert.throws(() => binaryGcd(-4, 6), RangeError);
