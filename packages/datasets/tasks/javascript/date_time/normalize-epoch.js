// query: Convert a Unix timestamp whose unit is unknown into an ISO-8601 UTC string (with milliseconds),
//   guessing the unit from its size: an absolute value below 1e11 is seconds, below 1e14 milliseconds,
//   otherwise microseconds (truncated to whole milliseconds, rounding down).
// entry_point: normalizeEpoch
// example: normalizeEpoch(1700000000) === '2023-11-14T22:13:20.000Z'
// example: normalizeEpoch(1700000000123) === '2023-11-14T22:13:20.123Z'

function normalizeEpoch(value) {
  const magnitude = Math.abs(value);
  let milliseconds;
  if (magnitude < 1e11) milliseconds = value * 1000;
  else if (magnitude < 1e14) milliseconds = value;
  else milliseconds = Math.floor(value / 1000);
  return new Date(milliseconds).toISOString();
}

// tests
assert.strictEqual(normalizeEpoch(0), '1970-01-01T00:00:00.000Z');
assert.strictEqual(normalizeEpoch(1.5), '1970-01-01T00:00:01.500Z');
assert.strictEqual(normalizeEpoch(-86400), '1969-12-31T00:00:00.000Z');
assert.strictEqual(normalizeEpoch(99999999999), '5138-11-16T09:46:39.000Z');
assert.strictEqual(normalizeEpoch(100000000000), '1973-03-03T09:46:40.000Z');
assert.strictEqual(normalizeEpoch(-100000000000), '1966-10-31T14:13:20.000Z');
assert.strictEqual(normalizeEpoch(99999999999999), '5138-11-16T09:46:39.999Z');
assert.strictEqual(normalizeEpoch(100000000000000), '1973-03-03T09:46:40.000Z');
assert.strictEqual(normalizeEpoch(1700000000123999), '2023-11-14T22:13:20.123Z');
assert.strictEqual(normalizeEpoch(-1700000000123001), '1916-02-18T01:46:39.876Z');
