// query: Parse an XML/HTML start tag such as <img src="a.png" alt='x y' hidden/> into { name, attributes }. Attribute
//   values are in single or double quotes, an attribute without "=" gets the value "", and whitespace separates
//   attributes. Return null if the text is not a "<...>" tag, a quote is unterminated, or an attribute repeats.
// entry_point: parseXmlAttributes
// example: parseXmlAttributes('<br/>') === { name: 'br', attributes: {} }
// example: parseXmlAttributes('<a href="x">') === { name: 'a', attributes: { href: 'x' } }

function parseXmlAttributes(tag) {
  if (!tag.startsWith('<') || !tag.endsWith('>')) return null;
  let body = tag.slice(1, -1);
  if (body.endsWith('/')) body = body.slice(0, -1);
  const nameMatch = /^[A-Za-z][\w:-]*/.exec(body);
  if (nameMatch === null) return null;
  const attributes = {};
  let i = nameMatch[0].length;
  while (i < body.length) {
    if (/\s/.test(body[i])) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < body.length && !/[\s=]/.test(body[end])) end += 1;
    const key = body.slice(i, end);
    if (key in attributes) return null;
    let value = '';
    if (body[end] === '=') {
      const quote = body[end + 1];
      if (quote !== '"' && quote !== "'") return null;
      const close = body.indexOf(quote, end + 2);
      if (close === -1) return null;
      value = body.slice(end + 2, close);
      end = close + 1;
    }
    attributes[key] = value;
    i = end;
  }
  return { name: nameMatch[0], attributes };
}

// tests
assert.deepStrictEqual(parseXmlAttributes('<img src="a.png" alt=\'x y\' hidden/>'), { name: 'img', attributes: { src: 'a.png', alt: 'x y', hidden: '' } });
assert.deepStrictEqual(parseXmlAttributes('<div>'), { name: 'div', attributes: {} });
assert.deepStrictEqual(parseXmlAttributes('<input  type="text"   disabled >'), { name: 'input', attributes: { type: 'text', disabled: '' } });
assert.deepStrictEqual(parseXmlAttributes('<p title="say \'hi\'">'), { name: 'p', attributes: { title: 'say \'hi\'' } });
assert.deepStrictEqual(parseXmlAttributes('<x a="" b=\'\'>'), { name: 'x', attributes: { a: '', b: '' } });
assert.strictEqual(parseXmlAttributes('<div'), null);
assert.strictEqual(parseXmlAttributes('<a href="x>'), null);
assert.strictEqual(parseXmlAttributes('<a id="1" id="2">'), null);
assert.strictEqual(parseXmlAttributes('<a href=x y="x">'), null);
assert.strictEqual(parseXmlAttributes('< a>'), null);
