// query: Collect the hashtags in a text: a "#" that is not preceded by a letter, digit or underscore,
//   followed by one or more ASCII letters, digits or underscores. Tags are returned lowercased, without
//   the "#", each only once in order of first appearance; a "#" with no tag characters after it is ignored.
// entry_point: extractHashtags
// example: extractHashtags('Hello #World') === ['world']
// example: extractHashtags('#a and #b') === ['a', 'b']

function extractHashtags(text) {
  const tags = [];
  let index = 0;
  while (index < text.length) {
    const atWordStart = index === 0 || !isTagChar(text[index - 1]);
    if (text[index] === '#' && atWordStart) {
      let end = index + 1;
      while (end < text.length && isTagChar(text[end])) end += 1;
      if (end - index > 1) {
        const tag = text.slice(index + 1, end).toLowerCase();
        if (!tags.includes(tag)) tags.push(tag);
      }
      index = end;
    } else {
      index += 1;
    }
  }
  return tags;
}

function isTagChar(ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '_';
}

// tests
assert.deepStrictEqual(extractHashtags('Loving #TypeScript and #coding!'), ['typescript', 'coding']);
assert.deepStrictEqual(extractHashtags('#ZAP #a9z0'), ['zap', 'a9z0']);
assert.deepStrictEqual(extractHashtags(''), []);
assert.deepStrictEqual(extractHashtags('no tags here'), []);
assert.deepStrictEqual(extractHashtags('#dup #Dup #DUP'), ['dup']);
assert.deepStrictEqual(extractHashtags('email me at a#b or #ok'), ['ok']);
assert.deepStrictEqual(extractHashtags('# alone ##double'), ['double']);
assert.deepStrictEqual(extractHashtags('#snake_case_tag.'), ['snake_case_tag']);
assert.deepStrictEqual(extractHashtags('#1st place'), ['1st']);
assert.deepStrictEqual(extractHashtags('#end#'), ['end']);
