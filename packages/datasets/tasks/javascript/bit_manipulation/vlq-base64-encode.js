// query: Encode integers as source-map Base64 VLQ text: move the sign into the lowest bit (value * 2,
//   plus 1 when negative), then emit 5-bit groups from least significant, setting the continuation bit
//   (32) on all but the last, each mapped through the Base64 alphabet A-Z a-z 0-9 + /.
// entry_point: vlqBase64Encode
// example: vlqBase64Encode([2]) === 'E'
// example: vlqBase64Encode([-2, 3]) === 'FG'

function vlqBase64Encode(values) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let output = '';
  for (const value of values) {
    let vlq = value < 0 ? (-value << 1) | 1 : value << 1;
    do {
      let digit = vlq & 31;
      vlq >>>= 5;
      if (vlq > 0) digit |= 32;
      output += alphabet[digit];
    } while (vlq > 0);
  }
  return output;
}

// tests
assert.strictEqual(vlqBase64Encode([]), '');
assert.strictEqual(vlqBase64Encode([0]), 'A');
assert.strictEqual(vlqBase64Encode([1]), 'C');
assert.strictEqual(vlqBase64Encode([-1]), 'D');
assert.strictEqual(vlqBase64Encode([15]), 'e');
assert.strictEqual(vlqBase64Encode([16]), 'gB');
assert.strictEqual(vlqBase64Encode([-16]), 'hB');
assert.strictEqual(vlqBase64Encode([123]), '2H');
assert.strictEqual(vlqBase64Encode([0, 0, 16, 1]), 'AAgBC');
assert.strictEqual(vlqBase64Encode([1000000]), 'gkh9B');
