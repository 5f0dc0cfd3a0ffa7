// query: Split numbers into the strands that strand sort extracts: each strand starts with the first remaining item and
//   takes every later remaining item that is not smaller than the last item taken; the rest form the remaining items for
//   the next strand. Return the strands in extraction order (each is ascending).
// entry_point: strandSortStrands
// example: strandSortStrands([1, 3, 2]) === [[1, 3], [2]]
// example: strandSortStrands([2, 1]) === [[2], [1]]

function strandSortStrands(values) {
  let remaining = [...values];
  const strands = [];
  while (remaining.length > 0) {
    const strand = [remaining[0]];
    const rest = [];
    for (let i = 1; i < remaining.length; i++) {
      if (remaining[i] >= strand[strand.length - 1]) strand.push(remaining[i]);
      else rest.push(remaining[i]);
    }
    strands.push(strand);
    remaining = rest;
  }
  return strands;
}

// tests
assert.deepStrictEqual(strandSortStrands([]), []);
assert.deepStrictEqual(strandSortStrands([4]), [[4]]);
assert.deepStrictEqual(strandSortStrands([1, 2, 3]), [[1, 2, 3]]);
assert.deepStrictEqual(strandSortStrands([3, 2, 1]), [[3], [2], [1]]);
assert.deepStrictEqual(strandSortStrands([5, 1, 4, 2, 3]), [[5], [1, 4], [2, 3]]);
assert.deepStrictEqual(strandSortStrands([2, 2, 1, 2]), [[2, 2, 2], [1]]);
assert.deepStrictEqual(strandSortStrands([-1, -5, 0, -3, 6, -4]), [[-1, 0, 6], [-5, -3], [-4]]);
assert.deepStrictEqual(strandSortStrands([10, 20, 5, 30, 15, 25]), [[10, 20, 30], [5, 15, 25]]);
