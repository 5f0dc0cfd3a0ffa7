// query: Return the most frequent value in a list of numbers, choosing the smallest value when several are
//   equally frequent. Returns null for an empty list.
// entry_point: modeOf
// example: modeOf([4, 5, 5, 6]) === 5
// example: modeOf([9, 2, 9, 2, 3]) === 2

function modeOf(values) {
  if (values.length === 0) return null;
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0];
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

// tests
assert.strictEqual(modeOf([]), null);
assert.strictEqual(modeOf([3]), 3);
assert.strictEqual(modeOf([1, 2, 2, 3]), 2);
assert.strictEqual(modeOf([3, 1, 3, 1]), 1);
assert.strictEqual(modeOf([5, 4, 3]), 3);
assert.strictEqual(modeOf([-1, -1, 2, 2, 2]), 2);
assert.strictEqual(modeOf([7, 7, -2, -2]), -2);
assert.strictEqual(modeOf([0, 0, 1]), 0);
assert.strictEqual(modeOf([4, 4, 4, 9, 9, 9, 1]), 4);
assert.strictEqual(modeOf([8, 6, 6, 8, 8]), 8);
