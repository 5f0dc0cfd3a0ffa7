// query: Replay timed stopwatch events [time, action]: "start" (when stopped), "stop" (when running), "lap" (when
//   running, records the elapsed time so far) and "reset" (when stopped, clears elapsed time and laps); events that do
//   not apply are ignored. Return [elapsed time at `now`, including a still-running segment, list of lap times].
// entry_point: stopwatchState
// example: stopwatchState([[0, 'start']], 4) === [4, []]
// example: stopwatchState([[1, 'start'], [3, 'lap'], [6, 'stop']], 8) === [5, [2]]

function stopwatchState(events, now) {
  let running = false;
  let startedAt = 0;
  let accumulated = 0;
  let laps = [];
  for (const [time, action] of events) {
    if (action === 'start' && !running) {
      running = true;
      startedAt = time;
    } else if (action === 'stop' && running) {
      running = false;
      accumulated += time - startedAt;
    } else if (action === 'lap' && running) {
      laps.push(accumulated + time - startedAt);
    } else if (action === 'reset' && !running) {
      accumulated = 0;
      laps = [];
    }
  }
  const total = running ? accumulated + now - startedAt : accumulated;
  return [total, laps];
}

// tests
assert.deepStrictEqual(stopwatchState([[2, 'start'], [5, 'stop']], 10), [3, []]);
assert.deepStrictEqual(stopwatchState([], 3), [0, []]);
assert.deepStrictEqual(stopwatchState([[2, 'start']], 7), [5, []]);
assert.deepStrictEqual(stopwatchState([[0, 'start'], [3, 'lap'], [4, 'stop'], [10, 'start'], [12, 'lap']], 20), [14, [3, 6]]);
assert.deepStrictEqual(stopwatchState([[0, 'start'], [5, 'stop'], [6, 'reset']], 9), [0, []]);
assert.deepStrictEqual(stopwatchState([[0, 'start'], [5, 'reset']], 9), [9, []]);
assert.deepStrictEqual(stopwatchState([[0, 'start'], [2, 'start'], [4, 'stop'], [6, 'stop']], 8), [4, []]);
assert.deepStrictEqual(stopwatchState([[0, 'lap'], [1, 'start'], [3, 'lap']], 3), [2, [2]]);
assert.deepStrictEqual(stopwatchState([[1, 'start'], [4, 'stop'], [5, 'reset'], [6, 'start'], [8, 'lap']], 10), [4, [2]]);
