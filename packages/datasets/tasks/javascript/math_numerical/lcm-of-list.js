// query: Return the least common multiple of a list of integers, ignoring signs; a list containing 0 gives
//   0 and an empty list gives null.
// entry_point: lcmOfList
// example: lcmOfList([3, 4]) === 12
// example: lcmOfList([6, 8, 12]) === 24

function lcmOfList(numbers) {
  if (numbers.length === 0) return null;
  let result = 1;
  for (const value of numbers) {
    const n = Math.abs(value);
    if (n === 0) return 0;
    let a = result;
    let b = n;
    while (b !== 0) {
      const t = a % b;
      a = b;
      b = t;
    }
    result = (result / a) * n;
  }
  return result;
}

// tests
assert.strictEqual(lcmOfList([4, 6]), 12);
assert.strictEqual(lcmOfList([]), null);
assert.strictEqual(lcmOfList([5]), 5);
assert.strictEqual(lcmOfList([0, 3]), 0);
assert.strictEqual(lcmOfList([-4, 6]), 12);
assert.strictEqual(lcmOfList([2, 3, 4, 5]), 60);
assert.strictEqual(lcmOfList([7, 7]), 7);
assert.strictEqual(lcmOfList([0, 0]), 0);
assert.strictEqual(lcmOfList([12, 18, 30]), 180);
assert.strictEqual(lcmOfList([9, 6, -15]), 90);
