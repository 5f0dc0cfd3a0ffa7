// query: Return the Pearson correlation coefficient of two equally long lists of numbers. Returns null if
//   the lengths differ, there are fewer than two pairs, or either list has no variation.
// entry_point: pearsonCorrelation
// example: pearsonCorrelation([1, 2, 3, 4], [2, 4, 6, 8]) === 1
// example: pearsonCorrelation([1, 2, 3], [3, 2, 1]) === -1

function pearsonCorrelation(xs, ys) {
  const n = xs.length;
  if (n !== ys.length || n < 2) return null;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i += 1) {
    sumX += xs[i];
    sumY += ys[i];
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = xs[i] - meanX;
    const dy = ys[i] - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

// tests
assert.strictEqual(pearsonCorrelation([1, 2, 3], [2, 4, 6]), 1);
assert.strictEqual(pearsonCorrelation([1, 2, 3], [6, 4, 2]), -1);
assert.strictEqual(pearsonCorrelation([1, 2, 3], [1, 1, 1]), null);
assert.strictEqual(pearsonCorrelation([2, 2], [1, 5]), null);
assert.strictEqual(pearsonCorrelation([1, 2], [3, 5]), 1);
assert.strictEqual(pearsonCorrelation([1, 2], [1]), null);
assert.strictEqual(Math.round(pearsonCorrelation([1, 2, 3, 4], [1, 3, 2, 4]) * 1e6) / 1e6, 0.8);
assert.strictEqual(pearsonCorrelation([1, 2, 3], [1, 2, 1]), 0);
assert.strictEqual(pearsonCorrelation([0, 0, 1, 1], [0, 1, 0, 1]), 0);
assert.strictEqual(Math.round(pearsonCorrelation([3, 5, 9], [2, 1, 7]) * 1e6) / 1e6, 0.882498);
