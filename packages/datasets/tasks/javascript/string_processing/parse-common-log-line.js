// query: Parse a web server access log line in Common Log Format, such as
//   '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /a.gif HTTP/1.0" 200 2326', into an object with host,
//   user (null for "-"), time, method, path, protocol, status (a number) and bytes (a number, 0 for "-").
//   Return null if the line does not have this shape.
// entry_point: parseCommonLogLine
// example: parseCommonLogLine('1.2.3.4 - - [01/Jan/2024:00:00:00 +0000] "GET / HTTP/1.1" 200 5') === { host: '1.2.3.4', user: null, time: '01/Jan/2024:00:00:00 +0000', method: 'GET', path: '/', protocol: 'HTTP/1.1', status: 200, bytes: 5 }
// example: parseCommonLogLine('garbage') === null

function parseCommonLogLine(line) {
  const match = /^(\S+) \S+ (\S+) \[([^\]]+)\] "(\S+) (\S+) (\S+)" (\d{3}) (\d+|-)$/.exec(line);
  if (match === null) return null;
  return {
    host: match[1],
    user: match[2] === '-' ? null : match[2],
    time: match[3],
    method: match[4],
    path: match[5],
    protocol: match[6],
    status: Number(match[7]),
    bytes: match[8] === '-' ? 0 : Number(match[8]),
  };
}

// tests
assert.deepStrictEqual(parseCommonLogLine('127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /a.gif HTTP/1.0" 200 2326'), { host: '127.0.0.1', user: 'frank', time: '10/Oct/2000:13:55:36 -0700', method: 'GET', path: '/a.gif', protocol: 'HTTP/1.0', status: 200, bytes: 2326 });
assert.deepStrictEqual(parseCommonLogLine('::1 - - [t] "POST /api HTTP/2" 404 -'), { host: '::1', user: null, time: 't', method: 'POST', path: '/api', protocol: 'HTTP/2', status: 404, bytes: 0 });
assert.strictEqual(parseCommonLogLine(''), null);
assert.strictEqual(parseCommonLogLine('h - u [t] "GET / HTTP/1.1" 20 5'), null);
assert.strictEqual(parseCommonLogLine('h - u [t] "GET /" 200 5'), null);
assert.strictEqual(parseCommonLogLine('h - u t "GET / HTTP/1.1" 200 5'), null);
assert.strictEqual(parseCommonLogLine('h - u [t] "GET / HTTP/1.1" 200 5 extra'), null);
assert.deepStrictEqual(parseCommonLogLine('h x y [t z] "A B C" 599 0'), { host: 'h', user: 'y', time: 't z', method: 'A', path: 'B', protocol: 'C', status: 599, bytes: 0 });
