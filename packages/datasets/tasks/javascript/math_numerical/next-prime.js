// query: Return the smallest prime number greater than or equal to n (so any n below 2 gives 2).
// entry_point: nextPrime
// example: nextPrime(8) === 11
// example: nextPrime(13) === 13

function nextPrime(n) {
  let candidate = Math.max(n, 2);
  for (;;) {
    let prime = true;
    for (let divisor = 2; divisor * divisor <= candidate; divisor += 1) {
      if (candidate % divisor === 0) {
        prime = false;
        break;
      }
    }
    if (prime) return candidate;
    candidate += 1;
  }
}

// tests
assert.strictEqual(nextPrime(0), 2);
assert.strictEqual(nextPrime(2), 2);
assert.strictEqual(nextPrime(3), 3);
assert.strictEqual(nextPrime(4), 5);
assert.strictEqual(nextPrime(14), 17);
assert.strictEqual(nextPrime(24), 29);
assert.strictEqual(nextPrime(90), 97);
assert.strictEqual(nextPrime(-5), 2);
assert.strictEqual(nextPrime(121), 127);
assert.strictEqual(nextPrime(25), 29);
