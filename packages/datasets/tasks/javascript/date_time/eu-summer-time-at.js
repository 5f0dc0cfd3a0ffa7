// query: Decide whether European Union summer time is in effect at an instant given in Unix seconds: it
//   starts at 01:00 UTC on the last Sunday of March and ends at 01:00 UTC on the last Sunday of October
//   (the start instant is included, the end instant is not).
// entry_point: euSummerTimeAt
// example: euSummerTimeAt(1719792000) === true
// example: euSummerTimeAt(1704067200) === false

function euSummerTimeAt(unixSeconds) {
  const year = new Date(unixSeconds * 1000).getUTCFullYear();
  const lastSundayAtOne = (month) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
    return Date.UTC(year, month, sunday, 1) / 1000;
  };
  return unixSeconds >= lastSundayAtOne(2) && unixSeconds < lastSundayAtOne(9);
}

// tests
assert.strictEqual(euSummerTimeAt(Date.UTC(2024, 2, 31, 0, 59, 59) / 1000), false);
assert.strictEqual(euSummerTimeAt(Date.UTC(2024, 2, 31, 1, 0, 0) / 1000), true);
assert.strictEqual(euSummerTimeAt(Date.UTC(2024, 9, 27, 0, 59, 59) / 1000), true);
assert.strictEqual(euSummerTimeAt(Date.UTC(2024, 9, 27, 1, 0, 0) / 1000), false);
assert.strictEqual(euSummerTimeAt(Date.UTC(2025, 2, 30, 1, 0, 0) / 1000), true);
assert.strictEqual(euSummerTimeAt(Date.UTC(2025, 2, 29, 12, 0, 0) / 1000), false);
assert.strictEqual(euSummerTimeAt(Date.UTC(2026, 9, 25, 0, 30, 0) / 1000), true);
assert.strictEqual(euSummerTimeAt(Date.UTC(2026, 9, 25, 2, 0, 0) / 1000), false);
assert.strictEqual(euSummerTimeAt(Date.UTC(2023, 11, 31, 23, 0, 0) / 1000), false);
