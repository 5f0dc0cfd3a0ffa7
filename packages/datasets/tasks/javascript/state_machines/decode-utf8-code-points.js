// query: Decode a list of UTF-8 byte values into Unicode code points, tracking how many continuation bytes the
//   current character still needs. Return null for an invalid lead byte, a byte that should be a continuation but
//   is not, or a character cut off at the end.
// entry_point: decodeUtf8CodePoints
// example: decodeUtf8CodePoints([0x68, 0x69]) === [104, 105]
// example: decodeUtf8CodePoints([0xc2, 0xa3]) === [163]

function decodeUtf8CodePoints(bytes) {
  const points = [];
  let needed = 0;
  let current = 0;
  for (const byte of bytes) {
    if (needed > 0) {
      if ((byte & 0xc0) !== 0x80) return null;
      current = current * 64 + (byte & 0x3f);
      needed -= 1;
      if (needed === 0) points.push(current);
    } else if (byte < 0x80) {
      points.push(byte);
    } else if ((byte & 0xe0) === 0xc0) {
      current = byte & 0x1f;
      needed = 1;
    } else if ((byte & 0xf0) === 0xe0) {
      current = byte & 0x0f;
      needed = 2;
    } else if ((byte & 0xf8) === 0xf0) {
      current = byte & 0x07;
      needed = 3;
    } else {
      return null;
    }
  }
  if (needed > 0) return null;
  return points;
}

// tests
assert.deepStrictEqual(decodeUtf8CodePoints([0x41]), [65]);
assert.deepStrictEqual(decodeUtf8CodePoints([]), []);
assert.deepStrictEqual(decodeUtf8CodePoints([0xc3, 0xa9]), [233]);
assert.deepStrictEqual(decodeUtf8CodePoints([0xe2, 0x82, 0xac]), [8364]);
assert.deepStrictEqual(decodeUtf8CodePoints([0xf0, 0x9f, 0x98, 0x80]), [128512]);
assert.deepStrictEqual(decodeUtf8CodePoints([0xc3]), null);
assert.deepStrictEqual(decodeUtf8CodePoints([0x80]), null);
assert.deepStrictEqual(decodeUtf8CodePoints([0xe2, 0x41, 0xac]), null);
assert.deepStrictEqual(decodeUtf8CodePoints([0x68, 0x7f, 0xc3, 0xa9]), [104, 127, 233]);
assert.deepStrictEqual(decodeUtf8CodePoints([0xff]), null);
