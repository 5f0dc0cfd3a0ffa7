// query: Extract every piece of text found between an opening and a closing marker, scanning left to right
//   without overlaps, such as the names in "{{name}}" placeholders. Pieces are returned in order (empty pieces
//   included); an opening marker without a later closing marker ends the scan. Empty markers give [].
// entry_point: textBetweenMarkers
// example: textBetweenMarkers('Hi {{name}}, {{day}}', '{{', '}}') === ['name', 'day']
// example: textBetweenMarkers('<b>x</b>', '<b>', '</b>') === ['x']

function textBetweenMarkers(text, open, close) {
  if (open === '' || close === '') return [];
  const pieces = [];
  let index = 0;
  while (true) {
    const start = text.indexOf(open, index);
    if (start === -1) break;
    const end = text.indexOf(close, start + open.length);
    if (end === -1) break;
    pieces.push(text.slice(start + open.length, end));
    index = end + close.length;
  }
  return pieces;
}

// tests
assert.deepStrictEqual(textBetweenMarkers('', '(', ')'), []);
assert.deepStrictEqual(textBetweenMarkers('a(b)c(d)', '(', ')'), ['b', 'd']);
assert.deepStrictEqual(textBetweenMarkers('()', '(', ')'), ['']);
assert.deepStrictEqual(textBetweenMarkers('(a(b)c)', '(', ')'), ['a(b']);
assert.deepStrictEqual(textBetweenMarkers('(x) (y', '(', ')'), ['x']);
assert.deepStrictEqual(textBetweenMarkers('a)b', '', ')'), []);
assert.deepStrictEqual(textBetweenMarkers('(x', '(', ''), []);
assert.deepStrictEqual(textBetweenMarkers('--a--b--c--', '--', '--'), ['a', 'c']);
assert.deepStrictEqual(textBetweenMarkers('<<>><<x>>', '<<', '>>'), ['', 'x']);
assert.deepStrictEqual(textBetweenMarkers('|x||y|', '|', '|'), ['x', 'y']);
