// query: A washing machine starts its program at time 0 and runs its phases [name, minutes] in order; "pause" and
//   "resume" events [time, action] stop and restart the clock (repeats are harmless) and events after `now` are ignored.
//   Return [current phase, minutes left in it] at `now`, or ["done", 0] once every phase has finished.
// entry_point: washerProgress
// example: washerProgress([['wash', 30], ['spin', 10]], [], 5) === ['wash', 25]
// example: washerProgress([['wash', 30], ['spin', 10]], [], 45) === ['done', 0]

function washerProgress(phases, events, now) {
  let elapsed = 0;
  let running = true;
  let last = 0;
  for (const [time, action] of events) {
    if (time > now) break;
    if (running) elapsed += time - last;
    last = time;
    if (action === 'pause') running = false;
    else if (action === 'resume') running = true;
  }
  if (running) elapsed += now - last;
  for (const [name, minutes] of phases) {
    if (elapsed < minutes) return [name, minutes - elapsed];
    elapsed -= minutes;
  }
  return ['done', 0];
}

// test_setup
const PROGRAM = [['fill', 5], ['wash', 20], ['rinse', 10], ['spin', 5]];

// tests
assert.deepStrictEqual(washerProgress(PROGRAM, [], 0), ['fill', 5]);
assert.deepStrictEqual(washerProgress(PROGRAM, [], 5), ['wash', 20]);
assert.deepStrictEqual(washerProgress(PROGRAM, [], 39), ['spin', 1]);
assert.deepStrictEqual(washerProgress(PROGRAM, [], 40), ['done', 0]);
assert.deepStrictEqual(washerProgress(PROGRAM, [[10, 'pause'], [30, 'resume']], 40), ['wash', 5]);
assert.deepStrictEqual(washerProgress(PROGRAM, [[10, 'pause']], 100), ['wash', 15]);
assert.deepStrictEqual(washerProgress(PROGRAM, [[10, 'pause'], [12, 'pause'], [20, 'resume'], [25, 'resume']], 30), ['wash', 5]);
assert.deepStrictEqual(washerProgress(PROGRAM, [[3, 'pause'], [50, 'resume']], 20), ['fill', 2]);
assert.deepStrictEqual(washerProgress([], [], 3), ['done', 0]);
