// query: Return the cosine similarity of two equally long numeric vectors rounded to 4 decimals (1 for the
//   same direction, -1 for opposite). Returns null when the lengths differ, the vectors are empty, or
//   either vector is all zeros.
// entry_point: cosineSimilarity
// example: cosineSimilarity([1, 0], [0, 1]) === 0
// example: cosineSimilarity([1, 1], [2, 2]) === 1

function cosineSimilarity(a, b) {
  if (a.length === 0 || a.length !== b.length) return null;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  if (normA === 0 || normB === 0) return null;
  return Math.round((dot / Math.sqrt(normA * normB)) * 10000) / 10000 + 0;
}

// tests
assert.strictEqual(cosineSimilarity([1, 2, 3], [1, 2, 3]), 1);
assert.strictEqual(cosineSimilarity([1, 2, 3], [-2, -4, -6]), -1);
assert.strictEqual(cosineSimilarity([1, 2, 3], [4, 5, 6]), 0.9746);
assert.deepStrictEqual([cosineSimilarity([3, 4], [4, -3]), cosineSimilarity([1, 0], [-0.00001, 1])], [0, 0]);
assert.strictEqual(cosineSimilarity([1, 0, 0], [1, 1, 0]), 0.7071);
assert.strictEqual(cosineSimilarity([], []), null);
assert.strictEqual(cosineSimilarity([1, 2], [1, 2, 3]), null);
assert.strictEqual(cosineSimilarity([0, 0], [1, 2]), null);
assert.strictEqual(cosineSimilarity([1, 2], [0, 0]), null);
assert.strictEqual(cosineSimilarity([2, -1, 0.5], [-1, 3, 2]), -0.4666);
