// query: Check an ISO 6346 shipping container code such as "CSQU3054383": three uppercase owner letters, a
//   category letter U, J or Z, six digits and a check digit. Letters are worth 10 upwards skipping 11, 22 and 33
//   (A=10, B=12, ..., Z=38), digits their value; each of the first ten values is multiplied by 2 to the power of
//   its position (0-9), and the sum mod 11 (then mod 10) must equal the check digit.
// entry_point: isValidContainerCode
// example: isValidContainerCode('CSQU3054383') === true
// example: isValidContainerCode('CSQU3054384') === false

function isValidContainerCode(code) {
  if (!/^[A-Z]{3}[UJZ][0-9]{7}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = code[i];
    let value;
    if (i < 4) {
      value = 10 + (ch.charCodeAt(0) - 65);
      value += Math.floor((value - 1) / 10);
    } else {
      value = Number(ch);
    }
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10 === Number(code[10]);
}

// tests
assert.strictEqual(isValidContainerCode('MSKU9070323'), true);
assert.strictEqual(isValidContainerCode('VVVU1234569'), true);
assert.strictEqual(isValidContainerCode('MSKU9070324'), false);
assert.strictEqual(isValidContainerCode('MSKX9070322'), false);
assert.strictEqual(isValidContainerCode('mSKU9070323'), false);
assert.strictEqual(isValidContainerCode('MSKU907032'), false);
assert.strictEqual(isValidContainerCode('AAAU0000007'), true);
assert.strictEqual(isValidContainerCode('KKKZ0000000'), true);
assert.strictEqual(isValidContainerCode('ZZZJ0000008'), true);
assert.strictEqual(isValidContainerCode('LLLU0000000'), true);
