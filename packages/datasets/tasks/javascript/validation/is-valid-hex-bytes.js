// query: Check whether a string is a sequence of bytes written in hexadecimal: an optional "0x"/"0X"
//   prefix, then at least one two-digit byte (either case), either all run together or all separated by
//   the same single ":" or space. When an expected byte count is given (non-negative), the count must match.
// entry_point: isValidHexBytes
// example: isValidHexBytes('ca:fe') === true
// example: isValidHexBytes('cafe', 3) === false

function isValidHexBytes(text, expectedBytes = -1) {
  let body = text;
  if (body.startsWith('0x') || body.startsWith('0X')) body = body.slice(2);
  if (body.length === 0) return false;
  let separator = '';
  if (body[2] === ':' || body[2] === ' ') separator = body[2];
  const step = separator === '' ? 2 : 3;
  const fullLength = separator === '' ? body.length : body.length + 1;
  if (fullLength % step !== 0) return false;
  let count = 0;
  for (let i = 0; i < body.length; i += step) {
    if (!isHexDigit(body[i]) || !isHexDigit(body[i + 1])) return false;
    if (separator !== '' && i + 2 < body.length && body[i + 2] !== separator) return false;
    count += 1;
  }
  return expectedBytes < 0 || count === expectedBytes;
}

function isHexDigit(ch) {
  return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
}

// tests
assert.strictEqual(isValidHexBytes('deadBEEF'), true);
assert.strictEqual(isValidHexBytes('0XAf09beef', 4), true);
assert.strictEqual(isValidHexBytes('de:ad:be:ef', 4), true);
assert.strictEqual(isValidHexBytes('de ad be ef', 3), false);
assert.strictEqual(isValidHexBytes('abc'), false);
assert.strictEqual(isValidHexBytes(''), false);
assert.strictEqual(isValidHexBytes('0x12', 1), true);
assert.strictEqual(isValidHexBytes('de:ad be:ef'), false);
assert.strictEqual(isValidHexBytes('de:ad:'), false);
assert.strictEqual(isValidHexBytes('0g'), false);
