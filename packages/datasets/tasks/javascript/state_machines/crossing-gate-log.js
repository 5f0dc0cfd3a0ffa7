// query: Control a level-crossing gate from sensor events [time, "approach" | "clear", trainId]. The gate goes down when
//   a train approaches while no train is tracked and goes up when the last tracked train clears; a repeated approach by
//   a tracked train and a clear by an unknown train are ignored. Return the [down time, up time] intervals, using null
//   for the up time if the gate is still down at the end.
// entry_point: crossingGateLog
// example: crossingGateLog([[5, 'approach', 'a'], [9, 'clear', 'a']]) === [[5, 9]]
// example: crossingGateLog([[5, 'approach', 'a']]) === [[5, null]]

function crossingGateLog(events) {
  const tracked = new Set();
  const intervals = [];
  for (const [time, kind, train] of events) {
    if (kind === 'approach') {
      if (tracked.size === 0) intervals.push([time, null]);
      tracked.add(train);
    } else if (tracked.has(train)) {
      tracked.delete(train);
      if (tracked.size === 0) intervals[intervals.length - 1][1] = time;
    }
  }
  return intervals;
}

// tests
assert.deepStrictEqual(crossingGateLog([]), []);
assert.deepStrictEqual(crossingGateLog([[0, 'approach', 't1'], [4, 'approach', 't2'], [6, 'clear', 't1'], [10, 'clear', 't2']]), [[0, 10]]);
assert.deepStrictEqual(crossingGateLog([[0, 'approach', 't1'], [3, 'clear', 't1'], [7, 'approach', 't2'], [8, 'clear', 't2']]), [[0, 3], [7, 8]]);
assert.deepStrictEqual(crossingGateLog([[1, 'clear', 'ghost'], [2, 'approach', 'x'], [3, 'approach', 'x'], [5, 'clear', 'x']]), [[2, 5]]);
assert.deepStrictEqual(crossingGateLog([[1, 'approach', 'a'], [2, 'clear', 'b'], [4, 'clear', 'a'], [6, 'clear', 'a']]), [[1, 4]]);
assert.deepStrictEqual(crossingGateLog([[2, 'approach', 'a'], [3, 'approach', 'b'], [4, 'clear', 'a']]), [[2, null]]);
assert.deepStrictEqual(crossingGateLog([[2, 'approach', 'a'], [6, 'clear', 'a'], [6, 'approach', 'a'], [9, 'clear', 'a']]), [[2, 6], [6, 9]]);
