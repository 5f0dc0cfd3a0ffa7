// query: Encode a string as UTF-8 and return its bytes as two-digit lowercase hex values separated by single
//   spaces (1 byte below U+0080, 2 below U+0800, 3 below U+10000, otherwise 4). An empty string gives "".
// entry_point: utf8HexBytes
// example: utf8HexBytes('Hi') === '48 69'
// example: utf8HexBytes('€') === 'e2 82 ac'

function utf8HexBytes(text) {
  const bytes = [];
  for (const character of text) {
    const code = character.codePointAt(0);
    if (code < 0x80) {
      bytes.push(code);
    } else if (code < 0x800) {
      bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    }
  }
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
}

// tests
assert.strictEqual(utf8HexBytes(''), '');
assert.strictEqual(utf8HexBytes('\n'), '0a');
assert.strictEqual(utf8HexBytes('\u007f'), '7f');
assert.strictEqual(utf8HexBytes('\u0080'), 'c2 80');
assert.strictEqual(utf8HexBytes('é'), 'c3 a9');
assert.strictEqual(utf8HexBytes('\u07ff'), 'df bf');
assert.strictEqual(utf8HexBytes('\u0800'), 'e0 a0 80');
assert.strictEqual(utf8HexBytes('\uffff'), 'ef bf bf');
assert.strictEqual(utf8HexBytes('😀'), 'f0 9f 98 80');
assert.strictEqual(utf8HexBytes('a\u{10000}b'), '61 f0 90 80 80 62');
