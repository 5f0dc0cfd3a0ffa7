// query: List the chess squares marked in a 64-bit bitboard (a bigint where bit 0 is a1, bit 7 is h1 and
//   bit 63 is h8) as algebraic names in ascending bit order. Throw a RangeError for a negative board
//   or one wider than 64 bits.
// entry_point: bitboardToSquares
// example: bitboardToSquares(0x81n) === ['a1', 'h1']
// example: bitboardToSquares(1n << 12n) === ['e2']

function bitboardToSquares(board) {
  if (board < 0n || board >> 64n !== 0n) throw new RangeError('bitboard must fit in 64 unsigned bits');
  const squares = [];
  for (let index = 0; index < 64; index++) {
    if (((board >> BigInt(index)) & 1n) === 1n) {
      const file = 'abcdefgh'[index % 8];
      const rank = Math.floor(index / 8) + 1;
      squares.push(`${file}${rank}`);
    }
  }
  return squares;
}

// tests
assert.deepStrictEqual(bitboardToSquares(0n), []);
assert.deepStrictEqual(bitboardToSquares(1n), ['a1']);
assert.deepStrictEqual(bitboardToSquares(0xffn << 8n), ['a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2']);
assert.deepStrictEqual(bitboardToSquares(1n << 63n), ['h8']);
assert.deepStrictEqual(bitboardToSquares(1n << 56n), ['a8']);
assert.deepStrictEqual(bitboardToSquares((1n << 27n) | (1n << 36n)), ['d4', 'e5']);
assert.deepStrictEqual(bitboardToSquares(0x8000000000000001n), ['a1', 'h8']);
assert.throws(() => bitboardToSquares(1n << 64n), RangeError);
assert.throws(() => bitboardToSquares(-1n), RangeError);
