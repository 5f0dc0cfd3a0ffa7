// query: Split an absolute URL such as "https://Example.com:8080/a/b?x=1#top" into { protocol, host, port,
//   path, query, hash }: protocol and host lowercased, the port as a number (80 for http and 443 for https
//   when omitted, otherwise null), path defaulting to "/", query and hash without their "?" and "#".
//   Return null when "://" is missing, the host is empty or the port is not all digits.
// entry_point: splitUrl
// example: splitUrl('http://site.org') === { protocol: 'http', host: 'site.org', port: 80, path: '/', query: '', hash: '' }
// example: splitUrl('https://a.io/p?q=1') === { protocol: 'https', host: 'a.io', port: 443, path: '/p', query: 'q=1', hash: '' }

function splitUrl(url) {
  const schemeEnd = url.indexOf('://');
  if (schemeEnd <= 0) return null;
  const protocol = url.slice(0, schemeEnd).toLowerCase();
  let rest = url.slice(schemeEnd + 3);
  let hash = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt + 1);
    rest = rest.slice(0, hashAt);
  }
  let query = '';
  const queryAt = rest.indexOf('?');
  if (queryAt >= 0) {
    query = rest.slice(queryAt + 1);
    rest = rest.slice(0, queryAt);
  }
  const slash = rest.indexOf('/');
  const authority = slash >= 0 ? rest.slice(0, slash) : rest;
  const path = slash >= 0 ? rest.slice(slash) : '/';
  let host = authority;
  let port = protocol === 'https' ? 443 : protocol === 'http' ? 80 : null;
  const colon = authority.lastIndexOf(':');
  if (colon >= 0) {
    const digits = authority.slice(colon + 1);
    if (!/^\d+$/.test(digits)) return null;
    host = authority.slice(0, colon);
    port = Number(digits);
  }
  if (host === '') return null;
  return { protocol, host: host.toLowerCase(), port, path, query, hash };
}

// tests
assert.deepStrictEqual(splitUrl('https://Example.com:8080/a/b?x=1#top'), { protocol: 'https', host: 'example.com', port: 8080, path: '/a/b', query: 'x=1', hash: 'top' });
assert.deepStrictEqual(splitUrl('HTTP://h/'), { protocol: 'http', host: 'h', port: 80, path: '/', query: '', hash: '' });
assert.deepStrictEqual(splitUrl('ftp://files.net/pub'), { protocol: 'ftp', host: 'files.net', port: null, path: '/pub', query: '', hash: '' });
assert.deepStrictEqual(splitUrl('https://h#frag?not-query'), { protocol: 'https', host: 'h', port: 443, path: '/', query: '', hash: 'frag?not-query' });
assert.deepStrictEqual(splitUrl('http://h?a=1/b'), { protocol: 'http', host: 'h', port: 80, path: '/', query: 'a=1/b', hash: '' });
assert.deepStrictEqual(splitUrl('http://h:0/x'), { protocol: 'http', host: 'h', port: 0, path: '/x', query: '', hash: '' });
assert.deepStrictEqual([splitUrl('example.com/path'), splitUrl('://host')], [null, null]);
assert.deepStrictEqual([splitUrl('http://#frag'), splitUrl('http://?q=1'), splitUrl('http:///x')], [null, null, null]);
assert.strictEqual(splitUrl('http://:80/'), null);
assert.strictEqual(splitUrl('http://h:8o/'), null);
