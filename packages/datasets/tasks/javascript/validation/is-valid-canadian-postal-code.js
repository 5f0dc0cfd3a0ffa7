// query: Check a Canadian postal code "A1A 1A1" (letters uppercase, the space optional): letter, digit, letter,
//   digit, letter, digit, where no letter is D, F, I, O, Q or U, and the first letter is also not W or Z.
// entry_point: isValidCanadianPostalCode
// example: isValidCanadianPostalCode('K1A 0B1') === true
// example: isValidCanadianPostalCode('K1A 0B') === false

function isValidCanadianPostalCode(code) {
  const compact = code.length === 7 && code[3] === ' ' ? code.slice(0, 3) + code.slice(4) : code;
  if (compact.length !== 6) return false;
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  for (let i = 0; i < 6; i++) {
    const ch = compact[i];
    if (i % 2 === 1) {
      if (ch < '0' || ch > '9') return false;
    } else if (!letters.includes(ch) || (i === 0 && (ch === 'W' || ch === 'Z'))) {
      return false;
    }
  }
  return true;
}

// tests
assert.strictEqual(isValidCanadianPostalCode('H2X1Y4'), true);
assert.strictEqual(isValidCanadianPostalCode('V9Z 0Z9'), true);
assert.strictEqual(isValidCanadianPostalCode('A0A 0A0'), true);
assert.strictEqual(isValidCanadianPostalCode('W1A 0B1'), false);
assert.strictEqual(isValidCanadianPostalCode('Z1A 0B1'), false);
assert.strictEqual(isValidCanadianPostalCode('K1D 0B1'), false);
assert.strictEqual(isValidCanadianPostalCode('k1a 0b1'), false);
assert.strictEqual(isValidCanadianPostalCode('K1A-0B1'), false);
assert.strictEqual(isValidCanadianPostalCode('K1A0B1X'), false);
assert.strictEqual(isValidCanadianPostalCode('KKA 0B1'), false);
