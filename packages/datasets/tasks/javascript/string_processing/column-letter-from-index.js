// query: Convert a 1-based spreadsheet column number to its letter label: 1 is "A", 26 is "Z", 27 is "AA",
//   702 is "ZZ" and 703 is "AAA". Numbers below 1 or not whole give an empty string.
// entry_point: columnLetterFromIndex
// example: columnLetterFromIndex(3) === 'C'
// example: columnLetterFromIndex(28) === 'AB'

function columnLetterFromIndex(index) {
  if (!Number.isInteger(index) || index < 1) return '';
  let label = '';
  let remaining = index;
  while (remaining > 0) {
    const digit = (remaining - 1) % 26;
    label = String.fromCharCode(65 + digit) + label;
    remaining = Math.floor((remaining - 1) / 26);
  }
  return label;
}

// tests
assert.strictEqual(columnLetterFromIndex(1), 'A');
assert.strictEqual(columnLetterFromIndex(26), 'Z');
assert.strictEqual(columnLetterFromIndex(27), 'AA');
assert.strictEqual(columnLetterFromIndex(52), 'AZ');
assert.strictEqual(columnLetterFromIndex(53), 'BA');
assert.strictEqual(columnLetterFromIndex(702), 'ZZ');
assert.strictEqual(columnLetterFromIndex(703), 'AAA');
assert.strictEqual(columnLetterFromIndex(16384), 'XFD');
assert.strictEqual(columnLetterFromIndex(0), '');
assert.strictEqual(columnLetterFromIndex(2.5), '');
