// query: Convert isometric map tile coordinates [col, row] to the screen pixel of the tile's top corner
//   for diamond tiles of the given width and height (tile [0, 0] at originX, 0): moving one column goes
//   half a tile right and down, one row half a tile left and down. Pixel values are rounded down.
// entry_point: isoTileToScreen
// example: isoTileToScreen(1, 0, 64, 32, 0) === [32, 16]
// example: isoTileToScreen(0, 1, 64, 32, 0) === [-32, 16]

function isoTileToScreen(col, row, tileWidth, tileHeight, originX) {
  const halfW = tileWidth / 2;
  const halfH = tileHeight / 2;
  const x = originX + (col - row) * halfW;
  const y = (col + row) * halfH;
  return [Math.floor(x), Math.floor(y)];
}

// tests
assert.deepStrictEqual(isoTileToScreen(0, 0, 64, 32, 400), [400, 0]);
assert.deepStrictEqual(isoTileToScreen(2, 0, 64, 32, 400), [464, 32]);
assert.deepStrictEqual(isoTileToScreen(0, 3, 64, 32, 400), [304, 48]);
assert.deepStrictEqual(isoTileToScreen(3, 3, 64, 32, 400), [400, 96]);
assert.deepStrictEqual(isoTileToScreen(5, 2, 64, 32, 100), [196, 112]);
assert.deepStrictEqual(isoTileToScreen(1, 0, 33, 17, 0), [16, 8]);
assert.deepStrictEqual(isoTileToScreen(0, 1, 33, 17, 0), [-17, 8]);
assert.deepStrictEqual(isoTileToScreen(-1, 0, 64, 32, 100), [68, -16]);
assert.deepStrictEqual(isoTileToScreen(2, 1, 10, 6, 7), [12, 9]);
