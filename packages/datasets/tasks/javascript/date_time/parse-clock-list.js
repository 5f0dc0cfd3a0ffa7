// query: Parse a comma-separated list of times such as "9, 9:30am, 14:00, 2pm" into sorted, de-duplicated
//   minutes after midnight. Each item is an hour with optional ":MM" and an optional am/pm suffix (any
//   case, space allowed); with am/pm the hour must be 1-12, without it 0-23. Empty items are skipped; any
//   invalid item makes the whole result null.
// entry_point: parseClockList
// example: parseClockList('9, 14:30') === [540, 870]
// example: parseClockList('2pm, 9am') === [540, 840]

function parseClockList(text) {
  const result = new Set();
  for (const raw of text.split(',')) {
    const token = raw.trim().toLowerCase();
    if (token === '') continue;
    const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(token);
    if (match === null) return null;
    let hours = Number(match[1]);
    const minutes = match[2] === undefined ? 0 : Number(match[2]);
    if (minutes > 59) return null;
    if (match[3] !== undefined) {
      if (hours < 1 || hours > 12) return null;
      hours = (hours % 12) + (match[3] === 'pm' ? 12 : 0);
    } else if (hours > 23) {
      return null;
    }
    result.add(hours * 60 + minutes);
  }
  return [...result].sort((a, b) => a - b);
}

// tests
assert.deepStrictEqual(parseClockList(''), []);
assert.deepStrictEqual(parseClockList('0, 23:59'), [0, 1439]);
assert.deepStrictEqual(parseClockList('12am, 12pm, 12:30 AM'), [0, 30, 720]);
assert.deepStrictEqual(parseClockList('9:30am, 9:30, 21:30, 9:30 PM'), [570, 1290]);
assert.deepStrictEqual(parseClockList(' 7 ,, 6 '), [360, 420]);
assert.deepStrictEqual(parseClockList('1am, 1 PM'), [60, 780]);
assert.deepStrictEqual(parseClockList('10:5'), null);
assert.deepStrictEqual(parseClockList('24'), null);
assert.deepStrictEqual([parseClockList('13pm'), parseClockList('0am')], [null, null]);
assert.deepStrictEqual(parseClockList('9:60, 10'), null);
