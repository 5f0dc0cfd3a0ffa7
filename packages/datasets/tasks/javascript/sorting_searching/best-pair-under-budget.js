// query: From a list of prices, find two different items whose total is as large as possible without exceeding the
//   budget, using the sorted prices and two indices. Return that total, or -1 when no pair fits or there are fewer than
//   two items.
// entry_point: bestPairUnderBudget
// example: bestPairUnderBudget([5, 3, 9], 10) === 8
// example: bestPairUnderBudget([6, 7], 10) === -1

function bestPairUnderBudget(prices, budget) {
  const sorted = [...prices].sort((a, b) => a - b);
  let best = -1;
  let i = 0;
  let j = sorted.length - 1;
  while (i < j) {
    const total = sorted[i] + sorted[j];
    if (total > budget) {
      j -= 1;
    } else {
      if (total > best) best = total;
      i += 1;
    }
  }
  return best;
}

// tests
assert.strictEqual(bestPairUnderBudget([], 10), -1);
assert.strictEqual(bestPairUnderBudget([4], 10), -1);
assert.strictEqual(bestPairUnderBudget([1, 2, 3, 4, 5], 7), 7);
assert.strictEqual(bestPairUnderBudget([1, 2, 3, 4, 5], 100), 9);
assert.strictEqual(bestPairUnderBudget([1, 2, 3, 4, 5], 2), -1);
assert.strictEqual(bestPairUnderBudget([1, 2, 3, 4, 5], 3), 3);
assert.strictEqual(bestPairUnderBudget([5, 5, 5], 10), 10);
assert.strictEqual(bestPairUnderBudget([20, 1, 13, 8, 6], 14), 14);
assert.strictEqual(bestPairUnderBudget([10, 10], 19), -1);
