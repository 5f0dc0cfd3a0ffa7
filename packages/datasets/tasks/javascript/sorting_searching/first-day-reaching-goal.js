// query: Given non-negative daily amounts and a goal, return the first day (0-based) on which the running total reaches
//   the goal, found by binary search over the running totals; a goal of 0 or less is reached on day 0 and a goal never
//   reached gives -1.
// entry_point: firstDayReachingGoal
// example: firstDayReachingGoal([5, 5, 5], 10) === 1
// example: firstDayReachingGoal([1, 1], 5) === -1

function firstDayReachingGoal(amounts, goal) {
  const totals = [];
  let sum = 0;
  for (const amount of amounts) {
    sum += amount;
    totals.push(sum);
  }
  let low = 0;
  let high = totals.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (totals[middle] >= goal) high = middle;
    else low = middle + 1;
  }
  return low === totals.length ? -1 : low;
}

// tests
assert.strictEqual(firstDayReachingGoal([3, 0, 4, 2, 6], 7), 2);
assert.strictEqual(firstDayReachingGoal([3, 0, 4, 2, 6], 8), 3);
assert.strictEqual(firstDayReachingGoal([3, 0, 4, 2, 6], 3), 0);
assert.strictEqual(firstDayReachingGoal([3, 0, 4, 2, 6], 15), 4);
assert.strictEqual(firstDayReachingGoal([3, 0, 4, 2, 6], 16), -1);
assert.strictEqual(firstDayReachingGoal([3, 0, 4, 2, 6], 0), 0);
assert.strictEqual(firstDayReachingGoal([], 0), -1);
assert.strictEqual(firstDayReachingGoal([], 4), -1);
assert.strictEqual(firstDayReachingGoal([0, 0, 9], 1), 2);
assert.strictEqual(firstDayReachingGoal([2, 2, 2, 2], -3), 0);
