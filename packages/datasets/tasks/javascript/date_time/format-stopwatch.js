// query: Format an elapsed time in milliseconds like a stopwatch: "M:SS.cc" below one hour and "H:MM:SS.cc"
//   from one hour on, where cc are hundredths of a second (truncated, not rounded). Negative input gives null.
// entry_point: formatStopwatch
// example: formatStopwatch(83450) === '1:23.45'
// example: formatStopwatch(3723000) === '1:02:03.00'

function formatStopwatch(milliseconds) {
  if (milliseconds < 0) return null;
  const pad = (value) => String(value).padStart(2, '0');
  const centis = Math.floor(milliseconds / 10);
  const totalSeconds = Math.floor(centis / 100);
  const totalMinutes = Math.floor(totalSeconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const tail = `${pad(totalSeconds % 60)}.${pad(centis % 100)}`;
  if (hours > 0) return `${hours}:${pad(totalMinutes % 60)}:${tail}`;
  return `${totalMinutes}:${tail}`;
}

// tests
assert.strictEqual(formatStopwatch(0), '0:00.00');
assert.strictEqual(formatStopwatch(9), '0:00.00');
assert.strictEqual(formatStopwatch(10), '0:00.01');
assert.strictEqual(formatStopwatch(59999), '0:59.99');
assert.strictEqual(formatStopwatch(60000), '1:00.00');
assert.strictEqual(formatStopwatch(3599999), '59:59.99');
assert.strictEqual(formatStopwatch(3600000), '1:00:00.00');
assert.strictEqual(formatStopwatch(36610050), '10:10:10.05');
assert.strictEqual(formatStopwatch(-1), null);
