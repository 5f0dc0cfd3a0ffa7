// query: Format an amount of money given in integer cents as text like "$1,234.56": a currency symbol
//   (default "$"), thousands separated by commas and always two decimals. Negative amounts are shown in
//   parentheses, e.g. "($5.00)"; zero is "$0.00".
// entry_point: formatMoney
// example: formatMoney(123456) === '$1,234.56'
// example: formatMoney(-500) === '($5.00)'

function formatMoney(cents, symbol = '$') {
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = absolute % 100;
  const digits = String(whole);
  let grouped = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ',';
    grouped += digits[i];
  }
  const text = symbol + grouped + '.' + String(fraction).padStart(2, '0');
  return negative ? '(' + text + ')' : text;
}

// tests
assert.strictEqual(formatMoney(0), '$0.00');
assert.strictEqual(formatMoney(5), '$0.05');
assert.strictEqual(formatMoney(99999), '$999.99');
assert.strictEqual(formatMoney(100000), '$1,000.00');
assert.strictEqual(formatMoney(12345678901), '$123,456,789.01');
assert.strictEqual(formatMoney(-1), '($0.01)');
assert.strictEqual(formatMoney(250, '€'), '€2.50');
assert.strictEqual(formatMoney(-123456789, ''), '(1,234,567.89)');
assert.strictEqual(formatMoney(1010), '$10.10');
