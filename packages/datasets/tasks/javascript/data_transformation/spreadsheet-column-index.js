// query: Convert a spreadsheet column label such as "A", "Z", "AA" or "xfd" (letters, case-insensitive,
//   surrounding spaces ignored) into its 1-based column number. Return null for an empty label or one
//   containing anything other than the letters A-Z.
// entry_point: spreadsheetColumnIndex
// example: spreadsheetColumnIndex('C') === 3
// example: spreadsheetColumnIndex('AB') === 28

function spreadsheetColumnIndex(label) {
  const text = label.trim().toUpperCase();
  if (text.length === 0) return null;
  let index = 0;
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 65 || code > 90) return null;
    index = index * 26 + (code - 64);
  }
  return index;
}

// tests
assert.strictEqual(spreadsheetColumnIndex('A'), 1);
assert.strictEqual(spreadsheetColumnIndex('Z'), 26);
assert.strictEqual(spreadsheetColumnIndex('AA'), 27);
assert.strictEqual(spreadsheetColumnIndex('az'), 52);
assert.strictEqual(spreadsheetColumnIndex(' ZZ '), 702);
assert.strictEqual(spreadsheetColumnIndex('AAA'), 703);
assert.strictEqual(spreadsheetColumnIndex('XFD'), 16384);
assert.strictEqual(spreadsheetColumnIndex(''), null);
assert.strictEqual(spreadsheetColumnIndex('A1'), null);
assert.strictEqual(spreadsheetColumnIndex('@'), null);
