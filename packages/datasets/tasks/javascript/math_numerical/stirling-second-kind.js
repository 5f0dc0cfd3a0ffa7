// query: Return the Stirling number of the second kind S(n, k): the number of ways to split n labelled
//   items into k non-empty unlabelled groups. S(0, 0) = 1; k greater than n, k = 0 with n > 0, or
//   negative arguments give 0.
// entry_point: stirlingSecondKind
// example: stirlingSecondKind(3, 2) === 3
// example: stirlingSecondKind(4, 4) === 1

function stirlingSecondKind(n, k) {
  if (n < 0 || k < 0 || k > n) return 0;
  let row = [1];
  for (let i = 1; i <= n; i++) {
    const next = new Array(i + 1).fill(0);
    for (let j = 1; j <= i; j++) {
      const stay = j < i ? j * row[j] : 0;
      next[j] = stay + row[j - 1];
    }
    row = next;
  }
  return row[k];
}

// tests
assert.strictEqual(stirlingSecondKind(0, 0), 1);
assert.strictEqual(stirlingSecondKind(5, 0), 0);
assert.strictEqual(stirlingSecondKind(5, 1), 1);
assert.strictEqual(stirlingSecondKind(5, 2), 15);
assert.strictEqual(stirlingSecondKind(5, 3), 25);
assert.strictEqual(stirlingSecondKind(6, 3), 90);
assert.strictEqual(stirlingSecondKind(7, 6), 21);
assert.strictEqual(stirlingSecondKind(2, 3), 0);
assert.deepStrictEqual([stirlingSecondKind(-1, 0), stirlingSecondKind(3, -1)], [0, 0]);
assert.strictEqual(stirlingSecondKind(10, 4), 34105);
