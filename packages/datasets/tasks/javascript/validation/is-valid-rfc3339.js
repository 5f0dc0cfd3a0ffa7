// query: Check an RFC 3339 timestamp such as "2024-05-01T13:45:00Z" or "2024-05-01T13:45:00.123+02:00": a real
//   calendar date, "T" (or "t"), hours 00-23, minutes and seconds 00-59 (60 allowed for a leap second), an
//   optional fraction of one or more digits, and "Z" (or "z") or a "+hh:mm"/"-hh:mm" offset up to 23:59.
// entry_point: isValidRfc3339
// example: isValidRfc3339('2024-05-01T13:45:00Z') === true
// example: isValidRfc3339('2024-05-01 13:45:00') === false

function isValidRfc3339(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/.exec(text);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return false;
  if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6]) > 60) return false;
  if (match[9] !== undefined && (Number(match[9]) > 23 || Number(match[10]) > 59)) return false;
  return true;
}

// tests
assert.strictEqual(isValidRfc3339('2024-02-29t23:59:60.5z'), true);
assert.strictEqual(isValidRfc3339('2023-02-29T00:00:00Z'), false);
assert.strictEqual(isValidRfc3339('2024-01-01T00:00:00-23:59'), true);
assert.strictEqual(isValidRfc3339('2024-13-01T00:00:00Z'), false);
assert.strictEqual(isValidRfc3339('2024-01-00T00:00:00Z'), false);
assert.strictEqual(isValidRfc3339('2024-12-31T23:00:00Z'), true);
assert.strictEqual(isValidRfc3339('2024-01-01T00:60:00Z'), false);
assert.strictEqual(isValidRfc3339('2024-01-01T00:00:61Z'), false);
assert.strictEqual(isValidRfc3339('2024-01-01T00:00:00+24:00'), false);
assert.strictEqual(isValidRfc3339('2024-01-01T00:00:00.Z'), false);
