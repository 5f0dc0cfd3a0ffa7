// query: Simulate a parking meter from events [minute, action]: "coin" adds `perCoin` minutes (starting from the current
//   minute if the meter had expired, otherwise extending the paid time) up to a maximum of `maxMinutes` paid ahead, and
//   "reset" clears the paid time. Return ["paid", minutes left] at minute `now` if paid time remains, else ["expired", 0].
// entry_point: parkingMeterStatus
// example: parkingMeterStatus([[0, 'coin']], 15, 60, 10) === ['paid', 5]
// example: parkingMeterStatus([[0, 'coin']], 15, 60, 20) === ['expired', 0]

function parkingMeterStatus(events, perCoin, maxMinutes, now) {
  let paidUntil = 0;
  for (const [minute, action] of events) {
    if (minute > now) break;
    if (action === 'coin') {
      const base = Math.max(paidUntil, minute);
      paidUntil = Math.min(base + perCoin, minute + maxMinutes);
    } else if (action === 'reset') {
      paidUntil = minute;
    }
  }
  return paidUntil > now ? ['paid', paidUntil - now] : ['expired', 0];
}

// tests
assert.deepStrictEqual(parkingMeterStatus([], 15, 60, 0), ['expired', 0]);
assert.deepStrictEqual(parkingMeterStatus([[0, 'coin'], [5, 'coin']], 15, 60, 10), ['paid', 20]);
assert.deepStrictEqual(parkingMeterStatus([[0, 'coin'], [20, 'coin']], 15, 60, 30), ['paid', 5]);
assert.deepStrictEqual(parkingMeterStatus([[0, 'coin'], [0, 'coin'], [0, 'coin'], [0, 'coin'], [0, 'coin']], 15, 60, 1), ['paid', 59]);
assert.deepStrictEqual(parkingMeterStatus([[0, 'coin'], [3, 'reset']], 15, 60, 4), ['expired', 0]);
assert.deepStrictEqual(parkingMeterStatus([[0, 'coin'], [15, 'coin']], 15, 60, 15), ['paid', 15]);
assert.deepStrictEqual(parkingMeterStatus([[0, 'coin'], [40, 'coin']], 15, 60, 30), ['expired', 0]);
assert.deepStrictEqual(parkingMeterStatus([[10, 'coin'], [12, 'coin']], 30, 45, 12), ['paid', 45]);
assert.deepStrictEqual(parkingMeterStatus([[0, 'coin']], 15, 60, 15), ['expired', 0]);
