// query: Decide whether two numbers are approximately equal: their absolute difference must be at most the
//   relative tolerance times the larger magnitude, or at most the absolute tolerance. Equal numbers are
//   always close; negative tolerances make the comparison fail.
// entry_point: isClose
// example: isClose(10, 10.5, 0.1, 0) === true
// example: isClose(1, 1.5, 0, 0.1) === false

function isClose(a, b, relativeTolerance, absoluteTolerance) {
  if (relativeTolerance < 0 || absoluteTolerance < 0) return false;
  if (a === b) return true;
  const difference = Math.abs(a - b);
  const scale = Math.max(Math.abs(a), Math.abs(b));
  return difference <= relativeTolerance * scale || difference <= absoluteTolerance;
}

// tests
assert.strictEqual(isClose(1, 1, 0, 0) && isClose(Infinity, Infinity, 0, 0), true);
assert.strictEqual(isClose(100, 101, 0.01, 0), true);
assert.strictEqual(isClose(100, 102, 0.01, 0), false);
assert.strictEqual(isClose(0, 0.001, 0.1, 0), false);
assert.strictEqual(isClose(0, 0.5, 0, 0.5), true);
assert.strictEqual(isClose(0, 0.75, 0, 0.5), false);
assert.strictEqual(isClose(-4, -5, 0.2, 0), true);
assert.strictEqual(isClose(1, 2, -1, 5), false);
assert.strictEqual(isClose(1, 2, 5, -1), false);
assert.strictEqual(isClose(2, 4, 0.5, 0), true);
