// query: Check a data URI such as "data:image/png;base64,iVBORw0KGgo=" or "data:,Hello": it starts with "data:",
//   has an optional media type "type/subtype" followed by optional ";name=value" parameters, an optional
//   ";base64" flag last, then a comma. With base64 the data must be base64 characters with a length that is a
//   multiple of 4 and at most two "=" at the end; otherwise the data may be anything.
// entry_point: isValidDataUri
// example: isValidDataUri('data:,Hello') === true
// example: isValidDataUri('data:text/plain;base64,SGk') === false

function isValidDataUri(uri) {
  if (!uri.startsWith('data:')) return false;
  const comma = uri.indexOf(',');
  if (comma === -1) return false;
  const meta = uri.slice(5, comma).split(';');
  const data = uri.slice(comma + 1);
  const base64 = meta.length > 1 && meta[meta.length - 1] === 'base64';
  if (base64) meta.pop();
  if (meta[0] !== '' && !/^[a-z]+\/[a-z0-9.+-]+$/i.test(meta[0])) return false;
  for (const param of meta.slice(1)) {
    if (!/^[^=]+=[^=]*$/.test(param)) return false;
  }
  if (!base64) return true;
  return data.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(data);
}

// tests
assert.strictEqual(isValidDataUri('data:,'), true);
assert.strictEqual(isValidDataUri('data:text/plain;charset=utf-8,hi there'), true);
assert.strictEqual(isValidDataUri('data:;base64,SGk='), true);
assert.strictEqual(isValidDataUri('data:image/png;base64,SGk'), false);
assert.strictEqual(isValidDataUri('data:image/png;base64,SG=k'), false);
assert.strictEqual(isValidDataUri('data:text/plain'), false);
assert.strictEqual(isValidDataUri('DATA:,x'), false);
assert.strictEqual(isValidDataUri('data:text,x'), false);
assert.strictEqual(isValidDataUri('data:text/plain;charset,x'), false);
assert.strictEqual(isValidDataUri('data:base64,SGk'), false);
