// query: Count how many days of an inclusive date range ("YYYY-MM-DD" start and end) fall in each calendar
//   month, returning an object from "YYYY-MM" to the day count in chronological order. An end before the
//   start gives an empty object.
// entry_point: daysPerMonth
// example: daysPerMonth('2024-01-30', '2024-02-02') === { '2024-01': 2, '2024-02': 2 }
// example: daysPerMonth('2024-03-05', '2024-03-05') === { '2024-03': 1 }

function daysPerMonth(start, end) {
  const dayMs = 86400000;
  const result = {};
  const last = Date.parse(`${end}T00:00:00Z`);
  let time = Date.parse(`${start}T00:00:00Z`);
  while (time <= last) {
    const date = new Date(time);
    const nextMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    const stop = Math.min(nextMonth, last + dayMs);
    result[date.toISOString().slice(0, 7)] = (stop - time) / dayMs;
    time = nextMonth;
  }
  return result;
}

// tests
assert.deepStrictEqual(daysPerMonth('2024-05-02', '2024-05-01'), {});
assert.deepStrictEqual(daysPerMonth('2024-02-01', '2024-02-29'), { '2024-02': 29 });
assert.deepStrictEqual(daysPerMonth('2023-02-01', '2023-03-01'), { '2023-02': 28, '2023-03': 1 });
assert.deepStrictEqual(daysPerMonth('2024-01-31', '2024-04-01'), { '2024-01': 1, '2024-02': 29, '2024-03': 31, '2024-04': 1 });
assert.deepStrictEqual(daysPerMonth('2024-12-31', '2025-01-01'), { '2024-12': 1, '2025-01': 1 });
assert.deepStrictEqual(daysPerMonth('2024-04-10', '2024-04-30'), { '2024-04': 21 });
assert.deepStrictEqual(Object.keys(daysPerMonth('2023-11-15', '2024-02-15')), ['2023-11', '2023-12', '2024-01', '2024-02']);
assert.deepStrictEqual(daysPerMonth('2024-06-30', '2024-07-01'), { '2024-06': 1, '2024-07': 1 });
