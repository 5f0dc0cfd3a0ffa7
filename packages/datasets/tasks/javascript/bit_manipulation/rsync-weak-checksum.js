// query: Compute the rsync-style weak rolling checksum of a block of bytes: a is the sum of the bytes
//   and b is the sum of each byte weighted by its distance from the end (length - i), both modulo
//   65536, combined as the unsigned 32-bit value (b << 16) | a.
// entry_point: rsyncWeakChecksum
// example: rsyncWeakChecksum([1, 2]) === (4 << 16 | 3)
// example: rsyncWeakChecksum([5]) === 327685

function rsyncWeakChecksum(bytes) {
  let a = 0;
  let b = 0;
  const length = bytes.length;
  for (let i = 0; i < length; i++) {
    a = (a + bytes[i]) & 0xffff;
    b = (b + (length - i) * bytes[i]) & 0xffff;
  }
  return ((b << 16) | a) >>> 0;
}

// tests
assert.strictEqual(rsyncWeakChecksum([]), 0);
assert.strictEqual(rsyncWeakChecksum([1]), 0x00010001);
assert.strictEqual(rsyncWeakChecksum([1, 0]), 0x00020001);
assert.strictEqual(rsyncWeakChecksum([0, 1]), 0x00010001);
assert.strictEqual(rsyncWeakChecksum([1, 2, 3]), 655366);
assert.strictEqual(rsyncWeakChecksum([255, 255]), 50135550);
assert.strictEqual(rsyncWeakChecksum(new Array(300).fill(255)), 2913086164);
assert.strictEqual(rsyncWeakChecksum([0x80, 0, 0x80]), 33554688);
assert.strictEqual(rsyncWeakChecksum(new Array(1000).fill(200)), 1738542400);
