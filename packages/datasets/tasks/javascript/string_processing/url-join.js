// query: Join a base URL and path segments with exactly one "/" between parts, whatever slashes the parts start
//   or end with; empty segments are skipped. The base keeps its leading part (such as "https://") and a
//   trailing slash on the last segment is kept.
// entry_point: urlJoin
// example: urlJoin('https://api.example.com/', '/v1/', 'users') === 'https://api.example.com/v1/users'
// example: urlJoin('https://x.io', 'docs/') === 'https://x.io/docs/'

function urlJoin(base, ...segments) {
  let result = base;
  for (const segment of segments) {
    if (segment === '') continue;
    let start = 0;
    while (start < segment.length && segment[start] === '/') start += 1;
    let end = result.length;
    while (end > 0 && result[end - 1] === '/') end -= 1;
    result = result.slice(0, end) + '/' + segment.slice(start);
  }
  return result;
}

// tests
assert.strictEqual(urlJoin('http://h'), 'http://h');
assert.strictEqual(urlJoin('http://h', ''), 'http://h');
assert.strictEqual(urlJoin('http://h', 'a', 'b', 'c'), 'http://h/a/b/c');
assert.strictEqual(urlJoin('http://h///', '///a'), 'http://h/a');
assert.strictEqual(urlJoin('http://h', 'a/', '/b/'), 'http://h/a/b/');
assert.strictEqual(urlJoin('', 'a'), '/a');
assert.strictEqual(urlJoin('http://h', '/'), 'http://h/');
assert.strictEqual(urlJoin('http://h/x', '', 'y?q=1'), 'http://h/x/y?q=1');
