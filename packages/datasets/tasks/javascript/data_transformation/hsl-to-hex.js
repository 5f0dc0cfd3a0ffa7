// query: Convert an HSL colour (hue in degrees, wrapped into 0-359 so negative or large hues work;
//   saturation and lightness in percent 0-100) to a lowercase "#rrggbb" hex string, rounding each channel
//   to the nearest integer.
// entry_point: hslToHex
// example: hslToHex(0, 100, 50) === '#ff0000'
// example: hslToHex(0, 0, 100) === '#ffffff'

function hslToHex(hue, saturation, lightness) {
  const s = saturation / 100;
  const l = lightness / 100;
  const h = ((hue % 360) + 360) % 360;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - chroma / 2;
  let rgb;
  if (h < 60) rgb = [chroma, x, 0];
  else if (h < 120) rgb = [x, chroma, 0];
  else if (h < 180) rgb = [0, chroma, x];
  else if (h < 240) rgb = [0, x, chroma];
  else if (h < 300) rgb = [x, 0, chroma];
  else rgb = [chroma, 0, x];
  return '#' + rgb.map((channel) => Math.round((channel + m) * 255).toString(16).padStart(2, '0')).join('');
}

// tests
assert.strictEqual(hslToHex(120, 100, 50), '#00ff00');
assert.strictEqual(hslToHex(240, 100, 50), '#0000ff');
assert.strictEqual(hslToHex(60, 100, 50), '#ffff00');
assert.strictEqual(hslToHex(180, 100, 25), '#008080');
assert.strictEqual(hslToHex(300, 100, 50), '#ff00ff');
assert.strictEqual(hslToHex(0, 0, 0), '#000000');
assert.strictEqual(hslToHex(210, 50, 40), '#336699');
assert.strictEqual(hslToHex(-90, 100, 50), '#8000ff');
assert.strictEqual(hslToHex(750, 100, 50), '#ff8000');
assert.strictEqual(hslToHex(330, 100, 50), '#ff0080');
