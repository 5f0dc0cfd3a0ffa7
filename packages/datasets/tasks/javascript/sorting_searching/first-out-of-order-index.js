// query: Check that a list of numbers is sorted in the given direction ("asc" or "desc"); when strict is true neighbours
//   may not be equal. Return the index of the first item that is out of order with the item before it, or -1 if the
//   whole list is in order.
// entry_point: firstOutOfOrderIndex
// example: firstOutOfOrderIndex([1, 3, 2], 'asc', false) === 2
// example: firstOutOfOrderIndex([3, 2, 1], 'desc', true) === -1

function firstOutOfOrderIndex(values, direction, strict) {
  for (let i = 1; i < values.length; i++) {
    const difference = direction === 'asc' ? values[i] - values[i - 1] : values[i - 1] - values[i];
    if (difference < 0 || (strict && difference === 0)) return i;
  }
  return -1;
}

// tests
assert.strictEqual(firstOutOfOrderIndex([], 'asc', true), -1);
assert.strictEqual(firstOutOfOrderIndex([5], 'desc', true), -1);
assert.strictEqual(firstOutOfOrderIndex([1, 2, 2, 3], 'asc', false), -1);
assert.strictEqual(firstOutOfOrderIndex([1, 2, 2, 3], 'asc', true), 2);
assert.strictEqual(firstOutOfOrderIndex([1, 2, 3, 0], 'asc', false), 3);
assert.strictEqual(firstOutOfOrderIndex([9, 7, 7, 8], 'desc', false), 3);
assert.strictEqual(firstOutOfOrderIndex([9, 7, 7, 8], 'desc', true), 2);
assert.strictEqual(firstOutOfOrderIndex([2, 1], 'asc', false), 1);
assert.strictEqual(firstOutOfOrderIndex([-1, -4, -10], 'desc', true), -1);
assert.strictEqual(firstOutOfOrderIndex([0, 1, 0], 'desc', false), 1);
