// query: Sort a list containing only the values 0, 1 and 2 in a single pass with three pointers (low, middle,
//   high), returning a new list. Return null if any other value appears.
// entry_point: dutchFlagSort
// example: dutchFlagSort([1, 2, 0]) === [0, 1, 2]
// example: dutchFlagSort([2, 0, 1, 0]) === [0, 0, 1, 2]

function dutchFlagSort(colors) {
  if (colors.some((color) => color !== 0 && color !== 1 && color !== 2)) return null;
  const items = colors.slice();
  let low = 0;
  let middle = 0;
  let high = items.length - 1;
  while (middle <= high) {
    if (items[middle] === 0) {
      [items[low], items[middle]] = [items[middle], items[low]];
      low += 1;
      middle += 1;
    } else if (items[middle] === 1) {
      middle += 1;
    } else {
      [items[middle], items[high]] = [items[high], items[middle]];
      high -= 1;
    }
  }
  return items;
}

// tests
assert.deepStrictEqual(dutchFlagSort([2, 0, 2, 1, 1, 0]), [0, 0, 1, 1, 2, 2]);
assert.deepStrictEqual(dutchFlagSort([]), []);
assert.deepStrictEqual(dutchFlagSort([1, 0]), [0, 1]);
assert.deepStrictEqual(dutchFlagSort([2, 1, 0]), [0, 1, 2]);
assert.deepStrictEqual(dutchFlagSort([0, 2, 1]), [0, 1, 2]);
assert.deepStrictEqual(dutchFlagSort([2, 2, 0]), [0, 2, 2]);
assert.deepStrictEqual(dutchFlagSort([1, 3]), null);
assert.deepStrictEqual(dutchFlagSort([-1, 0]), null);
assert.deepStrictEqual(dutchFlagSort([1, 2, 0, 1, 2, 0, 1]), [0, 0, 1, 1, 1, 2, 2]);
