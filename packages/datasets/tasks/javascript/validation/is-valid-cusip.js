// query: Check whether a 9-character CUSIP security identifier is valid: the first eight characters are
//   digits, uppercase letters (worth 10-35) or "*", "@", "#" (worth 36, 37, 38); every second value is
//   doubled, the digits of all values are summed, and the ninth character must be the digit that brings
//   that sum up to a multiple of 10.
// entry_point: isValidCusip
// example: isValidCusip('931142103') === true
// example: isValidCusip('931142104') === false

function isValidCusip(cusip) {
  if (cusip.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const ch = cusip[i];
    let value;
    if (ch >= '0' && ch <= '9') value = ch.charCodeAt(0) - 48;
    else if (ch >= 'A' && ch <= 'Z') value = ch.charCodeAt(0) - 55;
    else if (ch === '*') value = 36;
    else if (ch === '@') value = 37;
    else if (ch === '#') value = 38;
    else return false;
    if (i % 2 === 1) value *= 2;
    sum += Math.floor(value / 10) + (value % 10);
  }
  const check = (10 - (sum % 10)) % 10;
  return cusip[8] === String(check);
}

// tests
assert.strictEqual(isValidCusip('037833100'), true);
assert.strictEqual(isValidCusip('17275R102'), true);
assert.strictEqual(isValidCusip('38259P508'), true);
assert.strictEqual(isValidCusip('594918104'), true);
assert.strictEqual(isValidCusip('037833101'), false);
assert.strictEqual(isValidCusip('ZZ*@#A903'), true);
assert.strictEqual(isValidCusip('03783310'), false);
assert.strictEqual(isValidCusip('0378331000'), false);
assert.strictEqual(isValidCusip('17275r102'), false);
