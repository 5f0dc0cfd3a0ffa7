# query: Given state changes as (time, state) pairs in time order, where each state lasts until the next change,
#   total the time spent in each state up to an end time. Changes at or after the end time are ignored; return a
#   dict of state to total time (empty when there are no changes before the end).
# entry_point: state_durations
# example: state_durations([(0, "on"), (3, "off")], 5) == {"on": 3, "off": 2}
# example: state_durations([(1, "run")], 4) == {"run": 3}

def state_durations(changes, end_time):
    totals = {}
    for index in range(len(changes)):
        start, state = changes[index]
        if start >= end_time:
            break
        if index + 1 < len(changes):
            stop = min(changes[index + 1][0], end_time)
        else:
            stop = end_time
        totals[state] = totals.get(state, 0) + stop - start
    return totals


# tests
assert state_durations([(0, "idle"), (5, "busy"), (8, "idle")], 10) == {"idle": 7, "busy": 3}
assert state_durations([], 5) == {}
assert state_durations([(0, "on")], 4) == {"on": 4}
assert state_durations([(2, "a"), (3, "b")], 3) == {"a": 1}
assert state_durations([(0, "a"), (4, "b"), (9, "c")], 6) == {"a": 4, "b": 2}
assert state_durations([(0, "x"), (0, "y"), (2, "x")], 5) == {"x": 3, "y": 2}
assert state_durations([(5, "late")], 5) == {}
assert state_durations([(-2, "s")], 1) == {"s": 3}
