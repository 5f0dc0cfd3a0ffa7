// query: Collapse consecutive records that share the same value in a key field into one entry per run,
//   { key, total, count }, where total sums a numeric field over the run and count is the run length.
//   Equal keys that are not adjacent form separate runs.
// entry_point: mergeAdjacentRuns
// example: mergeAdjacentRuns([{ s: 'a', n: 1 }, { s: 'a', n: 2 }, { s: 'b', n: 5 }], 's', 'n') === [{ key: 'a', total: 3, count: 2 }, { key: 'b', total: 5, count: 1 }]
// example: mergeAdjacentRuns([], 's', 'n') === []

function mergeAdjacentRuns(records, keyField, valueField) {
  const runs = [];
  for (const record of records) {
    const key = record[keyField];
    const value = record[valueField];
    const last = runs[runs.length - 1];
    if (last !== undefined && last.key === key) {
      last.total += value;
      last.count += 1;
    } else {
      runs.push({ key, total: value, count: 1 });
    }
  }
  return runs;
}

// tests
assert.deepStrictEqual(mergeAdjacentRuns([{ k: 1, v: 4 }], 'k', 'v'), [{ key: 1, total: 4, count: 1 }]);
assert.deepStrictEqual(mergeAdjacentRuns([{ k: 1, v: 4 }, { k: 1, v: -4 }], 'k', 'v'), [{ key: 1, total: 0, count: 2 }]);
assert.deepStrictEqual(mergeAdjacentRuns([{ k: 'a', v: 1 }, { k: 'b', v: 1 }, { k: 'a', v: 1 }], 'k', 'v'), [{ key: 'a', total: 1, count: 1 }, { key: 'b', total: 1, count: 1 }, { key: 'a', total: 1, count: 1 }]);
assert.deepStrictEqual(mergeAdjacentRuns([{ k: 'a', v: 1 }, { k: 'a', v: 2 }, { k: 'a', v: 3 }, { k: 'c', v: 9 }], 'k', 'v'), [{ key: 'a', total: 6, count: 3 }, { key: 'c', total: 9, count: 1 }]);
assert.deepStrictEqual(mergeAdjacentRuns([{ k: 1, v: 1 }, { k: '1', v: 1 }], 'k', 'v'), [{ key: 1, total: 1, count: 1 }, { key: '1', total: 1, count: 1 }]);
assert.deepStrictEqual(mergeAdjacentRuns([{ v: 2 }, { v: 3 }], 'k', 'v'), [{ key: undefined, total: 5, count: 2 }]);
assert.deepStrictEqual(mergeAdjacentRuns([{ k: 'x', v: 0.5 }, { k: 'x', v: 0.25 }, { k: 'y', v: 1 }, { k: 'y', v: 1 }], 'k', 'v'), [{ key: 'x', total: 0.75, count: 2 }, { key: 'y', total: 2, count: 2 }]);
