// query: List every distinct ordering of an array of numbers in ascending lexicographic order,
//   generating each next arrangement from the previous one; repeated values produce no duplicate
//   orderings and an empty array has one empty ordering.
// entry_point: permutationsOf
// example: permutationsOf([2, 1]) === [[1, 2], [2, 1]]
// example: permutationsOf([5, 5]) === [[5, 5]]

function permutationsOf(items) {
  const current = [...items].sort((a, b) => a - b);
  const result = [[...current]];
  while (true) {
    let i = current.length - 2;
    while (i >= 0 && current[i] >= current[i + 1]) i--;
    if (i < 0) return result;
    let j = current.length - 1;
    while (current[j] <= current[i]) j--;
    [current[i], current[j]] = [current[j], current[i]];
    const tail = current.splice(i + 1).reverse();
    current.push(...tail);
    result.push([...current]);
  }
}

// tests
assert.deepStrictEqual(permutationsOf([]), [[]]);
assert.deepStrictEqual(permutationsOf([7]), [[7]]);
assert.deepStrictEqual(permutationsOf([1, 2, 3]), [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]);
assert.deepStrictEqual(permutationsOf([3, 1, 1]), [[1, 1, 3], [1, 3, 1], [3, 1, 1]]);
assert.deepStrictEqual(permutationsOf([2, 2, 2]), [[2, 2, 2]]);
assert.strictEqual(permutationsOf([1, 2, 3, 4]).length, 24);
assert.deepStrictEqual(permutationsOf([1, 2, 3, 4])[9], [2, 3, 4, 1]);
assert.deepStrictEqual(permutationsOf([10, -1]), [[-1, 10], [10, -1]]);
assert.strictEqual(permutationsOf([1, 1, 2, 2]).length, 6);
