// query: Render a header list and rows of cell values as a compact HTML table string with <thead> and
//   <tbody>, escaping &, <, > and double quotes in every cell; null or undefined cells become empty and
//   other values are converted with String.
// entry_point: toHtmlTable
// example: toHtmlTable(['a'], [[1]]) === '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>'
// example: toHtmlTable(['x'], []) === '<table><thead><tr><th>x</th></tr></thead><tbody></tbody></table>'

function toHtmlTable(headers, rows) {
  const escape = (value) => {
    if (value === null || value === undefined) return '';
    return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  const head = '<tr>' + headers.map((header) => `<th>${escape(header)}</th>`).join('') + '</tr>';
  const body = rows.map((row) => '<tr>' + row.map((cell) => `<td>${escape(cell)}</td>`).join('') + '</tr>').join('');
  return `<table><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

// tests
assert.strictEqual(toHtmlTable([], []), '<table><thead><tr></tr></thead><tbody></tbody></table>');
assert.strictEqual(toHtmlTable(['n', 'v'], [['a', 2], ['b', 3]]), '<table><thead><tr><th>n</th><th>v</th></tr></thead><tbody><tr><td>a</td><td>2</td></tr><tr><td>b</td><td>3</td></tr></tbody></table>');
assert.strictEqual(toHtmlTable(['<b>'], [['x & y']]), '<table><thead><tr><th>&lt;b&gt;</th></tr></thead><tbody><tr><td>x &amp; y</td></tr></tbody></table>');
assert.strictEqual(toHtmlTable(['q'], [['say "hi"']]), '<table><thead><tr><th>q</th></tr></thead><tbody><tr><td>say &quot;hi&quot;</td></tr></tbody></table>');
assert.strictEqual(toHtmlTable(['a', 'b'], [[null, undefined]]), '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td></td><td></td></tr></tbody></table>');
assert.strictEqual(toHtmlTable(['f'], [[false], [0]]), '<table><thead><tr><th>f</th></tr></thead><tbody><tr><td>false</td></tr><tr><td>0</td></tr></tbody></table>');
assert.strictEqual(toHtmlTable(['e'], [['&amp;']]), '<table><thead><tr><th>e</th></tr></thead><tbody><tr><td>&amp;amp;</td></tr></tbody></table>');
