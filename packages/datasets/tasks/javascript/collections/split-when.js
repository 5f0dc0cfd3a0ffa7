// query: Split an array into consecutive chunks, starting a new chunk before every element for which
//   the predicate, called with the previous and current element, returns true. An empty array gives
//   no chunks.
// entry_point: splitWhen
// example: splitWhen([1, 2, 5, 6], (a, b) => b - a > 1) === [[1, 2], [5, 6]]
// example: splitWhen(['x'], () => true) === [['x']]

function splitWhen(items, shouldSplit) {
  const chunks = [];
  for (let i = 0; i < items.length; i++) {
    if (i === 0 || shouldSplit(items[i - 1], items[i])) chunks.push([]);
    chunks[chunks.length - 1].push(items[i]);
  }
  return chunks;
}

// tests
assert.deepStrictEqual(splitWhen([], () => true), []);
assert.deepStrictEqual(splitWhen([1, 2, 3], () => false), [[1, 2, 3]]);
assert.deepStrictEqual(splitWhen([1, 2, 3], () => true), [[1], [2], [3]]);
assert.deepStrictEqual(splitWhen([3, 1, 2, 0], (a, b) => b < a), [[3], [1, 2], [0]]);
assert.deepStrictEqual(splitWhen(['a', 'a', 'b', 'a'], (a, b) => a !== b), [['a', 'a'], ['b'], ['a']]);
assert.deepStrictEqual(splitWhen([10, 11, 20, 21, 22], (a, b) => b - a > 5), [[10, 11], [20, 21, 22]]);
assert.deepStrictEqual(splitWhen([1, 2], (a, b) => a === 1 && b === 2), [[1], [2]]);
assert.deepStrictEqual(splitWhen([5, 6, 1], (a) => a === 6), [[5, 6], [1]]);
