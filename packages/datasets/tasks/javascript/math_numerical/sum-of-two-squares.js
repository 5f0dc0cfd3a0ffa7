// query: List every way to write a non-negative integer n as a*a + b*b with integers 0 <= a <= b, as
//   [a, b] pairs sorted by a. Returns [] for negative n or when no way exists.
// entry_point: sumOfTwoSquares
// example: sumOfTwoSquares(25) === [[0, 5], [3, 4]]
// example: sumOfTwoSquares(3) === []

function sumOfTwoSquares(n) {
  const result = [];
  for (let a = 0; 2 * a * a <= n; a++) {
    const rest = n - a * a;
    const b = Math.round(Math.sqrt(rest));
    if (b * b === rest) result.push([a, b]);
  }
  return result;
}

// tests
assert.deepStrictEqual(sumOfTwoSquares(0), [[0, 0]]);
assert.deepStrictEqual(sumOfTwoSquares(1), [[0, 1]]);
assert.deepStrictEqual(sumOfTwoSquares(2), [[1, 1]]);
assert.deepStrictEqual(sumOfTwoSquares(50), [[1, 7], [5, 5]]);
assert.deepStrictEqual(sumOfTwoSquares(65), [[1, 8], [4, 7]]);
assert.deepStrictEqual(sumOfTwoSquares(21), []);
assert.deepStrictEqual(sumOfTwoSquares(-4), []);
assert.deepStrictEqual(sumOfTwoSquares(325), [[1, 18], [6, 17], [10, 15]]);
assert.deepStrictEqual(sumOfTwoSquares(8), [[2, 2]]);
