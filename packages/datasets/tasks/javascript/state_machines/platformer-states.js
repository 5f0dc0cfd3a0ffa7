// query: Compute a platformer character's state for each frame of input ("move", "jump", anything else = none).
//   On the ground it is "run" while moving and "idle" otherwise, and "jump" starts a jump. A jump stays "jump" until
//   riseFrames frames have passed since it started, then "fall" until fallFrames more frames have passed; on the
//   landing frame the state is "run" or "idle" from that frame's input (input is ignored while airborne).
// entry_point: platformerStates
// example: platformerStates(['move', 'move'], 1, 1) === ['run', 'run']
// example: platformerStates(['jump', 'none', 'none'], 1, 1) === ['jump', 'fall', 'idle']

function platformerStates(inputs, riseFrames, fallFrames) {
  const states = [];
  let state = 'idle';
  let timer = 0;
  for (const input of inputs) {
    if (state === 'jump' || state === 'fall') {
      timer += 1;
      if (state === 'jump' && timer >= riseFrames) {
        state = 'fall';
        timer = 0;
      } else if (state === 'fall' && timer >= fallFrames) {
        state = input === 'move' ? 'run' : 'idle';
      }
    } else if (input === 'jump') {
      state = 'jump';
      timer = 0;
    } else {
      state = input === 'move' ? 'run' : 'idle';
    }
    states.push(state);
  }
  return states;
}

// tests
assert.deepStrictEqual(platformerStates([], 2, 2), []);
assert.deepStrictEqual(platformerStates(['move', 'none'], 2, 2), ['run', 'idle']);
assert.deepStrictEqual(platformerStates(['jump', 'none', 'none', 'none', 'none', 'move'], 2, 2), ['jump', 'jump', 'fall', 'fall', 'idle', 'run']);
assert.deepStrictEqual(platformerStates(['jump', 'jump', 'jump', 'jump'], 1, 1), ['jump', 'fall', 'idle', 'jump']);
assert.deepStrictEqual(platformerStates(['jump', 'move', 'move', 'move'], 1, 2), ['jump', 'fall', 'fall', 'run']);
assert.deepStrictEqual(platformerStates(['dance'], 1, 1), ['idle']);
assert.deepStrictEqual(platformerStates(['move', 'jump', 'none', 'move', 'move'], 1, 1), ['run', 'jump', 'fall', 'run', 'run']);
assert.deepStrictEqual(platformerStates(['jump', 'none', 'none', 'none', 'move'], 3, 1), ['jump', 'jump', 'jump', 'fall', 'run']);
