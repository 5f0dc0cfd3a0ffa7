// query: Format a number with a fixed number of decimals and commas between groups of three integer
//   digits (1234567.891 with 2 decimals gives "1,234,567.89"). Negative numbers get a leading "-"
//   unless they round to zero. Throw a RangeError for non-finite numbers.
// entry_point: formatThousands
// example: formatThousands(9876543, 0) === '9,876,543'
// example: formatThousands(1000.5, 1) === '1,000.5'

function formatThousands(value, decimals) {
  if (!Number.isFinite(value)) throw new RangeError('value must be finite');
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  let grouped = '';
  for (let index = 0; index < whole.length; index++) {
    const remaining = whole.length - index;
    grouped += whole[index];
    if (remaining > 1 && remaining % 3 === 1) grouped += ',';
  }
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (fraction === undefined ? '' : '.' + fraction);
}

// tests
assert.strictEqual(formatThousands(0, 0), '0');
assert.strictEqual(formatThousands(1234, 0), '1,234');
assert.strictEqual(formatThousands(1234567.891, 2), '1,234,567.89');
assert.strictEqual(formatThousands(-1234.5, 2), '-1,234.50');
assert.strictEqual(formatThousands(999, 1), '999.0');
assert.strictEqual(formatThousands(123456, 0), '123,456');
assert.strictEqual(formatThousands(-0.001, 2), '0.00');
assert.strictEqual(formatThousands(12, 3), '12.000');
assert.strictEqual(formatThousands(-7, 0), '-7');
assert.throws(() => formatThousands(Infinity, 2), RangeError);
