// query: Extract inline Markdown links written as [label](url) from text, returning [label, url] pairs in order.
//   The "(" must directly follow "]", the label must be non-empty, a space inside the url cancels the link, a "["
//   inside a label restarts it, and a backslash escapes the next character outside links.
// entry_point: parseMarkdownLinks
// example: parseMarkdownLinks('[home](/index.html)') === [['home', '/index.html']]
// example: parseMarkdownLinks('no links here') === []

function parseMarkdownLinks(text) {
  const links = [];
  let state = 'text';
  let label = '';
  let url = '';
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (state === 'text') {
      if (character === '\\') index += 1;
      else if (character === '[') state = 'label';
      label = '';
    } else if (state === 'label') {
      if (character === ']') state = label === '' ? 'text' : 'close';
      else if (character === '[') label = '';
      else label += character;
    } else if (state === 'close') {
      url = '';
      if (character === '(') state = 'url';
      else state = character === '[' ? 'label' : 'text';
      label = state === 'url' ? label : '';
    } else if (character === ')') {
      links.push([label, url]);
      state = 'text';
    } else if (character === ' ') {
      state = 'text';
    } else {
      url += character;
    }
  }
  return links;
}

// tests
assert.deepStrictEqual(parseMarkdownLinks('see [docs](http://a.b) now'), [['docs', 'http://a.b']]);
assert.deepStrictEqual(parseMarkdownLinks('\\a[b](c)'), [['b', 'c']]);
assert.deepStrictEqual(parseMarkdownLinks('[a](1) and [b](2)'), [['a', '1'], ['b', '2']]);
assert.deepStrictEqual(parseMarkdownLinks('[x] (y)'), []);
assert.deepStrictEqual(parseMarkdownLinks('\\[n](m)'), []);
assert.deepStrictEqual(parseMarkdownLinks('[](u)'), []);
assert.deepStrictEqual(parseMarkdownLinks('[x](y z)'), []);
assert.deepStrictEqual(parseMarkdownLinks('[a][b](c)'), [['b', 'c']]);
assert.deepStrictEqual(parseMarkdownLinks('[x]()'), [['x', '']]);
assert.deepStrictEqual(parseMarkdownLinks('[[y](z)'), [['y', 'z']]);
