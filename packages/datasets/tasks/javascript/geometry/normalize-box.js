// query: Convert a pixel box [x1, y1, x2, y2] into coordinates relative to an image of width x height
//   (each in [0, 1], rounded to 4 decimals), first clipping the box to the image and sorting its corners.
//   Returns null for a non-positive image size or a box with no area inside the image.
// entry_point: normalizeBox
// example: normalizeBox([0, 0, 50, 25], 100, 100) === [0, 0, 0.5, 0.25]
// example: normalizeBox([200, 200, 300, 300], 100, 100) === null

function normalizeBox(box, width, height) {
  const clip = (value, limit) => Math.min(Math.max(value, 0), limit);
  const left = clip(Math.min(box[0], box[2]), width);
  const right = clip(Math.max(box[0], box[2]), width);
  const top = clip(Math.min(box[1], box[3]), height);
  const bottom = clip(Math.max(box[1], box[3]), height);
  if (right <= left || bottom <= top) return null;
  const round = (value) => Math.round(value * 10000) / 10000;
  return [round(left / width), round(top / height), round(right / width), round(bottom / height)];
}

// tests
assert.deepStrictEqual(normalizeBox([10, 20, 30, 60], 100, 200), [0.1, 0.1, 0.3, 0.3]);
assert.deepStrictEqual(normalizeBox([30, 60, 10, 20], 100, 200), [0.1, 0.1, 0.3, 0.3]);
assert.deepStrictEqual(normalizeBox([-10, -10, 50, 300], 100, 200), [0, 0, 0.5, 1]);
assert.deepStrictEqual(normalizeBox([90, 190, 150, 250], 100, 200), [0.9, 0.95, 1, 1]);
assert.deepStrictEqual(normalizeBox([1, 1, 2, 2], 3, 3), [0.3333, 0.3333, 0.6667, 0.6667]);
assert.strictEqual(normalizeBox([10, 10, 10, 50], 100, 100), null);
assert.strictEqual(normalizeBox([10, 30, 50, 30], 100, 100), null);
assert.strictEqual(normalizeBox([-50, 10, -10, 50], 100, 100), null);
assert.deepStrictEqual([normalizeBox([0, 0, 1, 1], 0, 10), normalizeBox([0, 0, 1, 1], 10, -1)], [null, null]);
assert.deepStrictEqual(normalizeBox([0, 0, 100, 100], 100, 100), [0, 0, 1, 1]);
