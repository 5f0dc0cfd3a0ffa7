// query: For a work shift given by "HH:MM" start and end times, where an end that is not after the start
//   means the shift runs into the next day (equal times mean 24 hours), count the minutes worked during
//   night hours, 22:00 to 06:00.
// entry_point: nightMinutes
// example: nightMinutes('21:00', '23:00') === 60
// example: nightMinutes('02:00', '10:00') === 240

function nightMinutes(start, end) {
  const parse = (clock) => {
    const [hours, minutes] = clock.split(':').map(Number);
    return hours * 60 + minutes;
  };
  const begin = parse(start);
  let finish = parse(end);
  if (finish <= begin) finish += 1440;
  const windows = [[0, 360], [1320, 1800], [2760, 3240]];
  let total = 0;
  for (const [low, high] of windows) {
    const overlap = Math.min(high, finish) - Math.max(low, begin);
    if (overlap > 0) total += overlap;
  }
  return total;
}

// tests
assert.strictEqual(nightMinutes('22:00', '06:00'), 480);
assert.strictEqual(nightMinutes('09:00', '17:00'), 0);
assert.strictEqual(nightMinutes('20:00', '23:00'), 60);
assert.strictEqual(nightMinutes('05:00', '07:00'), 60);
assert.strictEqual(nightMinutes('00:00', '00:00'), 480);
assert.strictEqual(nightMinutes('23:30', '00:30'), 60);
assert.strictEqual(nightMinutes('04:00', '23:00'), 180);
assert.strictEqual(nightMinutes('21:59', '22:01'), 1);
assert.strictEqual(nightMinutes('12:00', '08:00'), 480);
assert.strictEqual(nightMinutes('23:00', '23:00'), 480);
