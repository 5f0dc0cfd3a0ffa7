// query: List the six neighbours of a hex at axial coordinates [q, r] in the fixed order east,
//   north-east, north-west, west, south-west, south-east ([q+1, r], [q+1, r-1], [q, r-1], [q-1, r],
//   [q-1, r+1], [q, r+1]), keeping only those whose axial distance from the origin is at most `radius`.
// entry_point: hexNeighbors
// example: hexNeighbors(0, 0, 5) === [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]
// example: hexNeighbors(0, 0, 0) === []

function hexNeighbors(q, r, radius) {
  const offsets = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
  const result = [];
  for (const [dq, dr] of offsets) {
    const nq = q + dq;
    const nr = r + dr;
    const distance = (Math.abs(nq) + Math.abs(nr) + Math.abs(nq + nr)) / 2;
    if (distance <= radius) result.push([nq, nr]);
  }
  return result;
}

// tests
assert.deepStrictEqual(hexNeighbors(2, -1, 10), [[3, -1], [3, -2], [2, -2], [1, -1], [1, 0], [2, 0]]);
assert.deepStrictEqual(hexNeighbors(0, 0, 1), [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]);
assert.deepStrictEqual(hexNeighbors(1, 0, 1), [[1, -1], [0, 0], [0, 1]]);
assert.deepStrictEqual(hexNeighbors(-1, 0, 1), [[0, 0], [0, -1], [-1, 1]]);
assert.deepStrictEqual(hexNeighbors(0, 1, 1), [[1, 0], [0, 0], [-1, 1]]);
assert.deepStrictEqual(hexNeighbors(1, -1, 1), [[0, -1], [0, 0], [1, 0]]);
assert.deepStrictEqual(hexNeighbors(2, 0, 2), [[2, -1], [1, 0], [1, 1]]);
assert.deepStrictEqual(hexNeighbors(0, 0, -1), []);
assert.deepStrictEqual(hexNeighbors(-2, 2, 2), [[-1, 2], [-1, 1], [-2, 1]]);
