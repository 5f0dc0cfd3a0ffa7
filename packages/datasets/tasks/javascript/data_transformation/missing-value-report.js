// query: Report, for every field that appears in any of the records, how many records lack a usable value
//   for it (the field is absent, null, undefined or an empty string), as an object whose keys follow the
//   order in which fields are first seen.
// entry_point: missingValueReport
// example: missingValueReport([{ a: 1, b: null }, { a: '' }]) === { a: 1, b: 2 }
// example: missingValueReport([{ x: 0 }]) === { x: 0 }

function missingValueReport(records) {
  const fields = [];
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (!fields.includes(key)) fields.push(key);
    }
  }
  const report = {};
  for (const field of fields) {
    let missing = 0;
    for (const record of records) {
      const value = record[field];
      if (value === null || value === undefined || value === '') missing += 1;
    }
    report[field] = missing;
  }
  return report;
}

// tests
assert.deepStrictEqual(missingValueReport([]), {});
assert.deepStrictEqual(missingValueReport([{}, {}]), {});
assert.deepStrictEqual(missingValueReport([{ a: 1 }, {}]), { a: 1 });
assert.deepStrictEqual(missingValueReport([{ a: false, b: 0, c: ' ' }]), { a: 0, b: 0, c: 0 });
assert.deepStrictEqual(missingValueReport([{ a: undefined, b: '' }, { b: 'x' }]), { a: 2, b: 1 });
assert.deepStrictEqual(Object.keys(missingValueReport([{ z: 1 }, { a: 1, z: 2 }, { m: 1 }])), ['z', 'a', 'm']);
assert.deepStrictEqual(missingValueReport([{ z: 1 }, { a: 1, z: 2 }, { m: 1 }]), { z: 1, a: 2, m: 2 });
assert.deepStrictEqual(missingValueReport([{ n: null }, { n: null }, { n: [] }]), { n: 2 });
