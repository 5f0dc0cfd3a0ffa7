// query: Round an ISO-8601 UTC timestamp to a multiple of a given number of minutes (counted from the Unix
//   epoch) using mode "floor", "ceil" or "nearest" (halfway rounds up), returning "YYYY-MM-DDTHH:MM:SSZ".
//   Return null for a step below 1 minute or an unparseable timestamp.
// entry_point: roundTimestamp
// example: roundTimestamp('2024-05-01T10:07:00Z', 15, 'floor') === '2024-05-01T10:00:00Z'
// example: roundTimestamp('2024-05-01T10:07:00Z', 15, 'ceil') === '2024-05-01T10:15:00Z'

function roundTimestamp(iso, minutes, mode) {
  if (minutes < 1) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const step = minutes * 60000;
  let rounded;
  if (mode === 'floor') rounded = Math.floor(ms / step) * step;
  else if (mode === 'ceil') rounded = Math.ceil(ms / step) * step;
  else rounded = Math.floor((ms + step / 2) / step) * step;
  return new Date(rounded).toISOString().replace('.000Z', 'Z');
}

// tests
assert.strictEqual(roundTimestamp('2024-05-01T10:15:00Z', 15, 'ceil'), '2024-05-01T10:15:00Z');
assert.strictEqual(roundTimestamp('2024-05-01T10:15:00Z', 15, 'floor'), '2024-05-01T10:15:00Z');
assert.strictEqual(roundTimestamp('2024-05-01T10:07:29Z', 15, 'nearest'), '2024-05-01T10:00:00Z');
assert.strictEqual(roundTimestamp('2024-05-01T10:07:30Z', 15, 'nearest'), '2024-05-01T10:15:00Z');
assert.strictEqual(roundTimestamp('2024-05-01T23:59:01Z', 1, 'ceil'), '2024-05-02T00:00:00Z');
assert.strictEqual(roundTimestamp('2024-02-29T13:00:00Z', 1440, 'nearest'), '2024-03-01T00:00:00Z');
assert.strictEqual(roundTimestamp('2024-02-29T11:59:59Z', 1440, 'nearest'), '2024-02-29T00:00:00Z');
assert.strictEqual(roundTimestamp('2024-05-01T10:07:00Z', 0, 'floor'), null);
assert.strictEqual(roundTimestamp('yesterday', 5, 'floor'), null);
assert.strictEqual(roundTimestamp('1969-12-31T23:58:00Z', 5, 'floor'), '1969-12-31T23:55:00Z');
