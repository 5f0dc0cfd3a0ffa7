// query: Convert simple CSV text (no quoting) into an array of objects keyed by the header line. Lines
//   are trimmed, blank lines are skipped and cells are trimmed; text without lines gives an empty
//   array. Throw an error if a data line has a different number of cells than the header, with the
//   message naming the line as "line N" (N counts non-blank lines from 1, the header being line 1).
// entry_point: csvToObjects
// example: csvToObjects('id,name\n1,Ann') === [{ id: '1', name: 'Ann' }]
// example: csvToObjects('x,y\n1,2\n3,4') === [{ x: '1', y: '2' }, { x: '3', y: '4' }]

function csvToObjects(text) {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);
  if (lines.length === 0) return [];
  const header = lines[0].split(',').map((cell) => cell.trim());
  const records = [];
  for (let index = 1; index < lines.length; index++) {
    const cells = lines[index].split(',').map((cell) => cell.trim());
    if (cells.length !== header.length) throw new Error(`line ${index + 1} has ${cells.length} cells`);
    const record = {};
    for (let column = 0; column < header.length; column++) {
      record[header[column]] = cells[column];
    }
    records.push(record);
  }
  return records;
}

// tests
assert.deepStrictEqual(csvToObjects(''), []);
assert.deepStrictEqual(csvToObjects('a,b'), []);
assert.deepStrictEqual(csvToObjects('a,b\n1,2'), [{ a: '1', b: '2' }]);
assert.deepStrictEqual(csvToObjects('a, b\n 1 ,2\n\n3,4\n'), [{ a: '1', b: '2' }, { a: '3', b: '4' }]);
assert.deepStrictEqual(csvToObjects('x\r\n5\r\n'), [{ x: '5' }]);
assert.deepStrictEqual(csvToObjects('name,age\nAnn,30\nBob,'), [{ name: 'Ann', age: '30' }, { name: 'Bob', age: '' }]);
assert.throws(() => csvToObjects('a,b\n1'), /line 2 /);
assert.throws(() => csvToObjects('a,b\n1,2,3'));
assert.deepStrictEqual(csvToObjects('\n\nk,v\n'), []);
