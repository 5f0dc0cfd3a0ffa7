// query: Check a Wi-Fi WPA2 passphrase: either 8 to 63 printable ASCII characters (codes 32 to 126), or exactly
//   64 hexadecimal digits (a raw pre-shared key, either case).
// entry_point: isValidWpaPassphrase
// example: isValidWpaPassphrase('correct horse') === true
// example: isValidWpaPassphrase('short') === false

function isValidWpaPassphrase(passphrase) {
  if (passphrase.length === 64) return /^[0-9a-fA-F]{64}$/.test(passphrase);
  if (passphrase.length < 8 || passphrase.length > 63) return false;
  for (let i = 0; i < passphrase.length; i++) {
    const code = passphrase.charCodeAt(i);
    if (code < 32 || code > 126) return false;
  }
  return true;
}

// tests
assert.strictEqual(isValidWpaPassphrase('12345678'), true);
assert.strictEqual(isValidWpaPassphrase('1234567'), false);
assert.strictEqual(isValidWpaPassphrase('x'.repeat(63)), true);
assert.strictEqual(isValidWpaPassphrase('x'.repeat(64)), false);
assert.strictEqual(isValidWpaPassphrase('aB'.repeat(32)), true);
assert.strictEqual(isValidWpaPassphrase('x'.repeat(65)), false);
assert.strictEqual(isValidWpaPassphrase('       ~'), true);
assert.strictEqual(isValidWpaPassphrase('tab\there!'), false);
assert.strictEqual(isValidWpaPassphrase('caf\u00e9 au lait'), false);
assert.strictEqual(isValidWpaPassphrase('del\u007fchar!'), false);
