// query: Parse an Accept-Language header into language tags ordered by preference: each comma-separated entry
//   is a tag with an optional ";q=<weight>" (default 1); entries with weight 0, an empty tag or an unparsable
//   weight are dropped, tags are lowercased, and equal weights keep their original order.
// entry_point: parseAcceptLanguage
// example: parseAcceptLanguage('fr;q=0.5, en') === ['en', 'fr']
// example: parseAcceptLanguage('') === []

function parseAcceptLanguage(header) {
  const entries = [];
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    if (tag === '') continue;
    let weight = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name === 'q') weight = value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
    }
    if (Number.isNaN(weight) || weight <= 0) continue;
    entries.push({ tag, weight });
  }
  entries.sort((a, b) => b.weight - a.weight);
  return entries.map((entry) => entry.tag);
}

// tests
assert.deepStrictEqual(parseAcceptLanguage('da, en-GB;q=0.8, en;q=0.7'), ['da', 'en-gb', 'en']);
assert.deepStrictEqual(parseAcceptLanguage('en;q=0.5,de;q=0.9,fr'), ['fr', 'de', 'en']);
assert.deepStrictEqual(parseAcceptLanguage('a;q=1e0, b'), ['b']);
assert.deepStrictEqual(parseAcceptLanguage('a;q=0.5, b;q=0.5, c;q=0.5'), ['a', 'b', 'c']);
assert.deepStrictEqual(parseAcceptLanguage('x;q=0, y'), ['y']);
assert.deepStrictEqual(parseAcceptLanguage('x;q=abc, y;q=0.1'), ['y']);
assert.deepStrictEqual(parseAcceptLanguage(' , ;q=1, z'), ['z']);
assert.deepStrictEqual(parseAcceptLanguage('p;level=1, q;q=1'), ['p', 'q']);
assert.deepStrictEqual(parseAcceptLanguage('m;q=, n;q=0.001'), ['n']);
