// query: Return the length of the arc travelled on a circle of the given radius when moving from one
//   angle to another (degrees) in the given direction, 'ccw' (increasing angle) or 'cw', rounded to
//   3 decimals. Equal angles give 0; angles may be any size and are taken modulo 360.
// entry_point: arcLengthBetween
// example: arcLengthBetween(1, 0, 90, 'ccw') === 1.571
// example: arcLengthBetween(1, 0, 90, 'cw') === 4.712

function arcLengthBetween(radius, from, to, direction) {
  let sweep = (((to - from) % 360) + 360) % 360;
  if (direction === 'cw' && sweep !== 0) sweep = 360 - sweep;
  return Math.round(((radius * Math.PI * sweep) / 180) * 1000) / 1000;
}

// tests
assert.strictEqual(arcLengthBetween(2, 0, 180, 'ccw'), 6.283);
assert.strictEqual(arcLengthBetween(2, 0, 180, 'cw'), 6.283);
assert.strictEqual(arcLengthBetween(3, 10, 10, 'ccw'), 0);
assert.strictEqual(arcLengthBetween(3, 10, 10, 'cw'), 0);
assert.strictEqual(arcLengthBetween(3, 10, 370, 'cw'), 0);
assert.strictEqual(arcLengthBetween(1, 350, 10, 'ccw'), 0.349);
assert.strictEqual(arcLengthBetween(1, 350, 10, 'cw'), 5.934);
assert.strictEqual(arcLengthBetween(5, -90, 0, 'ccw'), 7.854);
assert.strictEqual(arcLengthBetween(5, 45, -45, 'cw'), 7.854);
assert.strictEqual(arcLengthBetween(10, 0, 1, 'cw'), 62.657);
