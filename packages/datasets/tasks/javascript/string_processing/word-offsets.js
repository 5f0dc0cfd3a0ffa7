// query: Split a text into words with their positions, as needed for highlighting: each word is a maximal run
//   of letters, digits, apostrophes or hyphens that contains at least one letter or digit, returned as
//   { word, start, end } with end exclusive, in order. Apostrophes and hyphens at the edges of a run are not
//   part of the word.
// entry_point: wordOffsets
// example: wordOffsets('hi there') === [{ word: 'hi', start: 0, end: 2 }, { word: 'there', start: 3, end: 8 }]
// example: wordOffsets("'quoted'") === [{ word: 'quoted', start: 1, end: 7 }]

function wordOffsets(text) {
  const result = [];
  const isWordChar = (ch) => /[\p{L}\p{N}'-]/u.test(ch);
  const isCore = (ch) => /[\p{L}\p{N}]/u.test(ch);
  let i = 0;
  while (i < text.length) {
    if (!isWordChar(text[i])) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < text.length && isWordChar(text[j])) j += 1;
    let start = i;
    let end = j;
    while (start < end && !isCore(text[start])) start += 1;
    while (end > start && !isCore(text[end - 1])) end -= 1;
    if (start < end) result.push({ word: text.slice(start, end), start, end });
    i = j;
  }
  return result;
}

// tests
assert.deepStrictEqual(wordOffsets(''), []);
assert.deepStrictEqual(wordOffsets("don't stop-gap"), [{ word: 'don\'t', start: 0, end: 5 }, { word: 'stop-gap', start: 6, end: 14 }]);
assert.deepStrictEqual(wordOffsets('  x  '), [{ word: 'x', start: 2, end: 3 }]);
assert.deepStrictEqual(wordOffsets('-- --'), []);
assert.deepStrictEqual(wordOffsets("-a-'"), [{ word: 'a', start: 1, end: 2 }]);
assert.deepStrictEqual(wordOffsets('a,b.c'), [{ word: 'a', start: 0, end: 1 }, { word: 'b', start: 2, end: 3 }, { word: 'c', start: 4, end: 5 }]);
assert.deepStrictEqual(wordOffsets('über 42'), [{ word: 'über', start: 0, end: 4 }, { word: '42', start: 5, end: 7 }]);
assert.deepStrictEqual(wordOffsets("x'"), [{ word: 'x', start: 0, end: 1 }]);
