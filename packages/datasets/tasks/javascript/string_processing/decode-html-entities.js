// query: Decode HTML character references in a text: the named entities &amp; &lt; &gt; &quot; &apos; and
//   &nbsp; (a non-breaking space), decimal references like &#169; and hex ones like &#xA9; (either case of x
//   and hex digits). Unknown or malformed references, or ones without the closing ";", are left unchanged.
// entry_point: decodeHtmlEntities
// example: decodeHtmlEntities('a &lt; b') === 'a < b'
// example: decodeHtmlEntities('&copy;') === '&copy;'

function decodeHtmlEntities(text) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  let out = '';
  let i = 0;
  while (i < text.length) {
    const semi = text[i] === '&' ? text.indexOf(';', i + 1) : -1;
    if (semi === -1) {
      out += text[i];
      i += 1;
      continue;
    }
    const body = text.slice(i + 1, semi);
    let decoded = null;
    if (Object.prototype.hasOwnProperty.call(named, body)) {
      decoded = named[body];
    } else if (/^#[0-9]+$/.test(body)) {
      decoded = String.fromCodePoint(parseInt(body.slice(1), 10));
    } else if (/^#[xX][0-9a-fA-F]+$/.test(body)) {
      decoded = String.fromCodePoint(parseInt(body.slice(2), 16));
    }
    if (decoded === null) {
      out += text[i];
      i += 1;
    } else {
      out += decoded;
      i = semi + 1;
    }
  }
  return out;
}

// tests
assert.strictEqual(decodeHtmlEntities('&amp;lt;'), '&lt;');
assert.strictEqual(decodeHtmlEntities('&quot;hi&quot; &apos;x&apos;'), '"hi" \'x\'');
assert.strictEqual(decodeHtmlEntities('&#169; &#xA9; &#XA9;'), '© © ©');
assert.strictEqual(decodeHtmlEntities('&#x1F600;'), '😀');
assert.strictEqual(decodeHtmlEntities('a &amp b'), 'a &amp b');
assert.strictEqual(decodeHtmlEntities('&#;&#x;&#12a;'), '&#;&#x;&#12a;');
assert.strictEqual(decodeHtmlEntities('&&gt;'), '&>');
assert.strictEqual(decodeHtmlEntities('x&nbsp;y'), 'x y');
assert.strictEqual(decodeHtmlEntities(';&amp;'), ';&');
assert.strictEqual(decodeHtmlEntities('&toString;'), '&toString;');
