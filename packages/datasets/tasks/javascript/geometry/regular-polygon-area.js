// query: Return the area of a regular polygon with the given number of sides and side length. Returns null
//   for fewer than three sides, a non-integer side count, or a side length that is not positive.
// entry_point: regularPolygonArea
// example: Math.round(regularPolygonArea(4, 3) * 1000) / 1000 === 9
// example: Math.round(regularPolygonArea(6, 2) * 1000) / 1000 === 10.392

function regularPolygonArea(sides, sideLength) {
  if (sides < 3 || !Number.isInteger(sides)) return null;
  if (sideLength <= 0) return null;
  const apothem = sideLength / (2 * Math.tan(Math.PI / sides));
  return (sides * sideLength * apothem) / 2;
}

// tests
assert.strictEqual(Math.round(regularPolygonArea(4, 2) * 1000) / 1000, 4);
assert.strictEqual(Math.round(regularPolygonArea(3, 2) * 1000) / 1000, 1.732);
assert.strictEqual(Math.round(regularPolygonArea(6, 1) * 1000) / 1000, 2.598);
assert.strictEqual(Math.round(regularPolygonArea(8, 1) * 1000) / 1000, 4.828);
assert.strictEqual(Math.round(regularPolygonArea(3, 1) * 1000) / 1000, 0.433);
assert.strictEqual(regularPolygonArea(2, 1), null);
assert.strictEqual(regularPolygonArea(4, 0), null);
assert.strictEqual(regularPolygonArea(4, -1), null);
assert.strictEqual(regularPolygonArea(4.5, 1), null);
assert.strictEqual(Math.round(regularPolygonArea(5, 3) * 1000) / 1000, 15.484);
