// query: Check whether a string is an ISO 8601 week "YYYY-Www" (capital W, ASCII digits) naming a week that
//   exists: weeks run from 01 to 52, or to 53 in years that start on a Thursday and in leap years that
//   start on a Wednesday.
// entry_point: isValidIsoWeek
// example: isValidIsoWeek('2024-W52') === true
// example: isValidIsoWeek('2023-W53') === false

function isValidIsoWeek(text) {
  if (text.length !== 8 || text[4] !== '-' || text[5] !== 'W') return false;
  const digits = text.slice(0, 4) + text.slice(6);
  for (const ch of digits) {
    if (ch < '0' || ch > '9') return false;
  }
  const year = Number(text.slice(0, 4));
  const week = Number(text.slice(6));
  if (week < 1) return false;
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const longYear = jan1 === 4 || (leap && jan1 === 3);
  return week <= (longYear ? 53 : 52);
}

// tests
assert.strictEqual(isValidIsoWeek('2020-W53'), true);
assert.strictEqual(isValidIsoWeek('1800-W53'), false);
assert.strictEqual(isValidIsoWeek('2024-W53'), false);
assert.strictEqual(isValidIsoWeek('2019-W01'), true);
assert.strictEqual(isValidIsoWeek('2024-W00'), false);
assert.strictEqual(isValidIsoWeek('2024-w01'), false);
assert.strictEqual(isValidIsoWeek('2024/W01'), false);
assert.strictEqual(isValidIsoWeek('20 4-W01'), false);
assert.strictEqual(isValidIsoWeek('20x4-W01'), false);
assert.strictEqual(isValidIsoWeek('2024-W011'), false);
