// query: Count values into a number of equal-width bins spanning a minimum to a maximum; a value equal
//   to the maximum falls in the last bin and values outside the range are ignored. Throw a RangeError
//   if there are fewer than 1 bin or the maximum is not above the minimum.
// entry_point: histogramBins
// example: histogramBins([1, 3, 5, 7], 0, 8, 2) === [2, 2]
// example: histogramBins([0, 1, 2], 0, 3, 3) === [1, 1, 1]

function histogramBins(values, min, max, binCount) {
  if (binCount < 1 || max <= min) throw new RangeError('invalid histogram range');
  const counts = new Array(binCount).fill(0);
  const width = (max - min) / binCount;
  for (const value of values) {
    if (value < min || value > max) continue;
    let bin = Math.floor((value - min) / width);
    if (bin >= binCount) bin = binCount - 1;
    counts[bin] += 1;
  }
  return counts;
}

// tests
assert.deepStrictEqual(histogramBins([1, 2, 3, 4], 0, 4, 2), [1, 3]);
assert.deepStrictEqual(histogramBins([0, 10], 0, 10, 5), [1, 0, 0, 0, 1]);
assert.deepStrictEqual(histogramBins([-1, 11, 5], 0, 10, 2), [0, 1]);
assert.deepStrictEqual(histogramBins([], 0, 1, 3), [0, 0, 0]);
assert.deepStrictEqual(histogramBins([0.5, 1.5, 2.5], 0, 3, 3), [1, 1, 1]);
assert.deepStrictEqual(histogramBins([2, 2, 2], 0, 4, 4), [0, 0, 3, 0]);
assert.deepStrictEqual(histogramBins([15, 20, 25], 10, 30, 2), [1, 2]);
assert.deepStrictEqual(histogramBins([-5, -1], -5, 5, 1), [2]);
assert.throws(() => histogramBins([1], 0, 1, 0), RangeError);
assert.throws(() => histogramBins([1], 2, 2, 3), RangeError);
