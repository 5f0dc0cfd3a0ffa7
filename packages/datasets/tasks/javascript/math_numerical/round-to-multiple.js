// query: Round a number to the nearest multiple of a positive step, with exact halfway cases rounded away
//   from zero (a result of zero is plain 0). Returns null if the step is not positive.
// entry_point: roundToMultiple
// example: roundToMultiple(23, 10) === 20
// example: roundToMultiple(2.5, 1) === 3

function roundToMultiple(value, step) {
  if (step <= 0) return null;
  const magnitude = Math.abs(value);
  const lower = Math.floor(magnitude / step) * step;
  const rounded = magnitude - lower >= step / 2 ? lower + step : lower;
  if (value < 0) return rounded === 0 ? 0 : -rounded;
  return rounded;
}

// tests
assert.strictEqual(roundToMultiple(7, 5), 5);
assert.strictEqual(roundToMultiple(8, 5), 10);
assert.strictEqual(roundToMultiple(7.5, 5), 10);
assert.strictEqual(roundToMultiple(-7.5, 5), -10);
assert.strictEqual(roundToMultiple(-7, 5), -5);
assert.strictEqual(roundToMultiple(-1, 5), 0);
assert.strictEqual(roundToMultiple(0, 3), 0);
assert.strictEqual(roundToMultiple(12, 0) ?? roundToMultiple(12, -2), null);
assert.strictEqual(roundToMultiple(14, 4), 16);
assert.strictEqual(roundToMultiple(13.9, 4), 12);
