// query: Count the integer partitions of n (ways to write n as a sum of positive integers, ignoring order),
//   optionally using only parts no larger than maxPart. p(0) is 1; a negative n gives 0.
// entry_point: partitionCount
// example: partitionCount(4) === 5
// example: partitionCount(4, 2) === 3

function partitionCount(n, maxPart = n) {
  if (n < 0) return 0;
  const ways = new Array(n + 1).fill(0);
  ways[0] = 1;
  const largest = Math.min(maxPart, n);
  for (let part = 1; part <= largest; part++) {
    for (let total = part; total <= n; total++) ways[total] += ways[total - part];
  }
  return ways[n];
}

// tests
assert.strictEqual(partitionCount(0), 1);
assert.strictEqual(partitionCount(1), 1);
assert.strictEqual(partitionCount(5), 7);
assert.strictEqual(partitionCount(10), 42);
assert.strictEqual(partitionCount(-3), 0);
assert.strictEqual(partitionCount(6, 1), 1);
assert.strictEqual(partitionCount(6, 3), 7);
assert.strictEqual(partitionCount(6, 0), 0);
assert.strictEqual(partitionCount(7, 100), 15);
assert.strictEqual(partitionCount(50), 204226);
