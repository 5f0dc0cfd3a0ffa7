# query: Simulate a circuit breaker over a sequence of call results (True = success). While closed, calls run,
#   and reaching the failure threshold in consecutive failures opens the breaker. While open, the next
#   `cooldown` calls are rejected without running; the call after that is a trial that closes the breaker on
#   success or reopens it on failure. Return "ok", "fail" or "rejected" for every call.
# entry_point: circuit_breaker_trace
# example: circuit_breaker_trace([True, False, True], 2, 1) == ["ok", "fail", "ok"]
# example: circuit_breaker_trace([False, True, True], 1, 1) == ["fail", "rejected", "ok"]

def circuit_breaker_trace(results, threshold, cooldown):
    trace = []
    state = "closed"
    failures = 0
    rejected_left = 0
    for succeeded in results:
        if state == "open":
            if rejected_left > 0:
                rejected_left -= 1
                trace.append("rejected")
                continue
            state = "half_open"
        trace.append("ok" if succeeded else "fail")
        if succeeded:
            failures = 0
            state = "closed"
        elif state == "half_open":
            state = "open"
            rejected_left = cooldown
        else:
            failures += 1
            if failures >= threshold:
                state = "open"
                rejected_left = cooldown
    return trace


# tests
assert circuit_breaker_trace([True, True], 2, 1) == ["ok", "ok"]
assert circuit_breaker_trace([False, False, True, True], 2, 1) == ["fail", "fail", "rejected", "ok"]
assert circuit_breaker_trace([False, True, False, True], 2, 1) == ["fail", "ok", "fail", "ok"]
assert circuit_breaker_trace([False, False, False, False, True], 2, 2) == ["fail", "fail", "rejected", "rejected", "ok"]
assert circuit_breaker_trace([False, False, True, False, True, True], 2, 1) == ["fail", "fail", "rejected", "fail", "rejected", "ok"]
assert circuit_breaker_trace([], 3, 1) == []
assert circuit_breaker_trace([False, True], 1, 0) == ["fail", "ok"]
assert circuit_breaker_trace([False, False, True, False, False], 1, 1) == ["fail", "rejected", "ok", "fail", "rejected"]
