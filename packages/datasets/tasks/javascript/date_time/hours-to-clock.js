// query: Format a decimal number of hours as "H:MM" (for example 1.75 becomes "1:45"), rounding to the
//   nearest minute; negative durations get a leading "-" unless they round to zero.
// entry_point: hoursToClock
// example: hoursToClock(2.5) === '2:30'
// example: hoursToClock(0.75) === '0:45'

function hoursToClock(hours) {
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const sign = hours < 0 && totalMinutes > 0 ? '-' : '';
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${sign}${whole}:${String(minutes).padStart(2, '0')}`;
}

// tests
assert.strictEqual(hoursToClock(1.75), '1:45');
assert.strictEqual(hoursToClock(0), '0:00');
assert.strictEqual(hoursToClock(-0.5), '-0:30');
assert.strictEqual(hoursToClock(2.9999), '3:00');
assert.strictEqual(hoursToClock(-0.001), '0:00');
assert.strictEqual(hoursToClock(10.5), '10:30');
assert.strictEqual(hoursToClock(0.25), '0:15');
assert.strictEqual(hoursToClock(1 / 60), '0:01');
assert.strictEqual(hoursToClock(-2.25), '-2:15');
assert.strictEqual(hoursToClock(100), '100:00');
