// query: Redact banned words in a text: every whole-word, case-insensitive occurrence of a banned word is
//   replaced by asterisks of the same length. Words are runs of ASCII letters, digits and apostrophes, so
//   "class" is not redacted inside "classic"; everything else is kept.
// entry_point: redactWords
// example: redactWords('Darn it', ['darn']) === '**** it'
// example: redactWords('darned', ['darn']) === 'darned'

function redactWords(text, banned) {
  const blocked = new Set(banned.map((word) => word.toLowerCase()));
  let out = '';
  let word = '';
  for (let i = 0; i <= text.length; i++) {
    const ch = i < text.length ? text[i] : '';
    if (ch !== '' && /[A-Za-z0-9']/.test(ch)) {
      word += ch;
      continue;
    }
    out += blocked.has(word.toLowerCase()) ? '*'.repeat(word.length) : word;
    out += ch;
    word = '';
  }
  return out;
}

// tests
assert.strictEqual(redactWords('the Class is classic', ['class']), 'the ***** is classic');
assert.strictEqual(redactWords('', ['x']), '');
assert.strictEqual(redactWords('no bad words', []), 'no bad words');
assert.strictEqual(redactWords("don't stop", ["don't"]), '***** stop');
assert.strictEqual(redactWords('a,b;c', ['b', 'c']), 'a,*;*');
assert.strictEqual(redactWords('x2 x', ['x']), 'x2 *');
assert.strictEqual(redactWords('END', ['end']), '***');
assert.strictEqual(redactWords('foo-bar', ['foo', 'bar']), '***-***');
