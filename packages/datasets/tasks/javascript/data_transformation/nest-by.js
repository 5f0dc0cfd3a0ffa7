// query: Group records into nested objects by a list of fields: the first field's values (as strings)
//   form the top-level keys, the next field's values the keys below, and so on, with arrays of the
//   matching records (in input order) at the deepest level. With no fields the records array itself
//   is returned.
// entry_point: nestBy
// example: nestBy([{ t: 'a' }, { t: 'b' }, { t: 'a' }], ['t']) === { a: [{ t: 'a' }, { t: 'a' }], b: [{ t: 'b' }] }
// example: nestBy([{ y: 2024, m: 1 }], ['y', 'm']) === { '2024': { '1': [{ y: 2024, m: 1 }] } }

function nestBy(records, fields) {
  if (fields.length === 0) return records;
  const [first, ...rest] = fields;
  const groups = {};
  for (const record of records) {
    const key = String(record[first]);
    if (!Object.prototype.hasOwnProperty.call(groups, key)) {
      groups[key] = [];
    }
    groups[key].push(record);
  }
  const nested = {};
  for (const [key, members] of Object.entries(groups)) {
    nested[key] = nestBy(members, rest);
  }
  return nested;
}

// tests
assert.deepStrictEqual(nestBy([], ['a']), {});
assert.deepStrictEqual(nestBy([{ a: 1 }], []), [{ a: 1 }]);
assert.deepStrictEqual(nestBy([{ a: 1 }, { a: 2 }, { a: 1, b: 0 }], ['a']), { '1': [{ a: 1 }, { a: 1, b: 0 }], '2': [{ a: 2 }] });
assert.deepStrictEqual(nestBy([{ c: 'NL', t: 'AMS' }, { c: 'NL', t: 'RTM' }, { c: 'FR', t: 'PAR' }], ['c', 't']), { NL: { AMS: [{ c: 'NL', t: 'AMS' }], RTM: [{ c: 'NL', t: 'RTM' }] }, FR: { PAR: [{ c: 'FR', t: 'PAR' }] } });
assert.deepStrictEqual(nestBy([{ x: 1 }], ['y']), { undefined: [{ x: 1 }] });
assert.deepStrictEqual(nestBy([{ k: 'a', v: 1 }, { k: 'a', v: 2 }], ['k', 'v']), { a: { '1': [{ k: 'a', v: 1 }], '2': [{ k: 'a', v: 2 }] } });
assert.deepStrictEqual(Object.keys(nestBy([{ g: 'b' }, { g: 'a' }, { g: 'b' }], ['g'])), ['b', 'a']);
