// query: Compare an old and a new list of unique ids, both sorted ascending, and return which ids were
//   added (only in the new list) and which were removed (only in the old list), each sorted ascending.
// entry_point: diffSortedIds
// example: diffSortedIds([1, 2, 3], [1, 3, 5]) === { added: [5], removed: [2] }
// example: diffSortedIds([10], [10, 20]) === { added: [20], removed: [] }

function diffSortedIds(before, after) {
  const added = [];
  const removed = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (j >= after.length || (i < before.length && before[i] < after[j])) {
      removed.push(before[i]);
      i += 1;
    } else if (i >= before.length || after[j] < before[i]) {
      added.push(after[j]);
      j += 1;
    } else {
      i += 1;
      j += 1;
    }
  }
  return { added, removed };
}

// tests
assert.deepStrictEqual(diffSortedIds([1, 2, 3], [2, 3, 4]), { added: [4], removed: [1] });
assert.deepStrictEqual(diffSortedIds([], [1, 2]), { added: [1, 2], removed: [] });
assert.deepStrictEqual(diffSortedIds([1, 2], []), { added: [], removed: [1, 2] });
assert.deepStrictEqual(diffSortedIds([], []), { added: [], removed: [] });
assert.deepStrictEqual(diffSortedIds([1, 3, 5], [1, 3, 5]), { added: [], removed: [] });
assert.deepStrictEqual(diffSortedIds([1, 4], [2, 3]), { added: [2, 3], removed: [1, 4] });
assert.deepStrictEqual(diffSortedIds([5], [1, 9]), { added: [1, 9], removed: [5] });
assert.deepStrictEqual(diffSortedIds([2, 6, 7], [1, 6]), { added: [1], removed: [2, 7] });
