// query: Rename every object key in nested JSON-like data from snake_case or kebab-case to camelCase
//   (a letter or digit after one or more "_" or "-" is uppercased and the separators removed), at any
//   depth including objects inside arrays. Leading separators are kept; values are not changed.
// entry_point: camelCaseKeys
// example: camelCaseKeys({ user_id: 1 }) === { userId: 1 }
// example: camelCaseKeys([{ 'first-name': 'Ann' }]) === [{ firstName: 'Ann' }]

function camelCaseKeys(value) {
  if (Array.isArray(value)) return value.map((item) => camelCaseKeys(item));
  if (value === null || typeof value !== 'object') return value;
  const result = {};
  for (const [key, item] of Object.entries(value)) {
    const prefix = /^[_-]*/.exec(key)[0];
    const rest = key.slice(prefix.length).replace(/[_-]+([a-zA-Z0-9])/g, (_match, letter) => letter.toUpperCase());
    result[prefix + rest] = camelCaseKeys(item);
  }
  return result;
}

// tests
assert.deepStrictEqual(camelCaseKeys({}), {});
assert.strictEqual(camelCaseKeys('snake_case'), 'snake_case');
assert.deepStrictEqual(camelCaseKeys({ a_b_c: { d_e: [{ f_g: 1 }] } }), { aBC: { dE: [{ fG: 1 }] } });
assert.deepStrictEqual(camelCaseKeys({ _private_key: 1, __x: 2 }), { _privateKey: 1, __x: 2 });
assert.deepStrictEqual(camelCaseKeys({ 'a--b': 1, a__c: 2 }), { aB: 1, aC: 2 });
assert.deepStrictEqual(camelCaseKeys({ line_2: 'x', trailing_: 3 }), { line2: 'x', trailing_: 3 });
assert.deepStrictEqual(camelCaseKeys({ keep: { 'a_b': 'c_d' } }), { keep: { aB: 'c_d' } });
assert.deepStrictEqual(camelCaseKeys({ alreadyCamel: null, HTTP_code: [1, [{ x_y: 0 }]] }), { alreadyCamel: null, HTTPCode: [1, [{ xY: 0 }]] });
