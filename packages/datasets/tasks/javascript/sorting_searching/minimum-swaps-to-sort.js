// query: Return the minimum number of swaps (of any two elements) needed to sort a list of distinct numbers in
//   ascending order, by counting the cycles of the permutation that sorts it. Sorted and empty lists need 0 swaps.
// entry_point: minimumSwapsToSort
// example: minimumSwapsToSort([2, 1, 4, 3]) === 2
// example: minimumSwapsToSort([5, 1, 2, 3, 4]) === 4

function minimumSwapsToSort(values) {
  const order = values.map((value, index) => [value, index]).sort((a, b) => a[0] - b[0]);
  const visited = new Array(values.length).fill(false);
  let swaps = 0;
  for (let start = 0; start < values.length; start++) {
    if (visited[start] || order[start][1] === start) continue;
    let cycleLength = 0;
    let position = start;
    while (!visited[position]) {
      visited[position] = true;
      position = order[position][1];
      cycleLength += 1;
    }
    swaps += cycleLength - 1;
  }
  return swaps;
}

// tests
assert.strictEqual(minimumSwapsToSort([4, 3, 2, 1]), 2);
assert.strictEqual(minimumSwapsToSort([1, 2, 3]), 0);
assert.strictEqual(minimumSwapsToSort([]), 0);
assert.strictEqual(minimumSwapsToSort([2, 1]), 1);
assert.strictEqual(minimumSwapsToSort([1, 5, 4, 3, 2]), 2);
assert.strictEqual(minimumSwapsToSort([3, 1, 2]), 2);
assert.strictEqual(minimumSwapsToSort([10, -1, 7]), 2);
assert.strictEqual(minimumSwapsToSort([3, 2, 1]), 1);
assert.strictEqual(minimumSwapsToSort([2, 3, 4, 1, 5]), 3);
