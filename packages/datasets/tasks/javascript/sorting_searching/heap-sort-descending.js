// query: Sort a list of numbers from largest to smallest with an in-place heap sort on a copy (build a min-heap,
//   then repeatedly move the minimum to the end), returning the sorted copy.
// entry_point: heapSortDescending
// example: heapSortDescending([4, 9, 2]) === [9, 4, 2]
// example: heapSortDescending([1, 3, 3, 2]) === [3, 3, 2, 1]

function heapSortDescending(values) {
  const heap = values.slice();
  const siftDown = (start, size) => {
    let parent = start;
    while (true) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < size && heap[left] < heap[smallest]) smallest = left;
      if (right < size && heap[right] < heap[smallest]) smallest = right;
      if (smallest === parent) return;
      [heap[parent], heap[smallest]] = [heap[smallest], heap[parent]];
      parent = smallest;
    }
  };
  for (let index = Math.floor(heap.length / 2) - 1; index >= 0; index--) siftDown(index, heap.length);
  for (let end = heap.length - 1; end > 0; end--) {
    [heap[0], heap[end]] = [heap[end], heap[0]];
    siftDown(0, end);
  }
  return heap;
}

// tests
assert.deepStrictEqual(heapSortDescending([3, 1, 2]), [3, 2, 1]);
assert.deepStrictEqual(heapSortDescending([]), []);
assert.deepStrictEqual(heapSortDescending([5]), [5]);
assert.deepStrictEqual(heapSortDescending([1, 2]), [2, 1]);
assert.deepStrictEqual(heapSortDescending([2, 1]), [2, 1]);
assert.deepStrictEqual(heapSortDescending([4, 4, 1, 4]), [4, 4, 4, 1]);
assert.deepStrictEqual(heapSortDescending([9, 8, 7, 6, 5, 4, 3, 2, 1]), [9, 8, 7, 6, 5, 4, 3, 2, 1]);
assert.deepStrictEqual(heapSortDescending([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
assert.deepStrictEqual(heapSortDescending([-3, 0, -7, 2, 2]), [2, 2, 0, -3, -7]);
assert.deepStrictEqual(heapSortDescending([5, 1, 9, 3, 7, 2, 8]), [9, 8, 7, 5, 3, 2, 1]);
