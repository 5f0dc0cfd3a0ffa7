// query: Measure how similar two strings are with the Sørensen–Dice coefficient of their character bigrams
//   (pairs of adjacent characters, compared case-insensitively and counted with multiplicity): twice the
//   number of shared bigrams divided by the total number of bigrams. Two identical strings score 1, and if
//   either string has fewer than two characters the score is 1 when they are equal (ignoring case) and 0 otherwise.
// entry_point: diceSimilarity
// example: diceSimilarity('night', 'nacht') === 0.25
// example: diceSimilarity('abc', 'abc') === 1

function diceSimilarity(left, right) {
  const a = left.toLowerCase();
  const b = right.toLowerCase();
  if (a.length < 2 || b.length < 2) return a === b ? 1 : 0;
  const counts = new Map();
  for (let i = 0; i < a.length - 1; i++) {
    const pair = a.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  let shared = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const pair = b.slice(i, i + 2);
    const available = counts.get(pair) ?? 0;
    if (available > 0) {
      shared += 1;
      counts.set(pair, available - 1);
    }
  }
  return (2 * shared) / (a.length - 1 + b.length - 1);
}

// tests
assert.strictEqual(diceSimilarity('Hello', 'hello'), 1);
assert.strictEqual(diceSimilarity('ab', 'cd'), 0);
assert.strictEqual(diceSimilarity('a', 'A'), 1);
assert.strictEqual(diceSimilarity('', 'ab'), 0);
assert.strictEqual(diceSimilarity('', ''), 1);
assert.strictEqual(diceSimilarity('aaaa', 'aa'), 0.5);
assert.strictEqual(diceSimilarity('abcde', 'bcdef'), 0.75);
assert.strictEqual(Math.round(diceSimilarity('abab', 'baba') * 1000), 667);
assert.strictEqual(diceSimilarity('ab', 'abab'), 0.5);
