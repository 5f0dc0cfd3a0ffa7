// query: Remove duplicate records where two records count as duplicates when they have equal values in all
//   of the given fields (a missing field equals null); the first record of each duplicate group is kept and
//   the order is preserved. With no fields, only the first record survives.
// entry_point: dedupeByFields
// example: dedupeByFields([{ a: 1, b: 2 }, { a: 1, b: 3 }], ['a']) === [{ a: 1, b: 2 }]
// example: dedupeByFields([{ a: 1, b: 2 }, { a: 1, b: 3 }], ['a', 'b']) === [{ a: 1, b: 2 }, { a: 1, b: 3 }]

function dedupeByFields(records, fields) {
  const seen = new Set();
  const result = [];
  for (const record of records) {
    const key = JSON.stringify(fields.map((field) => record[field] ?? null));
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(record);
  }
  return result;
}

// tests
assert.deepStrictEqual(dedupeByFields([], ['a']), []);
assert.deepStrictEqual(dedupeByFields([{ a: 1 }, { a: 2 }], []), [{ a: 1 }]);
assert.deepStrictEqual(dedupeByFields([{ a: 1, n: 1 }, { a: 2, n: 2 }, { a: 1, n: 3 }], ['a']), [{ a: 1, n: 1 }, { a: 2, n: 2 }]);
assert.deepStrictEqual(dedupeByFields([{ n: 1 }, { a: null, n: 2 }], ['a']), [{ n: 1 }]);
assert.deepStrictEqual(dedupeByFields([{ a: '1' }, { a: 1 }], ['a']), [{ a: '1' }, { a: 1 }]);
assert.deepStrictEqual(dedupeByFields([{ a: 'x', b: 'y' }, { a: 'xy', b: '' }], ['a', 'b']), [{ a: 'x', b: 'y' }, { a: 'xy', b: '' }]);
assert.deepStrictEqual(dedupeByFields([{ t: [1, 2] }, { t: [1, 2] }, { t: [2, 1] }], ['t']), [{ t: [1, 2] }, { t: [2, 1] }]);
assert.deepStrictEqual(dedupeByFields([{ a: 0, b: 1 }, { a: 0, b: 1, c: 9 }], ['b', 'a']), [{ a: 0, b: 1 }]);
