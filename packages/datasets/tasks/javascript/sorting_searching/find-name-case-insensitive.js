// query: In a list of names sorted case-insensitively, find the index of the first name equal to the query ignoring
//   case, using binary search on lower-cased names. Return -1 if no name matches.
// entry_point: findNameCaseInsensitive
// example: findNameCaseInsensitive(['alice', 'Bob', 'carol'], 'BOB') === 1
// example: findNameCaseInsensitive(['alice', 'Bob'], 'dave') === -1

function findNameCaseInsensitive(names, query) {
  const target = query.toLowerCase();
  let low = 0;
  let high = names.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (names[middle].toLowerCase() < target) low = middle + 1;
    else high = middle;
  }
  if (low < names.length && names[low].toLowerCase() === target) return low;
  return -1;
}

// tests
assert.strictEqual(findNameCaseInsensitive(['Ann', 'bea', 'Carl', 'dora', 'Eve'], 'ann'), 0);
assert.strictEqual(findNameCaseInsensitive(['Ann', 'bea', 'Carl', 'dora', 'Eve'], 'EVE'), 4);
assert.strictEqual(findNameCaseInsensitive(['Ann', 'bea', 'Carl', 'dora', 'Eve'], 'carl'), 2);
assert.strictEqual(findNameCaseInsensitive(['Ann', 'bea', 'Carl', 'dora', 'Eve'], 'Dora'), 3);
assert.strictEqual(findNameCaseInsensitive(['Ann', 'bea', 'Carl', 'dora', 'Eve'], 'zed'), -1);
assert.strictEqual(findNameCaseInsensitive(['Ann', 'bea', 'Carl', 'dora', 'Eve'], 'a'), -1);
assert.strictEqual(findNameCaseInsensitive([], 'x'), -1);
assert.strictEqual(findNameCaseInsensitive(['max', 'Max', 'MAX', 'zoe'], 'mAx'), 0);
assert.strictEqual(findNameCaseInsensitive(['bo', 'cy'], 'bob'), -1);
