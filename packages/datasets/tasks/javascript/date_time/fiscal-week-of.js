// query: Label the fiscal week of a "YYYY-MM-DD" date for a fiscal year that starts every year on a given
//   "MM-DD": the fiscal year is named after the calendar year in which it starts, week 1 is the first seven
//   days from that start, and the label looks like "FY2024-W05".
// entry_point: fiscalWeekOf
// example: fiscalWeekOf('2024-07-01', '07-01') === 'FY2024-W01'
// example: fiscalWeekOf('2024-06-30', '07-01') === 'FY2023-W53'

function fiscalWeekOf(iso, fiscalStart) {
  const [year, month, day] = iso.split('-').map(Number);
  const [startMonth, startDay] = fiscalStart.split('-').map(Number);
  const date = Date.UTC(year, month - 1, day);
  let fiscalYear = year;
  if (date < Date.UTC(year, startMonth - 1, startDay)) fiscalYear -= 1;
  const start = Date.UTC(fiscalYear, startMonth - 1, startDay);
  const week = Math.floor((date - start) / (7 * 86400000)) + 1;
  return `FY${fiscalYear}-W${String(week).padStart(2, '0')}`;
}

// tests
assert.strictEqual(fiscalWeekOf('2024-07-07', '07-01'), 'FY2024-W01');
assert.strictEqual(fiscalWeekOf('2024-07-08', '07-01'), 'FY2024-W02');
assert.strictEqual(fiscalWeekOf('2025-06-30', '07-01'), 'FY2024-W53');
assert.strictEqual(fiscalWeekOf('2024-01-01', '01-01'), 'FY2024-W01');
assert.strictEqual(fiscalWeekOf('2024-12-31', '01-01'), 'FY2024-W53');
assert.strictEqual(fiscalWeekOf('2024-04-05', '04-06'), 'FY2023-W53');
assert.strictEqual(fiscalWeekOf('2024-04-06', '04-06'), 'FY2024-W01');
assert.strictEqual(fiscalWeekOf('2024-10-15', '10-01'), 'FY2024-W03');
assert.strictEqual(fiscalWeekOf('2025-02-14', '10-01'), 'FY2024-W20');
