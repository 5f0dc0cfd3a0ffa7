// query: Describe the time between two "YYYY-MM-DDTHH:MM" timestamps (UTC) as days, hours and minutes like
//   "1d 3h 30m", leaving out zero units; equal timestamps give "0m" and an end before the start gives
//   null.
// entry_point: elapsedLabel
// example: elapsedLabel('2024-05-01T08:00', '2024-05-01T10:30') === '2h 30m'
// example: elapsedLabel('2024-05-01T00:00', '2024-05-02T00:05') === '1d 5m'

function elapsedLabel(start, end) {
  const toMinutes = (text) => {
    const [datePart, timePart] = text.split('T');
    const [year, month, day] = datePart.split('-').map(Number);
    const [hour, minute] = timePart.split(':').map(Number);
    return Date.UTC(year, month - 1, day, hour, minute) / 60000;
  };
  let remaining = toMinutes(end) - toMinutes(start);
  if (remaining < 0) return null;
  if (remaining === 0) return '0m';
  const parts = [];
  const days = Math.floor(remaining / 1440);
  remaining -= days * 1440;
  const hours = Math.floor(remaining / 60);
  const minutes = remaining - hours * 60;
  if (days > 0) parts.push(`${days}d`);
  if (hours > 0) parts.push(`${hours}h`);
  if (minutes > 0) parts.push(`${minutes}m`);
  return parts.join(' ');
}

// tests
assert.strictEqual(elapsedLabel('2024-03-01T10:00', '2024-03-01T10:00'), '0m');
assert.strictEqual(elapsedLabel('2024-03-01T10:00', '2024-03-01T09:59'), null);
assert.strictEqual(elapsedLabel('2024-03-01T10:00', '2024-03-01T10:45'), '45m');
assert.strictEqual(elapsedLabel('2024-02-28T22:00', '2024-03-01T01:30'), '1d 3h 30m');
assert.strictEqual(elapsedLabel('2023-02-28T22:00', '2023-03-01T01:30'), '3h 30m');
assert.strictEqual(elapsedLabel('2024-01-01T00:00', '2024-01-03T00:00'), '2d');
assert.strictEqual(elapsedLabel('2024-01-01T00:00', '2024-01-01T01:00'), '1h');
assert.strictEqual(elapsedLabel('2024-12-31T23:59', '2025-01-01T00:00'), '1m');
assert.strictEqual(elapsedLabel('2024-01-01T00:00', '2024-01-02T00:59'), '1d 59m');
assert.strictEqual(elapsedLabel('2024-01-01T08:15', '2024-01-01T10:14'), '1h 59m');
