// query: Find a target in a grid whose rows are sorted left to right and whose columns are sorted top to bottom,
//   walking from the top-right corner. Return [row, column] of the target, or null if it is absent or the grid
//   is empty.
// entry_point: searchSortedGrid
// example: searchSortedGrid([[1, 2], [3, 4]], 4) === [1, 1]
// example: searchSortedGrid([[10, 20], [15, 25]], 15) === [1, 0]

function searchSortedGrid(grid, target) {
  if (grid.length === 0) return null;
  let row = 0;
  let column = grid[0].length - 1;
  while (row < grid.length && column >= 0) {
    const value = grid[row][column];
    if (value === target) return [row, column];
    if (value > target) {
      column -= 1;
    } else {
      row += 1;
    }
  }
  return null;
}

// tests
assert.deepStrictEqual(searchSortedGrid([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 5), [1, 1]);
assert.deepStrictEqual(searchSortedGrid([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 7), [0, 2]);
assert.deepStrictEqual(searchSortedGrid([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 3), [2, 0]);
assert.deepStrictEqual(searchSortedGrid([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 9), [2, 2]);
assert.deepStrictEqual(searchSortedGrid([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 10), null);
assert.deepStrictEqual(searchSortedGrid([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 0), null);
assert.deepStrictEqual(searchSortedGrid([], 1), null);
assert.deepStrictEqual(searchSortedGrid([[]], 1), null);
assert.deepStrictEqual(searchSortedGrid([[1, 3], [2, 4]], 2), [1, 0]);
