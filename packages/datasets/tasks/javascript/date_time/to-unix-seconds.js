// query: Convert a UTC timestamp string "YYYY-MM-DDTHH:MM:SSZ" into Unix seconds (negative before 1970),
//   honouring Gregorian leap years. Returns null if the text has any other shape or names a date or time
//   that does not exist.
// entry_point: toUnixSeconds
// example: toUnixSeconds('1970-01-01T00:01:00Z') === 60
// example: toUnixSeconds('2001-09-09T01:46:40Z') === 1000000000

function toUnixSeconds(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(text);
  if (match === null) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const isLeap = (y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const lengths = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (month < 1 || month > 12 || day < 1 || day > lengths[month - 1]) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let days = 0;
  for (let y = 1970; y < year; y += 1) days += isLeap(y) ? 366 : 365;
  for (let y = year; y < 1970; y += 1) days -= isLeap(y) ? 366 : 365;
  for (let m = 1; m < month; m += 1) days += lengths[m - 1];
  days += day - 1;
  return days * 86400 + hour * 3600 + minute * 60 + second;
}

// tests
assert.strictEqual(toUnixSeconds('1970-12-31T23:59:59Z'), 31535999);
assert.strictEqual(toUnixSeconds('2000-02-29T00:00:00Z'), 951782400);
assert.strictEqual(toUnixSeconds('2024-01-31T23:59:59Z'), 1706745599);
assert.strictEqual(toUnixSeconds('2024-01-01T23:60:00Z'), null);
assert.strictEqual(toUnixSeconds('1900-03-01T00:00:00Z'), -2203891200);
assert.strictEqual(toUnixSeconds('2100-03-01T00:00:00Z'), 4107542400);
assert.strictEqual(toUnixSeconds('2023-02-29T00:00:00Z'), null);
assert.strictEqual(toUnixSeconds('2024-13-01T00:00:00Z'), null);
assert.strictEqual(toUnixSeconds('2024-01-01T24:00:00Z'), null);
assert.strictEqual(toUnixSeconds('2024-01-01 00:00:00'), null);
