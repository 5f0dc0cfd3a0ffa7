// query: Wrap every case-insensitive, non-overlapping occurrence of a search term in a text with opening
//   and closing markers (default "[" and "]"), scanning left to right and keeping the original casing of
//   the matched text. An empty term leaves the text unchanged.
// entry_point: highlightMatches
// example: highlightMatches('I like cats', 'cat') === 'I like [cat]s'
// example: highlightMatches('Go go', 'go', '<', '>') === '<Go> <go>'

function highlightMatches(text, term, open = '[', close = ']') {
  if (term.length === 0) return text;
  const haystack = text.toLowerCase();
  const needle = term.toLowerCase();
  let result = '';
  let index = 0;
  while (index < text.length) {
    const found = haystack.indexOf(needle, index);
    if (found === -1) break;
    result += text.slice(index, found) + open + text.slice(found, found + term.length) + close;
    index = found + term.length;
  }
  return result + text.slice(index);
}

// tests
assert.strictEqual(highlightMatches('The cat sat on the mat', 'the'), '[The] cat sat on [the] mat');
assert.strictEqual(highlightMatches('aaaa', 'aa'), '[aa][aa]');
assert.strictEqual(highlightMatches('abc', ''), 'abc');
assert.strictEqual(highlightMatches('', 'x'), '');
assert.strictEqual(highlightMatches('Hello', 'xyz'), 'Hello');
assert.strictEqual(highlightMatches('CamelCase', 'case', '<b>', '</b>'), 'Camel<b>Case</b>');
assert.strictEqual(highlightMatches('abab', 'b'), 'a[b]a[b]');
assert.strictEqual(highlightMatches('xx', 'xx'), '[xx]');
assert.strictEqual(highlightMatches('aAa', 'A', '*', '*'), '*a**A**a*');
