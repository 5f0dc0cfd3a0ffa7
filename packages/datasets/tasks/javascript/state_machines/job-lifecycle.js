// query: Follow a background job through events. It starts "queued"; "start" moves queued to "running" and counts an
//   attempt; "succeed" moves running to "done"; "fail" moves running back to queued, or to "dead" once maxAttempts
//   attempts have been used; "cancel" moves queued or running to "canceled". Other events are ignored. Return [final
//   state, attempts].
// entry_point: jobLifecycle
// example: jobLifecycle(['start', 'succeed'], 3) === ['done', 1]
// example: jobLifecycle(['start', 'fail'], 1) === ['dead', 1]

function jobLifecycle(events, maxAttempts) {
  let state = 'queued';
  let attempts = 0;
  for (const event of events) {
    if (event === 'start' && state === 'queued') {
      state = 'running';
      attempts += 1;
    } else if (event === 'succeed' && state === 'running') {
      state = 'done';
    } else if (event === 'fail' && state === 'running') {
      state = attempts >= maxAttempts ? 'dead' : 'queued';
    } else if (event === 'cancel' && (state === 'queued' || state === 'running')) {
      state = 'canceled';
    }
  }
  return [state, attempts];
}

// tests
assert.deepStrictEqual(jobLifecycle([], 3), ['queued', 0]);
assert.deepStrictEqual(jobLifecycle(['start', 'fail', 'start', 'fail', 'start', 'succeed'], 3), ['done', 3]);
assert.deepStrictEqual(jobLifecycle(['start', 'fail', 'start', 'fail', 'start', 'fail'], 3), ['dead', 3]);
assert.deepStrictEqual(jobLifecycle(['start', 'fail', 'start', 'fail'], 3), ['queued', 2]);
assert.deepStrictEqual(jobLifecycle(['start', 'start', 'succeed', 'fail', 'cancel'], 2), ['done', 1]);
assert.deepStrictEqual(jobLifecycle(['succeed', 'fail', 'start'], 2), ['running', 1]);
assert.deepStrictEqual(jobLifecycle(['start', 'cancel', 'start'], 2), ['canceled', 1]);
assert.deepStrictEqual(jobLifecycle(['cancel', 'start'], 2), ['canceled', 0]);
assert.deepStrictEqual(jobLifecycle(['start', 'fail', 'fail', 'start', 'fail', 'start'], 2), ['dead', 2]);
