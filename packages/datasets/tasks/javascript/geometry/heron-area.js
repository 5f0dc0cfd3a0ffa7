// query: Return the area of a triangle from its three side lengths using Heron's formula, or null when any
//   side is not positive or the sides violate the strict triangle inequality (degenerate triangles
//   included).
// entry_point: heronArea
// example: heronArea(6, 8, 10) === 24
// example: heronArea(2, 2, 5) === null

function heronArea(a, b, c) {
  if (a + b <= c || a + c <= b || b + c <= a) return null;
  const s = (a + b + c) / 2;
  return Math.sqrt(s * (s - a) * (s - b) * (s - c));
}

// tests
assert.strictEqual(heronArea(3, 4, 5), 6);
assert.strictEqual(heronArea(5, 5, 6), 12);
assert.strictEqual(heronArea(13, 14, 15), 84);
assert.strictEqual(heronArea(1, 1, 2), null);
assert.strictEqual(heronArea(1, 3, 2), null);
assert.strictEqual(heronArea(3, 1, 2), null);
assert.strictEqual(heronArea(0, 1, 1), null);
assert.strictEqual(heronArea(-3, 4, 5), null);
assert.strictEqual(Math.round(heronArea(2, 3, 4) * 1000) / 1000, 2.905);
assert.strictEqual(heronArea(12, 5, 13), 30);
