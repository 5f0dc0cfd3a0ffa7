// query: Encode a string as a JSON string literal with double quotes: escape the quote and backslash,
//   write newline, carriage return, tab, backspace and form feed as \n \r \t \b \f, and any other character
//   below code 32 as \u followed by four lowercase hex digits. All other characters are kept as they are.
// entry_point: jsonQuote
// example: jsonQuote('say "hi"') === '"say \\"hi\\""'
// example: jsonQuote('a\nb') === '"a\\nb"'

function jsonQuote(text) {
  const named = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
  let out = '"';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch in named) {
      out += named[ch];
    } else if (code < 32) {
      out += '\\u' + code.toString(16).padStart(4, '0');
    } else {
      out += ch;
    }
  }
  return out + '"';
}

// tests
assert.strictEqual(jsonQuote(''), '""');
assert.strictEqual(jsonQuote('plain'), '"plain"');
assert.strictEqual(jsonQuote('C:\\temp'), '"C:\\\\temp"');
assert.strictEqual(jsonQuote('\u0000'), '"\\u0000"');
assert.strictEqual(jsonQuote('\u001f '), '"\\u001f "');
assert.strictEqual(jsonQuote('\b\f\r\t'), '"\\b\\f\\r\\t"');
assert.strictEqual(jsonQuote('caf\u00e9 \u{1F600}'), '"café 😀"');
assert.strictEqual(jsonQuote('\u001b[1m'), '"\\u001b[1m"');
assert.strictEqual(jsonQuote('tab\there "q"'), '"tab\\there \\"q\\""');
