// query: Check whether a string is valid RFC 4648 base32: characters A-Z and 2-7, a total length that is a
//   multiple of 8, and "=" padding only at the end with 0, 1, 3, 4 or 6 padding characters. The empty string
//   is valid; lowercase letters are not.
// entry_point: isValidBase32
// example: isValidBase32('MZXW6===') === true
// example: isValidBase32('MZXW6YT') === false

function isValidBase32(text) {
  if (text.length % 8 !== 0) return false;
  let padding = 0;
  while (padding < text.length && text[text.length - 1 - padding] === '=') padding += 1;
  if (![0, 1, 3, 4, 6].includes(padding)) return false;
  const body = text.slice(0, text.length - padding);
  return /^[A-Z2-7]*$/.test(body);
}

// tests
assert.strictEqual(isValidBase32(''), true);
assert.strictEqual(isValidBase32('MZXW6YTB'), true);
assert.strictEqual(isValidBase32('MY======'), true);
assert.strictEqual(isValidBase32('MZXQ===='), true);
assert.strictEqual(isValidBase32('MZXW6YQ='), true);
assert.strictEqual(isValidBase32('MZXW6Y=='), false);
assert.strictEqual(isValidBase32('M======='), false);
assert.strictEqual(isValidBase32('MZXW6'), false);
assert.strictEqual(isValidBase32('MZ=W6YTB'), false);
assert.strictEqual(isValidBase32('mzxw6ytb'), false);
