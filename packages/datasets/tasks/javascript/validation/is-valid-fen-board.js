// query: Check the piece-placement field of a chess FEN string: eight ranks separated by "/", each made of the
//   piece letters pnbrqkPNBRQK and digits 1-8 (empty squares) that add up to exactly eight squares, with no two
//   digits next to each other, and exactly one white king "K" and one black king "k" on the board.
// entry_point: isValidFenBoard
// example: isValidFenBoard('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR') === true
// example: isValidFenBoard('8/8/8/8/8/8/8/8') === false

function isValidFenBoard(board) {
  const ranks = board.split('/');
  if (ranks.length !== 8) return false;
  let whiteKings = 0;
  let blackKings = 0;
  for (const rank of ranks) {
    let squares = 0;
    let previousDigit = false;
    for (const ch of rank) {
      if (ch >= '1' && ch <= '8') {
        if (previousDigit) return false;
        squares += Number(ch);
        previousDigit = true;
      } else if ('pnbrqkPNBRQK'.includes(ch)) {
        squares += 1;
        previousDigit = false;
        if (ch === 'K') whiteKings += 1;
        if (ch === 'k') blackKings += 1;
      } else {
        return false;
      }
    }
    if (squares !== 8) return false;
  }
  return whiteKings === 1 && blackKings === 1;
}

// tests
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/4K3'), true);
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/4K3/8'), false);
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/4K2'), false);
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/4K4'), false);
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/K34'), false);
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/4K1K1'), false);
assert.strictEqual(isValidFenBoard('8/8/8/8/8/8/8/4K3'), false);
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/4X3'), false);
assert.strictEqual(isValidFenBoard('k7/8/8/8/8/8/8/6K1'), true);
assert.strictEqual(isValidFenBoard('4k3/8/8/8/8/8/8/4K03'), false);
