// query: Write an integer with its English ordinal suffix: "st", "nd" and "rd" for numbers ending in 1, 2
//   and 3, except that numbers ending in 11, 12 or 13 take "th", like every other number. Negative numbers
//   follow the same rule based on their absolute value.
// entry_point: ordinalSuffix
// example: ordinalSuffix(22) === '22nd'
// example: ordinalSuffix(12) === '12th'

function ordinalSuffix(n) {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const last = lastTwo % 10;
  if (last === 1) return `${n}st`;
  if (last === 2) return `${n}nd`;
  if (last === 3) return `${n}rd`;
  return `${n}th`;
}

// tests
assert.strictEqual(ordinalSuffix(1), '1st');
assert.strictEqual(ordinalSuffix(2), '2nd');
assert.strictEqual(ordinalSuffix(3), '3rd');
assert.strictEqual(ordinalSuffix(4), '4th');
assert.strictEqual(ordinalSuffix(11), '11th');
assert.strictEqual(ordinalSuffix(13), '13th');
assert.strictEqual(ordinalSuffix(111), '111th');
assert.strictEqual(ordinalSuffix(103), '103rd');
assert.strictEqual(ordinalSuffix(0), '0th');
assert.strictEqual(ordinalSuffix(-22), '-22nd');
