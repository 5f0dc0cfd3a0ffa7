// query: List every date ("YYYY-MM-DD") between a start and an end date, both included, that falls on a
//   given weekday, numbered as in JavaScript (0 = Sunday ... 6 = Saturday). An end before the start gives
//   an empty list.
// entry_point: weekdayDatesBetween
// example: weekdayDatesBetween('2024-06-01', '2024-06-15', 1) === ['2024-06-03', '2024-06-10']
// example: weekdayDatesBetween('2024-06-01', '2024-06-01', 6) === ['2024-06-01']

function weekdayDatesBetween(start, end, weekday) {
  const dayMs = 86400000;
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  const result = [];
  for (let time = first + offset * dayMs; time <= last; time += 7 * dayMs) {
    result.push(new Date(time).toISOString().slice(0, 10));
  }
  return result;
}

// tests
assert.deepStrictEqual(weekdayDatesBetween('2024-06-03', '2024-06-03', 1), ['2024-06-03']);
assert.deepStrictEqual(weekdayDatesBetween('2024-06-04', '2024-06-09', 1), []);
assert.deepStrictEqual(weekdayDatesBetween('2024-06-04', '2024-06-10', 1), ['2024-06-10']);
assert.deepStrictEqual(weekdayDatesBetween('2024-06-10', '2024-06-01', 1), []);
assert.deepStrictEqual(weekdayDatesBetween('2024-02-01', '2024-03-01', 4), ['2024-02-01', '2024-02-08', '2024-02-15', '2024-02-22', '2024-02-29']);
assert.deepStrictEqual(weekdayDatesBetween('2024-12-25', '2025-01-12', 0), ['2024-12-29', '2025-01-05', '2025-01-12']);
assert.deepStrictEqual(weekdayDatesBetween('2024-06-02', '2024-06-08', 6), ['2024-06-08']);
assert.deepStrictEqual(weekdayDatesBetween('2024-06-01', '2024-06-30', 0).length, 5);
