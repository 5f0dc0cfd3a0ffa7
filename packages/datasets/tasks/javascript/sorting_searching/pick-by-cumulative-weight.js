// query: Given non-negative weights and a point in [0, total weight), return the index of the weight whose cumulative
//   range [previous sum, previous sum + weight) contains the point, found by binary search over prefix sums. Return -1
//   if the point is negative or not below the total.
// entry_point: pickByCumulativeWeight
// example: pickByCumulativeWeight([1, 1], 1.5) === 1
// example: pickByCumulativeWeight([5, 5], 10) === -1

function pickByCumulativeWeight(weights, point) {
  const prefix = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    prefix.push(total);
  }
  if (point < 0 || point >= total) return -1;
  let low = 0;
  let high = prefix.length - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (prefix[middle] > point) high = middle;
    else low = middle + 1;
  }
  return low;
}

// tests
assert.strictEqual(pickByCumulativeWeight([2, 3, 5], 0), 0);
assert.strictEqual(pickByCumulativeWeight([2, 3, 5], 1.99), 0);
assert.strictEqual(pickByCumulativeWeight([2, 3, 5], 2), 1);
assert.strictEqual(pickByCumulativeWeight([2, 3, 5], 4.5), 1);
assert.strictEqual(pickByCumulativeWeight([2, 3, 5], 5), 2);
assert.strictEqual(pickByCumulativeWeight([2, 3, 5], 9.75), 2);
assert.strictEqual(pickByCumulativeWeight([2, 3, 5], -0.5), -1);
assert.strictEqual(pickByCumulativeWeight([], 0), -1);
assert.strictEqual(pickByCumulativeWeight([0, 4, 0, 1], 4), 3);
assert.strictEqual(pickByCumulativeWeight([0, 4, 0, 1], 0), 1);
