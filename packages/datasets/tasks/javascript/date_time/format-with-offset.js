// query: Format an instant given in epoch milliseconds as local ISO-8601 text with an explicit UTC offset,
//   "YYYY-MM-DDTHH:MM:SS+HH:MM", for a fixed offset in minutes (negative west of Greenwich, zero written as
//   +00:00). Milliseconds are dropped.
// entry_point: formatWithOffset
// example: formatWithOffset(0, 0) === '1970-01-01T00:00:00+00:00'
// example: formatWithOffset(0, -300) === '1969-12-31T19:00:00-05:00'

function formatWithOffset(epochMs, offsetMinutes) {
  const pad = (value) => String(value).padStart(2, '0');
  const local = new Date(Math.floor(epochMs / 1000) * 1000 + offsetMinutes * 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date}T${time}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

// tests
assert.strictEqual(formatWithOffset(1709251199999, 0), '2024-02-29T23:59:59+00:00');
assert.strictEqual(formatWithOffset(1709251200000, 0), '2024-03-01T00:00:00+00:00');
assert.strictEqual(formatWithOffset(1709251200000, 330), '2024-03-01T05:30:00+05:30');
assert.strictEqual(formatWithOffset(1709251200000, -570), '2024-02-29T14:30:00-09:30');
assert.strictEqual(formatWithOffset(1704067199000, 60), '2024-01-01T00:59:59+01:00');
assert.strictEqual(formatWithOffset(1704067200000, -1), '2023-12-31T23:59:00-00:01');
assert.strictEqual(formatWithOffset(-1500, 0), '1969-12-31T23:59:58+00:00');
assert.strictEqual(formatWithOffset(1718000000123, 840), '2024-06-10T20:13:20+14:00');
