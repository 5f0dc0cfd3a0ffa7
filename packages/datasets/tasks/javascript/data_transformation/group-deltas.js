// query: For each record in order, compute the change in a numeric field since the previous record of the
//   same group (records sharing a group field value); the first record of each group gets null. Returns
//   one entry per record.
// entry_point: groupDeltas
// example: groupDeltas([{ g: 'a', v: 5 }, { g: 'a', v: 8 }], 'g', 'v') === [null, 3]
// example: groupDeltas([{ s: 1, p: 10 }, { s: 2, p: 4 }, { s: 1, p: 7 }], 's', 'p') === [null, null, -3]

function groupDeltas(records, groupField, valueField) {
  const last = new Map();
  const deltas = [];
  for (const record of records) {
    const group = record[groupField];
    const value = record[valueField];
    const previous = last.get(group);
    deltas.push(previous === undefined ? null : value - previous);
    last.set(group, value);
  }
  return deltas;
}

// tests
assert.deepStrictEqual(groupDeltas([], 'g', 'v'), []);
assert.deepStrictEqual(groupDeltas([{ g: 1, v: 3 }], 'g', 'v'), [null]);
assert.deepStrictEqual(groupDeltas([{ g: 1, v: 3 }, { g: 1, v: 3 }], 'g', 'v'), [null, 0]);
assert.deepStrictEqual(groupDeltas([{ g: 1, v: 3 }, { g: 1, v: 10 }, { g: 1, v: 4 }], 'g', 'v'), [null, 7, -6]);
assert.deepStrictEqual(groupDeltas([{ g: 'x', v: 1 }, { g: 'y', v: 100 }, { g: 'x', v: 2 }, { g: 'y', v: 50 }], 'g', 'v'), [null, null, 1, -50]);
assert.deepStrictEqual(groupDeltas([{ g: 1, v: 5 }, { g: '1', v: 9 }], 'g', 'v'), [null, null]);
assert.deepStrictEqual(groupDeltas([{ v: 2 }, { v: 7 }], 'g', 'v'), [null, 5]);
assert.deepStrictEqual(groupDeltas([{ g: 0, v: 0.5 }, { g: 0, v: 0.25 }], 'g', 'v'), [null, -0.25]);
