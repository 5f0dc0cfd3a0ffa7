// query: Decode protobuf wire-format bytes into [field number, wire type, value] triples. Each field starts with a
//   varint key (field number = key >> 3, wire type = key & 7); wire type 0 carries a varint value and wire type 2 a varint
//   length followed by that many bytes (returned as a list). Varints are little-endian groups of 7 bits with the high
//   bit set on all but the last byte. Return null for any other wire type or truncated data.
// entry_point: decodeProtobufFields
// example: decodeProtobufFields([0x08, 0x96, 0x01]) === [[1, 0, 150]]
// example: decodeProtobufFields([0x12, 0x01, 0x41]) === [[2, 2, [0x41]]]

function decodeProtobufFields(bytes) {
  const fields = [];
  let i = 0;
  const readVarint = () => {
    let result = 0;
    let scale = 1;
    while (i < bytes.length) {
      const byte = bytes[i];
      i += 1;
      result += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return result;
      scale *= 128;
    }
    return null;
  };
  while (i < bytes.length) {
    const key = readVarint() ?? 0;
    const field = Math.floor(key / 8);
    const wireType = key % 8;
    const value = readVarint();
    if (value === null) return null;
    if (wireType === 0) {
      fields.push([field, 0, value]);
    } else if (wireType === 2) {
      if (i + value > bytes.length) return null;
      fields.push([field, 2, bytes.slice(i, i + value)]);
      i += value;
    } else {
      return null;
    }
  }
  return fields;
}

// tests
assert.deepStrictEqual(decodeProtobufFields([]), []);
assert.deepStrictEqual(decodeProtobufFields([0x08, 0x01, 0x10, 0xac, 0x02]), [[1, 0, 1], [2, 0, 300]]);
assert.deepStrictEqual(decodeProtobufFields([0x1a, 0x03, 0x61, 0x62, 0x63, 0x08, 0x00]), [[3, 2, [97, 98, 99]], [1, 0, 0]]);
assert.deepStrictEqual(decodeProtobufFields([0x0a, 0x00]), [[1, 2, []]]);
assert.deepStrictEqual(decodeProtobufFields([0xa0, 0x01, 0x7f]), [[20, 0, 127]]);
assert.deepStrictEqual(decodeProtobufFields([0x08, 0xff, 0xff, 0x03]), [[1, 0, 65535]]);
assert.strictEqual(decodeProtobufFields([0x08, 0x80]), null);
assert.strictEqual(decodeProtobufFields([0x12, 0x05, 0x01]), null);
assert.strictEqual(decodeProtobufFields([0x0d, 0x01]), null);
assert.strictEqual(decodeProtobufFields([0x88]), null);
