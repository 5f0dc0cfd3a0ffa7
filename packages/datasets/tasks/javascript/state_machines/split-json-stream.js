// query: Split a stream of concatenated JSON objects and arrays (optionally separated by whitespace) into the text of
//   each top-level value, tracking nesting depth and ignoring brackets inside strings (with backslash escapes). Return
//   null if a closing bracket has no opener, text appears outside a value, or the stream ends inside a value.
// entry_point: splitJsonStream
// example: splitJsonStream('{"a":1}{"b":2}') === ['{"a":1}', '{"b":2}']
// example: splitJsonStream('[1,2] [3]') === ['[1,2]', '[3]']

function splitJsonStream(stream) {
  const values = [];
  let depth = 0;
  let start = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < stream.length; i++) {
    const ch = stream[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '{' || ch === '[') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (ch === '}' || ch === ']') {
      if (depth === 0) return null;
      depth -= 1;
      if (depth === 0) values.push(stream.slice(start, i + 1));
    } else if (depth === 0 && ch.trim() !== '') {
      return null;
    } else if (ch === '"') {
      inString = true;
    }
  }
  return depth === 0 ? values : null;
}

// tests
assert.deepStrictEqual(splitJsonStream(''), []);
assert.strictEqual(splitJsonStream('}{'), null);
assert.deepStrictEqual(splitJsonStream('{"x":{"y":[1,{}]}}\n{"z":0}'), ['{"x":{"y":[1,{}]}}', '{"z":0}']);
assert.deepStrictEqual(splitJsonStream('{"s":"}{"}[]'), ['{"s":"}{"}', '[]']);
assert.deepStrictEqual(splitJsonStream('{"q":"\\"}"}'), ['{"q":"\\"}"}']);
assert.strictEqual(splitJsonStream('{"a":1}}'), null);
assert.strictEqual(splitJsonStream('{"a":[1}'), null);
assert.strictEqual(splitJsonStream('{} 5 {}'), null);
assert.deepStrictEqual(splitJsonStream('["\\\\"]["x"]'), ['["\\\\"]', '["x"]']);
assert.strictEqual(splitJsonStream('"top"'), null);
