# query: Apply a sliding-window rate limit to request timestamps (seconds, in time order): a request is
#   allowed if fewer than limit requests were allowed in the window of the preceding window seconds
#   (an earlier request at exactly t - window no longer counts). Rejected requests do not count. Return
#   one True/False decision per request.
# entry_point: allowed_requests
# example: allowed_requests([0, 1, 2], 2, 10) == [True, True, False]
# example: allowed_requests([0, 1, 11], 2, 10) == [True, True, True]

def allowed_requests(timestamps, limit, window):
    from collections import deque

    recent = deque()
    decisions = []
    for stamp in timestamps:
        while recent and recent[0] <= stamp - window:
            recent.popleft()
        if len(recent) < limit:
            recent.append(stamp)
            decisions.append(True)
        else:
            decisions.append(False)
    return decisions


# tests
assert allowed_requests([], 3, 60) == []
assert allowed_requests([5], 0, 60) == [False]
assert allowed_requests([0, 0, 0], 1, 1) == [True, False, False]
assert allowed_requests([0, 59, 60], 1, 60) == [True, False, True]
assert allowed_requests([0, 30, 45, 61, 75], 2, 60) == [True, True, False, True, False]
assert allowed_requests([0, 10, 20, 30], 3, 25) == [True, True, True, True]
assert allowed_requests([0, 10, 20, 24], 3, 25) == [True, True, True, False]
assert allowed_requests([0, 1, 2, 100, 101, 102], 2, 5) == [True, True, False, True, True, False]
assert allowed_requests([0, 5, 9, 10, 15], 2, 10) == [True, True, False, True, True]
