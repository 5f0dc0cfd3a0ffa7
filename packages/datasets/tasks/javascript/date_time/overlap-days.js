// query: Count the calendar days shared by two inclusive date ranges, each given as "YYYY-MM-DD" start and
//   end dates; ranges that do not meet (or a range whose end is before its start) share 0 days.
// entry_point: overlapDays
// example: overlapDays('2024-01-01', '2024-01-10', '2024-01-05', '2024-01-20') === 6
// example: overlapDays('2024-01-01', '2024-01-10', '2024-02-01', '2024-02-05') === 0

function overlapDays(firstStart, firstEnd, secondStart, secondEnd) {
  const dayNumber = (iso) => Date.parse(`${iso}T00:00:00Z`) / 86400000;
  const start = Math.max(dayNumber(firstStart), dayNumber(secondStart));
  const end = Math.min(dayNumber(firstEnd), dayNumber(secondEnd));
  if (end < start) return 0;
  return end - start + 1;
}

// tests
assert.strictEqual(overlapDays('2024-03-01', '2024-03-01', '2024-03-01', '2024-03-01'), 1);
assert.strictEqual(overlapDays('2024-03-01', '2024-03-05', '2024-03-05', '2024-03-09'), 1);
assert.strictEqual(overlapDays('2024-03-01', '2024-03-05', '2024-03-06', '2024-03-09'), 0);
assert.strictEqual(overlapDays('2024-03-06', '2024-03-09', '2024-03-01', '2024-03-05'), 0);
assert.strictEqual(overlapDays('2024-02-20', '2024-03-10', '2024-02-25', '2024-03-02'), 7);
assert.strictEqual(overlapDays('2023-12-30', '2024-01-02', '2024-01-01', '2024-12-31'), 2);
assert.strictEqual(overlapDays('2024-03-10', '2024-03-01', '2024-03-01', '2024-03-31'), 0);
assert.strictEqual(overlapDays('2024-01-01', '2024-12-31', '2023-01-01', '2025-12-31'), 366);
