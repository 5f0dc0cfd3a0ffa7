// query: Clean nested JSON-like data by trimming surrounding whitespace from every string inside objects
//   and arrays (at any depth) and turning strings that end up empty into null. Other values are kept
//   unchanged and the input is not modified.
// entry_point: trimRecordStrings
// example: trimRecordStrings({ name: '  Ann ', note: '   ' }) === { name: 'Ann', note: null }
// example: trimRecordStrings([' a', 3]) === ['a', 3]

function trimRecordStrings(value) {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (Array.isArray(value)) return value.map((item) => trimRecordStrings(item));
  if (value !== null && typeof value === 'object') {
    const result = {};
    for (const [key, item] of Object.entries(value)) result[key] = trimRecordStrings(item);
    return result;
  }
  return value;
}

// tests
assert.strictEqual(trimRecordStrings(' x '), 'x');
assert.strictEqual(trimRecordStrings(''), null);
assert.strictEqual(trimRecordStrings(0), 0);
assert.deepStrictEqual(trimRecordStrings({ a: { b: [' c ', '\t'] } }), { a: { b: ['c', null] } });
assert.deepStrictEqual(trimRecordStrings({ n: null, f: false, k: 'a b' }), { n: null, f: false, k: 'a b' });
assert.deepStrictEqual(trimRecordStrings({ ' key ': ' v ' }), { ' key ': 'v' });
assert.deepStrictEqual(trimRecordStrings([[' \n '], { x: '\u00a0y\u00a0' }]), [[null], { x: 'y' }]);
assert.deepStrictEqual((() => { const input = { s: ' keep ' }; const output = trimRecordStrings(input); return [output, input]; })(), [{ s: 'keep' }, { s: ' keep ' }]);
