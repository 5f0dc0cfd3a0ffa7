# query: Turn a time-sorted list of (time, state) change events into (state, start, end) intervals: each
#   state lasts until the next event, the last one until the given end time. Consecutive intervals with
#   the same state are merged, and intervals of zero or negative length are dropped.
# entry_point: state_intervals
# example: state_intervals([(0, "on"), (5, "off")], 8) == [("on", 0, 5), ("off", 5, 8)]
# example: state_intervals([(1, "idle"), (3, "idle")], 4) == [("idle", 1, 4)]

def state_intervals(events, end_time):
    intervals = []
    for index, (time, state) in enumerate(events):
        if index + 1 < len(events):
            stop = events[index + 1][0]
        else:
            stop = end_time
        if stop <= time:
            continue
        if intervals and intervals[-1][0] == state:
            intervals[-1] = (state, intervals[-1][1], stop)
        else:
            intervals.append((state, time, stop))
    return intervals


# tests
assert state_intervals([], 10) == []
assert state_intervals([(0, "a")], 10) == [("a", 0, 10)]
assert state_intervals([(0, "a")], 0) == []
assert state_intervals([(0, "a"), (2, "b"), (4, "a")], 9) == [("a", 0, 2), ("b", 2, 4), ("a", 4, 9)]
assert state_intervals([(0, "a"), (3, "a"), (6, "b")], 7) == [("a", 0, 6), ("b", 6, 7)]
assert state_intervals([(0, "a"), (2, "b"), (4, "b")], 6) == [("a", 0, 2), ("b", 2, 6)]
assert state_intervals([(0, "a"), (2, "b"), (2, "c")], 5) == [("a", 0, 2), ("c", 2, 5)]
assert state_intervals([(0, "a"), (2, "b"), (2, "a")], 5) == [("a", 0, 5)]
assert state_intervals([(1, "x"), (4, "y")], 3) == [("x", 1, 4)]
assert state_intervals([(-5, "p"), (-1, "q")], 1) == [("p", -5, -1), ("q", -1, 1)]
