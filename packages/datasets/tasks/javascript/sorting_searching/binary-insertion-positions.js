// query: Sort numbers with binary insertion sort and report, for each input value in order, the index at which it was
//   inserted into the sorted prefix. Equal values are inserted after the ones already placed, keeping the sort stable.
// entry_point: binaryInsertionPositions
// example: binaryInsertionPositions([3, 1, 2]) === [0, 0, 1]
// example: binaryInsertionPositions([1, 2]) === [0, 1]

function binaryInsertionPositions(values) {
  const sorted = [];
  const positions = [];
  for (const value of values) {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (sorted[middle] <= value) low = middle + 1;
      else high = middle;
    }
    sorted.splice(low, 0, value);
    positions.push(low);
  }
  return positions;
}

// tests
assert.deepStrictEqual(binaryInsertionPositions([]), []);
assert.deepStrictEqual(binaryInsertionPositions([9]), [0]);
assert.deepStrictEqual(binaryInsertionPositions([5, 4, 3, 2]), [0, 0, 0, 0]);
assert.deepStrictEqual(binaryInsertionPositions([1, 2, 3, 4]), [0, 1, 2, 3]);
assert.deepStrictEqual(binaryInsertionPositions([2, 2, 2]), [0, 1, 2]);
assert.deepStrictEqual(binaryInsertionPositions([4, 1, 3, 1, 5, 2]), [0, 0, 1, 1, 4, 2]);
assert.deepStrictEqual(binaryInsertionPositions([-1, -3, 0, -2]), [0, 0, 2, 1]);
assert.deepStrictEqual(binaryInsertionPositions([10, 20, 15, 12, 18]), [0, 1, 1, 1, 3]);
