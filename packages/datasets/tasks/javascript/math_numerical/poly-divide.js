// query: Divide polynomial a by polynomial b (coefficients from the highest power down) with long division
//   and return [quotient, remainder], each coefficient rounded to 6 decimals and the remainder trimmed of
//   leading zeros ([0] if it is zero). Returns null when b is zero; leading zeros of b are ignored.
// entry_point: polyDivide
// example: polyDivide([1, -3, 2], [1, -1]) === [[1, -2], [0]]
// example: polyDivide([1, 0, 1], [1, 0]) === [[1, 0], [1]]

function polyDivide(a, b) {
  const divisor = b.slice();
  while (divisor.length > 0 && divisor[0] === 0) divisor.shift();
  if (divisor.length === 0) return null;
  const round = (value) => Math.round(value * 1e6) / 1e6 + 0;
  const remainder = a.slice();
  const quotient = [];
  while (remainder.length >= divisor.length) {
    const factor = remainder[0] / divisor[0];
    quotient.push(factor);
    for (let i = 0; i < divisor.length; i++) remainder[i] -= factor * divisor[i];
    remainder.shift();
  }
  while (remainder.length > 1 && Math.abs(remainder[0]) < 1e-12) remainder.shift();
  return [quotient.length ? quotient.map(round) : [0], remainder.length ? remainder.map(round) : [0]];
}

// tests
assert.deepStrictEqual(polyDivide([2, 3, 1], [2, 1]), [[1, 1], [0]]);
assert.deepStrictEqual(polyDivide([1, 0, 0, -8], [1, -2]), [[1, 2, 4], [0]]);
assert.deepStrictEqual(polyDivide([1, 2, 3], [1, 0, 0, 0]), [[0], [1, 2, 3]]);
assert.deepStrictEqual([polyDivide([4, 2], [2]), polyDivide([1, 0, -1e-9], [1, 0])], [[[2, 1], [0]], [[1, 0], [0]]]);
assert.deepStrictEqual(polyDivide([1, 2], [0, 0]), null);
assert.deepStrictEqual(polyDivide([1, 2], [0, 1, 1]), [[1], [1]]);
assert.deepStrictEqual(polyDivide([3, 0, 0, 1], [1, 1]), [[3, -3, 3], [-2]]);
assert.deepStrictEqual(polyDivide([1, 1, 1], [3, 0]), [[0.333333, 0.333333], [1]]);
assert.deepStrictEqual(polyDivide([1, 0, 0, 0, 5], [1, 0, 1]), [[1, 0, -1], [6]]);
assert.deepStrictEqual(polyDivide([], [1, 2]), [[0], [0]]);
