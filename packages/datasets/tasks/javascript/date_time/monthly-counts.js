// query: Count "YYYY-MM-DD" dates per calendar month and return [month, count] pairs ("YYYY-MM") for
//   every month from the earliest to the latest month present, in order, including months with a count
//   of zero. An empty list gives an empty result.
// entry_point: monthlyCounts
// example: monthlyCounts(['2024-05-01', '2024-05-20']) === [['2024-05', 2]]
// example: monthlyCounts(['2024-06-01', '2024-08-31']) === [['2024-06', 1], ['2024-07', 0], ['2024-08', 1]]

function monthlyCounts(dates) {
  const counts = new Map();
  let first = Infinity;
  let last = -Infinity;
  for (const date of dates) {
    const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
    counts.set(index, (counts.get(index) ?? 0) + 1);
    if (index < first) first = index;
    if (index > last) last = index;
  }
  const result = [];
  for (let index = first; index <= last; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    result.push([`${year}-${String(month).padStart(2, '0')}`, counts.get(index) ?? 0]);
  }
  return result;
}

// tests
assert.deepStrictEqual(monthlyCounts([]), []);
assert.deepStrictEqual(monthlyCounts(['2024-03-05']), [['2024-03', 1]]);
assert.deepStrictEqual(monthlyCounts(['2024-03-05', '2024-03-31', '2024-03-01']), [['2024-03', 3]]);
assert.deepStrictEqual(monthlyCounts(['2024-01-10', '2024-03-02']), [['2024-01', 1], ['2024-02', 0], ['2024-03', 1]]);
assert.deepStrictEqual(monthlyCounts(['2024-03-02', '2024-01-10', '2024-01-11']), [['2024-01', 2], ['2024-02', 0], ['2024-03', 1]]);
assert.deepStrictEqual(monthlyCounts(['2023-12-31', '2024-01-01']), [['2023-12', 1], ['2024-01', 1]]);
assert.deepStrictEqual(monthlyCounts(['2023-11-15', '2024-02-01', '2023-11-16']), [['2023-11', 2], ['2023-12', 0], ['2024-01', 0], ['2024-02', 1]]);
assert.deepStrictEqual(monthlyCounts(['2024-12-01', '2024-10-09']), [['2024-10', 1], ['2024-11', 0], ['2024-12', 1]]);
