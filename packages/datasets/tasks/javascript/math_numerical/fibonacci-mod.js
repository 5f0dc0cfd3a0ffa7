// query: Return the n-th Fibonacci number (F(0) = 0, F(1) = 1) modulo m using fast doubling with BigInt,
//   so huge n stay quick; the result is a plain number. Returns null for negative n or m below 1.
// entry_point: fibonacciMod
// example: fibonacciMod(10, 1000) === 55
// example: fibonacciMod(10, 7) === 6

function fibonacciMod(n, m) {
  if (n < 0 || m < 1) return null;
  const mod = BigInt(m);
  const pair = (k) => {
    if (k === 0n) return [0n, 1n];
    const [a, b] = pair(k / 2n);
    const c = (a * ((2n * b - a + mod) % mod)) % mod;
    const d = (a * a + b * b) % mod;
    return k % 2n === 0n ? [c, d] : [d, (c + d) % mod];
  };
  return Number(pair(BigInt(n))[0]);
}

// tests
assert.strictEqual(fibonacciMod(0, 5), 0);
assert.strictEqual(fibonacciMod(1, 5), 1);
assert.strictEqual(fibonacciMod(2, 100), 1);
assert.strictEqual(fibonacciMod(20, 100000), 6765);
assert.strictEqual(fibonacciMod(20, 10), 5);
assert.strictEqual(fibonacciMod(5, 1), 0);
assert.strictEqual(fibonacciMod(1000000000000, 1000000007), 730695249);
assert.strictEqual(fibonacciMod(-1, 10), null);
assert.strictEqual(fibonacciMod(5, 0), null);
assert.strictEqual(fibonacciMod(3, 2), 0);
