// query: Check whether a string is a CSS colour in the form "rgb(r, g, b)": case-insensitive, surrounding
//   whitespace and spaces around the numbers allowed, exactly three comma-separated whole numbers of one to
//   three ASCII digits, each from 0 to 255.
// entry_point: isValidCssRgb
// example: isValidCssRgb('rgb(0, 128, 255)') === true
// example: isValidCssRgb('rgb(300, 0, 0)') === false

function isValidCssRgb(text) {
  const trimmed = text.trim().toLowerCase();
  if (!trimmed.startsWith('rgb(') || !trimmed.endsWith(')')) return false;
  const parts = trimmed.slice(4, trimmed.length - 1).split(',');
  if (parts.length !== 3) return false;
  for (const raw of parts) {
    const part = raw.trim();
    if (part.length === 0 || part.length > 3) return false;
    for (const ch of part) {
      if (ch < '0' || ch > '9') return false;
    }
    if (Number(part) > 255) return false;
  }
  return true;
}

// tests
assert.strictEqual(isValidCssRgb('rgb(255, 0, 10)'), true);
assert.strictEqual(isValidCssRgb('rgb(256,0,0)'), false);
assert.strictEqual(isValidCssRgb('rgb(1,2)'), false);
assert.strictEqual(isValidCssRgb('rgb(1,2,3,4)'), false);
assert.strictEqual(isValidCssRgb('rgb(1, ,3)'), false);
assert.strictEqual(isValidCssRgb('rgb(-1,0,0)'), false);
assert.strictEqual(isValidCssRgb('hsl(1,2,3)'), false);
assert.strictEqual(isValidCssRgb('rgb(1,2,33'), false);
assert.strictEqual(isValidCssRgb('rgb(0009,0,0)'), false);
assert.strictEqual(isValidCssRgb('  RGB( 9 , 99 , 199 )  '), true);
