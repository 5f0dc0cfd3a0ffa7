// query: Split text into trimmed sentences. A sentence ends with a run of ".", "!" or "?" characters that
//   is followed by a space, a newline or the end of the text (so "2.5" does not end a sentence); text after
//   the last sentence end becomes a final sentence, and empty pieces are dropped.
// entry_point: splitSentences
// example: splitSentences('I came. I saw.') === ['I came.', 'I saw.']
// example: splitSentences('Really? Yes') === ['Really?', 'Yes']

function splitSentences(text) {
  const sentences = [];
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const ch = text[index];
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    const next = text.charAt(index + 1);
    if (next !== '' && next !== ' ' && next !== '\n') continue;
    sentences.push(text.slice(start, index + 1).trim());
    start = index + 1;
  }
  const tail = text.slice(start).trim();
  if (tail.length > 0) sentences.push(tail);
  return sentences;
}

// tests
assert.deepStrictEqual(splitSentences('Hello there. How are you? Fine!'), ['Hello there.', 'How are you?', 'Fine!']);
assert.deepStrictEqual(splitSentences(''), []);
assert.deepStrictEqual(splitSentences('No terminator'), ['No terminator']);
assert.deepStrictEqual(splitSentences('Wait... what?!  Really'), ['Wait...', 'what?!', 'Really']);
assert.deepStrictEqual(splitSentences('Version 2.5 is out. Yay'), ['Version 2.5 is out.', 'Yay']);
assert.deepStrictEqual(splitSentences('One.\nTwo.'), ['One.', 'Two.']);
assert.deepStrictEqual(splitSentences('   '), []);
assert.deepStrictEqual(splitSentences('a!b! c'), ['a!b!', 'c']);
assert.deepStrictEqual(splitSentences('Hi.  '), ['Hi.']);
assert.deepStrictEqual(splitSentences('Go!?'), ['Go!?']);
