// query: Compute the availability of a service over a period [start, end) in epoch seconds given outage
//   intervals [from, to) that may overlap each other or extend beyond the period: the percentage of the
//   period not covered by any outage, rounded to 3 decimal places. Return null if the period is empty.
// entry_point: uptimePercentage
// example: uptimePercentage(0, 1000, [[100, 200]]) === 90
// example: uptimePercentage(0, 1000, []) === 100

function uptimePercentage(start, end, outages) {
  if (end <= start) return null;
  const clipped = outages
    .map(([from, to]) => [Math.max(from, start), Math.min(to, end)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let down = 0;
  let coveredUntil = start;
  for (const [from, to] of clipped) {
    const begin = Math.max(from, coveredUntil);
    if (to > begin) {
      down += to - begin;
      coveredUntil = to;
    }
  }
  const up = ((end - start - down) / (end - start)) * 100;
  return Math.round(up * 1000) / 1000;
}

// tests
assert.deepStrictEqual([uptimePercentage(10, 10, []), uptimePercentage(0, 100, [[0, 100]])], [null, 0]);
assert.strictEqual(uptimePercentage(0, 100, [[-50, 10], [90, 500]]), 80);
assert.strictEqual(uptimePercentage(0, 100, [[10, 30], [20, 40]]), 70);
assert.strictEqual(uptimePercentage(0, 100, [[20, 40], [10, 30], [25, 26]]), 70);
assert.strictEqual(uptimePercentage(0, 100, [[10, 20], [20, 30]]), 80);
assert.strictEqual(uptimePercentage(0, 100, [[200, 300], [50, 50]]), 100);
assert.strictEqual(uptimePercentage(1000, 2000, [[1500, 1600]]), 90);
assert.strictEqual(uptimePercentage(0, 3, [[0, 1]]), 66.667);
assert.strictEqual(uptimePercentage(0, 86400 * 30, [[3600, 3600 + 43]]), 99.998);
assert.strictEqual(uptimePercentage(0, 100, [[10, 50], [20, 30], [40, 60]]), 50);
