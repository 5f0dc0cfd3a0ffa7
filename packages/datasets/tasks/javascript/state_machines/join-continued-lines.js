// query: Turn physical config lines into logical lines: a line ending in a backslash continues onto the next line (the
//   backslash is removed and the next line appended as is). Logical lines whose first non-blank character is "#" are
//   comments and are dropped, as are blank logical lines; a backslash on the very last line is simply removed.
// entry_point: joinContinuedLines
// example: joinContinuedLines(['a = 1 \\', '+ 2']) === ['a = 1 + 2']
// example: joinContinuedLines(['# note', 'x']) === ['x']

function joinContinuedLines(lines) {
  const result = [];
  let pending = '';
  let continuing = false;
  const flush = (line) => {
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) result.push(line);
  };
  for (const line of lines) {
    const joined = continuing ? pending + line : line;
    if (joined.endsWith('\\')) {
      pending = joined.slice(0, -1);
      continuing = true;
    } else {
      flush(joined);
      pending = '';
      continuing = false;
    }
  }
  if (continuing) flush(pending);
  return result;
}

// tests
assert.deepStrictEqual(joinContinuedLines([]), []);
assert.deepStrictEqual(joinContinuedLines(['one', 'two']), ['one', 'two']);
assert.deepStrictEqual(joinContinuedLines(['a\\', 'b\\', 'c', 'd']), ['abc', 'd']);
assert.deepStrictEqual(joinContinuedLines(['  # comment \\', 'still comment', 'real']), ['real']);
assert.deepStrictEqual(joinContinuedLines(['key = \\', '# not a comment']), ['key = # not a comment']);
assert.deepStrictEqual(joinContinuedLines(['', '   ', 'x']), ['x']);
assert.deepStrictEqual(joinContinuedLines(['last\\']), ['last']);
assert.deepStrictEqual(joinContinuedLines(['\\', '', 'y']), ['y']);
assert.deepStrictEqual(joinContinuedLines(['path = C:\\\\', 'next']), ['path = C:\\next']);
