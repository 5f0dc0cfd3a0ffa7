// query: Turn ("YYYY-MM-DD", value) points in any order into a continuous daily series from the earliest to
//   the latest date, summing values that share a date and using a fill value for days without points.
//   Returns [date, value] pairs in date order; no points give an empty list.
// entry_point: fillDailySeries
// example: fillDailySeries([['2024-01-01', 5], ['2024-01-03', 2]], 0) === [['2024-01-01', 5], ['2024-01-02', 0], ['2024-01-03', 2]]
// example: fillDailySeries([['2024-02-10', 1], ['2024-02-10', 4]], 0) === [['2024-02-10', 5]]

function fillDailySeries(points, fill) {
  const dayMs = 86400000;
  const totals = new Map();
  for (const [iso, value] of points) {
    const time = Date.parse(`${iso}T00:00:00Z`);
    totals.set(time, (totals.get(time) ?? 0) + value);
  }
  const times = [...totals.keys()];
  const last = Math.max(...times);
  const series = [];
  for (let time = Math.min(...times); time <= last; time += dayMs) {
    series.push([new Date(time).toISOString().slice(0, 10), totals.get(time) ?? fill]);
  }
  return series;
}

// tests
assert.deepStrictEqual(fillDailySeries([], 0), []);
assert.deepStrictEqual(fillDailySeries([['2024-05-05', 3]], 0), [['2024-05-05', 3]]);
assert.deepStrictEqual(fillDailySeries([['2024-03-01', 1], ['2024-02-28', 2]], -1), [['2024-02-28', 2], ['2024-02-29', -1], ['2024-03-01', 1]]);
assert.deepStrictEqual(fillDailySeries([['2023-12-31', 0], ['2024-01-01', 7]], 9), [['2023-12-31', 0], ['2024-01-01', 7]]);
assert.deepStrictEqual(fillDailySeries([['2024-06-03', 1], ['2024-06-01', 1], ['2024-06-03', -3]], 0), [['2024-06-01', 1], ['2024-06-02', 0], ['2024-06-03', -2]]);
assert.deepStrictEqual(fillDailySeries([['2024-06-01', 2.5], ['2024-06-04', 1]], 0.5).map(([, value]) => value), [2.5, 0.5, 0.5, 1]);
assert.deepStrictEqual(fillDailySeries([['2023-02-27', 1], ['2023-03-02', 1]], 0).length, 4);
