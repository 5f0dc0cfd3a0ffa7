// query: Order items by their ISO 8601 updatedAt timestamp, most recent first, breaking ties by id ascending. Items
//   without a timestamp go last in their original order. Return the ids.
// entry_point: sortByRecency
// example: sortByRecency([{ id: 'a', updatedAt: '2024-01-01T00:00:00Z' }, { id: 'b', updatedAt: '2024-02-01T00:00:00Z' }]) === ['b', 'a']
// example: sortByRecency([{ id: 'x' }, { id: 'y', updatedAt: '2020-05-05T10:00:00Z' }]) === ['y', 'x']

function sortByRecency(items) {
  const dated = items.filter((item) => item.updatedAt !== undefined);
  const undated = items.filter((item) => item.updatedAt === undefined);
  dated.sort((a, b) => {
    const difference = Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
    if (difference !== 0) return difference;
    return a.id < b.id ? -1 : 1;
  });
  return [...dated, ...undated].map((item) => item.id);
}

// tests
assert.deepStrictEqual(sortByRecency([]), []);
assert.deepStrictEqual(sortByRecency([{ id: 'p', updatedAt: '2023-03-01T08:00:00Z' }, { id: 'q', updatedAt: '2023-03-01T09:00:00Z' }, { id: 'r', updatedAt: '2022-12-31T23:59:59Z' }]), ['q', 'p', 'r']);
assert.deepStrictEqual(sortByRecency([{ id: 'b', updatedAt: '2021-01-01T00:00:00Z' }, { id: 'a', updatedAt: '2021-01-01T00:00:00Z' }]), ['a', 'b']);
assert.deepStrictEqual(sortByRecency([{ id: 'z' }, { id: 'm' }, { id: 'k', updatedAt: '2000-01-01T00:00:00Z' }]), ['k', 'z', 'm']);
assert.deepStrictEqual(sortByRecency([{ id: 'u', updatedAt: '2024-06-01T12:00:00+02:00' }, { id: 'v', updatedAt: '2024-06-01T11:00:00Z' }]), ['v', 'u']);
assert.deepStrictEqual(sortByRecency([{ id: 'c' }, { id: 'b' }]), ['c', 'b']);
assert.deepStrictEqual(sortByRecency([{ id: 'x1', updatedAt: '1999-12-31T23:59:59Z' }, { id: 'x2', updatedAt: '2000-01-01T00:00:00Z' }]), ['x2', 'x1']);
