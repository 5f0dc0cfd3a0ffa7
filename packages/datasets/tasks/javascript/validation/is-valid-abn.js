// query: Check an Australian Business Number: eleven digits, optionally grouped with spaces; subtract 1 from the
//   first digit, multiply the digits by the weights 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19 and the ABN is valid
//   when the sum is divisible by 89.
// entry_point: isValidAbn
// example: isValidAbn('51 824 753 556') === true
// example: isValidAbn('51 824 753 557') === false

function isValidAbn(text) {
  const digits = text.replace(/ /g, '');
  if (!/^[0-9]{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    let digit = Number(digits[i]);
    if (i === 0) digit -= 1;
    sum += digit * weights[i];
  }
  return sum % 89 === 0;
}

// tests
assert.strictEqual(isValidAbn('53004085616'), true);
assert.strictEqual(isValidAbn('53 004 085 616'), true);
assert.strictEqual(isValidAbn('53004085617'), false);
assert.strictEqual(isValidAbn('5300408561'), false);
assert.strictEqual(isValidAbn('530040856160'), false);
assert.strictEqual(isValidAbn('53-004-085-616'), false);
assert.strictEqual(isValidAbn('10000000000'), true);
assert.strictEqual(isValidAbn('00000000000'), false);
assert.strictEqual(isValidAbn('33102417032'), true);
assert.strictEqual(isValidAbn('99999999990'), false);
