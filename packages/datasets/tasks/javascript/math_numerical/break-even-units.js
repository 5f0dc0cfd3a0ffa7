// query: Return the smallest whole number of units that must be sold to cover fixed costs, given the
//   selling price and variable cost per unit (each unit contributes price - variable cost). Zero fixed
//   costs need 0 units; returns null when a unit contributes nothing or loses money.
// entry_point: breakEvenUnits
// example: breakEvenUnits(1000, 15, 5) === 100
// example: breakEvenUnits(0, 3, 1) === 0

function breakEvenUnits(fixedCosts, price, variableCost) {
  const margin = price - variableCost;
  if (margin <= 0) return null;
  if (fixedCosts <= 0) return 0;
  return Math.ceil(fixedCosts / margin);
}

// tests
assert.strictEqual(breakEvenUnits(500, 10, 5), 100);
assert.strictEqual(breakEvenUnits(501, 10, 5), 101);
assert.strictEqual(breakEvenUnits(499, 10, 5), 100);
assert.strictEqual(breakEvenUnits(1, 2, 1), 1);
assert.strictEqual(breakEvenUnits(100, 5, 5), null);
assert.strictEqual(breakEvenUnits(100, 4, 5), null);
assert.strictEqual(breakEvenUnits(-50, 4, 2), 0);
assert.strictEqual(breakEvenUnits(10, 2.5, 2), 20);
assert.strictEqual(breakEvenUnits(7, 4, 1), 3);
