// query: Given busy intervals [start, end) in seconds that may be unsorted and overlapping, list the idle
//   gaps between them, as [start, end) pairs in time order, that last at least minGap seconds (and more
//   than zero). Time before the first and after the last interval is not a gap.
// entry_point: findIdleGaps
// example: findIdleGaps([[0, 10], [30, 40]], 5) === [[10, 30]]
// example: findIdleGaps([[0, 10], [12, 40]], 5) === []

function findIdleGaps(intervals, minGap) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const gaps = [];
  let coveredUntil = null;
  for (const [start, end] of sorted) {
    if (coveredUntil !== null && start > coveredUntil && start - coveredUntil >= minGap) {
      gaps.push([coveredUntil, start]);
    }
    coveredUntil = coveredUntil === null ? end : Math.max(coveredUntil, end);
  }
  return gaps;
}

// tests
assert.deepStrictEqual(findIdleGaps([], 1), []);
assert.deepStrictEqual(findIdleGaps([[5, 9]], 1), []);
assert.deepStrictEqual(findIdleGaps([[30, 40], [0, 10]], 20), [[10, 30]]);
assert.deepStrictEqual(findIdleGaps([[0, 10], [30, 40]], 21), []);
assert.deepStrictEqual(findIdleGaps([[0, 10], [10, 20]], 0), []);
assert.deepStrictEqual(findIdleGaps([[0, 50], [10, 20], [60, 70]], 5), [[50, 60]]);
assert.deepStrictEqual(findIdleGaps([[0, 5], [8, 9], [20, 25], [26, 30]], 1), [[5, 8], [9, 20], [25, 26]]);
assert.deepStrictEqual(findIdleGaps([[0, 5], [8, 9], [20, 25], [26, 30]], 3), [[5, 8], [9, 20]]);
assert.deepStrictEqual(findIdleGaps([[-20, -10], [-5, 0]], 5), [[-10, -5]]);
