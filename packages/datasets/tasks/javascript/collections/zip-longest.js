// query: Pair up the elements of two arrays position by position, continuing to the length of the
//   longer array and using a fill value in place of the missing elements of the shorter one.
// entry_point: zipLongest
// example: zipLongest([1, 2], ['a'], '?') === [[1, 'a'], [2, '?']]
// example: zipLongest(['x', 'y'], [true, false], null) === [['x', true], ['y', false]]

function zipLongest(first, second, fill) {
  const length = Math.max(first.length, second.length);
  const pairs = [];
  for (let index = 0; index < length; index++) {
    const left = index < first.length ? first[index] : fill;
    const right = index < second.length ? second[index] : fill;
    pairs.push([left, right]);
  }
  return pairs;
}

// tests
assert.deepStrictEqual(zipLongest([], [], null), []);
assert.deepStrictEqual(zipLongest([1, 2], ['a', 'b'], null), [[1, 'a'], [2, 'b']]);
assert.deepStrictEqual(zipLongest([1, 2, 3], ['a'], null), [[1, 'a'], [2, null], [3, null]]);
assert.deepStrictEqual(zipLongest([1], ['a', 'b'], 0), [[1, 'a'], [0, 'b']]);
assert.deepStrictEqual(zipLongest([], [true], '-'), [['-', true]]);
assert.deepStrictEqual(zipLongest([undefined], [], 9), [[undefined, 9]]);
assert.deepStrictEqual(zipLongest(['x'], [], null), [['x', null]]);
