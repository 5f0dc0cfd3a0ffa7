// query: Convert a 24-hour "H:MM" or "HH:MM" time into 12-hour form such as "7:05 PM", where midnight is
//   "12:00 AM" and noon is "12:00 PM". Returns null for malformed input, hours above 23 or minutes
//   above 59.
// entry_point: to12HourClock
// example: to12HourClock('08:30') === '8:30 AM'
// example: to12HourClock('15:45') === '3:45 PM'

function to12HourClock(clock) {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const period = hours < 12 ? 'AM' : 'PM';
  let display = hours % 12;
  if (display === 0) display = 12;
  return `${display}:${match[2]} ${period}`;
}

// tests
assert.strictEqual(to12HourClock('19:05'), '7:05 PM');
assert.strictEqual(to12HourClock('00:00'), '12:00 AM');
assert.strictEqual(to12HourClock('12:00'), '12:00 PM');
assert.strictEqual(to12HourClock('11:59'), '11:59 AM');
assert.strictEqual(to12HourClock('23:59'), '11:59 PM');
assert.strictEqual(to12HourClock('24:00'), null);
assert.strictEqual(to12HourClock('10:60'), null);
assert.strictEqual(to12HourClock('7:5'), null);
assert.strictEqual(to12HourClock('13:30'), '1:30 PM');
assert.strictEqual(to12HourClock('1:00'), '1:00 AM');
