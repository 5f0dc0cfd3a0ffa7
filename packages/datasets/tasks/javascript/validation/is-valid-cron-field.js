// query: Check one field of a cron schedule against its allowed range [min, max]. The field is a
//   comma-separated list of items, each "*", a number, or a range "a-b" with a <= b, optionally followed by
//   "/step" with a step of at least 1; numbers are plain ASCII digits within the range.
// entry_point: isValidCronField
// example: isValidCronField('*/15', 0, 59) === true
// example: isValidCronField('1-5,70', 0, 59) === false

function isValidCronField(field, min, max) {
  for (const item of field.split(',')) {
    let range = item;
    const slash = item.indexOf('/');
    if (slash !== -1) {
      const step = item.slice(slash + 1);
      if (!isPlainNumber(step) || Number(step) < 1) return false;
      range = item.slice(0, slash);
    }
    if (range === '*') continue;
    const dash = range.indexOf('-');
    const start = dash === -1 ? range : range.slice(0, dash);
    const end = dash === -1 ? range : range.slice(dash + 1);
    if (!isPlainNumber(start) || !isPlainNumber(end)) return false;
    const low = Number(start);
    const high = Number(end);
    if (low < min || high > max || low > high) return false;
  }
  return true;
}

function isPlainNumber(text) {
  if (text.length === 0) return false;
  for (const ch of text) {
    if (ch < '0' || ch > '9') return false;
  }
  return true;
}

// tests
assert.strictEqual(isValidCronField('*/1', 0, 59), true);
assert.strictEqual(isValidCronField('*/0', 0, 59), false);
assert.strictEqual(isValidCronField('0,30,59', 0, 59), true);
assert.strictEqual(isValidCronField('60', 0, 59), false);
assert.strictEqual(isValidCronField('10-20/5', 0, 23), true);
assert.strictEqual(isValidCronField('20-10', 0, 23), false);
assert.strictEqual(isValidCronField('5-a', 0, 59), false);
assert.strictEqual(isValidCronField(' 5', 0, 59), false);
assert.strictEqual(isValidCronField('1,,2', 0, 59), false);
assert.strictEqual(isValidCronField('7-7,9', 1, 9), true);
