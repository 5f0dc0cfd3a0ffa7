// query: Check a 7-character SEDOL security code: the first six characters are digits or uppercase consonants
//   (vowels are not allowed; letters are worth 10 for A up to 35 for Z), weighted 1, 3, 1, 7, 3, 9, and the
//   seventh is the digit that brings the weighted sum up to a multiple of 10.
// entry_point: isValidSedol
// example: isValidSedol('0263494') === true
// example: isValidSedol('0263495') === false

function isValidSedol(code) {
  if (code.length !== 7) return false;
  const weights = [1, 3, 1, 7, 3, 9];
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const ch = code[i];
    let value;
    if (ch >= '0' && ch <= '9') value = ch.charCodeAt(0) - 48;
    else if (ch >= 'A' && ch <= 'Z' && !'AEIOU'.includes(ch)) value = ch.charCodeAt(0) - 55;
    else return false;
    sum += value * weights[i];
  }
  const check = (10 - (sum % 10)) % 10;
  return code[6] === String(check);
}

// tests
assert.strictEqual(isValidSedol('B0YBKJ7'), true);
assert.strictEqual(isValidSedol('B0YBLH2'), true);
assert.strictEqual(isValidSedol('0000000'), true);
assert.strictEqual(isValidSedol('9999994'), true);
assert.strictEqual(isValidSedol('ZZZZZZ0'), true);
assert.strictEqual(isValidSedol('B0YBKJ8'), false);
assert.strictEqual(isValidSedol('A0YBKJ7'), false);
assert.strictEqual(isValidSedol('b0ybkj5'), false);
assert.strictEqual(isValidSedol('026349'), false);
assert.strictEqual(isValidSedol('02634944'), false);
