// query: Convert a snippet of HTML to plain text: remove every tag from "<" to the next ">", keep the text
//   literally from a "<" that is never closed, and decode the entities &amp; &lt; &gt; &quot; and &apos;
//   (each decoded once); other "&" sequences are left as they are.
// entry_point: stripHtmlTags
// example: stripHtmlTags('<em>hi</em> there') === 'hi there'
// example: stripHtmlTags('Tom &amp; Jerry') === 'Tom & Jerry'

function stripHtmlTags(html) {
  const entities = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"]]);
  let result = '';
  let index = 0;
  while (index < html.length) {
    const ch = html[index];
    if (ch === '<') {
      const close = html.indexOf('>', index);
      if (close === -1) {
        result += html.slice(index);
        break;
      }
      index = close + 1;
      continue;
    }
    if (ch === '&') {
      const semi = html.indexOf(';', index);
      const name = semi === -1 ? '' : html.slice(index + 1, semi);
      if (entities.has(name)) {
        result += entities.get(name);
        index = semi + 1;
        continue;
      }
    }
    result += ch;
    index += 1;
  }
  return result;
}

// tests
assert.strictEqual(stripHtmlTags('<p>Hello <b>world</b></p>'), 'Hello world');
assert.strictEqual(stripHtmlTags('a &lt; b &amp;&amp; c &gt; d'), 'a < b && c > d');
assert.strictEqual(stripHtmlTags(''), '');
assert.strictEqual(stripHtmlTags('5 < 6 but <unclosed'), '5 < 6 but <unclosed');
assert.strictEqual(stripHtmlTags('x<br/>y'), 'xy');
assert.strictEqual(stripHtmlTags('&quot;hi&quot; &apos;yo&apos;'), '"hi" \'yo\'');
assert.strictEqual(stripHtmlTags('&unknown; &amp'), '&unknown; &amp');
assert.strictEqual(stripHtmlTags('a<>b'), 'ab');
assert.strictEqual(stripHtmlTags('&amp;lt;'), '&lt;');
assert.strictEqual(stripHtmlTags('<i>&amp;</i>x'), '&x');
