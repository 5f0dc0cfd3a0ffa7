// query: Count ISO-8601 UTC timestamps by local hour of day, where local time is UTC shifted by a fixed
//   offset in minutes (negative west of Greenwich), returning an array of 24 counts for hours 0-23.
//   Timestamps that cannot be parsed are skipped.
// entry_point: hourlyHistogram
// example: hourlyHistogram(['2024-01-01T09:15:00Z', '2024-01-02T09:45:00Z'], 0)[9] === 2
// example: hourlyHistogram(['2024-01-01T23:30:00Z'], 60)[0] === 1

function hourlyHistogram(timestamps, offsetMinutes) {
  const counts = new Array(24).fill(0);
  for (const stamp of timestamps) {
    const ms = Date.parse(stamp);
    if (Number.isNaN(ms)) continue;
    const minuteOfDay = (((Math.floor(ms / 60000) + offsetMinutes) % 1440) + 1440) % 1440;
    counts[Math.floor(minuteOfDay / 60)] += 1;
  }
  return counts;
}

// tests
assert.deepStrictEqual(hourlyHistogram([], 0), new Array(24).fill(0));
assert.deepStrictEqual(hourlyHistogram(['not a date'], 0), new Array(24).fill(0));
assert.strictEqual(hourlyHistogram(['2024-05-01T00:00:00Z'], 0)[0], 1);
assert.strictEqual(hourlyHistogram(['2024-05-01T00:59:59Z'], 0)[0], 1);
assert.strictEqual(hourlyHistogram(['2024-05-01T01:00:00Z'], 0)[1], 1);
assert.strictEqual(hourlyHistogram(['2024-05-01T00:30:00Z'], -60)[23], 1);
assert.strictEqual(hourlyHistogram(['2024-05-01T18:30:00Z'], 330)[0], 1);
assert.strictEqual(hourlyHistogram(['2024-05-01T18:29:00Z'], 330)[23], 1);
assert.deepStrictEqual(hourlyHistogram(['1969-12-31T23:10:00Z', '2024-05-01T12:00:00Z', '2024-05-02T12:05:00Z'], 0).filter((count) => count > 0), [2, 1]);
