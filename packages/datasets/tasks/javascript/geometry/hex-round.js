// query: Round fractional axial hex coordinates [q, r] to the hex that contains the point, by rounding
//   the cube coordinates (q, r, s = -q - r) and fixing the one with the largest rounding error so that
//   q + r + s = 0. Returns the integer [q, r].
// entry_point: hexRound
// example: hexRound(0.1, 0.2) === [0, 0]
// example: hexRound(1.9, -1.1) === [2, -1]

function hexRound(q, r) {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return [rq + 0, rr + 0];
}

// tests
assert.deepStrictEqual([hexRound(3, -2), hexRound(0.45, 1.2)], [[3, -2], [1, 1]]);
assert.deepStrictEqual(hexRound(0.4, 0.4), [0, 1]);
assert.deepStrictEqual(hexRound(0.6, 0.3), [1, 0]);
assert.deepStrictEqual(hexRound(0.45, 0.2), [1, 0]);
assert.deepStrictEqual(hexRound(-0.6, -0.3), [-1, 0]);
assert.deepStrictEqual(hexRound(-0.4, -0.4), [0, -1]);
assert.deepStrictEqual(hexRound(0.3, -0.6), [0, 0]);
assert.deepStrictEqual(hexRound(1.4, 1.4), [1, 2]);
assert.deepStrictEqual(hexRound(-0.2, 0.1), [0, 0]);
assert.deepStrictEqual(hexRound(2.55, -1.5), [3, -2]);
