// query: Format a list of integers as a compact comma-separated string: the values are sorted numerically
//   and de-duplicated, runs of three or more consecutive values are written "first-last", and shorter runs
//   are listed individually. An empty list gives "".
// entry_point: compressNumberRanges
// example: compressNumberRanges([5, 6, 7, 8]) === '5-8'
// example: compressNumberRanges([2, 4, 5, 6]) === '2,4-6'

function compressNumberRanges(values) {
  const sorted = Array.from(new Set(values)).sort((x, y) => x - y);
  const pieces = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (sorted[j + 1] === sorted[j] + 1) j += 1;
    if (j - i >= 2) {
      pieces.push(`${sorted[i]}-${sorted[j]}`);
    } else {
      for (let k = i; k <= j; k++) pieces.push(String(sorted[k]));
    }
    i = j + 1;
  }
  return pieces.join(',');
}

// tests
assert.strictEqual(compressNumberRanges([1, 2, 3, 5, 7, 8]), '1-3,5,7,8');
assert.strictEqual(compressNumberRanges([]), '');
assert.strictEqual(compressNumberRanges([4]), '4');
assert.strictEqual(compressNumberRanges([3, 1, 2]), '1-3');
assert.strictEqual(compressNumberRanges([1, 1, 2, 2, 3]), '1-3');
assert.strictEqual(compressNumberRanges([1, 2]), '1,2');
assert.strictEqual(compressNumberRanges([10, 11, 12, 13, 20, 21, 22]), '10-13,20-22');
assert.strictEqual(compressNumberRanges([1, 3, 5]), '1,3,5');
assert.strictEqual(compressNumberRanges([9, 8, 7, 1]), '1,7-9');
assert.strictEqual(compressNumberRanges([100, 2, 10]), '2,10,100');
