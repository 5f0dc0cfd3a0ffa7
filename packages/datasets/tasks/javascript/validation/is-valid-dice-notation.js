// query: Check a tabletop dice expression such as "3d6+2", "d20" or "2d10-1": an optional count from 1 to 100,
//   "d", a die size of 2, 3, 4, 6, 8, 10, 12, 20 or 100, and an optional "+" or "-" modifier of 1 to 3 digits.
//   Count and size have no leading zeros; spaces and uppercase "D" are not allowed.
// entry_point: isValidDiceNotation
// example: isValidDiceNotation('3d6+2') === true
// example: isValidDiceNotation('3d7') === false

function isValidDiceNotation(text) {
  const match = /^([1-9][0-9]*)?d([1-9][0-9]*)([+-][0-9]{1,3})?$/.exec(text);
  if (match === null) return false;
  if (match[1] !== undefined && Number(match[1]) > 100) return false;
  const sides = [2, 3, 4, 6, 8, 10, 12, 20, 100];
  return sides.includes(Number(match[2]));
}

// tests
assert.strictEqual(isValidDiceNotation('d20'), true);
assert.strictEqual(isValidDiceNotation('100d100-999'), true);
assert.strictEqual(isValidDiceNotation('101d6'), false);
assert.strictEqual(isValidDiceNotation('0d6'), false);
assert.strictEqual(isValidDiceNotation('2d'), false);
assert.strictEqual(isValidDiceNotation('2D6'), false);
assert.strictEqual(isValidDiceNotation('2d06'), false);
assert.strictEqual(isValidDiceNotation('2d6+1000'), false);
assert.strictEqual(isValidDiceNotation('2d6 + 1'), false);
assert.strictEqual(isValidDiceNotation('1d2'), true);
