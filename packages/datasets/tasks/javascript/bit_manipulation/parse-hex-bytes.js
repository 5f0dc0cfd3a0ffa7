// query: Parse a hex string such as "de:ad BE ef" or "deadbeef" into an array of byte values. Spaces
//   and colons between digits are ignored and hex digits may be upper or lower case. Throw an error
//   if the number of hex digits is odd or any other character appears.
// entry_point: parseHexBytes
// example: parseHexBytes('ff 00') === [255, 0]
// example: parseHexBytes('0A:0B') === [10, 11]

function parseHexBytes(text) {
  const digits = text.replace(/[\s:]/g, '');
  if (digits.length % 2 !== 0) throw new Error('odd number of hex digits');
  const bytes = [];
  for (let index = 0; index < digits.length; index += 2) {
    const pair = digits.slice(index, index + 2);
    if (!/^[0-9a-fA-F]{2}$/.test(pair)) throw new Error(`invalid hex pair ${pair}`);
    bytes.push(parseInt(pair, 16));
  }
  return bytes;
}

// tests
assert.deepStrictEqual(parseHexBytes(''), []);
assert.deepStrictEqual(parseHexBytes('00'), [0]);
assert.deepStrictEqual(parseHexBytes('deadbeef'), [0xde, 0xad, 0xbe, 0xef]);
assert.deepStrictEqual(parseHexBytes('de:ad BE ef'), [0xde, 0xad, 0xbe, 0xef]);
assert.deepStrictEqual(parseHexBytes('0aFf10'), [10, 255, 16]);
assert.throws(() => parseHexBytes('abc'));
assert.throws(() => parseHexBytes('zz'));
assert.throws(() => parseHexBytes('12-34'));
assert.deepStrictEqual(parseHexBytes(' 7f '), [0x7f]);
