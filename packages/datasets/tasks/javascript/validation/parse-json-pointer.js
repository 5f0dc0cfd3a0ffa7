// query: Parse an RFC 6901 JSON Pointer into its list of reference tokens, decoding "~1" to "/" and "~0"
//   to "~". The empty pointer gives an empty list; return null if the pointer does not start with "/" or
//   contains a "~" not followed by 0 or 1.
// entry_point: parseJsonPointer
// example: parseJsonPointer('/users/2/name') === ['users', '2', 'name']
// example: parseJsonPointer('/a~1b/c') === ['a/b', 'c']

function parseJsonPointer(pointer) {
  if (pointer === '') return [];
  if (pointer[0] !== '/') return null;
  const tokens = [];
  let current = '';
  for (let i = 1; i < pointer.length; i++) {
    const ch = pointer[i];
    if (ch === '/') {
      tokens.push(current);
      current = '';
    } else if (ch === '~') {
      const next = pointer[i + 1];
      if (next === '0') current += '~';
      else if (next === '1') current += '/';
      else return null;
      i += 1;
    } else {
      current += ch;
    }
  }
  tokens.push(current);
  return tokens;
}

// tests
assert.deepStrictEqual(parseJsonPointer(''), []);
assert.deepStrictEqual(parseJsonPointer('/'), ['']);
assert.deepStrictEqual(parseJsonPointer('/foo/0'), ['foo', '0']);
assert.deepStrictEqual(parseJsonPointer('/a~1b'), ['a/b']);
assert.deepStrictEqual(parseJsonPointer('/m~0n'), ['m~n']);
assert.strictEqual(parseJsonPointer('foo'), null);
assert.strictEqual(parseJsonPointer('/a~'), null);
assert.strictEqual(parseJsonPointer('/a~2'), null);
assert.deepStrictEqual(parseJsonPointer('/a//b'), ['a', '', 'b']);
assert.deepStrictEqual(parseJsonPointer('/~01'), ['~1']);
