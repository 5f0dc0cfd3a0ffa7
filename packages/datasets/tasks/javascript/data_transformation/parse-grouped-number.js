// query: Parse a number written with a given digit-group separator and decimal separator, such as
//   "1,234.5" (or "1.234,5" with the roles swapped), with an optional leading "-". Groups after the
//   first must have exactly three digits and the first at most three when grouped. Throw an error for
//   any other format.
// entry_point: parseGroupedNumber
// example: parseGroupedNumber('12,345', ',', '.') === 12345
// example: parseGroupedNumber('9.876,25', '.', ',') === 9876.25

function parseGroupedNumber(text, groupSeparator, decimalSeparator) {
  let body = text.trim();
  let sign = 1;
  if (body.startsWith('-')) {
    sign = -1;
    body = body.slice(1);
  }
  const [whole, fraction, extra] = body.split(decimalSeparator);
  if (extra !== undefined) throw new Error(`more than one decimal separator in ${text}`);
  const groups = whole.split(groupSeparator);
  for (let index = 0; index < groups.length; index++) {
    const group = groups[index];
    if (!/^\d+$/.test(group)) throw new Error(`invalid digits in ${text}`);
    if (index > 0 && group.length !== 3) throw new Error(`bad grouping in ${text}`);
    if (index === 0 && groups.length > 1 && group.length > 3) throw new Error(`bad grouping in ${text}`);
  }
  if (fraction !== undefined && !/^\d+$/.test(fraction)) throw new Error(`invalid fraction in ${text}`);
  const digits = groups.join('') + (fraction === undefined ? '' : '.' + fraction);
  return sign * Number(digits);
}

// tests
assert.strictEqual(parseGroupedNumber('1,234.5', ',', '.'), 1234.5);
assert.strictEqual(parseGroupedNumber('1.234,5', '.', ','), 1234.5);
assert.strictEqual(parseGroupedNumber(' -12 ', ',', '.'), -12);
assert.strictEqual(parseGroupedNumber('1234', ',', '.'), 1234);
assert.strictEqual(parseGroupedNumber('123,456,789', ',', '.'), 123456789);
assert.throws(() => parseGroupedNumber('12a', ',', '.'));
assert.throws(() => parseGroupedNumber('12,34', ',', '.'));
assert.throws(() => parseGroupedNumber('1234,567', ',', '.'));
assert.throws(() => parseGroupedNumber('1.2.3', ',', '.'));
assert.throws(() => parseGroupedNumber('1.', ',', '.'));
