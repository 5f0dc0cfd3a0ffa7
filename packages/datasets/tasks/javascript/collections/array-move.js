// query: Return a new array with the element at one index moved to another index, shifting the
//   elements in between; negative indices count from the end. Throw a RangeError if either index is
//   outside the array. The input array is not modified.
// entry_point: arrayMove
// example: arrayMove(['a', 'b', 'c'], 2, 0) === ['c', 'a', 'b']
// example: arrayMove([1, 2, 3, 4], 1, 3) === [1, 3, 4, 2]

function arrayMove(items, from, to) {
  const length = items.length;
  const source = from < 0 ? length + from : from;
  const target = to < 0 ? length + to : to;
  if (source < 0 || source >= length) throw new RangeError('source index out of range');
  if (target < 0 || target >= length) throw new RangeError('target index out of range');
  const result = items.slice();
  const [moved] = result.splice(source, 1);
  result.splice(target, 0, moved);
  return result;
}

// tests
assert.deepStrictEqual(arrayMove([1, 2, 3, 4], 0, 2), [2, 3, 1, 4]);
assert.deepStrictEqual(arrayMove([1, 2, 3, 4], 3, 0), [4, 1, 2, 3]);
assert.deepStrictEqual(arrayMove([1, 2, 3], -1, 0), [3, 1, 2]);
assert.deepStrictEqual(arrayMove([1, 2, 3], 0, -1), [2, 3, 1]);
assert.deepStrictEqual(arrayMove([1, 2, 3], 1, 1), [1, 2, 3]);
assert.throws(() => arrayMove([1, 2, 3], 3, 0), RangeError);
assert.throws(() => arrayMove([1, 2, 3], 0, 3), RangeError);
assert.throws(() => arrayMove([1, 2, 3], -4, 0), RangeError);
assert.throws(() => arrayMove([1, 2, 3], 0, -4), RangeError);
assert.deepStrictEqual((() => { const items = [1, 2, 3]; arrayMove(items, 0, 2); return items; })(), [1, 2, 3]);
