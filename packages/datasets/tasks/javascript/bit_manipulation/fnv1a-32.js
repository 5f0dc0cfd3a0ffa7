// query: Compute the 32-bit FNV-1a hash of a string's UTF-8 bytes (offset basis 0x811C9DC5, prime
//   0x01000193), returned as an unsigned 32-bit number. The empty string hashes to the offset basis.
// entry_point: fnv1a32
// example: fnv1a32('hello') === 0x4f9f2cab
// example: fnv1a32('b') === 0xe70c2de5

function fnv1a32(text) {
  const bytes = new TextEncoder().encode(text);
  let hash = 0x811c9dc5;
  for (let index = 0; index < bytes.length; index++) {
    hash ^= bytes[index];
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

// tests
assert.strictEqual(fnv1a32(''), 0x811c9dc5);
assert.strictEqual(fnv1a32('a'), 0xe40c292c);
assert.strictEqual(fnv1a32('foobar'), 0xbf9cf968);
assert.strictEqual(fnv1a32('ab'), 0x4d2505ca);
assert.strictEqual(fnv1a32('ba'), 0x3c2ba6cc);
assert.strictEqual(fnv1a32('é'), 0x1e9de8c1);
assert.ok(fnv1a32('foobar') > 0x7fffffff);
