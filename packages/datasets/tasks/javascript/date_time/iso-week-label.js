// query: Return the ISO-8601 week label ("YYYY-Www") for a "YYYY-MM-DD" date. Weeks start on Monday and
//   week 1 is the week containing the year's first Thursday, so dates near New Year can belong to the
//   previous or next week-numbering year.
// entry_point: isoWeekLabel
// example: isoWeekLabel('2024-03-15') === '2024-W11'
// example: isoWeekLabel('2025-01-01') === '2025-W01'

function isoWeekLabel(iso) {
  const [year, month, day] = iso.split('-').map(Number);
  const dayMs = 86400000;
  const date = Date.UTC(year, month - 1, day);
  const weekday = (new Date(date).getUTCDay() + 6) % 7;
  const thursday = date + (3 - weekday) * dayMs;
  const weekYear = new Date(thursday).getUTCFullYear();
  const januaryFourth = Date.UTC(weekYear, 0, 4);
  const fourthWeekday = (new Date(januaryFourth).getUTCDay() + 6) % 7;
  const weekOneMonday = januaryFourth - fourthWeekday * dayMs;
  const week = Math.floor((thursday - weekOneMonday) / (7 * dayMs)) + 1;
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

// tests
assert.strictEqual(isoWeekLabel('2024-01-01'), '2024-W01');
assert.strictEqual(isoWeekLabel('2023-01-01'), '2022-W52');
assert.strictEqual(isoWeekLabel('2020-12-31'), '2020-W53');
assert.strictEqual(isoWeekLabel('2021-01-03'), '2020-W53');
assert.strictEqual(isoWeekLabel('2021-01-04'), '2021-W01');
assert.strictEqual(isoWeekLabel('2024-12-30'), '2025-W01');
assert.strictEqual(isoWeekLabel('2024-06-15'), '2024-W24');
assert.strictEqual(isoWeekLabel('2026-12-31'), '2026-W53');
assert.strictEqual(isoWeekLabel('2024-12-29'), '2024-W52');
assert.strictEqual(isoWeekLabel('2027-01-01'), '2026-W53');
