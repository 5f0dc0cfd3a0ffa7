// query: Compose two polynomials given as coefficients from the constant term upwards ([1, 2] is 1 + 2x):
//   return the coefficients of p(q(x)), also constant term first, with trailing zero coefficients removed
//   (the zero polynomial is [0]). An empty p counts as the zero polynomial.
// entry_point: polyCompose
// example: polyCompose([0, 1], [3, 4]) === [3, 4]
// example: polyCompose([1, 0, 1], [0, 2]) === [1, 0, 4]

function polyCompose(p, q) {
  const multiply = (x, y) => {
    const out = new Array(Math.max(x.length + y.length - 1, 0)).fill(0);
    for (let i = 0; i < x.length; i++) {
      for (let j = 0; j < y.length; j++) out[i + j] += x[i] * y[j];
    }
    return out;
  };
  let result = [];
  for (let i = p.length - 1; i >= 0; i--) {
    result = multiply(result, q);
    if (result.length === 0) result = [0];
    result[0] += p[i];
  }
  while (result.length > 1 && result[result.length - 1] === 0) result.pop();
  return result.length ? result : [0];
}

// tests
assert.deepStrictEqual(polyCompose([], [1, 1]), [0]);
assert.deepStrictEqual(polyCompose([5], [1, 1]), [5]);
assert.deepStrictEqual(polyCompose([0, 0, 1], [1, 1]), [1, 2, 1]);
assert.deepStrictEqual(polyCompose([2, 3], [1, -1]), [5, -3]);
assert.deepStrictEqual(polyCompose([0, 1, 1], [0, 0, 1]), [0, 0, 1, 0, 1]);
assert.deepStrictEqual(polyCompose([1, 1], [7]), [8]);
assert.deepStrictEqual(polyCompose([0, 0, 0, 1], [-1, 2]), [-1, 6, -12, 8]);
assert.deepStrictEqual(polyCompose([3, 0, 0], [1, 4]), [3]);
assert.deepStrictEqual(polyCompose([1, -1], [1, 0, 0]), [0]);
assert.deepStrictEqual(polyCompose([4, 0, 2], [3, 0, 1]), [22, 0, 12, 0, 2]);
