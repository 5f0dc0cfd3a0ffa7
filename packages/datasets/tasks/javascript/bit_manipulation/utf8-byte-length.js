// query: Count how many bytes a string takes when encoded as UTF-8, going by code point: below 0x80 one
//   byte, below 0x800 two, below 0x10000 three, otherwise four; a lone surrogate counts three bytes like
//   its replacement character.
// entry_point: utf8ByteLength
// example: utf8ByteLength('abc') === 3
// example: utf8ByteLength('€') === 3

function utf8ByteLength(text) {
  let total = 0;
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code < 0x80) total += 1;
    else if (code < 0x800) total += 2;
    else if (code < 0x10000) total += 3;
    else total += 4;
  }
  return total;
}

// tests
assert.strictEqual(utf8ByteLength(''), 0);
assert.strictEqual(utf8ByteLength('\u007f'), 1);
assert.strictEqual(utf8ByteLength('\u0080'), 2);
assert.strictEqual(utf8ByteLength('\u07ff'), 2);
assert.strictEqual(utf8ByteLength('\u0800'), 3);
assert.strictEqual(utf8ByteLength('\uffff'), 3);
assert.strictEqual(utf8ByteLength('😀'), 4);
assert.strictEqual(utf8ByteLength('a\ud800b'), 5);
assert.strictEqual(utf8ByteLength('héllo wörld'), 13);
assert.strictEqual(utf8ByteLength('\u{10000}\u{10ffff}'), 8);
