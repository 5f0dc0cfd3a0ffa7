# query: Group event timestamps (in seconds, any order) into sessions: after sorting, an event belongs to
#   the current session if it comes at most max_gap seconds after the previous event, otherwise it starts
#   a new one. Return a list of (start, end, event count) tuples.
# entry_point: split_sessions
# example: split_sessions([0, 10, 100], 30) == [(0, 10, 2), (100, 100, 1)]
# example: split_sessions([5, 1, 3], 2) == [(1, 5, 3)]

def split_sessions(timestamps, max_gap):
    sessions = []
    for stamp in sorted(timestamps):
        if sessions and stamp - sessions[-1][1] <= max_gap:
            start, _, count = sessions[-1]
            sessions[-1] = (start, stamp, count + 1)
        else:
            sessions.append((stamp, stamp, 1))
    return sessions


# tests
assert split_sessions([], 10) == []
assert split_sessions([7], 10) == [(7, 7, 1)]
assert split_sessions([0, 10], 10) == [(0, 10, 2)]
assert split_sessions([0, 11], 10) == [(0, 0, 1), (11, 11, 1)]
assert split_sessions([50, 0, 20, 40, 100], 20) == [(0, 50, 4), (100, 100, 1)]
assert split_sessions([3, 3, 3], 0) == [(3, 3, 3)]
assert split_sessions([0, 5, 30, 34, 60], 5) == [(0, 5, 2), (30, 34, 2), (60, 60, 1)]
assert split_sessions([-10, -5, 0], 5) == [(-10, 0, 3)]
assert split_sessions([0, 4, 8, 12, 16], 4) == [(0, 16, 5)]
