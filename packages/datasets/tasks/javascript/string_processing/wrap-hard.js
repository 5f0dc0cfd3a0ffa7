// query: Wrap text into lines of at most the given width, joining words with single spaces and starting a
//   new line when the next word does not fit. A word longer than the width is broken into width-sized
//   pieces, each on its own line, with its final piece continuing the current line as usual.
// entry_point: wrapHard
// example: wrapHard('one two three', 7) === ['one two', 'three']
// example: wrapHard('abcdef', 4) === ['abcd', 'ef']

function wrapHard(text, width) {
  const lines = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    let rest = word;
    while (rest.length > 0) {
      const space = current.length === 0 ? 0 : 1;
      const room = width - current.length - space;
      if (rest.length <= room) {
        current += (space === 1 ? ' ' : '') + rest;
        rest = '';
      } else if (current.length > 0) {
        lines.push(current);
        current = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

// tests
assert.deepStrictEqual(wrapHard('the quick brown fox', 10), ['the quick', 'brown fox']);
assert.deepStrictEqual(wrapHard('abcdefgh', 3), ['abc', 'def', 'gh']);
assert.deepStrictEqual(wrapHard('', 5), []);
assert.deepStrictEqual(wrapHard('a abcdef b', 3), ['a', 'abc', 'def', 'b']);
assert.deepStrictEqual(wrapHard('ab cd', 5), ['ab cd']);
assert.deepStrictEqual(wrapHard('ab cd', 4), ['ab', 'cd']);
assert.deepStrictEqual(wrapHard('  spaced   out  ', 20), ['spaced out']);
assert.deepStrictEqual(wrapHard('xyz', 3), ['xyz']);
assert.deepStrictEqual(wrapHard('hi you', 1), ['h', 'i', 'y', 'o', 'u']);
