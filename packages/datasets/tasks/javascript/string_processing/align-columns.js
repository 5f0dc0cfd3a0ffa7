// query: Lay out rows of text cells as aligned columns: every cell except the last in its row is padded
//   with spaces to the width of the widest cell in its column plus a gap (default 2 spaces); the last
//   cell of each row is not padded. Rows may have different numbers of cells.
// entry_point: alignColumns
// example: alignColumns([['id', 'name'], ['1', 'Ann']]) === ['id  name', '1   Ann']
// example: alignColumns([['a', 'b', 'c']], 1) === ['a b c']

function alignColumns(rows, gap = 2) {
  const widths = [];
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      if (i >= widths.length) widths.push(0);
      if (row[i].length > widths[i]) widths[i] = row[i].length;
    }
  }
  const lines = [];
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < row.length; i++) {
      if (i === row.length - 1) line += row[i];
      else line += row[i] + ' '.repeat(widths[i] - row[i].length + gap);
    }
    lines.push(line);
  }
  return lines;
}

// tests
assert.deepStrictEqual(alignColumns([['a', 'bb'], ['ccc', 'd']]), ['a    bb', 'ccc  d']);
assert.deepStrictEqual(alignColumns([]), []);
assert.deepStrictEqual(alignColumns([['only']]), ['only']);
assert.deepStrictEqual(alignColumns([['x', 'y', 'z'], ['long']]), ['x     y  z', 'long']);
assert.deepStrictEqual(alignColumns([['a', 'b']], 1), ['a b']);
assert.deepStrictEqual(alignColumns([['a', 'b'], ['aa', 'b']], 0), ['a b', 'aab']);
assert.deepStrictEqual(alignColumns([['', 'x'], ['yy', '']]), ['    x', 'yy  ']);
assert.deepStrictEqual(alignColumns([['k', 'v'], ['key', 'value'], ['kk', 'vv']]), ['k    v', 'key  value', 'kk   vv']);
