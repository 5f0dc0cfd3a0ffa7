// query: Tokenize a small C-like source string into "id:<name>" (letter or underscore, then word characters),
//   "num:<digits>" and "op:<operator>" tokens, where operators are == != <= >= and the single characters
//   + - * / = < > ( ) { } ; ,. Whitespace and "//" comments up to the end of the line are skipped; return null
//   for any other character.
// entry_point: lexSourceTokens
// example: lexSourceTokens('a + 1') === ['id:a', 'op:+', 'num:1']
// example: lexSourceTokens('y=x*2;') === ['id:y', 'op:=', 'id:x', 'op:*', 'num:2', 'op:;']

function lexSourceTokens(source) {
  const tokens = [];
  let index = 0;
  while (index < source.length) {
    const character = source[index];
    const pair = source.slice(index, index + 2);
    if (/\s/.test(character)) {
      index += 1;
    } else if (pair === '//') {
      const newline = source.indexOf('\n', index);
      index = newline === -1 ? source.length : newline + 1;
    } else if (/[A-Za-z_]/.test(character)) {
      let end = index + 1;
      while (end < source.length && /\w/.test(source[end])) end += 1;
      tokens.push(`id:${source.slice(index, end)}`);
      index = end;
    } else if (/[0-9]/.test(character)) {
      let end = index + 1;
      while (end < source.length && /[0-9]/.test(source[end])) end += 1;
      tokens.push(`num:${source.slice(index, end)}`);
      index = end;
    } else if (['==', '!=', '<=', '>='].includes(pair)) {
      tokens.push(`op:${pair}`);
      index += 2;
    } else if ('+-*/=<>(){};,'.includes(character)) {
      tokens.push(`op:${character}`);
      index += 1;
    } else {
      return null;
    }
  }
  return tokens;
}

// tests
assert.deepStrictEqual(lexSourceTokens('x = 42;'), ['id:x', 'op:=', 'num:42', 'op:;']);
assert.deepStrictEqual(lexSourceTokens(''), []);
assert.deepStrictEqual(lexSourceTokens('a<=b'), ['id:a', 'op:<=', 'id:b']);
assert.deepStrictEqual(lexSourceTokens('if (n != 0) f(n1);'), ['id:if', 'op:(', 'id:n', 'op:!=', 'num:0', 'op:)', 'id:f', 'op:(', 'id:n1', 'op:)', 'op:;']);
assert.deepStrictEqual(lexSourceTokens('// note\ny'), ['id:y']);
assert.deepStrictEqual(lexSourceTokens('ab // c\nxy 12'), ['id:ab', 'id:xy', 'num:12']);
assert.deepStrictEqual(lexSourceTokens('7 @ 2'), null);
assert.deepStrictEqual(lexSourceTokens('_tmp2==3'), ['id:_tmp2', 'op:==', 'num:3']);
assert.deepStrictEqual(lexSourceTokens('10/2-xy'), ['num:10', 'op:/', 'num:2', 'op:-', 'id:xy']);
assert.deepStrictEqual(lexSourceTokens('x // c@'), ['id:x']);
