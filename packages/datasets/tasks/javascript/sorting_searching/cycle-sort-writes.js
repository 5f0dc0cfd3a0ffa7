// query: Sort numbers ascending with cycle sort, which writes each item directly into its final position, and return
//   [sorted copy, number of writes into the array]. Items already in place cost no writes and duplicates are handled.
// entry_point: cycleSortWrites
// example: cycleSortWrites([2, 1]) === [[1, 2], 2]
// example: cycleSortWrites([1, 2, 3]) === [[1, 2, 3], 0]

function cycleSortWrites(values) {
  const items = [...values];
  let writes = 0;
  const finalPosition = (item, start) => {
    let position = start;
    for (let i = start + 1; i < items.length; i++) if (items[i] < item) position++;
    while (position !== start && items[position] === item) position++;
    return position;
  };
  for (let start = 0; start < items.length; start++) {
    let item = items[start];
    let position = finalPosition(item, start);
    while (position !== start) {
      [items[position], item] = [item, items[position]];
      writes++;
      position = finalPosition(item, start);
    }
    if (items[start] !== item) {
      items[start] = item;
      writes++;
    }
  }
  return [items, writes];
}

// tests
assert.deepStrictEqual(cycleSortWrites([]), [[], 0]);
assert.deepStrictEqual(cycleSortWrites([5]), [[5], 0]);
assert.deepStrictEqual(cycleSortWrites([3, 1, 2]), [[1, 2, 3], 3]);
assert.deepStrictEqual(cycleSortWrites([4, 3, 2, 1]), [[1, 2, 3, 4], 4]);
assert.deepStrictEqual(cycleSortWrites([2, 2, 1]), [[1, 2, 2], 2]);
assert.deepStrictEqual(cycleSortWrites([1, 3, 2, 4]), [[1, 2, 3, 4], 2]);
assert.deepStrictEqual(cycleSortWrites([5, 1, 4, 1, 3]), [[1, 1, 3, 4, 5], 4]);
assert.deepStrictEqual(cycleSortWrites([-2, 7, -9, 0]), [[-9, -2, 0, 7], 4]);
assert.deepStrictEqual(cycleSortWrites([1, 1, 1]), [[1, 1, 1], 0]);
