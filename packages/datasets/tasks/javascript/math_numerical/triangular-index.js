// query: If n is a triangular number (0, 1, 3, 6, 10, ... = k(k+1)/2) return its index k, otherwise
//   return null; negative numbers and non-integers are not triangular.
// entry_point: triangularIndex
// example: triangularIndex(10) === 4
// example: triangularIndex(11) === null

function triangularIndex(n) {
  const k = Math.round((Math.sqrt(8 * n + 1) - 1) / 2);
  return (k * (k + 1)) / 2 === n ? k : null;
}

// tests
assert.strictEqual(triangularIndex(0), 0);
assert.strictEqual(triangularIndex(1), 1);
assert.strictEqual(triangularIndex(3), 2);
assert.strictEqual(triangularIndex(2), null);
assert.strictEqual(triangularIndex(5050), 100);
assert.strictEqual(triangularIndex(5051), null);
assert.strictEqual(triangularIndex(-1), null);
assert.strictEqual(triangularIndex(6.5), null);
assert.strictEqual(triangularIndex(500000500000), 1000000);
assert.strictEqual(triangularIndex(9), null);
