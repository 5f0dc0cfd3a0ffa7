// query: Sort numbers with bottom-up merge sort: merge neighbouring runs of width 1, then 2, 4 and so on, taking from the
//   left run on ties. Return a copy of the list after every pass; a list with fewer than two items needs no passes.
// entry_point: bottomUpMergePasses
// example: bottomUpMergePasses([2, 1]) === [[1, 2]]
// example: bottomUpMergePasses([3, 1, 2]) === [[1, 3, 2], [1, 2, 3]]

function bottomUpMergePasses(values) {
  let items = [...values];
  const passes = [];
  for (let width = 1; width < items.length; width *= 2) {
    const next = [];
    for (let start = 0; start < items.length; start += 2 * width) {
      const middle = Math.min(start + width, items.length);
      const end = Math.min(start + 2 * width, items.length);
      let i = start;
      let j = middle;
      while (i < middle || j < end) {
        if (j >= end || (i < middle && items[i] <= items[j])) next.push(items[i++]);
        else next.push(items[j++]);
      }
    }
    items = next;
    passes.push([...items]);
  }
  return passes;
}

// tests
assert.deepStrictEqual(bottomUpMergePasses([]), []);
assert.deepStrictEqual(bottomUpMergePasses([7]), []);
assert.deepStrictEqual(bottomUpMergePasses([4, 3, 2, 1]), [[3, 4, 1, 2], [1, 2, 3, 4]]);
assert.deepStrictEqual(bottomUpMergePasses([5, 1, 4, 2, 3]), [[1, 5, 2, 4, 3], [1, 2, 4, 5, 3], [1, 2, 3, 4, 5]]);
assert.deepStrictEqual(bottomUpMergePasses([1, 2, 3, 4]), [[1, 2, 3, 4], [1, 2, 3, 4]]);
assert.deepStrictEqual(bottomUpMergePasses([8, 7, 6, 5, 4, 3, 2, 1]), [[7, 8, 5, 6, 3, 4, 1, 2], [5, 6, 7, 8, 1, 2, 3, 4], [1, 2, 3, 4, 5, 6, 7, 8]]);
assert.deepStrictEqual(bottomUpMergePasses([2, -1, 2, -1, 0, 0]), [[-1, 2, -1, 2, 0, 0], [-1, -1, 2, 2, 0, 0], [-1, -1, 0, 0, 2, 2]]);
assert.deepStrictEqual(bottomUpMergePasses([3, 3, 1]), [[3, 3, 1], [1, 3, 3]]);
