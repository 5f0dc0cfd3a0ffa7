// query: Navigate a playlist of n tracks starting at track 0 with repeat "off". Commands: "next", "prev" and "repeat"
//   (cycles off -> all -> one -> off). With repeat "one", next and prev stay on the track; with "all" they wrap around;
//   with "off", prev stops at track 0 and next past the last track stops playback (-1), after which next does nothing and
//   prev goes to the last track. Return the current track after each command.
// entry_point: playlistNavigator
// example: playlistNavigator(3, ['next', 'next']) === [1, 2]
// example: playlistNavigator(2, ['repeat', 'next', 'next']) === [0, 1, 0]

function playlistNavigator(n, commands) {
  const modes = ['off', 'all', 'one'];
  let mode = 0;
  let track = 0;
  const history = [];
  for (const command of commands) {
    if (command === 'repeat') {
      mode = (mode + 1) % modes.length;
    } else if (track === -1) {
      if (command === 'prev') track = n - 1;
    } else if (modes[mode] !== 'one' && command === 'next') {
      if (track + 1 < n) track += 1;
      else track = modes[mode] === 'all' ? 0 : -1;
    } else if (modes[mode] !== 'one' && command === 'prev') {
      if (track > 0) track -= 1;
      else if (modes[mode] === 'all') track = n - 1;
    }
    history.push(track);
  }
  return history;
}

// tests
assert.deepStrictEqual(playlistNavigator(3, []), []);
assert.deepStrictEqual(playlistNavigator(3, ['next', 'next', 'next', 'next']), [1, 2, -1, -1]);
assert.deepStrictEqual(playlistNavigator(3, ['next', 'next', 'next', 'prev']), [1, 2, -1, 2]);
assert.deepStrictEqual(playlistNavigator(3, ['prev', 'next', 'prev', 'prev']), [0, 1, 0, 0]);
assert.deepStrictEqual(playlistNavigator(3, ['repeat', 'prev', 'next', 'next']), [0, 2, 0, 1]);
assert.deepStrictEqual(playlistNavigator(3, ['next', 'repeat', 'repeat', 'next', 'prev', 'repeat', 'next']), [1, 1, 1, 1, 1, 1, 2]);
assert.deepStrictEqual(playlistNavigator(1, ['next', 'prev', 'repeat', 'next']), [-1, 0, 0, 0]);
assert.deepStrictEqual(playlistNavigator(4, ['repeat', 'repeat', 'repeat', 'prev', 'next']), [0, 0, 0, 0, 1]);
