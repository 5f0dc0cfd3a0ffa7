// query: Count how many event timestamps (in seconds) fall inside the sliding window that ends at `now`:
//   strictly after now minus the window length and at or before now. A non-positive window length
//   counts nothing.
// entry_point: eventsInWindow
// example: eventsInWindow([10, 20, 30], 30, 15) === 2
// example: eventsInWindow([1, 5, 9], 10, 100) === 3

function eventsInWindow(timestamps, now, windowSeconds) {
  let count = 0;
  for (const stamp of timestamps) {
    if (stamp > now - windowSeconds && stamp <= now) count += 1;
  }
  return count;
}

// tests
assert.strictEqual(eventsInWindow([100, 150, 200], 200, 60), 2);
assert.strictEqual(eventsInWindow([100, 150, 200], 200, 100), 2);
assert.strictEqual(eventsInWindow([100, 150, 200], 200, 101), 3);
assert.strictEqual(eventsInWindow([100, 150, 250], 200, 1000), 2);
assert.strictEqual(eventsInWindow([], 200, 60), 0);
assert.strictEqual(eventsInWindow([200, 200, 199], 200, 1), 2);
assert.strictEqual(eventsInWindow([190, 200], 200, 0), 0);
assert.strictEqual(eventsInWindow([190, 200], 200, -5), 0);
assert.strictEqual(eventsInWindow([141, 140, 139], 200, 60), 1);
