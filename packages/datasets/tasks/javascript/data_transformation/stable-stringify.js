// query: Serialize a JSON-compatible value to compact JSON text with the keys of every object sorted, at
//   every depth, so equal data always gives the same string. Object properties whose value is undefined
//   are left out and undefined array items become null, as JSON.stringify does.
// entry_point: stableStringify
// example: stableStringify({ b: 1, a: 2 }) === '{"a":2,"b":1}'
// example: stableStringify([{ z: true, y: null }]) === '[{"y":null,"z":true}]'

function stableStringify(value) {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => (item === undefined ? 'null' : stableStringify(item)));
    return '[' + items.join(',') + ']';
  }
  const record = value;
  const keys = Object.keys(record).filter((key) => record[key] !== undefined).sort();
  return '{' + keys.map((key) => JSON.stringify(key) + ':' + stableStringify(record[key])).join(',') + '}';
}

// tests
assert.strictEqual(stableStringify(5), '5');
assert.strictEqual(stableStringify('a"b'), '"a\\"b"');
assert.strictEqual(stableStringify(null), 'null');
assert.strictEqual(stableStringify({}), '{}');
assert.strictEqual(stableStringify([]), '[]');
assert.strictEqual(stableStringify({ c: { y: 1, x: [3, { q: 0, p: 1 }] }, a: 'v' }), '{"a":"v","c":{"x":[3,{"p":1,"q":0}],"y":1}}');
assert.strictEqual(stableStringify({ keep: 0, drop: undefined }), '{"keep":0}');
assert.strictEqual(stableStringify([undefined, 1]), '[null,1]');
assert.strictEqual(stableStringify({ B: 1, a: 2, _: 3 }), '{"B":1,"_":3,"a":2}');
