// query: Escape a string so it can be embedded in a regular expression and match itself literally: each of
//   the characters . * + ? ^ $ { } ( ) | [ ] \ / and - gets a backslash in front; everything else is unchanged.
// entry_point: escapeRegex
// example: escapeRegex('a.b') === 'a\\.b'
// example: escapeRegex('(1+1)') === '\\(1\\+1\\)'

function escapeRegex(text) {
  const special = '.*+?^${}()|[]\\/-';
  let out = '';
  for (const ch of text) {
    if (special.includes(ch)) out += '\\';
    out += ch;
  }
  return out;
}

// tests
assert.strictEqual(escapeRegex(''), '');
assert.strictEqual(escapeRegex('plain words'), 'plain words');
assert.strictEqual(escapeRegex('^start$'), '\\^start\\$');
assert.strictEqual(escapeRegex('[a-z]{2}'), '\\[a\\-z\\]\\{2\\}');
assert.strictEqual(escapeRegex('C:\\dir/x'), 'C:\\\\dir\\/x');
assert.strictEqual(escapeRegex('a|b?c*'), 'a\\|b\\?c\\*');
assert.strictEqual(new RegExp(escapeRegex('1.5*(2)')).test('x 1.5*(2) y'), true);
assert.strictEqual(new RegExp(escapeRegex('1.5')).test('105'), false);
