// query: Break the time remaining from a current instant to a target instant (both epoch milliseconds) into
//   whole { days, hours, minutes, seconds }, dropping any leftover milliseconds. Return null when the target
//   is not after the current instant.
// entry_point: countdownParts
// example: countdownParts(0, 90061000) === { days: 1, hours: 1, minutes: 1, seconds: 1 }
// example: countdownParts(5000, 5000) === null

function countdownParts(nowMs, targetMs) {
  if (targetMs <= nowMs) return null;
  let remaining = Math.floor((targetMs - nowMs) / 1000);
  const days = Math.floor(remaining / 86400);
  remaining -= days * 86400;
  const hours = Math.floor(remaining / 3600);
  remaining -= hours * 3600;
  const minutes = Math.floor(remaining / 60);
  return { days, hours, minutes, seconds: remaining - minutes * 60 };
}

// tests
assert.deepStrictEqual([countdownParts(1000, 999), countdownParts(7, 7)], [null, null]);
assert.deepStrictEqual(countdownParts(0, 1), { days: 0, hours: 0, minutes: 0, seconds: 0 });
assert.deepStrictEqual(countdownParts(0, 59999), { days: 0, hours: 0, minutes: 0, seconds: 59 });
assert.deepStrictEqual(countdownParts(0, 60000), { days: 0, hours: 0, minutes: 1, seconds: 0 });
assert.deepStrictEqual(countdownParts(0, 3599000), { days: 0, hours: 0, minutes: 59, seconds: 59 });
assert.deepStrictEqual(countdownParts(0, 86399999), { days: 0, hours: 23, minutes: 59, seconds: 59 });
assert.deepStrictEqual(countdownParts(1700000000000, 1700000000000 + 86400000 * 3 + 7200000 + 1500), { days: 3, hours: 2, minutes: 0, seconds: 1 });
assert.deepStrictEqual(countdownParts(-10000, 3600000), { days: 0, hours: 1, minutes: 0, seconds: 10 });
