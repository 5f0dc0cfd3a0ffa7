// query: Return the number of whole years of compounding at an annual rate in percent needed for a starting
//   balance to reach at least a target (applying interest once a year). Returns 0 if the target is already
//   met and null when it can never be reached (non-positive rate or non-positive start).
// entry_point: yearsToReachTarget
// example: yearsToReachTarget(100, 121, 10) === 2
// example: yearsToReachTarget(100, 50, 5) === 0

function yearsToReachTarget(start, target, ratePercent) {
  if (start >= target) return 0;
  if (start <= 0 || ratePercent <= 0) return null;
  let balance = start;
  let years = 0;
  while (balance < target) {
    balance *= 1 + ratePercent / 100;
    years++;
  }
  return years;
}

// tests
assert.strictEqual(yearsToReachTarget(100, 100, 3), 0);
assert.strictEqual(yearsToReachTarget(100, 110, 10), 1);
assert.strictEqual(yearsToReachTarget(100, 110.01, 10), 2);
assert.strictEqual(yearsToReachTarget(1000, 2000, 7), 11);
assert.strictEqual(yearsToReachTarget(1000, 2000, 100), 1);
assert.strictEqual(yearsToReachTarget(1, 1000000, 50), 35);
assert.deepStrictEqual([yearsToReachTarget(100, 200, 0), yearsToReachTarget(100, 200, -5)], [null, null]);
assert.deepStrictEqual([yearsToReachTarget(0, 0, 5), yearsToReachTarget(100, 50, -5)], [0, 0]);
assert.strictEqual(yearsToReachTarget(0, 10, 5), null);
assert.strictEqual(yearsToReachTarget(-10, 10, 5), null);
