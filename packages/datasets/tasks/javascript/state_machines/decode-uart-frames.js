// query: Decode a serial line sampled one character per bit ("0"/"1"). The idle line is "1"; a frame is a "0" start
//   bit, eight data bits least significant first, and a "1" stop bit. Return the decoded byte values, or null for a
//   bad stop bit, a frame cut off at the end, or any character other than 0 and 1.
// entry_point: decodeUartFrames
// example: decodeUartFrames('0010000001') === [2]
// example: decodeUartFrames('110100000101') === [65]

function decodeUartFrames(bits) {
  if (/[^01]/.test(bits)) return null;
  const bytes = [];
  let index = 0;
  while (index < bits.length) {
    if (bits[index] === '1') {
      index += 1;
      continue;
    }
    if (index + 10 > bits.length) return null;
    let value = 0;
    for (let bit = 0; bit < 8; bit++) {
      if (bits[index + 1 + bit] === '1') value += 2 ** bit;
    }
    if (bits[index + 9] !== '1') return null;
    bytes.push(value);
    index += 10;
  }
  return bytes;
}

// tests
assert.deepStrictEqual(decodeUartFrames(''), []);
assert.deepStrictEqual(decodeUartFrames('10100000001'), [1]);
assert.deepStrictEqual(decodeUartFrames('0100000001'), [1]);
assert.deepStrictEqual(decodeUartFrames('0111111111'), [255]);
assert.deepStrictEqual(decodeUartFrames('0000000001'), [0]);
assert.deepStrictEqual(decodeUartFrames('11010000000100100000011'), [1, 2]);
assert.deepStrictEqual(decodeUartFrames('0100000000'), null);
assert.deepStrictEqual(decodeUartFrames('01000000010'), null);
assert.deepStrictEqual(decodeUartFrames('01x0000001'), null);
assert.deepStrictEqual(decodeUartFrames('0101000011'), [133]);
