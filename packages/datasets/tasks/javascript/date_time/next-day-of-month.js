// query: Given a day of the month (1-31) and a starting "YYYY-MM-DD" date, return the first date on or after
//   the start that falls on that day of the month, skipping months too short to have it. Returns null
//   for a day outside 1-31.
// entry_point: nextDayOfMonth
// example: nextDayOfMonth(10, '2024-06-01') === '2024-06-10'
// example: nextDayOfMonth(5, '2024-06-20') === '2024-07-05'

function nextDayOfMonth(dayOfMonth, from) {
  if (dayOfMonth < 1 || dayOfMonth > 31) return null;
  let [year, month, day] = from.split('-').map(Number);
  if (day > dayOfMonth) month += 1;
  for (let attempt = 0; attempt < 24; attempt += 1) {
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (dayOfMonth <= length) return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
    month += 1;
  }
  return null;
}

// tests
assert.strictEqual(nextDayOfMonth(15, '2024-03-10'), '2024-03-15');
assert.strictEqual(nextDayOfMonth(15, '2024-03-15'), '2024-03-15');
assert.strictEqual(nextDayOfMonth(15, '2024-03-16'), '2024-04-15');
assert.strictEqual(nextDayOfMonth(31, '2024-04-01'), '2024-05-31');
assert.strictEqual(nextDayOfMonth(30, '2024-02-01'), '2024-03-30');
assert.strictEqual(nextDayOfMonth(29, '2023-02-01'), '2023-03-29');
assert.strictEqual(nextDayOfMonth(29, '2024-02-01'), '2024-02-29');
assert.strictEqual(nextDayOfMonth(1, '2024-12-02'), '2025-01-01');
assert.strictEqual(nextDayOfMonth(31, '2024-12-31'), '2024-12-31');
assert.strictEqual(nextDayOfMonth(0, '2024-01-01') ?? nextDayOfMonth(32, '2024-01-01'), null);
