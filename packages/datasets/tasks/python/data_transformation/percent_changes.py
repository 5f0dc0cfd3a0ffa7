# query: For each consecutive pair in a series, compute the percentage change from the earlier value to
#   the later one relative to the earlier value's magnitude, rounded to 1 decimal place; a change from
#   zero is undefined and gives None. The result has one entry fewer than the series.
# entry_point: percent_changes
# example: percent_changes([50, 75]) == [50.0]
# example: percent_changes([10, 5, 10]) == [-50.0, 100.0]

def percent_changes(values):
    changes = []
    for index in range(1, len(values)):
        previous = values[index - 1]
        if previous == 0:
            changes.append(None)
        else:
            changes.append(round((values[index] - previous) / abs(previous) * 100, 1))
    return changes


# tests
assert percent_changes([]) == []
assert percent_changes([100]) == []
assert percent_changes([100, 110]) == [10.0]
assert percent_changes([100, 90, 90]) == [-10.0, 0.0]
assert percent_changes([0, 5, 10]) == [None, 100.0]
assert percent_changes([-50, -25]) == [50.0]
assert percent_changes([3, 4]) == [33.3]
assert percent_changes([200, 0]) == [-100.0]
assert percent_changes([8, 2, 1]) == [-75.0, -50.0]
