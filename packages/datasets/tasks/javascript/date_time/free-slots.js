// query: List the start times ("HH:MM") of back-to-back slots of a given length in minutes, laid out from a
//   day start up to a day end, that do not overlap any busy interval (["HH:MM", "HH:MM"] pairs, end
//   exclusive; merely touching is fine). A slot must end by the day end; a non-positive length gives [].
// entry_point: freeSlots
// example: freeSlots([['10:00', '11:00']], '09:00', '12:00', 60) === ['09:00', '11:00']
// example: freeSlots([], '09:00', '10:00', 30) === ['09:00', '09:30']

function freeSlots(busy, dayStart, dayEnd, length) {
  const toMinutes = (clock) => {
    const [hours, minutes] = clock.split(':').map(Number);
    return hours * 60 + minutes;
  };
  if (length <= 0) return [];
  const intervals = busy.map(([from, to]) => [toMinutes(from), toMinutes(to)]);
  const finish = toMinutes(dayEnd);
  const result = [];
  for (let start = toMinutes(dayStart); start + length <= finish; start += length) {
    const end = start + length;
    if (intervals.some(([from, to]) => start < to && from < end)) continue;
    result.push(`${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`);
  }
  return result;
}

// tests
assert.deepStrictEqual(freeSlots([], '09:00', '09:59', 60), []);
assert.deepStrictEqual(freeSlots([], '09:00', '10:00', 60), ['09:00']);
assert.deepStrictEqual(freeSlots([], '09:00', '10:00', 0), []);
assert.deepStrictEqual(freeSlots([['09:30', '09:45']], '09:00', '11:00', 30), ['09:00', '10:00', '10:30']);
assert.deepStrictEqual(freeSlots([['09:00', '09:01']], '09:00', '10:00', 30), ['09:30']);
assert.deepStrictEqual(freeSlots([['09:59', '10:30']], '09:00', '11:00', 30), ['09:00', '10:30']);
assert.deepStrictEqual(freeSlots([['12:00', '13:00'], ['08:00', '09:30']], '09:00', '14:00', 45), ['09:45', '10:30', '11:15']);
assert.deepStrictEqual(freeSlots([['00:00', '23:59']], '08:00', '18:00', 15), []);
assert.deepStrictEqual(freeSlots([['10:15', '10:20']], '09:50', '11:05', 25), ['09:50', '10:40']);
