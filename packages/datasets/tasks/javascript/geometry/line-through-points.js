// query: Return the line through two distinct integer points as integer coefficients [a, b, c] of
//   a*x + b*y = c, reduced by their greatest common divisor and signed so that a > 0, or b > 0 when a is 0.
//   Returns null when the points coincide.
// entry_point: lineThroughPoints
// example: lineThroughPoints([0, 0], [1, 1]) === [1, -1, 0]
// example: lineThroughPoints([0, 2], [5, 2]) === [0, 1, 2]

function lineThroughPoints(p, q) {
  const gcd = (x, y) => {
    x = Math.abs(x);
    y = Math.abs(y);
    while (y !== 0) [x, y] = [y, x % y];
    return x;
  };
  let a = q[1] - p[1];
  let b = p[0] - q[0];
  if (a === 0 && b === 0) return null;
  let c = a * p[0] + b * p[1];
  const g = gcd(gcd(a, b), c);
  a /= g;
  b /= g;
  c /= g;
  if (a < 0 || (a === 0 && b < 0)) {
    a = -a;
    b = -b;
    c = -c;
  }
  return [a + 0, b + 0, c + 0];
}

// tests
assert.deepStrictEqual(lineThroughPoints([1, 1], [3, 3]), [1, -1, 0]);
assert.deepStrictEqual(lineThroughPoints([3, 3], [1, 1]), [1, -1, 0]);
assert.deepStrictEqual([lineThroughPoints([3, 0], [3, 7]), lineThroughPoints([3, 7], [3, 0])], [[1, 0, 3], [1, 0, 3]]);
assert.deepStrictEqual(lineThroughPoints([4, -2], [-1, -2]), [0, 1, -2]);
assert.deepStrictEqual(lineThroughPoints([-1, -2], [4, -2]), [0, 1, -2]);
assert.deepStrictEqual(lineThroughPoints([0, 4], [6, 0]), [2, 3, 12]);
assert.deepStrictEqual(lineThroughPoints([1, 2], [3, 8]), [3, -1, 1]);
assert.strictEqual(lineThroughPoints([5, 5], [5, 5]), null);
assert.deepStrictEqual(lineThroughPoints([-2, 1], [2, -1]), [1, 2, 0]);
assert.deepStrictEqual(lineThroughPoints([0, 0], [1, -1]), [1, 1, 0]);
