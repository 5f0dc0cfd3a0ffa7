// query: Count the integer points (x, y) whose Manhattan distance from a centre point is at most r, and
//   how many lie exactly at distance r, returned as [within, onBoundary]. r = 0 gives [1, 1] and a
//   negative r gives [0, 0].
// entry_point: diamondLatticeCount
// example: diamondLatticeCount(1) === [5, 4]
// example: diamondLatticeCount(0) === [1, 1]

function diamondLatticeCount(r) {
  let within = 0;
  let boundary = 0;
  for (let x = -r; x <= r; x++) {
    const span = r - Math.abs(x);
    within += 2 * span + 1;
    boundary += span === 0 ? 1 : 2;
  }
  return [within, boundary];
}

// tests
assert.deepStrictEqual(diamondLatticeCount(2), [13, 8]);
assert.deepStrictEqual(diamondLatticeCount(3), [25, 12]);
assert.deepStrictEqual(diamondLatticeCount(10), [221, 40]);
assert.deepStrictEqual(diamondLatticeCount(-1), [0, 0]);
assert.deepStrictEqual(diamondLatticeCount(-5), [0, 0]);
assert.deepStrictEqual(diamondLatticeCount(4), [41, 16]);
assert.deepStrictEqual(diamondLatticeCount(100), [20201, 400]);
assert.deepStrictEqual(diamondLatticeCount(5), [61, 20]);
