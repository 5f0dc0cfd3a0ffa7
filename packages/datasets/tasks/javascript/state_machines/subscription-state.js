// query: Track a subscription through billing events and return its state after each event. It starts in "trial":
//   "pay_ok" makes it "active", "trial_end" makes it "expired" and "cancel" makes it "canceled". While active or past
//   due, "pay_ok" makes it active again, "pay_fail" makes it "past_due" until the third consecutive failure cancels it,
//   and "cancel" cancels it. Expired and canceled are final; events that do not apply change nothing.
// entry_point: subscriptionState
// example: subscriptionState(['pay_ok']) === ['active']
// example: subscriptionState(['trial_end', 'pay_ok']) === ['expired', 'expired']

function subscriptionState(events) {
  let state = 'trial';
  let failures = 0;
  const history = [];
  for (const event of events) {
    if (state === 'trial') {
      if (event === 'pay_ok') state = 'active';
      else if (event === 'trial_end') state = 'expired';
      else if (event === 'cancel') state = 'canceled';
    } else if (state === 'active' || state === 'past_due') {
      if (event === 'cancel') {
        state = 'canceled';
      } else if (event === 'pay_ok') {
        state = 'active';
        failures = 0;
      } else if (event === 'pay_fail') {
        failures += 1;
        state = failures >= 3 ? 'canceled' : 'past_due';
      }
    }
    history.push(state);
  }
  return history;
}

// tests
assert.deepStrictEqual(subscriptionState([]), []);
assert.deepStrictEqual(subscriptionState(['pay_fail', 'cancel']), ['trial', 'canceled']);
assert.deepStrictEqual(subscriptionState(['pay_ok', 'pay_fail', 'pay_ok']), ['active', 'past_due', 'active']);
assert.deepStrictEqual(subscriptionState(['pay_ok', 'pay_fail', 'pay_fail', 'pay_fail', 'pay_ok']), ['active', 'past_due', 'past_due', 'canceled', 'canceled']);
assert.deepStrictEqual(subscriptionState(['pay_ok', 'pay_fail', 'pay_fail', 'pay_ok', 'pay_fail', 'pay_fail']), ['active', 'past_due', 'past_due', 'active', 'past_due', 'past_due']);
assert.deepStrictEqual(subscriptionState(['pay_ok', 'trial_end', 'cancel', 'pay_ok']), ['active', 'active', 'canceled', 'canceled']);
assert.deepStrictEqual(subscriptionState(['pay_ok', 'pay_fail', 'cancel']), ['active', 'past_due', 'canceled']);
assert.deepStrictEqual(subscriptionState(['cancel', 'pay_ok']), ['canceled', 'canceled']);
