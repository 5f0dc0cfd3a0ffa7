// query: Round a number to a given count of decimal places using banker's rounding: exact halves go to the
//   even neighbour (2.5 -> 2, 3.5 -> 4, 0.125 to 2 places -> 0.12). The value's shortest decimal text is
//   used, so 2.675 counts as an exact half. Negative numbers round symmetrically.
// entry_point: roundHalfEven
// example: roundHalfEven(2.5, 0) === 2
// example: roundHalfEven(1.35, 1) === 1.4

function roundHalfEven(value, places) {
  const negative = value < 0;
  const text = Math.abs(value).toString();
  const [whole, fraction = ''] = text.split('.');
  const digits = (fraction + '0'.repeat(places + 1)).slice(0, places + 1);
  let kept = BigInt(whole + digits.slice(0, places));
  const next = Number(digits[places]);
  const rest = fraction.slice(places + 1).replace(/0+$/, '');
  const lastEven = kept % 2n === 0n;
  if (next > 5 || (next === 5 && (rest.length > 0 || !lastEven))) kept += 1n;
  const result = Number(kept) / 10 ** places;
  return negative && result !== 0 ? -result : result;
}

// tests
assert.strictEqual(roundHalfEven(0.5, 0), 0);
assert.strictEqual(roundHalfEven(1.5, 0), 2);
assert.strictEqual(roundHalfEven(3.5, 0), 4);
assert.strictEqual(roundHalfEven(-2.5, 0), -2);
assert.strictEqual(roundHalfEven(-0.4, 0), 0);
assert.strictEqual(roundHalfEven(0.125, 2), 0.12);
assert.strictEqual(roundHalfEven(2.675, 2), 2.68);
assert.strictEqual(roundHalfEven(2.5001, 0), 3);
assert.strictEqual(roundHalfEven(1.2345, 3), 1.234);
assert.strictEqual(roundHalfEven(7.46, 1), 7.5);
