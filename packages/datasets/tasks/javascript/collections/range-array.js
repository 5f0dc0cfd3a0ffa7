// query: Produce the numbers from a start value up to but not including an end value, advancing by a
//   step that may be negative to count down; an empty array results when the step points away from
//   the end. Throw a RangeError for a step of zero.
// entry_point: rangeArray
// example: rangeArray(1, 4, 1) === [1, 2, 3]
// example: rangeArray(10, 4, -3) === [10, 7]

function rangeArray(start, end, step) {
  if (step === 0) throw new RangeError('step must not be zero');
  const values = [];
  if (step > 0) {
    for (let value = start; value < end; value += step) values.push(value);
  } else {
    for (let value = start; value > end; value += step) values.push(value);
  }
  return values;
}

// tests
assert.deepStrictEqual(rangeArray(0, 5, 1), [0, 1, 2, 3, 4]);
assert.deepStrictEqual(rangeArray(0, 10, 3), [0, 3, 6, 9]);
assert.deepStrictEqual(rangeArray(5, 0, -2), [5, 3, 1]);
assert.deepStrictEqual(rangeArray(3, 3, 1), []);
assert.deepStrictEqual(rangeArray(3, 3, -1), []);
assert.deepStrictEqual(rangeArray(5, 0, 1), []);
assert.deepStrictEqual(rangeArray(0, 5, -1), []);
assert.deepStrictEqual(rangeArray(-2, 2, 2), [-2, 0]);
assert.deepStrictEqual(rangeArray(10, 0, -5), [10, 5]);
assert.throws(() => rangeArray(0, 5, 0), RangeError);
