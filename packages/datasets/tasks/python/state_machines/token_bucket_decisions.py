# query: Simulate a token-bucket rate limiter that starts full with `capacity` tokens and gains `rate` tokens for every
#   whole second between consecutive requests, never holding more than `capacity`. Requests arrive at non-decreasing
#   integer times and each takes one token if there is one. Return True (allowed) or False (rejected) per request.
# entry_point: token_bucket_decisions
# example: token_bucket_decisions([0, 0, 0], 2, 1) == [True, True, False]
# example: token_bucket_decisions([0, 0, 1], 1, 1) == [True, False, True]

def token_bucket_decisions(times, capacity, rate):
    tokens = capacity
    last = None
    decisions = []
    for time in times:
        if last is not None:
            tokens = min(capacity, tokens + (time - last) * rate)
        last = time
        if tokens >= 1:
            tokens -= 1
            decisions.append(True)
        else:
            decisions.append(False)
    return decisions


# tests
assert token_bucket_decisions([], 3, 1) == []
assert token_bucket_decisions([5, 5, 5, 5], 3, 1) == [True, True, True, False]
assert token_bucket_decisions([0, 0, 0, 2, 2, 2], 3, 1) == [True, True, True, True, True, False]
assert token_bucket_decisions([0, 0, 10, 10, 10], 2, 5) == [True, True, True, True, False]
assert token_bucket_decisions([0, 1, 2, 3], 1, 1) == [True, True, True, True]
assert token_bucket_decisions([0, 0, 0, 1, 1], 2, 2) == [True, True, False, True, True]
assert token_bucket_decisions([0, 0, 3, 3], 1, 0) == [True, False, False, False]
assert token_bucket_decisions([4], 0, 3) == [False]
assert token_bucket_decisions([1, 1, 1, 2, 2, 2, 2], 4, 3) == [True, True, True, True, True, True, True]
