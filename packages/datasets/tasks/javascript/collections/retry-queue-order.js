// query: Process tasks from a FIFO queue where each task fails its first `failures` attempts: a failed
//   attempt sends the task to the back of the queue while it has used fewer than maxAttempts attempts,
//   otherwise the task is dropped. Return { completed, dropped } task ids in the order they finished.
//   A maxAttempts below 1 throws a RangeError.
// entry_point: retryQueueOrder
// example: retryQueueOrder([{ id: 'a', failures: 1 }, { id: 'b', failures: 0 }], 3) === { completed: ['b', 'a'], dropped: [] }
// example: retryQueueOrder([{ id: 'a', failures: 5 }], 2) === { completed: [], dropped: ['a'] }

function retryQueueOrder(tasks, maxAttempts) {
  if (maxAttempts < 1) throw new RangeError('maxAttempts must be at least 1');
  const queue = tasks.map((task) => ({ id: task.id, failures: task.failures, attempts: 0 }));
  const completed = [];
  const dropped = [];
  while (queue.length > 0) {
    const task = queue.shift();
    task.attempts += 1;
    if (task.attempts > task.failures) {
      completed.push(task.id);
    } else if (task.attempts < maxAttempts) {
      queue.push(task);
    } else {
      dropped.push(task.id);
    }
  }
  return { completed, dropped };
}

// tests
assert.deepStrictEqual(retryQueueOrder([], 3), { completed: [], dropped: [] });
assert.deepStrictEqual(retryQueueOrder([{ id: 'a', failures: 0 }], 1), { completed: ['a'], dropped: [] });
assert.deepStrictEqual(retryQueueOrder([{ id: 'a', failures: 1 }], 1), { completed: [], dropped: ['a'] });
assert.deepStrictEqual(retryQueueOrder([{ id: 'a', failures: 1 }], 2), { completed: ['a'], dropped: [] });
assert.deepStrictEqual(retryQueueOrder([{ id: 'a', failures: 2 }], 2), { completed: [], dropped: ['a'] });
assert.deepStrictEqual(retryQueueOrder([{ id: 'a', failures: 2 }, { id: 'b', failures: 1 }, { id: 'c', failures: 0 }], 3), { completed: ['c', 'b', 'a'], dropped: [] });
assert.deepStrictEqual(retryQueueOrder([{ id: 'a', failures: 3 }, { id: 'b', failures: 3 }, { id: 'c', failures: 1 }], 3), { completed: ['c'], dropped: ['a', 'b'] });
assert.throws(() => retryQueueOrder([{ id: 'a', failures: 0 }], 0), RangeError);
