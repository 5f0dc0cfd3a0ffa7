// query: Parse a server-sent events stream (lines separated by "\n") into {type, data} events. "event:" sets the
//   type, each "data:" line adds a data line (joined with "\n"), one space after the colon is dropped, a field with
//   no colon has an empty value and lines starting with ":" are comments. A blank line dispatches the event if it has
//   data (type defaults to "message") and resets it; an event not followed by a blank line is discarded.
// entry_point: parseSseEvents
// example: parseSseEvents('data: hello\n\n') === [{ type: 'message', data: 'hello' }]
// example: parseSseEvents('event: update\ndata: 42\n\n') === [{ type: 'update', data: '42' }]

function parseSseEvents(stream) {
  const events = [];
  let type = '';
  let dataLines = [];
  for (const line of stream.split('\n')) {
    if (line === '') {
      if (dataLines.length > 0) events.push({ type: type === '' ? 'message' : type, data: dataLines.join('\n') });
      type = '';
      dataLines = [];
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') dataLines.push(value);
  }
  return events;
}

// tests
assert.deepStrictEqual(parseSseEvents('data: hi\n\n'), [{ type: 'message', data: 'hi' }]);
assert.deepStrictEqual(parseSseEvents(''), []);
assert.deepStrictEqual(parseSseEvents('event: ping\ndata: 1\n\n'), [{ type: 'ping', data: '1' }]);
assert.deepStrictEqual(parseSseEvents('data: a\ndata: b\n\n'), [{ type: 'message', data: 'a\nb' }]);
assert.deepStrictEqual(parseSseEvents('data: x'), []);
assert.deepStrictEqual(parseSseEvents(': comment\ndata:y\n\n'), [{ type: 'message', data: 'y' }]);
assert.deepStrictEqual(parseSseEvents('event: e\n\ndata: z\n\n'), [{ type: 'message', data: 'z' }]);
assert.deepStrictEqual(parseSseEvents('data\n\n'), [{ type: 'message', data: '' }]);
assert.deepStrictEqual(parseSseEvents('data:  two\n\n'), [{ type: 'message', data: ' two' }]);
assert.deepStrictEqual(parseSseEvents('id: 5\n\nevent: a:b\ndata: 1\n\n'), [{ type: 'a:b', data: '1' }]);
