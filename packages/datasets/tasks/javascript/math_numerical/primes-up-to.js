// query: List all prime numbers less than or equal to a limit in increasing order, using a sieve; limits
//   below 2 give an empty list.
// entry_point: primesUpTo
// example: primesUpTo(20) === [2, 3, 5, 7, 11, 13, 17, 19]
// example: primesUpTo(5) === [2, 3, 5]

function primesUpTo(limit) {
  if (limit < 2) return [];
  const composite = new Array(limit + 1).fill(false);
  const primes = [];
  for (let n = 2; n <= limit; n += 1) {
    if (composite[n]) continue;
    primes.push(n);
    for (let multiple = n * n; multiple <= limit; multiple += n) composite[multiple] = true;
  }
  return primes;
}

// tests
assert.deepStrictEqual(primesUpTo(1), []);
assert.deepStrictEqual(primesUpTo(2), [2]);
assert.deepStrictEqual(primesUpTo(10), [2, 3, 5, 7]);
assert.deepStrictEqual(primesUpTo(11), [2, 3, 5, 7, 11]);
assert.deepStrictEqual(primesUpTo(0), []);
assert.deepStrictEqual(primesUpTo(-3), []);
assert.deepStrictEqual(primesUpTo(25), [2, 3, 5, 7, 11, 13, 17, 19, 23]);
assert.deepStrictEqual(primesUpTo(49), [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]);
assert.deepStrictEqual(primesUpTo(3), [2, 3]);
