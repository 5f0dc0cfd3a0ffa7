// query: Parse "key=value" configuration text into an object. Lines are trimmed; blank lines and lines
//   starting with "#" are skipped; the first "=" splits key from value, both trimmed, and one pair of
//   surrounding double quotes is removed from the value. Later keys override earlier ones. Throw an
//   error naming the 1-based line ("line N:") for a line without "=" or with an empty key.
// entry_point: parseKeyValueConfig
// example: parseKeyValueConfig('host=localhost\nport=80') === { host: 'localhost', port: '80' }
// example: parseKeyValueConfig('name = "My App"') === { name: 'My App' }

function parseKeyValueConfig(text) {
  const config = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    if (line === '' || line.startsWith('#')) continue;
    const separator = line.indexOf('=');
    if (separator <= 0) throw new Error(`line ${index + 1}: expected key=value`);
    const key = line.slice(0, separator).trim();
    let value = line.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, value.length - 1);
    }
    config[key] = value;
  }
  return config;
}

// tests
assert.deepStrictEqual(parseKeyValueConfig(''), {});
assert.deepStrictEqual(parseKeyValueConfig(' a = 1 \n# comment\n\nb=two words'), { a: '1', b: 'two words' });
assert.deepStrictEqual(parseKeyValueConfig('k="quoted value"'), { k: 'quoted value' });
assert.deepStrictEqual(parseKeyValueConfig('url=http://x?a=b'), { url: 'http://x?a=b' });
assert.deepStrictEqual(parseKeyValueConfig('a=1\na=2'), { a: '2' });
assert.deepStrictEqual(parseKeyValueConfig('e='), { e: '' });
assert.deepStrictEqual(parseKeyValueConfig('q="\nr=""'), { q: '"', r: '' });
assert.deepStrictEqual(parseKeyValueConfig('s="a" b'), { s: '"a" b' });
assert.throws(() => parseKeyValueConfig('a=1\nnovalue'), /line 2:/);
assert.throws(() => parseKeyValueConfig('=5'));
