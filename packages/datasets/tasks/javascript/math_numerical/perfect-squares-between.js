// query: Count the perfect squares (0, 1, 4, 9, ...) in the inclusive integer range [low, high].
//   Returns 0 when the range is empty or lies entirely below zero.
// entry_point: perfectSquaresBetween
// example: perfectSquaresBetween(1, 10) === 3
// example: perfectSquaresBetween(5, 8) === 0

function perfectSquaresBetween(low, high) {
  const isqrt = (n) => Math.floor(Math.sqrt(n));
  const start = low <= 0 ? 0 : isqrt(low - 1) + 1;
  const end = isqrt(high);
  return end >= start ? end - start + 1 : 0;
}

// tests
assert.strictEqual(perfectSquaresBetween(0, 0), 1);
assert.strictEqual(perfectSquaresBetween(-10, 0), 1);
assert.strictEqual(perfectSquaresBetween(-10, -1), 0);
assert.strictEqual(perfectSquaresBetween(9, 3), 0);
assert.strictEqual(perfectSquaresBetween(16, 16), 1);
assert.strictEqual(perfectSquaresBetween(17, 24), 0);
assert.strictEqual(perfectSquaresBetween(15, 25), 2);
assert.strictEqual(perfectSquaresBetween(1, 100), 10);
assert.strictEqual(perfectSquaresBetween(-5, 50), 8);
assert.strictEqual(perfectSquaresBetween(99999999, 100000000), 1);
