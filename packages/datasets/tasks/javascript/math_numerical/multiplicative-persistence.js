// query: Return how many times the digits of a non-negative integer must be multiplied together until a
//   single digit remains (39 -> 27 -> 14 -> 4 takes 3 steps); single-digit numbers need 0. Returns null
//   for negative or non-integer input.
// entry_point: multiplicativePersistence
// example: multiplicativePersistence(39) === 3
// example: multiplicativePersistence(7) === 0

function multiplicativePersistence(n) {
  if (n < 0 || !Number.isInteger(n)) return null;
  let steps = 0;
  let current = n;
  while (current >= 10) {
    let product = 1;
    let rest = current;
    while (rest > 0) {
      product *= rest % 10;
      rest = Math.floor(rest / 10);
    }
    current = product;
    steps++;
  }
  return steps;
}

// tests
assert.strictEqual(multiplicativePersistence(0), 0);
assert.strictEqual(multiplicativePersistence(9), 0);
assert.strictEqual(multiplicativePersistence(10), 1);
assert.strictEqual(multiplicativePersistence(25), 2);
assert.strictEqual(multiplicativePersistence(999), 4);
assert.strictEqual(multiplicativePersistence(277777788888899), 11);
assert.strictEqual(multiplicativePersistence(101), 1);
assert.strictEqual(multiplicativePersistence(-5), null);
assert.strictEqual(multiplicativePersistence(3.5), null);
assert.strictEqual(multiplicativePersistence(68889), 7);
