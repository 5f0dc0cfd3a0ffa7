// query: Decide whether a numeric PIN is acceptable: it must have between minLength and maxLength ASCII
//   digits (default 4 to 6), must not repeat a single digit throughout, and must not be a straight run
//   counting up or down by one (such as 1234 or 9876).
// entry_point: isStrongPin
// example: isStrongPin('7391') === true
// example: isStrongPin('5555') === false

function isStrongPin(pin, minLength = 4, maxLength = 6) {
  if (pin.length < minLength || pin.length > maxLength) return false;
  for (const ch of pin) {
    if (ch < '0' || ch > '9') return false;
  }
  let allSame = true;
  let ascending = true;
  let descending = true;
  for (let i = 1; i < pin.length; i++) {
    const step = pin.charCodeAt(i) - pin.charCodeAt(i - 1);
    if (step !== 0) allSame = false;
    if (step !== 1) ascending = false;
    if (step !== -1) descending = false;
  }
  return !allSame && !ascending && !descending;
}

// tests
assert.strictEqual(isStrongPin('2580'), true);
assert.strictEqual(isStrongPin('1111'), false);
assert.strictEqual(isStrongPin('1234'), false);
assert.strictEqual(isStrongPin('4321'), false);
assert.strictEqual(isStrongPin('135'), false);
assert.strictEqual(isStrongPin('1357913'), false);
assert.strictEqual(isStrongPin('12a4'), false);
assert.strictEqual(isStrongPin('135790'), true);
assert.strictEqual(isStrongPin('0987'), true);
assert.strictEqual(isStrongPin('1112'), true);
