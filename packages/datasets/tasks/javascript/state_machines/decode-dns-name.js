// query: Decode a DNS domain name starting at an offset of a message (list of bytes): each label is a length byte
//   followed by that many characters, a zero byte ends the name, and a byte pair starting with bits 11 (value >= 0xC0)
//   is a pointer to continue at offset ((b1 & 0x3F) << 8) | b2. Return the dotted name ("" for the root), or null on a
//   read past the end or more than 10 pointer jumps.
// entry_point: decodeDnsName
// example: decodeDnsName([1, 97, 0], 0) === 'a'
// example: decodeDnsName([0], 0) === ''

function decodeDnsName(message, offset) {
  const labels = [];
  let position = offset;
  let jumps = 0;
  while (true) {
    if (position >= message.length) return null;
    const length = message[position];
    if (length === 0) return labels.join('.');
    if (length >= 0xc0) {
      if (position + 1 >= message.length || jumps === 10) return null;
      jumps += 1;
      position = ((length & 0x3f) << 8) | message[position + 1];
      continue;
    }
    labels.push(String.fromCharCode(...message.slice(position + 1, position + 1 + length)));
    position += length + 1;
  }
}

// tests
assert.strictEqual(decodeDnsName([3, 119, 119, 119, 3, 99, 111, 109, 0], 0), 'www.com');
assert.strictEqual(decodeDnsName([3, 119, 119, 119, 3, 99, 111, 109, 0], 4), 'com');
assert.strictEqual(decodeDnsName([3, 99, 111, 109, 0, 2, 105, 111, 0xc0, 0], 5), 'io.com');
assert.strictEqual(decodeDnsName([3, 99, 111, 109, 0, 0xc0, 0], 5), 'com');
assert.strictEqual(decodeDnsName([3, 97, 98], 0), null);
assert.strictEqual(decodeDnsName([2, 97, 98], 0), null);
assert.strictEqual(decodeDnsName([0xc0, 0], 0), null);
assert.strictEqual(decodeDnsName([0, 0xc0], 1), null);
assert.strictEqual(decodeDnsName([1, 120, 0xc0, 5, 9, 0], 0), 'x');
assert.strictEqual(decodeDnsName([5, 0], 9), null);
