// query: Prefix each line of a text with its line number, right-aligned to the width of the largest number and
//   followed by the separator (default ": "), counting from start (default 1). Lines are split on "\n"; a final
//   newline does not create an extra numbered line, and empty text gives "".
// entry_point: numberLines
// example: numberLines('a\nb') === '1: a\n2: b'
// example: numberLines('x', 7, ' | ') === '7 | x'

function numberLines(text, start = 1, separator = ': ') {
  if (text === '') return '';
  const trailing = text.endsWith('\n');
  const lines = (trailing ? text.slice(0, -1) : text).split('\n');
  const width = String(start + lines.length - 1).length;
  const numbered = lines.map((line, index) => String(start + index).padStart(width, ' ') + separator + line);
  return numbered.join('\n') + (trailing ? '\n' : '');
}

// tests
assert.strictEqual(numberLines(''), '');
assert.strictEqual(numberLines('\n'), '1: \n');
assert.strictEqual(numberLines('one\ntwo\n'), '1: one\n2: two\n');
assert.strictEqual(numberLines('a\nb\nc\nd\ne\nf\ng\nh\ni\nj'), ' 1: a\n 2: b\n 3: c\n 4: d\n 5: e\n 6: f\n 7: g\n 8: h\n 9: i\n10: j');
assert.strictEqual(numberLines('a\nb', 9), ' 9: a\n10: b');
assert.strictEqual(numberLines('a\nb', 8), '8: a\n9: b');
assert.strictEqual(numberLines('x\n\ny', 1, ''), '1x\n2\n3y');
assert.strictEqual(numberLines('q', 0), '0: q');
