// query: Compute Bob Jenkins' one-at-a-time 32-bit hash of a string's character codes (add each code,
//   then mix with shifts by 10 and 6, then a final avalanche with shifts by 3, 11 and 15), returned as
//   an unsigned 32-bit number. The empty string hashes to 0.
// entry_point: oneAtATimeHash
// example: oneAtATimeHash('b') === 14385563
// example: oneAtATimeHash('hello') === 3372029979

function oneAtATimeHash(text) {
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    hash = (hash + text.charCodeAt(i)) >>> 0;
    hash = (hash + (hash << 10)) >>> 0;
    hash = (hash ^ (hash >>> 6)) >>> 0;
  }
  hash = (hash + (hash << 3)) >>> 0;
  hash = (hash ^ (hash >>> 11)) >>> 0;
  hash = (hash + (hash << 15)) >>> 0;
  return hash;
}

// tests
assert.strictEqual(oneAtATimeHash(''), 0);
assert.strictEqual(oneAtATimeHash('a'), 3392050242);
assert.strictEqual(oneAtATimeHash('The quick brown fox jumps over the lazy dog'), 1369346549);
assert.strictEqual(oneAtATimeHash('ab'), 1172708952);
assert.strictEqual(oneAtATimeHash('ba'), 2104200258);
assert.strictEqual(oneAtATimeHash('\u00ff'), 3350335261);
assert.strictEqual(oneAtATimeHash('key-42'), 2080702833);
assert.strictEqual(oneAtATimeHash(' '), 1239258034);
