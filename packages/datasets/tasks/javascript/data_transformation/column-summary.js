// query: Summarise one numeric field across records as {count, min, max, mean} with the mean rounded
//   to 2 decimal places, ignoring records where the field is missing, not a number or NaN. Return null
//   when no record has a usable number.
// entry_point: columnSummary
// example: columnSummary([{ x: 2 }, { x: 8 }], 'x') === { count: 2, min: 2, max: 8, mean: 5 }
// example: columnSummary([{ price: 10 }, { price: 20 }, { price: 30 }], 'price') === { count: 3, min: 10, max: 30, mean: 20 }

function columnSummary(records, field) {
  let count = 0;
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const record of records) {
    const value = record[field];
    if (typeof value !== 'number' || Number.isNaN(value)) continue;
    count += 1;
    total += value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (count === 0) return null;
  return { count, min, max, mean: Math.round((total / count) * 100) / 100 };
}

// tests
assert.strictEqual(columnSummary([], 'x'), null);
assert.strictEqual(columnSummary([{ x: 'a' }, { y: 1 }, { x: NaN }], 'x'), null);
assert.deepStrictEqual(columnSummary([{ x: 5 }], 'x'), { count: 1, min: 5, max: 5, mean: 5 });
assert.deepStrictEqual(columnSummary([{ x: 1 }, { x: 2 }, { x: 4 }], 'x'), { count: 3, min: 1, max: 4, mean: 2.33 });
assert.deepStrictEqual(columnSummary([{ x: 3 }, { x: -2 }, { x: '7' }], 'x'), { count: 2, min: -2, max: 3, mean: 0.5 });
assert.deepStrictEqual(columnSummary([{ x: 10 }, { x: null }, { x: 20 }], 'x'), { count: 2, min: 10, max: 20, mean: 15 });
assert.deepStrictEqual(columnSummary([{ x: 2 }, { x: 1 }, { x: 2 }], 'x'), { count: 3, min: 1, max: 2, mean: 1.67 });
assert.deepStrictEqual(columnSummary([{ x: -1 }, { x: -9 }], 'x'), { count: 2, min: -9, max: -1, mean: -5 });
