// query: Parse a screen resolution such as "1920x1080" (the separator may be "x", "X", "*" or "×", with
//   optional spaces) into { width, height, aspect }, where aspect is the ratio reduced to lowest terms as
//   "w:h". Return null for any other text or a zero dimension.
// entry_point: parseResolution
// example: parseResolution('1920x1080') === { width: 1920, height: 1080, aspect: '16:9' }
// example: parseResolution('800 * 600') === { width: 800, height: 600, aspect: '4:3' }

function parseResolution(text) {
  const match = /^\s*(\d+)\s*[xX*×]\s*(\d+)\s*$/.exec(text);
  if (match === null) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width === 0 || height === 0) return null;
  let a = width;
  let b = height;
  while (b !== 0) {
    const remainder = a % b;
    a = b;
    b = remainder;
  }
  return { width, height, aspect: `${width / a}:${height / a}` };
}

// tests
assert.deepStrictEqual(parseResolution('2560X1440'), { width: 2560, height: 1440, aspect: '16:9' });
assert.deepStrictEqual(parseResolution('1280×1024'), { width: 1280, height: 1024, aspect: '5:4' });
assert.deepStrictEqual(parseResolution(' 3440 x 1440 '), { width: 3440, height: 1440, aspect: '43:18' });
assert.deepStrictEqual(parseResolution('1x1'), { width: 1, height: 1, aspect: '1:1' });
assert.deepStrictEqual(parseResolution('1080x1920'), { width: 1080, height: 1920, aspect: '9:16' });
assert.deepStrictEqual(parseResolution('7x13'), { width: 7, height: 13, aspect: '7:13' });
assert.strictEqual(parseResolution('0x600'), null);
assert.strictEqual(parseResolution('800x0'), null);
assert.strictEqual(parseResolution('800-600'), null);
assert.strictEqual(parseResolution('800x600x2'), null);
