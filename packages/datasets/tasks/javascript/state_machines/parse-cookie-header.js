// query: Parse a Cookie request header into a name-to-value object. Pairs are separated by ";" and names are
//   trimmed; the value is everything after the first "=", except that a value starting with a double quote runs to
//   the closing quote (which may enclose ";") and loses its quotes. Pairs without "=" or with an empty name are
//   skipped, and the first occurrence of a name wins.
// entry_point: parseCookieHeader
// example: parseCookieHeader('session=abc123') === { session: 'abc123' }
// example: parseCookieHeader('theme=dark; lang=en') === { theme: 'dark', lang: 'en' }

function parseCookieHeader(header) {
  const cookies = {};
  let name = '';
  let value = '';
  let state = 'name';
  const store = () => {
    const key = name.trim();
    if (state !== 'name' && key !== '' && !(key in cookies)) cookies[key] = value;
    name = '';
    value = '';
    state = 'name';
  };
  for (const character of header) {
    if (state === 'quoted') {
      if (character === '"') state = 'value';
      else value += character;
    } else if (character === ';') {
      store();
    } else if (state === 'name') {
      if (character === '=') state = 'value';
      else name += character;
    } else if (character === '"' && value === '') {
      state = 'quoted';
    } else {
      value += character;
    }
  }
  store();
  return cookies;
}

// tests
assert.deepStrictEqual(parseCookieHeader('a=1; b=2'), { a: '1', b: '2' });
assert.deepStrictEqual(parseCookieHeader(''), {});
assert.deepStrictEqual(parseCookieHeader('a=1; a=2'), { a: '1' });
assert.deepStrictEqual(parseCookieHeader('flag; x=y'), { x: 'y' });
assert.deepStrictEqual(parseCookieHeader('q="a;b"; r=s'), { q: 'a;b', r: 's' });
assert.deepStrictEqual(parseCookieHeader('=v; k='), { k: '' });
assert.deepStrictEqual(parseCookieHeader('k=v=w'), { k: 'v=w' });
assert.deepStrictEqual(parseCookieHeader('t="open'), { t: 'open' });
assert.deepStrictEqual(parseCookieHeader('e=a"b'), { e: 'a"b' });
