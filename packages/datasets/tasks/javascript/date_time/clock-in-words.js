// query: Say a 24-hour "HH:MM" time in British English words on a 12-hour clock: "midnight" and "noon" for
//   00:00 and 12:00, "three o'clock" on the hour, "quarter past", "half past" and "quarter to", multiples
//   of five as "ten past four" or "twenty-five to five", and other minutes as "one minute past" or
//   "seventeen minutes to"; minutes up to 30 count past the hour, later ones to the next hour.
// entry_point: clockInWords
// example: clockInWords('15:15') === 'quarter past three'
// example: clockInWords('08:40') === 'twenty to nine'

function clockInWords(clock) {
  const small = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
    'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
  const say = (value) => (value < 20 ? small[value] : 'twenty' + (value > 20 ? '-' + small[value - 20] : ''));
  const hourWord = (hour) => small[hour % 12 === 0 ? 12 : hour % 12];
  const [hours, minutes] = clock.split(':').map(Number);
  if (minutes === 0 && hours === 0) return 'midnight';
  if (minutes === 0 && hours === 12) return 'noon';
  if (minutes === 0) return `${hourWord(hours)} o'clock`;
  const past = minutes <= 30;
  const amount = past ? minutes : 60 - minutes;
  let phrase;
  if (amount === 15) phrase = 'quarter';
  else if (amount === 30) phrase = 'half';
  else if (amount % 5 === 0) phrase = say(amount);
  else phrase = `${say(amount)} minute${amount === 1 ? '' : 's'}`;
  return `${phrase} ${past ? 'past' : 'to'} ${hourWord(past ? hours : hours + 1)}`;
}

// tests
assert.strictEqual(clockInWords('00:00'), 'midnight');
assert.strictEqual(clockInWords('12:00'), 'noon');
assert.strictEqual(clockInWords('13:00'), "one o'clock");
assert.strictEqual(clockInWords('11:30'), 'half past eleven');
assert.strictEqual(clockInWords('11:31'), 'twenty-nine minutes to twelve');
assert.strictEqual(clockInWords('23:45'), 'quarter to twelve');
assert.strictEqual(clockInWords('00:01'), 'one minute past twelve');
assert.strictEqual(clockInWords('06:59'), 'one minute to seven');
assert.strictEqual(clockInWords('09:20'), 'twenty past nine');
assert.strictEqual(clockInWords('10:25') + ' / ' + clockInWords('12:53'), 'twenty-five past ten / seven minutes to one');
