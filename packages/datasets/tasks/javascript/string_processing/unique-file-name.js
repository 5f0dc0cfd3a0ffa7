// query: Pick a file name that does not clash with existing names: if the name is free it is returned
//   as is, otherwise " (2)", " (3)", ... is inserted before the extension (the part from the last dot, unless
//   the dot is the first character) using the smallest number that is free. Comparison is case-insensitive.
// entry_point: uniqueFileName
// example: uniqueFileName('report.pdf', ['report.pdf']) === 'report (2).pdf'
// example: uniqueFileName('notes.txt', []) === 'notes.txt'

function uniqueFileName(name, existing) {
  const taken = new Set(existing.map((item) => item.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  let counter = 2;
  while (taken.has(`${stem} (${counter})${extension}`.toLowerCase())) counter += 1;
  return `${stem} (${counter})${extension}`;
}

// tests
assert.strictEqual(uniqueFileName('a.txt', ['b.txt']), 'a.txt');
assert.strictEqual(uniqueFileName('a.txt', ['A.TXT']), 'a (2).txt');
assert.strictEqual(uniqueFileName('a.txt', ['a.txt', 'a (2).txt', 'a (3).txt']), 'a (4).txt');
assert.strictEqual(uniqueFileName('a.txt', ['a.txt', 'a (3).txt']), 'a (2).txt');
assert.strictEqual(uniqueFileName('.env', ['.env']), '.env (2)');
assert.strictEqual(uniqueFileName('Makefile', ['makefile']), 'Makefile (2)');
assert.strictEqual(uniqueFileName('x.tar.gz', ['x.tar.gz']), 'x.tar (2).gz');
assert.strictEqual(uniqueFileName('a.b', ['a.b', 'A (2).B']), 'a (3).b');
