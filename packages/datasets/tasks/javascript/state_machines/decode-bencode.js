// query: Decode a bencoded string: integers "i<digits>e" (optionally negative), byte strings "<length>:<chars>", lists
//   "l...e" and dictionaries "d...e" whose keys must be strings. Return the decoded value (numbers, strings, arrays,
//   plain objects), or null if the text is malformed or has anything left over after the first value.
// entry_point: decodeBencode
// example: decodeBencode('i42e') === 42
// example: decodeBencode('l4:spami7ee') === ['spam', 7]

function decodeBencode(text) {
  let index = 0;
  const parse = () => {
    const ch = text[index];
    if (ch === 'i') {
      const end = text.indexOf('e', index);
      const digits = end === -1 ? '' : text.slice(index + 1, end);
      if (!/^-?\d+$/.test(digits)) throw new Error('bad integer');
      index = end + 1;
      return Number(digits);
    }
    if (ch === 'l' || ch === 'd') {
      index += 1;
      const list = [];
      const dict = {};
      while (text[index] !== 'e') {
        const item = parse();
        if (ch === 'l') {
          list.push(item);
        } else {
          if (typeof item !== 'string') throw new Error('bad key');
          dict[item] = parse();
        }
      }
      index += 1;
      return ch === 'l' ? list : dict;
    }
    const colon = text.indexOf(':', index);
    const lengthText = colon === -1 ? '' : text.slice(index, colon);
    if (!/^\d+$/.test(lengthText)) throw new Error('bad string');
    index = colon + 1 + Number(lengthText);
    return text.slice(colon + 1, index);
  };
  try {
    const value = parse();
    return index === text.length ? value : null;
  } catch {
    return null;
  }
}

// tests
assert.strictEqual(decodeBencode('i-3e'), -3);
assert.strictEqual(decodeBencode('5:hello'), 'hello');
assert.deepStrictEqual(decodeBencode('d3:cow3:moo4:spaml1:a1:bee'), { cow: 'moo', spam: ['a', 'b'] });
assert.deepStrictEqual(decodeBencode('lli1ei2eedee'), [[1, 2], {}]);
assert.strictEqual(decodeBencode(''), null);
assert.strictEqual(decodeBencode('i12'), null);
assert.strictEqual(decodeBencode('5:abc'), null);
assert.strictEqual(decodeBencode('di1e1:ae'), null);
assert.strictEqual(decodeBencode('i1ei2e'), null);
assert.strictEqual(decodeBencode('li1x2ee'), null);
