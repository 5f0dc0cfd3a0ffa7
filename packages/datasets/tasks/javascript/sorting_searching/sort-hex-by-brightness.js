// query: Sort "#rrggbb" colour strings from darkest to brightest by perceived brightness 299*R + 587*G + 114*B. Strings
//   that are not a "#" followed by six hex digits are dropped; colours of equal brightness keep their input order.
// entry_point: sortHexByBrightness
// example: sortHexByBrightness(['#ffffff', '#000000']) === ['#000000', '#ffffff']
// example: sortHexByBrightness(['#00ff00', '#ff0000']) === ['#ff0000', '#00ff00']

function sortHexByBrightness(colors) {
  const valid = [];
  for (const color of colors) {
    if (!/^#[0-9a-fA-F]{6}$/.test(color)) continue;
    const red = parseInt(color.slice(1, 3), 16);
    const green = parseInt(color.slice(3, 5), 16);
    const blue = parseInt(color.slice(5, 7), 16);
    valid.push([299 * red + 587 * green + 114 * blue, color]);
  }
  valid.sort((a, b) => a[0] - b[0]);
  return valid.map((entry) => entry[1]);
}

// tests
assert.deepStrictEqual(sortHexByBrightness([]), []);
assert.deepStrictEqual(sortHexByBrightness(['#0000ff', '#ff0000', '#00ff00']), ['#0000ff', '#ff0000', '#00ff00']);
assert.deepStrictEqual(sortHexByBrightness(['#FFFFFF', '#808080', '#101010']), ['#101010', '#808080', '#FFFFFF']);
assert.deepStrictEqual(sortHexByBrightness(['red', '#12345', '#1234567', '#abcdef']), ['#abcdef']);
assert.deepStrictEqual(sortHexByBrightness(['#ffffff', '#FFFFFF']), ['#ffffff', '#FFFFFF']);
assert.deepStrictEqual(sortHexByBrightness(['#0a0000', '#000500']), ['#000500', '#0a0000']);
assert.deepStrictEqual(sortHexByBrightness(['#000100', '#020000']), ['#000100', '#020000']);
assert.deepStrictEqual(sortHexByBrightness(['#000003', '#010000']), ['#010000', '#000003']);
assert.deepStrictEqual(sortHexByBrightness(['#ggg000', '#00000f', '#0f0000']), ['#00000f', '#0f0000']);
