// query: Stably sort records by a list of [field, "asc" | "desc"] pairs: the first field decides, later fields only break
//   ties. Field values are numbers or strings compared with < and >. Records equal on every listed field keep their
//   order; an empty spec leaves the order unchanged.
// entry_point: sortByFieldSpec
// example: sortByFieldSpec([{ a: 2 }, { a: 1 }], [['a', 'asc']]) === [{ a: 1 }, { a: 2 }]
// example: sortByFieldSpec([{ a: 2 }, { a: 1 }], [['a', 'desc']]) === [{ a: 2 }, { a: 1 }]

function sortByFieldSpec(records, spec) {
  return [...records].sort((a, b) => {
    for (const [field, direction] of spec) {
      if (a[field] === b[field]) continue;
      const order = a[field] < b[field] ? -1 : 1;
      return direction === 'asc' ? order : -order;
    }
    return 0;
  });
}

// tests
assert.deepStrictEqual(sortByFieldSpec([], [['x', 'asc']]), []);
assert.deepStrictEqual(sortByFieldSpec([{ n: 'b', age: 30 }, { n: 'a', age: 25 }, { n: 'c', age: 30 }], [['age', 'desc'], ['n', 'asc']]), [{ n: 'b', age: 30 }, { n: 'c', age: 30 }, { n: 'a', age: 25 }]);
assert.deepStrictEqual(sortByFieldSpec([{ n: 'b', age: 30 }, { n: 'a', age: 25 }, { n: 'c', age: 30 }], [['age', 'asc'], ['n', 'desc']]), [{ n: 'a', age: 25 }, { n: 'c', age: 30 }, { n: 'b', age: 30 }]);
assert.deepStrictEqual(sortByFieldSpec([{ k: 2, id: 1 }, { k: 1, id: 2 }, { k: 2, id: 3 }], []), [{ k: 2, id: 1 }, { k: 1, id: 2 }, { k: 2, id: 3 }]);
assert.deepStrictEqual(sortByFieldSpec([{ k: 1, id: 1 }, { k: 1, id: 2 }], [['k', 'desc']]), [{ k: 1, id: 1 }, { k: 1, id: 2 }]);
assert.deepStrictEqual(sortByFieldSpec([{ city: 'Rome', pop: 3 }, { city: 'Oslo', pop: 1 }, { city: 'Lima', pop: 10 }], [['city', 'asc']]), [{ city: 'Lima', pop: 10 }, { city: 'Oslo', pop: 1 }, { city: 'Rome', pop: 3 }]);
assert.deepStrictEqual(sortByFieldSpec([{ t: 'x', v: -1 }, { t: 'x', v: -5 }, { t: 'w', v: 0 }], [['t', 'asc'], ['v', 'asc']]), [{ t: 'w', v: 0 }, { t: 'x', v: -5 }, { t: 'x', v: -1 }]);
