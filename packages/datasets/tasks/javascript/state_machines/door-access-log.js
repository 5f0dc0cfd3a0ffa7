// query: Enforce anti-passback on badge events [badge, "in" | "out"]: every badge starts outside, "in" is allowed only
//   when the badge is outside and "out" only when it is inside. Refused events change nothing. Return [badges inside at
//   the end in alphabetical order, indices of the refused events].
// entry_point: doorAccessLog
// example: doorAccessLog([['ann', 'in']]) === [['ann'], []]
// example: doorAccessLog([['ann', 'out']]) === [[], [0]]

function doorAccessLog(events) {
  const inside = new Set();
  const refused = [];
  events.forEach(([badge, direction], index) => {
    const isInside = inside.has(badge);
    if (direction === 'in' && !isInside) inside.add(badge);
    else if (direction === 'out' && isInside) inside.delete(badge);
    else refused.push(index);
  });
  return [[...inside].sort(), refused];
}

// tests
assert.deepStrictEqual(doorAccessLog([]), [[], []]);
assert.deepStrictEqual(doorAccessLog([['bo', 'in'], ['al', 'in'], ['bo', 'out']]), [['al'], []]);
assert.deepStrictEqual(doorAccessLog([['bo', 'in'], ['bo', 'in'], ['bo', 'out'], ['bo', 'out']]), [[], [1, 3]]);
assert.deepStrictEqual(doorAccessLog([['cy', 'out'], ['cy', 'in']]), [['cy'], [0]]);
assert.deepStrictEqual(doorAccessLog([['z', 'in'], ['y', 'in'], ['x', 'in']]), [['x', 'y', 'z'], []]);
assert.deepStrictEqual(doorAccessLog([['a', 'in'], ['a', 'out'], ['a', 'in']]), [['a'], []]);
assert.deepStrictEqual(doorAccessLog([['a', 'in'], ['b', 'out'], ['a', 'in'], ['b', 'in']]), [['a', 'b'], [1, 2]]);
