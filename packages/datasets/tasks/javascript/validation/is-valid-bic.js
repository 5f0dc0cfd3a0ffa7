// query: Check whether a string is a SWIFT/BIC code: 8 or 11 characters, where the first six (bank and
//   country code) are uppercase ASCII letters and the rest (location and optional branch) are uppercase
//   letters or digits.
// entry_point: isValidBic
// example: isValidBic('BNPAFRPP') === true
// example: isValidBic('BNPAFRPP12') === false

function isValidBic(code) {
  if (code.length !== 8 && code.length !== 11) return false;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    const isLetter = ch >= 'A' && ch <= 'Z';
    const isDigit = ch >= '0' && ch <= '9';
    if (i < 6 && !isLetter) return false;
    if (i >= 6 && !isLetter && !isDigit) return false;
  }
  return true;
}

// tests
assert.strictEqual(isValidBic('DEUTDEFF'), true);
assert.strictEqual(isValidBic('DEUTDEFF500'), true);
assert.strictEqual(isValidBic('DEUTDE_F'), false);
assert.strictEqual(isValidBic('DEUTDEF'), false);
assert.strictEqual(isValidBic('DEU1DEFF'), false);
assert.strictEqual(isValidBic('deutdeff'), false);
assert.strictEqual(isValidBic('DEUTDEFF5_0'), false);
assert.strictEqual(isValidBic('ABCDZZ09'), true);
assert.strictEqual(isValidBic('DEUTD3FF'), false);
assert.strictEqual(isValidBic('NEDSZAJJXXX'), true);
