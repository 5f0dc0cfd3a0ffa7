// query: Check whether a string is a UTC offset as used in timestamps: "Z", or a sign "+" or "-" followed
//   by "HH:MM" with two-digit hours up to 14 and minutes of 00, 15, 30 or 45.
// entry_point: isValidUtcOffset
// example: isValidUtcOffset('+01:00') === true
// example: isValidUtcOffset('+1:00') === false

function isValidUtcOffset(offset) {
  if (offset === 'Z') return true;
  if (offset.length !== 6 || offset[3] !== ':') return false;
  if (offset[0] !== '+' && offset[0] !== '-') return false;
  const digits = offset.slice(1, 3) + offset.slice(4);
  for (const ch of digits) {
    if (ch < '0' || ch > '9') return false;
  }
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4));
  if (hours > 14) return false;
  if (minutes !== 0 && minutes !== 15 && minutes !== 30 && minutes !== 45) return false;
  return true;
}

// tests
assert.strictEqual(isValidUtcOffset('Z'), true);
assert.strictEqual(isValidUtcOffset('+05:30'), true);
assert.strictEqual(isValidUtcOffset('-09:45'), true);
assert.strictEqual(isValidUtcOffset('+14:00'), true);
assert.strictEqual(isValidUtcOffset('+15:00'), false);
assert.strictEqual(isValidUtcOffset('+05:20'), false);
assert.strictEqual(isValidUtcOffset('*05:30'), false);
assert.strictEqual(isValidUtcOffset('+05-30'), false);
assert.strictEqual(isValidUtcOffset('+ 5:30'), false);
assert.strictEqual(isValidUtcOffset('+a5:30'), false);
