// query: Given school terms as { name, start, end } objects with inclusive "YYYY-MM-DD" dates, report where a
//   date falls: { term, daysUntilNext } with term set to the name of the first term containing the date
//   (and daysUntilNext null), or, outside every term, term null and daysUntilNext the number of days until
//   the earliest term that starts later (null if there is none).
// entry_point: termForDate
// example: termForDate([{ name: 'Autumn', start: '2024-09-02', end: '2024-12-20' }], '2024-10-01') === { term: 'Autumn', daysUntilNext: null }
// example: termForDate([{ name: 'Spring', start: '2025-01-06', end: '2025-04-04' }], '2024-12-30') === { term: null, daysUntilNext: 7 }

function termForDate(terms, iso) {
  for (const term of terms) {
    if (term.start <= iso && iso <= term.end) return { term: term.name, daysUntilNext: null };
  }
  const day = Date.parse(`${iso}T00:00:00Z`);
  let best = null;
  for (const term of terms) {
    const start = Date.parse(`${term.start}T00:00:00Z`);
    if (start > day && (best === null || start < best)) best = start;
  }
  return { term: null, daysUntilNext: best === null ? null : (best - day) / 86400000 };
}

// tests
assert.deepStrictEqual(termForDate([], '2024-01-01'), { term: null, daysUntilNext: null });
assert.deepStrictEqual(termForDate([{ name: 'A', start: '2024-01-08', end: '2024-03-28' }], '2024-01-08'), { term: 'A', daysUntilNext: null });
assert.deepStrictEqual(termForDate([{ name: 'A', start: '2024-01-08', end: '2024-03-28' }], '2024-03-28'), { term: 'A', daysUntilNext: null });
assert.deepStrictEqual(termForDate([{ name: 'A', start: '2024-01-08', end: '2024-03-28' }], '2024-03-29'), { term: null, daysUntilNext: null });
assert.deepStrictEqual(termForDate([{ name: 'A', start: '2024-01-08', end: '2024-03-28' }], '2024-01-07'), { term: null, daysUntilNext: 1 });
assert.deepStrictEqual(termForDate([{ name: 'B', start: '2024-04-15', end: '2024-07-19' }, { name: 'A', start: '2024-01-08', end: '2024-03-28' }], '2024-03-30'), { term: null, daysUntilNext: 16 });
assert.deepStrictEqual(termForDate([{ name: 'C', start: '2024-09-02', end: '2024-12-20' }, { name: 'B', start: '2024-04-15', end: '2024-07-19' }], '2024-02-28'), { term: null, daysUntilNext: 47 });
assert.deepStrictEqual(termForDate([{ name: 'X', start: '2024-01-01', end: '2024-06-30' }, { name: 'Y', start: '2024-06-01', end: '2024-12-31' }], '2024-06-15'), { term: 'X', daysUntilNext: null });
