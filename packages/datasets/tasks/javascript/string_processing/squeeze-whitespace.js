// query: Collapse every run of whitespace (spaces, tabs, newlines) in a string into a single space
//   and remove whitespace from both ends.
// entry_point: squeezeWhitespace
// example: squeezeWhitespace('hello   world') === 'hello world'
// example: squeezeWhitespace(' x\ty ') === 'x y'

function squeezeWhitespace(text) {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  return words.join(' ');
}

// tests
assert.strictEqual(squeezeWhitespace('  a  b  '), 'a b');
assert.strictEqual(squeezeWhitespace(''), '');
assert.strictEqual(squeezeWhitespace('one'), 'one');
assert.strictEqual(squeezeWhitespace('\tx\n y '), 'x y');
assert.strictEqual(squeezeWhitespace('   '), '');
assert.strictEqual(squeezeWhitespace('a b c'), 'a b c');
assert.strictEqual(squeezeWhitespace(' lead'), 'lead');
assert.strictEqual(squeezeWhitespace('trail\n\n'), 'trail');
