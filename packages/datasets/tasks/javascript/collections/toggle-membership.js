// query: Toggle items in a selection: for each toggled item, remove it if it is selected, otherwise add
//   it at the end. Returns a new array (other items keep their order); the input is not modified.
// entry_point: toggleMembership
// example: toggleMembership(['a', 'b'], ['b', 'c']) === ['a', 'c']
// example: toggleMembership([], [1]) === [1]

function toggleMembership(selected, toggles) {
  const result = [...selected];
  for (const item of toggles) {
    const index = result.indexOf(item);
    if (index === -1) result.push(item);
    else result.splice(index, 1);
  }
  return result;
}

// tests
assert.deepStrictEqual(toggleMembership([], []), []);
assert.deepStrictEqual(toggleMembership([1, 2], []), [1, 2]);
assert.deepStrictEqual(toggleMembership([1, 2, 3], [2]), [1, 3]);
assert.deepStrictEqual(toggleMembership([1, 2, 3], [4]), [1, 2, 3, 4]);
assert.deepStrictEqual(toggleMembership([1], [1, 1]), [1]);
assert.deepStrictEqual(toggleMembership([1, 2], [2, 1, 2]), [2]);
assert.deepStrictEqual(toggleMembership(['x'], ['y', 'x', 'z']), ['y', 'z']);
assert.deepStrictEqual((() => { const input = [1, 2]; toggleMembership(input, [1]); return input; })(), [1, 2]);
