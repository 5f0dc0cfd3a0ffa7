// query: Fire editor commands from key presses [timeMs, key] using bindings such as { "ctrl+k ctrl+s": "saveAll" }. A
//   key that starts a multi-key binding waits for the next key; if that next key arrives within timeoutMs and completes
//   (or extends) a binding it is used, otherwise the waiting prefix is dropped and the key is handled afresh. Return the
//   commands fired, in order.
// entry_point: matchKeyChords
// example: matchKeyChords({ 'ctrl+s': 'save' }, [[0, 'ctrl+s']], 500) === ['save']
// example: matchKeyChords({ 'ctrl+k ctrl+c': 'comment' }, [[0, 'ctrl+k'], [100, 'ctrl+c']], 500) === ['comment']

function matchKeyChords(bindings, presses, timeoutMs) {
  const fired = [];
  const isPrefix = (sequence) => Object.keys(bindings).some((binding) => binding.startsWith(sequence + ' '));
  let pending = '';
  let pendingAt = 0;
  for (const [time, key] of presses) {
    if (pending !== '' && time - pendingAt <= timeoutMs) {
      const sequence = pending + ' ' + key;
      if (sequence in bindings) {
        fired.push(bindings[sequence]);
        pending = '';
        continue;
      }
      if (isPrefix(sequence)) {
        pending = sequence;
        pendingAt = time;
        continue;
      }
    }
    pending = '';
    if (key in bindings) {
      fired.push(bindings[key]);
    } else if (isPrefix(key)) {
      pending = key;
      pendingAt = time;
    }
  }
  return fired;
}

// test_setup
const KEYS = { 'ctrl+s': 'save', 'ctrl+k ctrl+s': 'saveAll', 'ctrl+k ctrl+k x': 'deep', 'ctrl+k z': 'zen' };

// tests
assert.deepStrictEqual(matchKeyChords(KEYS, [], 500), []);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'ctrl+s'], [10, 'ctrl+s']], 500), ['save', 'save']);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'ctrl+k'], [300, 'ctrl+s']], 500), ['saveAll']);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'ctrl+k'], [500, 'z']], 500), ['zen']);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'ctrl+k'], [501, 'ctrl+s']], 500), ['save']);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'ctrl+k'], [100, 'q'], [200, 'ctrl+s']], 500), ['save']);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'ctrl+k'], [400, 'ctrl+k'], [800, 'x']], 500), ['deep']);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'ctrl+k'], [400, 'ctrl+k'], [1000, 'x'], [1100, 'ctrl+k'], [1200, 'z']], 500), ['zen']);
assert.deepStrictEqual(matchKeyChords(KEYS, [[0, 'x'], [1, 'z']], 500), []);
