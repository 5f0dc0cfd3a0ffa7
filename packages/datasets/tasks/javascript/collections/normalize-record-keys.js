// query: Give every record in a list the same set of keys: the union of all keys in order of first
//   appearance across the records, with missing fields set to the fill value. Returns new objects
//   whose keys follow that order; the inputs are not modified.
// entry_point: normalizeRecordKeys
// example: normalizeRecordKeys([{ a: 1 }, { b: 2 }], null) === [{ a: 1, b: null }, { a: null, b: 2 }]
// example: normalizeRecordKeys([], 0) === []

function normalizeRecordKeys(records, fill) {
  const keys = [];
  const known = new Set();
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (known.has(key)) continue;
      known.add(key);
      keys.push(key);
    }
  }
  return records.map((record) => {
    const normalized = {};
    for (const key of keys) normalized[key] = key in record ? record[key] : fill;
    return normalized;
  });
}

// tests
assert.deepStrictEqual(normalizeRecordKeys([{}], 0), [{}]);
assert.deepStrictEqual(normalizeRecordKeys([{ x: 1 }, { x: 2 }], 0), [{ x: 1 }, { x: 2 }]);
assert.deepStrictEqual(normalizeRecordKeys([{ x: 1 }, {}], ''), [{ x: 1 }, { x: '' }]);
assert.deepStrictEqual(normalizeRecordKeys([{ x: undefined }, { y: 1 }], 0), [{ x: undefined, y: 0 }, { x: 0, y: 1 }]);
assert.deepStrictEqual(Object.keys(normalizeRecordKeys([{ b: 1, a: 2 }, { c: 3, a: 4 }], 0)[1]), ['b', 'a', 'c']);
assert.deepStrictEqual(normalizeRecordKeys([{ a: 1, b: 2 }, { b: 3 }, { c: 4 }], null), [{ a: 1, b: 2, c: null }, { a: null, b: 3, c: null }, { a: null, b: null, c: 4 }]);
assert.deepStrictEqual((() => { const input = [{ a: 1 }, { b: 2 }]; normalizeRecordKeys(input, 0); return input; })(), [{ a: 1 }, { b: 2 }]);
