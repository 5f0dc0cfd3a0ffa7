// query: Return how many digits an integer has when written in a given base from 2 to 36 (the sign is not
//   a digit and 0 has one digit), using exact integer arithmetic. Returns null for a base outside 2..36
//   or a non-integer value.
// entry_point: digitCountInBase
// example: digitCountInBase(255, 16) === 2
// example: digitCountInBase(8, 2) === 4

function digitCountInBase(value, base) {
  if (base < 2 || base > 36 || !Number.isInteger(value)) return null;
  let rest = Math.abs(value);
  let digits = 1;
  while (rest >= base) {
    rest = Math.floor(rest / base);
    digits++;
  }
  return digits;
}

// tests
assert.strictEqual(digitCountInBase(0, 10), 1);
assert.strictEqual(digitCountInBase(9, 10), 1);
assert.strictEqual(digitCountInBase(10, 10), 2);
assert.strictEqual(digitCountInBase(-1000, 10), 4);
assert.strictEqual(digitCountInBase(7, 2), 3);
assert.strictEqual(digitCountInBase(35, 36), 1);
assert.strictEqual(digitCountInBase(36, 36), 2);
assert.strictEqual(digitCountInBase(1000, 1), null);
assert.strictEqual(digitCountInBase(1000, 37), null);
assert.strictEqual(digitCountInBase(2.5, 10), null);
