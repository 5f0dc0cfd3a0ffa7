// query: Describe a weekly schedule, given as an object from weekday index (0 = Monday ... 6 = Sunday) to
//   [open, close] "HH:MM" pairs, as text like "Mon-Fri 09:00-17:00; Sat 10:00-14:00": consecutive days with
//   identical hours are grouped into a range, missing days are closed and break a group, and the week does
//   not wrap. A schedule with no open days gives "closed".
// entry_point: formatOpeningHours
// example: formatOpeningHours({ 0: ['09:00', '17:00'], 1: ['09:00', '17:00'] }) === 'Mon-Tue 09:00-17:00'
// example: formatOpeningHours({ 6: ['12:00', '16:00'] }) === 'Sun 12:00-16:00'

function formatOpeningHours(schedule) {
  const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const same = (day, hours) =>
    schedule[day] !== undefined && schedule[day][0] === hours[0] && schedule[day][1] === hours[1];
  const parts = [];
  let day = 0;
  while (day < 7) {
    const hours = schedule[day];
    if (hours === undefined) {
      day += 1;
      continue;
    }
    let end = day;
    while (same(end + 1, hours)) end += 1;
    const days = end === day ? names[day] : `${names[day]}-${names[end]}`;
    parts.push(`${days} ${hours[0]}-${hours[1]}`);
    day = end + 1;
  }
  return parts.length === 0 ? 'closed' : parts.join('; ');
}

// tests
assert.strictEqual(formatOpeningHours({}), 'closed');
assert.strictEqual(formatOpeningHours({ 0: ['08:00', '12:00'] }), 'Mon 08:00-12:00');
assert.strictEqual(formatOpeningHours({ 0: ['09:00', '17:00'], 1: ['09:00', '17:00'], 2: ['09:00', '17:00'], 3: ['09:00', '17:00'], 4: ['09:00', '17:00'], 5: ['10:00', '14:00'] }), 'Mon-Fri 09:00-17:00; Sat 10:00-14:00');
assert.strictEqual(formatOpeningHours({ 0: ['09:00', '17:00'], 2: ['09:00', '17:00'] }), 'Mon 09:00-17:00; Wed 09:00-17:00');
assert.strictEqual(formatOpeningHours({ 4: ['09:00', '17:00'], 5: ['09:00', '18:00'], 6: ['09:00', '18:00'] }), 'Fri 09:00-17:00; Sat-Sun 09:00-18:00');
assert.strictEqual(formatOpeningHours({ 3: ['10:00', '16:00'], 4: ['11:00', '16:00'] }), 'Thu 10:00-16:00; Fri 11:00-16:00');
assert.strictEqual(formatOpeningHours({ 6: ['00:00', '24:00'], 0: ['00:00', '24:00'] }), 'Mon 00:00-24:00; Sun 00:00-24:00');
assert.strictEqual(formatOpeningHours({ 0: ['07:00', '19:00'], 1: ['07:00', '19:00'], 2: ['07:00', '19:00'], 3: ['07:00', '19:00'], 4: ['07:00', '19:00'], 5: ['07:00', '19:00'], 6: ['07:00', '19:00'] }), 'Mon-Sun 07:00-19:00');
