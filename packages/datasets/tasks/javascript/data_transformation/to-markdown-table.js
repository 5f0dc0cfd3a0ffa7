// query: Render headers and rows as a Markdown table string: a header row, a "---" divider row and one
//   line per row, each written as "| a | b |" and joined with newlines. Null or missing cells are
//   empty, extra cells are dropped and "|" inside a cell is escaped as "\|". Throw an error when there
//   are no headers.
// entry_point: toMarkdownTable
// example: toMarkdownTable(['x'], [[1]]) === '| x |\n| --- |\n| 1 |'
// example: toMarkdownTable(['name', 'age'], [['Ann', 30]]) === '| name | age |\n| --- | --- |\n| Ann | 30 |'

function toMarkdownTable(headers, rows) {
  if (headers.length === 0) throw new Error('at least one column is required');
  const escape = (cell) => (cell === null || cell === undefined ? '' : String(cell)).replace(/\|/g, '\\|');
  const lines = [`| ${headers.map(escape).join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    const cells = [];
    for (let index = 0; index < headers.length; index++) {
      cells.push(index < row.length ? escape(row[index]) : '');
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

// tests
assert.strictEqual(toMarkdownTable(['a'], []), '| a |\n| --- |');
assert.strictEqual(toMarkdownTable(['a', 'b'], [[1, 2]]), '| a | b |\n| --- | --- |\n| 1 | 2 |');
assert.strictEqual(toMarkdownTable(['a', 'b'], [[1]]), '| a | b |\n| --- | --- |\n| 1 |  |');
assert.strictEqual(toMarkdownTable(['a'], [[1, 2, 3]]), '| a |\n| --- |\n| 1 |');
assert.strictEqual(toMarkdownTable(['x|y'], [['p|q']]), '| x\\|y |\n| --- |\n| p\\|q |');
assert.strictEqual(toMarkdownTable(['n'], [[null], [undefined], [0]]), '| n |\n| --- |\n|  |\n|  |\n| 0 |');
assert.strictEqual(toMarkdownTable(['ok'], [[true]]), '| ok |\n| --- |\n| true |');
assert.throws(() => toMarkdownTable([], [[1]]));
