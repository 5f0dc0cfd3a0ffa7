// query: Lay items out in columns for display, filling each column top to bottom before the next: every
//   column holds ceil(length / columns) items except possibly the last, so fewer columns than requested
//   may be used. Returns the columns as arrays; a column count that is not a positive integer throws a
//   RangeError.
// entry_point: columnMajorLayout
// example: columnMajorLayout(['a', 'b', 'c', 'd'], 2) === [['a', 'b'], ['c', 'd']]
// example: columnMajorLayout([1, 2, 3], 5) === [[1], [2], [3]]

function columnMajorLayout(items, columns) {
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError('columns must be a positive integer');
  const rows = Math.ceil(items.length / columns);
  const result = [];
  for (let start = 0; start < items.length; start += rows) {
    result.push(items.slice(start, start + rows));
  }
  return result;
}

// tests
assert.deepStrictEqual(columnMajorLayout([], 3), []);
assert.deepStrictEqual(columnMajorLayout([1], 1), [[1]]);
assert.deepStrictEqual(columnMajorLayout([1, 2, 3, 4, 5], 2), [[1, 2, 3], [4, 5]]);
assert.deepStrictEqual(columnMajorLayout([1, 2, 3, 4, 5], 4), [[1, 2], [3, 4], [5]]);
assert.deepStrictEqual(columnMajorLayout([1, 2, 3, 4, 5, 6], 3), [[1, 2], [3, 4], [5, 6]]);
assert.deepStrictEqual(columnMajorLayout([1, 2, 3, 4, 5, 6, 7], 3), [[1, 2, 3], [4, 5, 6], [7]]);
assert.deepStrictEqual(columnMajorLayout(['x', 'y'], 1), [['x', 'y']]);
assert.throws(() => columnMajorLayout([1], 0), RangeError);
assert.throws(() => columnMajorLayout([1], 1.5), RangeError);
