// query: List the runs of consecutive 1 bits in the low bits of a bitmap of the given width (at most
//   32) as inclusive [start, end] bit-position pairs in ascending order. A bitmap with no set bits in
//   that width gives an empty list.
// entry_point: bitmapToRanges
// example: bitmapToRanges(0b1100, 4) === [[2, 3]]
// example: bitmapToRanges(0b10101, 8) === [[0, 0], [2, 2], [4, 4]]

function bitmapToRanges(bitmap, width) {
  const ranges = [];
  let start = -1;
  for (let bit = 0; bit <= width; bit++) {
    const isSet = bit < width && ((bitmap >>> bit) & 1) === 1;
    if (isSet && start === -1) {
      start = bit;
    } else if (!isSet && start !== -1) {
      ranges.push([start, bit - 1]);
      start = -1;
    }
  }
  return ranges;
}

// tests
assert.deepStrictEqual(bitmapToRanges(0, 8), []);
assert.deepStrictEqual(bitmapToRanges(0b1, 8), [[0, 0]]);
assert.deepStrictEqual(bitmapToRanges(0b01110010, 8), [[1, 1], [4, 6]]);
assert.deepStrictEqual(bitmapToRanges(0xff, 8), [[0, 7]]);
assert.deepStrictEqual(bitmapToRanges(0xff, 4), [[0, 3]]);
assert.deepStrictEqual(bitmapToRanges(0x80000000, 32), [[31, 31]]);
assert.deepStrictEqual(bitmapToRanges(0b1011, 4), [[0, 1], [3, 3]]);
assert.deepStrictEqual(bitmapToRanges(0b110, 2), [[1, 1]]);
