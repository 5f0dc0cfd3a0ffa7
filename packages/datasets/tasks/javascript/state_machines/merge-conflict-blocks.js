// query: Scan file lines for merge conflict blocks: a line starting with "<<<<<<<", then a line exactly "=======",
//   then a line starting with ">>>>>>>". Return [our line count, their line count] for each block in order, or null
//   if a marker appears out of order or a block is left unfinished.
// entry_point: mergeConflictBlocks
// example: mergeConflictBlocks(['<<<<<<< ours', 'a', '=======', 'b', '>>>>>>> theirs']) === [[1, 1]]
// example: mergeConflictBlocks(['x', 'y']) === []

function mergeConflictBlocks(lines) {
  const blocks = [];
  let state = 'outside';
  let ours = 0;
  let theirs = 0;
  for (const line of lines) {
    if (line.startsWith('<<<<<<<')) {
      if (state !== 'outside') return null;
      state = 'ours';
      ours = 0;
      theirs = 0;
    } else if (line === '=======') {
      if (state !== 'ours') return null;
      state = 'theirs';
    } else if (line.startsWith('>>>>>>>')) {
      if (state !== 'theirs') return null;
      blocks.push([ours, theirs]);
      state = 'outside';
    } else if (state === 'ours') {
      ours += 1;
    } else if (state === 'theirs') {
      theirs += 1;
    }
  }
  if (state !== 'outside') return null;
  return blocks;
}

// tests
assert.deepStrictEqual(mergeConflictBlocks(['a', '<<<<<<< HEAD', 'x', '=======', 'y', 'z', '>>>>>>> b', 'c']), [[1, 2]]);
assert.deepStrictEqual(mergeConflictBlocks([]), []);
assert.deepStrictEqual(mergeConflictBlocks(['plain']), []);
assert.deepStrictEqual(mergeConflictBlocks(['<<<<<<< a', '=======', '>>>>>>> b']), [[0, 0]]);
assert.deepStrictEqual(mergeConflictBlocks(['=======']), null);
assert.deepStrictEqual(mergeConflictBlocks(['<<<<<<< a', 'x']), null);
assert.deepStrictEqual(mergeConflictBlocks(['<<<<<<< a', 'x', '<<<<<<< b', '=======', '>>>>>>> c']), null);
assert.deepStrictEqual(mergeConflictBlocks(['>>>>>>> b']), null);
assert.deepStrictEqual(mergeConflictBlocks(['<<<<<<< a', '1', '=======', '>>>>>>> b', 'mid', '<<<<<<< a', '=======', '2', '3', '>>>>>>> b']), [[1, 0], [0, 2]]);
assert.deepStrictEqual(mergeConflictBlocks(['<<<<<<< a', '=======', '=======', '>>>>>>> b']), null);
