// query: Parse newline-delimited JSON text into the records it holds: every non-blank line must be a JSON
//   object. Return { records, errors } where records are the parsed objects in order and errors lists the
//   1-based line numbers that are not valid JSON or hold something other than an object.
// entry_point: parseNdjson
// example: parseNdjson('{"a":1}\n{"a":2}') === { records: [{ a: 1 }, { a: 2 }], errors: [] }
// example: parseNdjson('{"ok":true}\nnope') === { records: [{ ok: true }], errors: [2] }

function parseNdjson(text) {
  const records = [];
  const errors = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].trim();
    if (line === '') continue;
    try {
      const value = JSON.parse(line);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        errors.push(index + 1);
      } else {
        records.push(value);
      }
    } catch {
      errors.push(index + 1);
    }
  }
  return { records, errors };
}

// tests
assert.deepStrictEqual(parseNdjson(''), { records: [], errors: [] });
assert.deepStrictEqual(parseNdjson('\n  \n'), { records: [], errors: [] });
assert.deepStrictEqual(parseNdjson('{"x":1}'), { records: [{ x: 1 }], errors: [] });
assert.deepStrictEqual(parseNdjson('{"x":1}\r\n{"y":[2]}\r\n'), { records: [{ x: 1 }, { y: [2] }], errors: [] });
assert.deepStrictEqual(parseNdjson('[1,2]\n3\n"s"\nnull'), { records: [], errors: [1, 2, 3, 4] });
assert.deepStrictEqual(parseNdjson('{"a":1}\n\n{bad}\n{"b":2}'), { records: [{ a: 1 }, { b: 2 }], errors: [3] });
assert.deepStrictEqual(parseNdjson('{"a":1} {"b":2}'), { records: [], errors: [1] });
assert.deepStrictEqual(parseNdjson('{}\n{"n":{"m":null}}'), { records: [{}, { n: { m: null } }], errors: [] });
