// query: Check that a string has the shape of a JSON Web Token: exactly three dot-separated parts of base64url
//   characters (letters, digits, "-" and "_", no padding), where the header and payload are non-empty and the
//   header decodes to a JSON object with a string "alg" field. The signature part may be empty.
// entry_point: isValidJwtShape
// example: isValidJwtShape('eyJhbGciOiJIUzI1NiJ9.e30.c2ln') === true
// example: isValidJwtShape('abc.def') === false

function isValidJwtShape(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  for (const part of parts) {
    if (!/^[A-Za-z0-9_-]*$/.test(part)) return false;
  }
  if (parts[0] === '' || parts[1] === '') return false;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    return typeof header === 'object' && header !== null && !Array.isArray(header) && typeof header.alg === 'string';
  } catch {
    return false;
  }
}

// tests
assert.strictEqual(isValidJwtShape('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'), true);
assert.strictEqual(isValidJwtShape('eyJhbGciOiJub25lIn0..sig'), false);
assert.strictEqual(isValidJwtShape('.e30.sig'), false);
assert.strictEqual(isValidJwtShape('eyJhbGciOiJub25lIn0.e30.sig.extra'), false);
assert.strictEqual(isValidJwtShape('eyJhbGciOiJub25lIn0=.e30.sig'), false);
assert.strictEqual(isValidJwtShape('e30.e30.sig'), false);
assert.strictEqual(isValidJwtShape('eyJhbGciOjF9.e30.sig'), false);
assert.strictEqual(isValidJwtShape('bnVsbA.e30.sig'), false);
assert.strictEqual(isValidJwtShape('WyJhbGciXQ.e30.sig'), false);
assert.strictEqual(isValidJwtShape('bm90IGpzb24.e30.sig'), false);
