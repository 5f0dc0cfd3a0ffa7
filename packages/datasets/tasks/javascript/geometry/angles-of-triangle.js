// query: Return the three interior angles in degrees, each rounded to 2 decimals, of a triangle with side
//   lengths a, b and c, where each angle is opposite the side in the same position. Returns null when the
//   sides cannot form a non-degenerate triangle.
// entry_point: anglesOfTriangle
// example: anglesOfTriangle(1, 1, 1) === [60, 60, 60]
// example: anglesOfTriangle(1, 1, 2) === null

function anglesOfTriangle(a, b, c) {
  if (a + b <= c || a + c <= b || b + c <= a) return null;
  const toDegrees = 180 / Math.PI;
  const angleA = Math.acos((b * b + c * c - a * a) / (2 * b * c)) * toDegrees;
  const angleB = Math.acos((a * a + c * c - b * b) / (2 * a * c)) * toDegrees;
  const angleC = 180 - angleA - angleB;
  const round = (value) => Math.round(value * 100) / 100;
  return [round(angleA), round(angleB), round(angleC)];
}

// tests
assert.deepStrictEqual(anglesOfTriangle(3, 4, 5), [36.87, 53.13, 90]);
assert.deepStrictEqual(anglesOfTriangle(5, 4, 3), [90, 53.13, 36.87]);
assert.deepStrictEqual(anglesOfTriangle(4, 5, 3), [53.13, 90, 36.87]);
assert.deepStrictEqual(anglesOfTriangle(2, 2, 3), [41.41, 41.41, 97.18]);
assert.deepStrictEqual(anglesOfTriangle(7, 8, 9), [48.19, 58.41, 73.4]);
assert.deepStrictEqual(anglesOfTriangle(1, 2, 3), null);
assert.deepStrictEqual([anglesOfTriangle(3, 1, 2), anglesOfTriangle(1, 3, 2)], [null, null]);
assert.deepStrictEqual([anglesOfTriangle(0, 1, 1), anglesOfTriangle(-1, 2, 2)], [null, null]);
assert.deepStrictEqual(anglesOfTriangle(10, 10, 1), [87.13, 87.13, 5.73]);
