// query: Decode a source-map Base64 VLQ string into integers: map each character through the Base64
//   alphabet A-Z a-z 0-9 + /, collect 5-bit groups least significant first while the continuation bit
//   (32) is set, then take the lowest bit of the collected value as the sign. Throw an Error for a
//   character outside the alphabet or a value cut short.
// entry_point: vlqBase64Decode
// example: vlqBase64Decode('E') === [2]
// example: vlqBase64Decode('FG') === [-2, 3]

function vlqBase64Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const values = [];
  let shift = 0;
  let accumulator = 0;
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit === -1) throw new Error(`invalid base64 character: ${char}`);
    accumulator += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      const magnitude = Math.floor(accumulator / 2);
      values.push(accumulator % 2 === 1 ? -magnitude : magnitude);
      accumulator = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new Error('truncated VLQ value');
  return values;
}

// tests
assert.deepStrictEqual(vlqBase64Decode(''), []);
assert.deepStrictEqual(vlqBase64Decode('A'), [0]);
assert.deepStrictEqual(vlqBase64Decode('C'), [1]);
assert.deepStrictEqual(vlqBase64Decode('D'), [-1]);
assert.deepStrictEqual(vlqBase64Decode('gB'), [16]);
assert.deepStrictEqual(vlqBase64Decode('hB'), [-16]);
assert.deepStrictEqual(vlqBase64Decode('AAgBC'), [0, 0, 16, 1]);
assert.deepStrictEqual(vlqBase64Decode('2H'), [123]);
assert.throws(() => vlqBase64Decode('g'));
assert.throws(() => vlqBase64Decode('*A'));
