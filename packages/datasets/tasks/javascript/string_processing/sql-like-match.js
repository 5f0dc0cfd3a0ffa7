// query: Match a text against an SQL LIKE pattern: "%" matches any run of characters (including none), "_"
//   matches exactly one character, and a backslash makes the next character literal (a trailing backslash is
//   literal). Matching is case-sensitive and must cover the whole text.
// entry_point: sqlLikeMatch
// example: sqlLikeMatch('hello', 'h%o') === true
// example: sqlLikeMatch('hello', 'h_o') === false

function sqlLikeMatch(text, pattern) {
  const tokens = [];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\' && i + 1 < pattern.length) {
      tokens.push({ kind: 'char', ch: pattern[i + 1] });
      i += 1;
    } else if (ch === '%') tokens.push({ kind: 'any', ch });
    else if (ch === '_') tokens.push({ kind: 'one', ch });
    else tokens.push({ kind: 'char', ch });
  }
  let reachable = new Set([0]);
  for (const token of tokens) {
    const next = new Set();
    for (const position of reachable) {
      if (token.kind === 'any') {
        for (let p = position; p <= text.length; p++) next.add(p);
      } else if (position < text.length && (token.kind === 'one' || text[position] === token.ch)) {
        next.add(position + 1);
      }
    }
    reachable = next;
  }
  return reachable.has(text.length);
}

// tests
assert.strictEqual(sqlLikeMatch('', ''), true);
assert.strictEqual(sqlLikeMatch('', '%'), true);
assert.strictEqual(sqlLikeMatch('a', ''), false);
assert.strictEqual(sqlLikeMatch('abc', '_b_'), true);
assert.strictEqual(sqlLikeMatch('abc', '__'), false);
assert.strictEqual(sqlLikeMatch('50%', '50\\%'), true);
assert.strictEqual(sqlLikeMatch('500', '50\\%'), false);
assert.strictEqual(sqlLikeMatch('a_b', 'a\\_b'), true);
assert.strictEqual(sqlLikeMatch('Hello', 'h%'), false);
assert.strictEqual(sqlLikeMatch('path\\', 'path\\'), true);
