// query: Decode a run-length encoded string where each character may be preceded by a decimal repeat
//   count ("3a2b" gives "aaabb"); a character without a count appears once and a count of 0 drops it.
//   Throw an error if the text ends with a count that has no character after it.
// entry_point: decodeRunLength
// example: decodeRunLength('2a3b') === 'aabbb'
// example: decodeRunLength('x2y') === 'xyy'

function decodeRunLength(encoded) {
  let output = '';
  let digits = '';
  for (const character of encoded) {
    if (character >= '0' && character <= '9') {
      digits += character;
      continue;
    }
    const count = digits === '' ? 1 : Number(digits);
    output += character.repeat(count);
    digits = '';
  }
  if (digits !== '') throw new Error('count without a character');
  return output;
}

// tests
assert.strictEqual(decodeRunLength(''), '');
assert.strictEqual(decodeRunLength('3a2b'), 'aaabb');
assert.strictEqual(decodeRunLength('abc'), 'abc');
assert.strictEqual(decodeRunLength('12x'), 'xxxxxxxxxxxx');
assert.strictEqual(decodeRunLength('a3b'), 'abbb');
assert.strictEqual(decodeRunLength('0a1b'), 'b');
assert.strictEqual(decodeRunLength('9z'), 'zzzzzzzzz');
assert.strictEqual(decodeRunLength('2 3-'), '  ---');
assert.throws(() => decodeRunLength('a3'));
