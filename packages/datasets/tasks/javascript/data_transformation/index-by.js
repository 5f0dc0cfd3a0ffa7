// query: Build a lookup object from an array of records keyed by the string form of a chosen field.
//   Throw an error if a record lacks the field (missing, undefined or null) or two records share the
//   same key.
// entry_point: indexBy
// example: indexBy([{ code: 'us' }, { code: 'fr' }], 'code') === { us: { code: 'us' }, fr: { code: 'fr' } }
// example: indexBy([{ id: 7, n: 'x' }], 'id') === { '7': { id: 7, n: 'x' } }

function indexBy(records, field) {
  const index = {};
  for (const record of records) {
    const value = record[field];
    if (value === undefined || value === null) throw new Error(`record without ${field}`);
    const key = String(value);
    if (Object.prototype.hasOwnProperty.call(index, key)) throw new Error(`duplicate ${field} ${key}`);
    index[key] = record;
  }
  return index;
}

// tests
assert.deepStrictEqual(indexBy([], 'id'), {});
assert.deepStrictEqual(indexBy([{ id: 1, n: 'a' }], 'id'), { '1': { id: 1, n: 'a' } });
assert.deepStrictEqual(indexBy([{ id: 'x' }, { id: 'y' }], 'id'), { x: { id: 'x' }, y: { id: 'y' } });
assert.throws(() => indexBy([{ id: 1 }, { id: 1 }], 'id'));
assert.throws(() => indexBy([{ id: 1 }, { id: '1' }], 'id'));
assert.throws(() => indexBy([{ name: 'a' }], 'id'));
assert.throws(() => indexBy([{ id: null }], 'id'));
assert.deepStrictEqual(indexBy([{ id: 0 }, { id: false }], 'id'), { '0': { id: 0 }, false: { id: false } });
