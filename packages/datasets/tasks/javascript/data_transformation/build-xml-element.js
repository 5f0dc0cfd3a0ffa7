// query: Build one XML element string from a tag name, an attributes object and text content: attributes
//   appear sorted by name as name="value" (values escape &, <, > and "), attributes whose value is null or
//   undefined are left out, the text escapes &, < and >, and empty text gives a self-closing tag "<tag/>".
// entry_point: buildXmlElement
// example: buildXmlElement('item', { id: 7 }, 'Pen') === '<item id="7">Pen</item>'
// example: buildXmlElement('br', {}, '') === '<br/>'

function buildXmlElement(name, attributes, text) {
  const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  let open = '<' + name;
  for (const key of Object.keys(attributes).sort()) {
    const value = attributes[key];
    if (value === null || value === undefined) continue;
    open += ` ${key}="${escapeText(String(value)).replace(/"/g, '&quot;')}"`;
  }
  if (text === '') return open + '/>';
  return `${open}>${escapeText(text)}</${name}>`;
}

// tests
assert.strictEqual(buildXmlElement('a', {}, 'x'), '<a>x</a>');
assert.strictEqual(buildXmlElement('a', { z: 1, b: 2 }, ''), '<a b="2" z="1"/>');
assert.strictEqual(buildXmlElement('a', { k: null, m: undefined, n: 0 }, 't'), '<a n="0">t</a>');
assert.strictEqual(buildXmlElement('a', { title: 'say "hi" & <go>' }, ''), '<a title="say &quot;hi&quot; &amp; &lt;go&gt;"/>');
assert.strictEqual(buildXmlElement('p', {}, '1 < 2 && "ok"'), '<p>1 &lt; 2 &amp;&amp; "ok"</p>');
assert.strictEqual(buildXmlElement('p', { flag: false }, ' '), '<p flag="false"> </p>');
assert.strictEqual(buildXmlElement('x', { B: 1, a: 2 }, ''), '<x B="1" a="2"/>');
