// query: For an ascending sorted list of numbers and a target, return [floor, ceiling]: the largest value not
//   above the target and the smallest value not below it, found by binary search. Use null for a side with no such
//   value; an exact match gives the target on both sides.
// entry_point: findFloorAndCeil
// example: findFloorAndCeil([10, 20, 30], 25) === [20, 30]
// example: findFloorAndCeil([1, 3, 5], 3) === [3, 3]

function findFloorAndCeil(values, target) {
  let floor = null;
  let ceil = null;
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const value = values[middle];
    if (value === target) return [value, value];
    if (value < target) {
      floor = value;
      low = middle + 1;
    } else {
      ceil = value;
      high = middle - 1;
    }
  }
  return [floor, ceil];
}

// tests
assert.deepStrictEqual(findFloorAndCeil([1, 4, 6, 9], 5), [4, 6]);
assert.deepStrictEqual(findFloorAndCeil([1, 4, 6, 9], 6), [6, 6]);
assert.deepStrictEqual(findFloorAndCeil([1, 4, 6, 9], 0), [null, 1]);
assert.deepStrictEqual(findFloorAndCeil([1, 4, 6, 9], 10), [9, null]);
assert.deepStrictEqual(findFloorAndCeil([], 3), [null, null]);
assert.deepStrictEqual(findFloorAndCeil([2], 2), [2, 2]);
assert.deepStrictEqual(findFloorAndCeil([-5, -1, 3], -2), [-5, -1]);
assert.deepStrictEqual(findFloorAndCeil([1, 2, 3, 4, 5, 6, 7, 8], 7.5), [7, 8]);
assert.deepStrictEqual(findFloorAndCeil([10, 20], 15), [10, 20]);
