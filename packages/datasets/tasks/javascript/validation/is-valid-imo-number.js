// query: Check a ship's IMO number written "IMO 1234567" (the "IMO " prefix is optional): seven digits where the
//   first six multiplied by 7, 6, 5, 4, 3 and 2 add up to a number whose last digit equals the seventh digit.
// entry_point: isValidImoNumber
// example: isValidImoNumber('IMO 9074729') === true
// example: isValidImoNumber('IMO 9074728') === false

function isValidImoNumber(text) {
  const digits = text.startsWith('IMO ') ? text.slice(4) : text;
  if (!/^[0-9]{7}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    sum += Number(digits[i]) * (7 - i);
  }
  return sum % 10 === Number(digits[6]);
}

// tests
assert.strictEqual(isValidImoNumber('9176187'), true);
assert.strictEqual(isValidImoNumber('IMO 9176187'), true);
assert.strictEqual(isValidImoNumber('IMO9176187'), false);
assert.strictEqual(isValidImoNumber('imo 9176187'), false);
assert.strictEqual(isValidImoNumber('9176188'), false);
assert.strictEqual(isValidImoNumber('917618'), false);
assert.strictEqual(isValidImoNumber('91761877'), false);
assert.strictEqual(isValidImoNumber('1000007'), true);
assert.strictEqual(isValidImoNumber('0000010'), false);
assert.strictEqual(isValidImoNumber('0100006'), true);
