// query: Return the longest string that appears as a contiguous substring of both inputs. When several
//   have the maximum length, return the one that ends earliest in the first string; return "" when the
//   inputs share no character.
// entry_point: longestCommonSubstring
// example: longestCommonSubstring('banana', 'ananas') === 'anana'
// example: longestCommonSubstring('cat', 'hat') === 'at'

function longestCommonSubstring(a, b) {
  let bestLength = 0;
  let bestEnd = 0;
  let previous = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1] + 1;
        if (current[j] > bestLength) {
          bestLength = current[j];
          bestEnd = i;
        }
      }
    }
    previous = current;
  }
  return a.slice(bestEnd - bestLength, bestEnd);
}

// tests
assert.strictEqual(longestCommonSubstring('abcdef', 'zcdemn'), 'cde');
assert.strictEqual(longestCommonSubstring('', 'abc'), '');
assert.strictEqual(longestCommonSubstring('abc', ''), '');
assert.strictEqual(longestCommonSubstring('abc', 'xyz'), '');
assert.strictEqual(longestCommonSubstring('abab', 'baba'), 'aba');
assert.strictEqual(longestCommonSubstring('same', 'same'), 'same');
assert.strictEqual(longestCommonSubstring('xabcyabcz', 'abc'), 'abc');
assert.strictEqual(longestCommonSubstring('ab', 'ba'), 'a');
assert.strictEqual(longestCommonSubstring('hello world', 'yellow'), 'ello');
assert.strictEqual(longestCommonSubstring('xyzab', 'abxyz'), 'xyz');
