// query: From an ascending list of timestamps, pick the given number of timestamps closest to a moment (an earlier
//   timestamp wins a tie in distance) and return them in ascending order. If fewer exist, return them all.
// entry_point: closestTimestamps
// example: closestTimestamps([10, 20, 30, 40], 22, 2) === [20, 30]
// example: closestTimestamps([5, 15, 25], 10, 1) === [5]

function closestTimestamps(timestamps, moment, count) {
  let low = 0;
  let high = timestamps.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (timestamps[middle] < moment) low = middle + 1;
    else high = middle;
  }
  let left = low - 1;
  let right = low;
  const picked = [];
  while (picked.length < count && (left >= 0 || right < timestamps.length)) {
    if (right >= timestamps.length || (left >= 0 && moment - timestamps[left] <= timestamps[right] - moment)) {
      picked.unshift(timestamps[left]);
      left -= 1;
    } else {
      picked.push(timestamps[right]);
      right += 1;
    }
  }
  return picked;
}

// tests
assert.deepStrictEqual(closestTimestamps([1, 3, 5, 7, 9], 6, 2), [5, 7]);
assert.deepStrictEqual(closestTimestamps([1, 3, 5, 7, 9], 6, 3), [3, 5, 7]);
assert.deepStrictEqual(closestTimestamps([1, 3, 5], 0, 5), [1, 3, 5]);
assert.deepStrictEqual(closestTimestamps([1, 3, 5, 7, 9], 100, 2), [7, 9]);
assert.deepStrictEqual(closestTimestamps([], 5, 2), []);
assert.deepStrictEqual(closestTimestamps([1, 3, 5, 7, 10], 9, 1), [10]);
assert.deepStrictEqual(closestTimestamps([1, 3, 5, 7, 9], 2, 2), [1, 3]);
assert.deepStrictEqual(closestTimestamps([10, 20, 30], 25, 1), [20]);
assert.deepStrictEqual(closestTimestamps([1, 2], 5, 10), [1, 2]);
assert.deepStrictEqual(closestTimestamps([0, 10, 11, 12, 40], 9, 3), [10, 11, 12]);
