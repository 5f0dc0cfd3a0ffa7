# query: Pick the largest set of non-overlapping half-open intervals [start, end) greedily: sort by end time (then start)
#   and take each interval that starts at or after the end of the last one taken. Return the chosen intervals in the
#   order taken; intervals with end <= start are ignored.
# entry_point: select_non_overlapping
# example: select_non_overlapping([(1, 3), (2, 4), (3, 5)]) == [(1, 3), (3, 5)]
# example: select_non_overlapping([(0, 10), (1, 2)]) == [(1, 2)]

def select_non_overlapping(intervals):
    valid = [interval for interval in intervals if interval[1] > interval[0]]
    valid.sort(key=lambda interval: (interval[1], interval[0]))
    chosen = []
    last_end = None
    for start, end in valid:
        if last_end is None or start >= last_end:
            chosen.append((start, end))
            last_end = end
    return chosen


# tests
assert select_non_overlapping([]) == []
assert select_non_overlapping([(5, 5), (3, 1)]) == []
assert select_non_overlapping([(1, 4), (3, 5), (0, 6), (5, 7), (3, 9), (5, 9), (6, 10), (8, 11), (8, 12), (2, 14), (12, 16)]) == [(1, 4), (5, 7), (8, 11), (12, 16)]
assert select_non_overlapping([(1, 2), (2, 3), (3, 4)]) == [(1, 2), (2, 3), (3, 4)]
assert select_non_overlapping([(0, 5), (1, 5), (4, 5)]) == [(0, 5)]
assert select_non_overlapping([(-5, -1), (-2, 0), (0, 1)]) == [(-5, -1), (0, 1)]
assert select_non_overlapping([(2, 3), (1, 3)]) == [(1, 3)]
assert select_non_overlapping([(0, 4), (4, 6), (1, 2), (2, 4)]) == [(1, 2), (2, 4), (4, 6)]
